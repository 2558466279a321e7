import { ForgotPasswordPage as ForgotPasswordScreen } from './forgot-password/ForgotPasswordPage';
import { LoginPage as LoginScreen } from './login/LoginPage';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RegisterPage as RegisterScreen } from './register/RegisterPage';

/** The shell's sign-in screens (/login, /register, /forgot-password): signed-in visitors go to /dashboard. */
export const LoginPage = () => (
  <RedirectIfSignedIn>
    <LoginScreen />
  </RedirectIfSignedIn>
);

export const RegisterPage = () => (
  <RedirectIfSignedIn>
    <RegisterScreen />
  </RedirectIfSignedIn>
);

export const ForgotPasswordPage = () => (
  <RedirectIfSignedIn>
    <ForgotPasswordScreen />
  </RedirectIfSignedIn>
);

/** Rendered once inside the router: restores and re-checks the session, handles expiry. */
export { SessionKeeper } from './session/SessionKeeper';
