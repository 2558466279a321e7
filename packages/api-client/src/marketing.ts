import { useMutation } from '@tanstack/react-query';
import type {
  ContactMessageBody,
  CourierApplicationBody,
  MessageResponse,
  NewsletterSubscriptionBody,
} from '@farmplate/contracts';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
import { apiRequest, REPORTED_BY_SCREEN } from '@farmplate/api-client/core';

/**
 * The public site's only calls: the contact form, the newsletter and waitlist boxes and the courier
 * application. They need
 * no signed-in user; the server validates them (same schemas) and rate-limits them.
 */

/** POST /contact-messages → 201 `{ message }`. */
export function sendContactMessage(body: ContactMessageBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/contact-messages', { method: 'POST', body });
}

/** POST /newsletter-subscriptions → 201 `{ message }`. `source` names the box ('contact', 'blog', 'nigeria-app-waitlist'…). */
export function subscribeToNewsletter(body: NewsletterSubscriptionBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/newsletter-subscriptions', { method: 'POST', body });
}

export const useSendContactMessage = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: sendContactMessage });

export const useNewsletterSubscription = () =>
  useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: subscribeToNewsletter });

/** POST /courier-applications → 201: a pending delivery partner an admin approves. */
export function applyAsCourier(body: CourierApplicationBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/courier-applications', { method: 'POST', body });
}

export const useCourierApplication = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: applyAsCourier });
