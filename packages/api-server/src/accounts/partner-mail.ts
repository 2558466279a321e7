import type { Database } from '../db/client';
import type { Background } from '../http/background';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import { htmlParagraphs, mailName } from '../platform/mail/mail-text';
import { currentSettings } from '../platform/settings/settings-repository';
import { findPartner, type PartnerRole } from './partners-repository';

/** What each kind of partner can do from now on, in the portal it signs in to. */
const NEXT_STEP: Record<PartnerRole, string> = {
  farmer: 'Sign in to list your produce and answer the requests of kitchens.',
  kitchen: 'Sign in to set up your menu and take orders.',
  delivery: 'Sign in, go online and claim deliveries in your zones.',
};

const WELCOME: Record<PartnerRole, string> = {
  farmer: 'Your farm is approved: it is now a partner of',
  kitchen: 'Your kitchen is approved: it is now a partner of',
  delivery: 'You are approved as a delivery partner of',
};

/**
 * The mail of an approved partner (admin's Partners › Approve): the platform's words first, the
 * name the partner typed later, cleaned and shortened (mailName), with the sign-in link.
 */
export function partnerApprovedMail(
  role: PartnerRole,
  partner: { name: string; email: string },
  platform: string,
  signInLink: string,
): MailMessage {
  const name = mailName(partner.name);
  const paragraphs = [
    'Hello,',
    `${WELCOME[role]} ${platform}.`,
    ...(name ? [`Partner name: ${name}`] : []),
    `${NEXT_STEP[role]} ${signInLink}`,
    platform,
  ];
  return {
    to: partner.email,
    subject: `${platform}: your partner account is approved`,
    text: paragraphs.join('\n\n'),
    html: htmlParagraphs(paragraphs, signInLink),
  };
}

/**
 * Mails a partner the admin has just approved, after the answer has gone, through the mailer
 * (and its per-recipient cap). Sent once per approval: only a pending partner becomes approved.
 */
export function sendPartnerApprovedMail(
  { db, mailer, background, publicUrl }: { db: Database; mailer: Mailer; background: Background; publicUrl: string },
  role: PartnerRole,
  partnerId: number,
): void {
  background.run(`partner approved mail`, async () => {
    const partner = (await findPartner(db, role, partnerId)) as {
      name?: string;
      user?: { email?: string | null };
    } | null;
    const email = partner?.user?.email;
    if (!email) return;
    const { platform_name: platform } = await currentSettings(db);
    await mailer.send(partnerApprovedMail(role, { name: partner.name ?? '', email }, platform, `${publicUrl}/login`));
  });
}
