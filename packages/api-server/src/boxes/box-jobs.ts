import type { BoxCity } from '@farmplate/contracts';
import type { AppContext } from '../platform/context';
import { runCutOff } from './cut-off';
import { skipToken } from './skip-links';
import { CUT_OFF_JOB, REMINDER_JOB, reminderTarget, skipLinkSecret } from './subscriptions-repository';
import { markNotified, waitlistToNotify } from './waitlist-repository';

export const CITY_OPENED_JOB = 'boxes.city-opened';

/**
 * The boxes' jobs (src/platform/jobs): each cycle's cut-off, each subscription's reminder before
 * it, and the mails to a city's waitlist when it opens. Each is safe to run again: the cut-off by
 * its (subscription, date) rows, a reminder by its job key (one per subscription and date), a
 * waitlist entry by its notified_at.
 */
export function registerBoxJobs({ db, jobs, mailer, config }: Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'config'>) {
  jobs.handle(CUT_OFF_JOB, async (job) => {
    const { date } = job.payload as { date: string };
    await runCutOff(db, date);
  });

  jobs.handle(REMINDER_JOB, async (job) => {
    const { subscription_id: subscriptionId, date } = job.payload as { subscription_id: number; date: string };
    const target = await reminderTarget(db, subscriptionId, date);
    // skipped, cancelled, moved on or delivered meanwhile: nothing to remind of
    if (!target) return;
    const link = `${config.publicUrl}/us/subscriptions/skip/${skipToken(await skipLinkSecret(db), subscriptionId, date)}`;
    await mailer.send({
      to: target.email,
      subject: `Your ${target.box_name} arrives on ${date}`,
      text: [
        `Hello ${target.name},`,
        '',
        `Your ${target.box_name} is on its way for ${date}. Away that week? Skip this delivery with one click:`,
        link,
        '',
        'FarmPlate',
      ].join('\n'),
    });
  });

  jobs.handle(CITY_OPENED_JOB, async (job) => {
    const { city, name } = job.payload as { city: BoxCity; name: string };
    for (;;) {
      const batch = await waitlistToNotify(db, city, 50);
      if (batch.length === 0) return;
      for (const entry of batch) {
        await mailer.send({
          to: entry.email,
          subject: `FarmPlate boxes now deliver in ${name}`,
          text: `Good news: FarmPlate farm boxes now deliver in ${name}. Choose yours at ${config.publicUrl}/us/grocery`,
        });
        await markNotified(db, entry.id);
      }
    }
  });
}
