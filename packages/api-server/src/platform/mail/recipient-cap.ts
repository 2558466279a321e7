import type { FastifyBaseLogger } from 'fastify';
import { normalisedEmail, type Throttle } from '../../http/throttle';
import type { Mailer } from './mailer';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface RecipientCaps {
  perHour: number;
  perDay: number;
}

/**
 * Every mail the platform sends goes through here: past the caps of one recipient address (per
 * hour and per day, counted across instances in Redis when configured) a mail is not sent, only
 * logged, so the sender cannot be turned on one inbox. Never throws for a capped mail: the
 * request that caused it goes on.
 */
export function capRecipients(
  mailer: Mailer,
  { throttle, caps, log }: { throttle: Throttle; caps: () => Promise<RecipientCaps>; log: FastifyBaseLogger },
): Mailer {
  return {
    async send(message) {
      const recipient = normalisedEmail(message.to);
      let allowed = true;
      try {
        const { perHour, perDay } = await caps();
        const [hour, day] = await Promise.all([
          throttle.hit('mail-recipient-hour', recipient, perHour, HOUR),
          throttle.hit('mail-recipient-day', recipient, perDay, DAY),
        ]);
        allowed = hour.allowed && day.allowed;
      } catch (error) {
        // the counters cannot be read (Redis down): the mail goes, as the sign-in limits let requests through
        log.error({ err: error }, 'mail recipient cap could not be checked');
      }
      if (!allowed) {
        log.warn({ to: message.to, subject: message.subject }, 'mail not sent: the recipient is over the mail cap');
        return;
      }
      await mailer.send(message);
    },
  };
}
