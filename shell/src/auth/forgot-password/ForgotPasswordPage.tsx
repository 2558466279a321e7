import { AuthCard, AuthHeading, AuthLink, AuthPage, SwitchLine } from '../layout/AuthLayout';
import { SignInForm } from '../layout/SignInForm';
import { PasswordResetSteps } from './PasswordResetSteps';

/** 'Forgot password?' (spec §3, §7): the screen; its steps are the part that acts. */
export function ForgotPasswordPage() {
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading>Reset your password</AuthHeading>
        <SignInForm screen="forgot-password">
          <PasswordResetSteps />
        </SignInForm>
        <SwitchLine>
          Remembered it? <AuthLink to="/login">Back to login</AuthLink>
        </SwitchLine>
      </AuthCard>
    </AuthPage>
  );
}
