import { sql } from 'drizzle-orm';
import type { BoxCity } from '@farmplate/contracts';
import { rowsOf, type Executor } from './sql-rows';

/** The SQL of the cities boxes are delivered in and the waitlists of the others. */

export async function cityOf(db: Executor, city: BoxCity) {
  const [row] = await rowsOf<{ city: BoxCity; name: string; opened: boolean }>(
    db,
    sql`select city, name, opened_at is not null as opened from box_cities where city = ${city}`,
  );
  return row ?? null;
}

/** Adds the email to the city's waitlist (once per city); 'full' when the city's list is at its cap. */
export async function joinWaitlist(
  db: Executor,
  { city, email, zip, cap }: { city: BoxCity; email: string; zip: string; cap: number },
) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into box_waitlist (city, email, zip)
        select ${city}, ${email}, ${zip}
        where (select count(*) from box_waitlist where city = ${city}) < ${cap}
        on conflict (city, lower(email)) do nothing
        returning id`,
  );
  if (rows.length > 0) return 'joined' as const;
  const [known] = await rowsOf<{ id: number }>(
    db,
    sql`select id from box_waitlist where city = ${city} and lower(email) = lower(${email})`,
  );
  return known ? ('joined' as const) : ('full' as const);
}

/** Opens a city; false when it was open already. */
export async function openCity(db: Executor, city: BoxCity): Promise<boolean> {
  const rows = await rowsOf<{ city: string }>(
    db,
    sql`update box_cities set opened_at = now() where city = ${city} and opened_at is null returning city`,
  );
  return rows.length > 0;
}

/** The next waitlist entries of a city not yet told it opened. */
export async function waitlistToNotify(db: Executor, city: BoxCity, limit: number) {
  return rowsOf<{ id: number; email: string }>(
    db,
    sql`select id, email from box_waitlist where city = ${city} and notified_at is null order by id limit ${limit}`,
  );
}

export async function markNotified(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update box_waitlist set notified_at = now() where id = ${id} and notified_at is null`);
}
