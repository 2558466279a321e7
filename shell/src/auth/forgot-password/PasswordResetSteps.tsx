import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { ApiError, requestPasswordReset, resetPassword, verifyOtp } from '@farmplate/api-client/core';
import { AUTH_MESSAGES, OTP_LENGTH, OTP_LIFETIME_MINUTES } from '@farmplate/contracts';
import { Banner, Button } from '@farmplate/design-system/core';
import { TextField } from '@farmplate/design-system/forms';
import { useShowOnLogin, type AuthNotice } from '../authNotice';
import { AuthLead, ButtonRow, FormStack } from '../layout/AuthLayout';
import {
  validateCodeStep,
  validateEmailStep,
  validatePasswordStep,
  type CodeValues,
  type EmailValues,
  type NewPasswordValues,
} from './passwordResetSteps';

type Step = 'email' | 'code' | 'password';

export const RESET_DONE_MESSAGE = 'Password has been reset. You can now log in with your new password.';
const SEND_FAILED = 'We could not send the code. Please try again.';
const VERIFY_FAILED = 'We could not check the code. Please try again.';
const RESET_FAILED = 'We could not reset your password. Please try again.';

/** The server's message when it gave one (wrong code, too many attempts), else `fallback`. */
const messageOf = (failure: unknown, fallback: string) => (failure instanceof ApiError && failure.reason) || fallback;

const isCodeRejected = (failure: unknown) => failure instanceof ApiError && failure.reason === AUTH_MESSAGES.otpInvalid;

/**
 * 'Forgot password?': email → 6-digit code from the mail → new password (spec §3, §7), the part of
 * the screen that acts. It calls the API itself (no query client: the screen reports its own
 * failures).
 */
export function PasswordResetSteps() {
  const navigate = useNavigate();
  const showOnLogin = useShowOnLogin();
  const [sending, setSending] = useState(false);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checkCodeStep = useMemo(() => validateCodeStep(email), [email]);
  const checkPasswordStep = useMemo(() => validatePasswordStep(email, otp), [email, otp]);

  /** POST /forgot-password, with "Send a new code" busy meanwhile. */
  async function sendCode(address: string) {
    setSending(true);
    try {
      return await requestPasswordReset({ email: address });
    } finally {
      setSending(false);
    }
  }

  async function submitEmail(values: EmailValues) {
    setError(null);
    const address = (values.email ?? '').trim();
    try {
      const { message } = await sendCode(address);
      setEmail(address);
      setNotice({ type: 'success', message });
      setStep('code');
    } catch (failure) {
      setError(messageOf(failure, SEND_FAILED));
    }
  }

  async function sendNewCode() {
    setError(null);
    setNotice(null);
    try {
      const { message } = await sendCode(email);
      setNotice({ type: 'success', message: `A new code was requested. ${message}` });
      setStep('code');
    } catch (failure) {
      setError(messageOf(failure, SEND_FAILED));
    }
  }

  async function submitCode(values: CodeValues) {
    setError(null);
    setNotice(null);
    const code = (values.otp ?? '').trim();
    try {
      const { message } = await verifyOtp({ email, otp: code });
      setOtp(code);
      setNotice({ type: 'success', message });
      setStep('password');
    } catch (failure) {
      setError(messageOf(failure, VERIFY_FAILED));
    }
  }

  async function submitPassword(values: NewPasswordValues) {
    setError(null);
    setNotice(null);
    try {
      await resetPassword({
        email,
        otp,
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
      });
      showOnLogin({ type: 'success', message: RESET_DONE_MESSAGE });
      void navigate('/login', { replace: true });
    } catch (failure) {
      // The code ran out (or was used) between the two steps: back to the code with a way to get a new one.
      if (isCodeRejected(failure)) setStep('code');
      setError(messageOf(failure, RESET_FAILED));
    }
  }

  function changeEmail() {
    setError(null);
    setNotice(null);
    setStep('email');
  }

  const messages = (
    <>
      {notice && <Banner type={notice.type} message={notice.message} onDismiss={() => setNotice(null)} />}
      {error && <Banner type="error" message={error} onDismiss={() => setError(null)} autoHideMs={0} />}
    </>
  );

  return (
    <>
      {step === 'email' && (
        <>
          <AuthLead>Enter the email you signed up with and we will send you a {OTP_LENGTH}-digit code.</AuthLead>
          <Form<EmailValues>
            key="email"
            onSubmit={submitEmail}
            validate={validateEmailStep}
            initialValues={{ email }}
            render={({ handleSubmit, submitting }) => (
              <form
                method="post"
                action="/forgot-password"
                onSubmit={handleSubmit}
                noValidate
                aria-label="Request a reset code"
              >
                <FormStack>
                  {messages}
                  <TextField name="email" type="email" label="Email" autoComplete="email" required />
                  <Button type="submit" fullWidth loading={submitting}>
                    {submitting ? 'Sending...' : 'Send Code'}
                  </Button>
                </FormStack>
              </form>
            )}
          />
        </>
      )}
      {step === 'code' && (
        <>
          <AuthLead>
            Enter the {OTP_LENGTH}-digit code we emailed to <strong>{email}</strong>. It expires after{' '}
            {OTP_LIFETIME_MINUTES} minutes.
          </AuthLead>
          <Form<CodeValues>
            key="code"
            onSubmit={submitCode}
            validate={checkCodeStep}
            render={({ handleSubmit, submitting }) => (
              <form
                method="post"
                action="/forgot-password"
                onSubmit={handleSubmit}
                noValidate
                aria-label="Enter the code"
              >
                <FormStack>
                  {messages}
                  <TextField
                    name="otp"
                    label="Verification Code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={OTP_LENGTH}
                    required
                  />
                  <Button type="submit" fullWidth loading={submitting}>
                    {submitting ? 'Verifying...' : 'Verify Code'}
                  </Button>
                  <ButtonRow>
                    <Button variant="ghost" onClick={changeEmail} disabled={submitting || sending}>
                      Use a different email
                    </Button>
                    <Button variant="secondary" onClick={sendNewCode} loading={sending} disabled={submitting}>
                      {sending ? 'Sending...' : 'Send a new code'}
                    </Button>
                  </ButtonRow>
                </FormStack>
              </form>
            )}
          />
        </>
      )}
      {step === 'password' && (
        <>
          <AuthLead>Choose a new password for {email}.</AuthLead>
          <Form<NewPasswordValues>
            key="password"
            onSubmit={submitPassword}
            validate={checkPasswordStep}
            render={({ handleSubmit, submitting }) => (
              <form
                method="post"
                action="/forgot-password"
                onSubmit={handleSubmit}
                noValidate
                aria-label="Choose a new password"
              >
                <FormStack>
                  {messages}
                  <TextField
                    name="password"
                    type="password"
                    label="New Password"
                    autoComplete="new-password"
                    hint="At least 6 characters"
                    required
                  />
                  <TextField
                    name="password_confirmation"
                    type="password"
                    label="Confirm New Password"
                    autoComplete="new-password"
                    required
                  />
                  <Button type="submit" fullWidth loading={submitting}>
                    {submitting ? 'Resetting...' : 'Reset Password'}
                  </Button>
                </FormStack>
              </form>
            )}
          />
        </>
      )}
    </>
  );
}
