// Placeholder exports until the sign-in screens land (owned by the auth work).
export const LoginPage = () => <h1>Login to FarmPlate</h1>;
export const RegisterPage = () => <h1>Create your account</h1>;
export const ForgotPasswordPage = () => <h1>Forgot password</h1>;
/** Rendered once inside the router: restores and re-checks the session, handles expiry. */
export const SessionKeeper = () => null;
