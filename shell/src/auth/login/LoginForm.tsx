import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { InvalidLoginResponseError, login } from '@farmplate/api-client/core';
import { firstErrors, LoginBody, validate } from '@farmplate/contracts';
import { Banner, Button } from '@farmplate/design-system/core';
import { TextField } from '@farmplate/design-system/forms';
import { signIn } from '@farmplate/session';
import { useLoginNotice } from '../authNotice';
import { nextPathOf } from '../nextPath';
import { AuthLink, FormStack } from '../layout/AuthLayout';

/** Spec §8: what the login page says for any failed attempt. */
export const LOGIN_FAILED_MESSAGE = 'Failed to sign in. Please check your credentials.';

type Credentials = Partial<LoginBody>;

const validateCredentials = (values: Credentials) => firstErrors(validate(LoginBody, values));

const ForgotLine = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The login form, its notice and its error: the part of the login screen that acts. It calls the
 * API itself (no query client: the screen reports its own failures), so the sign-in entry carries
 * no query library.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [notice, dismissNotice] = useLoginNotice();

  async function submit(credentials: Credentials) {
    setError(null); // spec §4: each attempt starts without the previous error
    dismissNotice();
    try {
      const { token, user } = await login(credentials as LoginBody);
      signIn(token, user);
      void navigate(nextPathOf(search), { replace: true });
    } catch (failure) {
      setError(failure instanceof InvalidLoginResponseError ? failure.message : LOGIN_FAILED_MESSAGE);
    }
  }

  return (
    <Form<Credentials>
      onSubmit={submit}
      validate={validateCredentials}
      render={({ handleSubmit, submitting }) => (
        // method="post": a form the browser sends itself (without JavaScript) never puts the password
        // in the address; the server answers it with this page asking to try again (api-server's static/)
        <form method="post" action="/login" onSubmit={handleSubmit} aria-label="Login">
          <FormStack>
            {notice && <Banner type={notice.type} message={notice.message} onDismiss={dismissNotice} />}
            {error && <Banner type="error" message={error} onDismiss={() => setError(null)} autoHideMs={0} />}
            <TextField name="email" type="email" label="Email" autoComplete="email" />
            <TextField name="password" type="password" label="Password" autoComplete="current-password" />
            <ForgotLine>
              <AuthLink to="/forgot-password">Forgot password?</AuthLink>
            </ForgotLine>
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {submitting ? 'Logging in...' : 'Login'}
            </Button>
          </FormStack>
        </form>
      )}
    />
  );
}
