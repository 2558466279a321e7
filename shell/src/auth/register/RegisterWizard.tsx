import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { registerAccount } from '@farmplate/api-client/core';
import { firstErrors, type RegisterForm } from '@farmplate/contracts';
import { Banner, Button } from '@farmplate/design-system/core';
import { AlertDialog } from '@farmplate/design-system/dialogs';
import type { AuthNotice } from '../authNotice';
import { ButtonRow, FormStack } from '../layout/AuthLayout';
import { REGISTRATION_FAILED_BANNER, registrationErrorMessage } from './registrationError';
import { AccountTypeStep, ContactStep, PersonalDetailsStep, SecurityStep } from './RegisterSteps';
import {
  REGISTER_STEP_COUNT,
  REGISTER_STEP_TITLES,
  stepErrors,
  submitProblem,
  toRegistrationPayload,
  type RegistrationValues,
} from './registrationWizard';

const STEP_FIELDS = [PersonalDetailsStep, SecurityStep, AccountTypeStep, ContactStep];

const Progress = styled.div`
  height: 8px;
  margin-bottom: ${({ theme }) => theme.space(5)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const ProgressFill = styled.div<{ $share: number }>`
  width: ${({ $share }) => `${$share * 100}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.base};
`;

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

/**
 * The registration wizard (its progress, steps, messages and the confirmation): the part of the
 * sign-up screen that acts. It calls the API itself (no query client: the screen reports its own
 * failures).
 */
export function RegisterWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<AuthNotice | null>(null);
  const [created, setCreated] = useState(false);

  // Each step is checked on its own fields only; Next submits the form to run that check.
  const validateStep = useCallback((values: RegistrationValues) => firstErrors(stepErrors(step, values)), [step]);

  // After Next or Back, move focus to the new step's heading so keyboard and screen-reader users follow.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStepShown = useRef(true);
  useEffect(() => {
    if (firstStepShown.current) {
      firstStepShown.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  async function submit(values: RegistrationValues) {
    setError(null);
    if (step < REGISTER_STEP_COUNT) {
      setStep(step + 1);
      return;
    }
    const problem = submitProblem(values);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await registerAccount(toRegistrationPayload(values as RegisterForm));
      setCreated(true);
    } catch (failure) {
      setError(registrationErrorMessage(failure));
      setBanner({ type: 'error', message: REGISTRATION_FAILED_BANNER });
    }
  }

  function goBack() {
    setError(null);
    setStep(step - 1);
  }

  const StepFields = STEP_FIELDS[step - 1];
  return (
    <>
      {banner && <Banner type={banner.type} message={banner.message} onDismiss={() => setBanner(null)} />}
      <Progress
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={0}
        aria-valuemax={REGISTER_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${REGISTER_STEP_COUNT}`}
      >
        <ProgressFill $share={step / REGISTER_STEP_COUNT} />
      </Progress>
      <Form<RegistrationValues>
        onSubmit={submit}
        validate={validateStep}
        render={({ handleSubmit, submitting }) => (
          <form
            method="post"
            action="/register"
            onSubmit={handleSubmit}
            noValidate
            aria-labelledby="register-step-heading"
          >
            <StepHeading id="register-step-heading" ref={stepHeading} tabIndex={-1}>
              Step {step} of {REGISTER_STEP_COUNT}: {REGISTER_STEP_TITLES[step - 1]}
            </StepHeading>
            <FormStack>
              {StepFields && <StepFields />}
              {error && <Banner type="error" message={error} onDismiss={() => setError(null)} autoHideMs={0} />}
              <ButtonRow>
                {step > 1 && (
                  <Button variant="secondary" onClick={goBack} disabled={submitting}>
                    Back
                  </Button>
                )}
                {step < REGISTER_STEP_COUNT ? (
                  <Button type="submit">Next</Button>
                ) : (
                  <Button type="submit" loading={submitting}>
                    {submitting ? 'Creating Account...' : 'Create Account'}
                  </Button>
                )}
              </ButtonRow>
            </FormStack>
          </form>
        )}
      />
      <AlertDialog
        open={created}
        title="Success!"
        message="Your account has been created successfully!"
        buttonLabel="Continue"
        onClose={() => navigate('/login')}
      />
    </>
  );
}
