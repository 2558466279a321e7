import type { FastifyBaseLogger } from 'fastify';
import { createThrottle } from '../../http/throttle';
import type { MailMessage } from './mailer';
import { capRecipients } from './recipient-cap';

const HOUR = 60 * 60_000;

describe('the mail cap per recipient', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  const capped = (caps: { perHour: number; perDay: number }) => {
    const sent: MailMessage[] = [];
    const held: unknown[] = [];
    const log = { warn: (details: unknown) => void held.push(details), error: () => undefined };
    const mailer = capRecipients(
      { send: async (message) => void sent.push(message) },
      { throttle: createThrottle({}), caps: async () => caps, log: log as unknown as FastifyBaseLogger },
    );
    const mail = (to: string) => mailer.send({ to, subject: 'Your order', text: 'Hello,' });
    return { sent, held, mail };
  };

  it('sends up to the hourly cap to one address, however it is spelled, and again in the next hour', async () => {
    const { sent, held, mail } = capped({ perHour: 3, perDay: 10 });
    for (const to of ['ada@example.test', 'Ada@Example.test', 'ada+1@example.test', 'ada+2@example.test'])
      await mail(to);
    expect(sent).toHaveLength(3);
    // the mail held back is logged, and the send did not throw
    expect(held).toEqual([{ to: 'ada+2@example.test', subject: 'Your order' }]);
    // another recipient is not held back
    await mail('bola@example.test');
    expect(sent.map((message) => message.to)).toContain('bola@example.test');
    jest.setSystemTime(Date.now() + HOUR + 1000);
    await mail('ada@example.test');
    expect(sent.filter((message) => /ada/i.test(message.to))).toHaveLength(4);
  });

  it('stops at the daily cap across hours', async () => {
    const { sent, mail } = capped({ perHour: 3, perDay: 5 });
    for (let hour = 0; hour < 4; hour += 1) {
      for (let index = 0; index < 3; index += 1) await mail('ada@example.test');
      jest.setSystemTime(Date.now() + HOUR + 1000);
    }
    expect(sent).toHaveLength(5);
    jest.setSystemTime(Date.now() + 24 * HOUR);
    await mail('ada@example.test');
    expect(sent).toHaveLength(6);
  });
});
