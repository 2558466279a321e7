import styled from 'styled-components';
import { AuthHeading, AuthLink, SwitchLine } from '../layout/AuthLayout';
import { SignInForm } from '../layout/SignInForm';
import { FoodSlideshow } from './FoodSlideshow';
import { LoginForm } from './LoginForm';

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

export function LoginPage() {
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
        <SignInForm screen="login">
          <LoginForm />
        </SignInForm>
        <SwitchLine>
          Don&apos;t have an account? <AuthLink to="/register">Sign up now</AuthLink>
        </SwitchLine>
      </Panel>
    </Split>
  );
}
