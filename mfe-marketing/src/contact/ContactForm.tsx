import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { ApiError, failureText, useSendContactMessage } from '@farmplate/api-client/core';
import {
  CONTACT_USER_TYPES,
  ContactMessageBody,
  MARKETING_MESSAGES,
  firstErrors,
  validate,
  type ContactUserType,
} from '@farmplate/contracts';
import { Button, FieldError } from '@farmplate/design-system/core';
import { SelectField, TextAreaField, TextField } from '@farmplate/design-system/forms';

/** Spec §9: the confirmation shows for 3 s, then the form comes back cleared. */
const CONTACT_CONFIRMATION_MS = 3000;

/** A refused or unsent message: the server's reason in place of the first text when it gave one. */
const CONTACT_FAILURE = {
  failed: 'Could not send your message. Please try again.',
  errored: 'Could not reach FarmPlate. Check your connection and try again.',
  reason: 'alone',
} as const;

const USER_TYPE_LABELS: Record<ContactUserType, string> = {
  customer: 'Customer',
  farmer: 'Farmer',
  kitchen: 'Ghost Kitchen',
  delivery: 'Delivery Partner',
  other: 'Other',
};

const USER_TYPE_OPTIONS = CONTACT_USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

export const isContactUserType = (value: unknown): value is ContactUserType =>
  typeof value === 'string' && (CONTACT_USER_TYPES as readonly string[]).includes(value);

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Sent = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h3 {
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

type Values = Partial<Omit<ContactMessageBody, 'userType'>> & { userType: ContactUserType };

/**
 * The contact form (spec §2, §3, §5): name, email, subject and message required, phone optional,
 * "I am a" defaulting to customer (or the partner type an apply link asked for). The message is
 * stored through POST /contact-messages; then 'Message Sent!' shows for 3 s and the form returns
 * empty, with the type back to customer.
 */
export function ContactForm({ initialUserType = 'customer' }: { initialUserType?: ContactUserType }) {
  const sendMessage = useSendContactMessage();
  const [sent, setSent] = useState(false);
  // After the first message the form always starts again as a customer (spec §2).
  const [startAs, setStartAs] = useState<ContactUserType>(initialUserType);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setStartAs(initialUserType);
  }, [initialUserType]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: Values) => {
    try {
      await sendMessage.mutateAsync({
        name: values.name ?? '',
        email: values.email ?? '',
        ...(values.phone ? { phone: values.phone } : {}),
        subject: values.subject ?? '',
        message: values.message ?? '',
        userType: values.userType,
      });
    } catch (error) {
      // the server's reason when it gave one, its field messages under their fields
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      return { ...fields, [FORM_ERROR]: failureText(error, CONTACT_FAILURE) };
    }
    setSent(true);
    setStartAs('customer');
    timer.current = setTimeout(() => setSent(false), CONTACT_CONFIRMATION_MS);
    return undefined;
  };

  if (sent) {
    return (
      <Sent role="status">
        <h3>Message Sent!</h3>
        <p>{MARKETING_MESSAGES.contactSent}</p>
      </Sent>
    );
  }

  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ userType: startAs }}
      validate={(values) => firstErrors(validate(ContactMessageBody, values))}
      render={({ handleSubmit, submitting, submitError }) => (
        <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Contact form">
          <TextField name="name" label="Full Name" autoComplete="name" required />
          <TextField name="email" type="email" label="Email Address" autoComplete="email" required />
          <TextField name="phone" type="tel" label="Phone Number (optional)" autoComplete="tel" />
          <SelectField name="userType" label="I am a" options={USER_TYPE_OPTIONS} />
          <TextField name="subject" label="Subject" className="wide" required />
          <TextAreaField name="message" label="Message" rows={6} className="wide" required />
          {submitError && (
            <div role="alert" className="wide">
              <FieldError>{submitError}</FieldError>
            </div>
          )}
          <div className="wide">
            <Button type="submit" size="lg" loading={submitting}>
              {submitting ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </Fields>
      )}
    />
  );
}
