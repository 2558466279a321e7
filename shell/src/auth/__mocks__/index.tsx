// The sign-in screens are tested by their own suite; the shell's tests only need their routes.
export const LoginPage = () => <h1>Login page</h1>;
export const RegisterPage = () => <h1>Register page</h1>;
export const ForgotPasswordPage = () => <h1>Forgot password page</h1>;
export const SessionKeeper = () => null;
