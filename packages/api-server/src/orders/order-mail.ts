import type { Database } from '../db/client';
import type { Background } from '../http/background';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import { htmlParagraphs, mailName } from '../platform/mail/mail-text';
import { currentSettings } from '../platform/settings/settings-repository';
import { orderContact } from './orders-repository';

/** The mails about an order; each is sent only when its type is on in the settings (spec §3 email_types). */
export type OrderMailType = 'order_confirmation' | 'order_status_updates';

/**
 * What an order's mail says: its confirmation or its new status, with the tracking link when there
 * is one. The platform's words come first; the name the customer typed comes later, cleaned and
 * shortened (mailName), so no one can make the platform's mail open with their text.
 */
export function orderMail(
  type: OrderMailType,
  order: { number: string; status: string; email: string; name: string },
  platform: string,
  trackingLink?: string,
): MailMessage {
  const name = mailName(order.name);
  const paragraphs = [
    'Hello,',
    type === 'order_confirmation'
      ? `Thank you for your order ${order.number}. We will let you know as it moves along.`
      : `Your order ${order.number} is now ${order.status}.`,
    ...(name ? [`Name on the order: ${name}`] : []),
    ...(trackingLink ? [`Follow your order here: ${trackingLink}`] : []),
    platform,
  ];
  return {
    to: order.email,
    subject:
      type === 'order_confirmation'
        ? `${platform}: order ${order.number} confirmed`
        : `${platform}: order ${order.number} is ${order.status}`,
    text: paragraphs.join('\n\n'),
    html: htmlParagraphs(paragraphs, trackingLink),
  };
}

/** True when the settings let the server send this type of mail. */
export async function orderMailEnabled(db: Database, type: OrderMailType): Promise<boolean> {
  const settings = await currentSettings(db);
  return settings.enable_email_notifications && settings.email_types.includes(type);
}

/**
 * Mails the customer about their order after the answer has gone: the confirmation of a new order
 * or its new status. Nothing is sent when notifications or that mail type are off, or the order
 * has no customer email. Called by every change of an order's status (kitchen board, admin cancel).
 */
export function sendOrderMail(
  { db, mailer, background }: { db: Database; mailer: Mailer; background: Background },
  type: OrderMailType,
  orderId: number,
  /** where the customer follows the order (the tracking page of an order placed on the site) */
  trackingLink?: string,
): void {
  background.run(`order mail ${type}`, async () => {
    if (!(await orderMailEnabled(db, type))) return;
    const order = await orderContact(db, orderId);
    if (!order?.email) return;
    const { platform_name: platform } = await currentSettings(db);
    await mailer.send(orderMail(type, { ...order, email: order.email }, platform, trackingLink));
  });
}
