import { AuthCard, AuthHeading, AuthLead, AuthLink, AuthPage, SwitchLine } from '../layout/AuthLayout';
import { SignInForm } from '../layout/SignInForm';
import { RegisterWizard } from './RegisterWizard';

/** Spec §2 "Registration": the sign-up screen; its wizard is the part that acts. */
export function RegisterPage() {
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading>Create Your Account</AuthHeading>
        <AuthLead>Join FarmPlate as a farmer or a kitchen.</AuthLead>
        <SignInForm screen="register">
          <RegisterWizard />
        </SignInForm>
        <SwitchLine>
          Already have an account? <AuthLink to="/login">Log in here</AuthLink>
        </SwitchLine>
      </AuthCard>
    </AuthPage>
  );
}
