import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { ApiError, failureText, useNewsletterSubscription } from '@farmplate/api-client/core';
import { NewsletterSubscriptionBody, firstErrors, validate } from '@farmplate/contracts';
import { Button, Card, FieldError } from '@farmplate/design-system/core';
import { TextField } from '@farmplate/design-system/forms';

/** A refused or unsent sign-up: the server's reason in place of the first text when it gave one. */
const SIGNUP_FAILURE = {
  failed: 'Could not subscribe. Please try again.',
  errored: 'Could not reach FarmPlate. Check your connection and try again.',
  reason: 'alone',
} as const;

const Box = styled(Card)`
  h2,
  h3 {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Thanks = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface SignupAction {
  label: string;
  /** Stored with the email: which box and button it came from ('grocery-subscribe'). */
  source: string;
}

export interface SignupBoxProps {
  /** Id of the heading (also prefixes the field ids). */
  id: string;
  title: string;
  children?: ReactNode;
  /** One or more submit buttons; Enter in the field uses the first. */
  actions: readonly SignupAction[];
  headingLevel?: 2 | 3;
  className?: string;
}

interface Values {
  email?: string;
  source: string;
}

/**
 * A newsletter or waitlist box: one email field stored through POST /newsletter-subscriptions
 * with the source of the button pressed. Server field errors show under the field; other failures
 * (too many attempts, network) above the button.
 */
export function SignupBox({ id, title, children, actions, headingLevel = 2, className }: SignupBoxProps) {
  const subscription = useNewsletterSubscription();
  const [thanks, setThanks] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onSubmit = async (values: Values) => {
    setThanks(null);
    try {
      const answer = await subscription.mutateAsync({ email: values.email ?? '', source: values.source });
      setThanks(answer.message);
      return undefined;
    } catch (error) {
      const { email } = error instanceof ApiError ? error.fieldErrors : {};
      if (email) return { email };
      return { [FORM_ERROR]: failureText(error, SIGNUP_FAILURE) };
    }
  };

  return (
    <Box as="section" aria-labelledby={id} className={className}>
      <Heading id={id}>{title}</Heading>
      {children}
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ source: actions[0]?.source }}
        validate={(values) => firstErrors(validate(NewsletterSubscriptionBody, values))}
        render={({ handleSubmit, form, submitting, submitError, values }) => (
          <Row
            method="post"
            noValidate
            aria-labelledby={id}
            onSubmit={async (event) => {
              const error = await handleSubmit(event);
              if (!error && form.getState().submitSucceeded) form.restart({ source: actions[0]?.source });
            }}
          >
            <TextField
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              placeholder="you@example.com"
              required
            />
            <Actions>
              {actions.map((action, index) => (
                <Button
                  key={action.source}
                  type="submit"
                  variant={index === 0 ? 'primary' : 'secondary'}
                  loading={submitting && values?.source === action.source}
                  disabled={submitting}
                  onClick={() => form.change('source', action.source)}
                >
                  {action.label}
                </Button>
              ))}
            </Actions>
            {submitError && (
              <div role="alert">
                <FieldError>{submitError}</FieldError>
              </div>
            )}
          </Row>
        )}
      />
      <div role="status">{thanks && <Thanks>{thanks}</Thanks>}</div>
    </Box>
  );
}
