import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { InvalidLoginResponseError, useLogin } from '@farmplate/api-client/core';
import { firstErrors, LoginBody, validate } from '@farmplate/contracts';
import { Banner, Button } from '@farmplate/design-system/core';
import { TextField } from '@farmplate/design-system/forms';
import { signIn } from '@farmplate/session';
import { useLoginNotice } from '../authNotice';
import { nextPathOf } from '../nextPath';
import { AuthHeading, AuthLink, FormStack, SwitchLine } from '../layout/AuthLayout';
import { FoodSlideshow } from './FoodSlideshow';

/** Spec §8: what the login page says for any failed attempt. */
export const LOGIN_FAILED_MESSAGE = 'Failed to sign in. Please check your credentials.';

type Credentials = Partial<LoginBody>;

const validateCredentials = (values: Credentials) => firstErrors(validate(LoginBody, values));

/**
 * On a phone the picture's band keeps its own height and the form's column takes the rest of the
 * screen, from the top: a browser may paint the page before it has read all of it (Lighthouse saw
 * it on a loaded phone), and with the screen's height shared between the two rows, or the form
 * centred, what arrived next moved everything above it (a layout shift of 0.185).
 */
const Split = styled.main`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: auto;
  }
`;

const Showcase = styled.section`
  position: relative;
  display: flex;
  align-items: flex-end;
  min-height: 240px;
  overflow: hidden;

  ${({ theme }) => theme.media.md} {
    min-height: 100vh;
  }
`;

/** Dark scrim under the welcome text so it stays readable over every illustration. */
const Welcome = styled.div`
  position: relative;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)} ${theme.space(6)}`};
  background: linear-gradient(to top, rgba(35, 79, 43, 0.92), rgba(35, 79, 43, 0.75) 60%, rgba(35, 79, 43, 0));
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    max-width: 32rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(5)}`};

  ${({ theme }) => theme.media.md} {
    justify-content: center;
  }
`;

const ForgotLine = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signInRequest = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [notice, dismissNotice] = useLoginNotice();

  async function submit(credentials: Credentials) {
    setError(null); // spec §4: each attempt starts without the previous error
    dismissNotice();
    try {
      const { token, user } = await signInRequest.mutateAsync(credentials as LoginBody);
      signIn(token, user);
      void navigate(nextPathOf(search), { replace: true });
    } catch (failure) {
      setError(failure instanceof InvalidLoginResponseError ? failure.message : LOGIN_FAILED_MESSAGE);
    }
  }

  return (
    <Split>
      <Showcase aria-labelledby="login-welcome">
        <FoodSlideshow />
        <Welcome>
          <h2 id="login-welcome">Welcome Back!</h2>
          <p>Fresh from local farms to your table: the produce, kitchens and flavours you love, in one place.</p>
        </Welcome>
      </Showcase>
      <Panel>
        <AuthHeading>Login to FarmPlate</AuthHeading>
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
        <SwitchLine>
          Don&apos;t have an account? <AuthLink to="/register">Sign up now</AuthLink>
        </SwitchLine>
      </Panel>
    </Split>
  );
}
