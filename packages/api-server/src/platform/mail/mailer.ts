import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** the same words as HTML, every customer-supplied part escaped */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise every message is written as an .eml file to the outbox
 * folder and logged, so the password-reset flow works on a laptop and in browser tests.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first message, not at start
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : (nodemailer.createTransport({
            streamTransport: true,
            buffer: true,
            newline: 'unix',
          }) as unknown as Transporter),
    ));
  if (options.smtpUrl) {
    return {
      async send(message) {
        await (await transporter()).sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      // the stream transport answers the raw message (nodemailer types it any)
      const info = (await (await transporter()).sendMail({ from: options.from, ...message })) as { message: Buffer };
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
