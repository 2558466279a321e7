import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from './common';
import * as compiled from './validators/compiled/marketing';
import { registerPrecompiled } from './validators/registry';

/** The public site's contact form and newsletter boxes (spec §2 Contact, §3 Contact form). */

export const CONTACT_USER_TYPES = ['customer', 'farmer', 'kitchen', 'delivery', 'other'] as const;
export type ContactUserType = (typeof CONTACT_USER_TYPES)[number];

export const MARKETING_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
  /** spec §2 Contact page: the confirmation the form shows */
  contactSent: "Thank you for reaching out. We'll get back to you shortly.",
  subscribed: 'Thank you for subscribing!',
} as const;

const emailField = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: 255,
  errorMessage: {
    type: MARKETING_MESSAGES.email,
    pattern: MARKETING_MESSAGES.emailInvalid,
    maxLength: MARKETING_MESSAGES.emailInvalid,
  },
});
const text = (message: string, maxLength: number) => Type.String({ pattern: '\\S', maxLength, errorMessage: message });

export const ContactMessageBody = Type.Object(
  {
    name: text(MARKETING_MESSAGES.name, 255),
    email: emailField,
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    subject: text(MARKETING_MESSAGES.subject, 255),
    message: text(MARKETING_MESSAGES.message, 5000),
    userType: Type.Union(
      CONTACT_USER_TYPES.map((type) => Type.Literal(type)),
      { default: 'customer' },
    ),
  },
  {
    errorMessage: {
      required: {
        name: MARKETING_MESSAGES.name,
        email: MARKETING_MESSAGES.email,
        subject: MARKETING_MESSAGES.subject,
        message: MARKETING_MESSAGES.message,
      },
    },
  },
);
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const NewsletterSubscriptionBody = Type.Object(
  {
    email: emailField,
    /** where the box was: 'contact', 'blog', 'footer' … */
    source: Type.String({
      maxLength: 40,
      pattern: '^[a-z0-9-]{1,40}$',
      default: 'website',
      errorMessage: 'Unknown newsletter source',
    }),
  },
  { errorMessage: { required: { email: MARKETING_MESSAGES.email } } },
);
export type NewsletterSubscriptionBody = Static<typeof NewsletterSubscriptionBody>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { ContactMessageBody, NewsletterSubscriptionBody });
