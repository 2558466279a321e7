// The sign-in screens are tested by their own suite; the shell's tests only need their routes.
export const LoginPage = () => <h1>Login page</h1>;
// a jest.fn, so that a test can make it crash
export const RegisterPage = jest.fn(() => <h1>Register page</h1>);
export const ForgotPasswordPage = () => <h1>Forgot password page</h1>;
export const SessionKeeper = () => null;
