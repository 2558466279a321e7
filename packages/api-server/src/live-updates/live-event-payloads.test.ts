import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { LIVE_EVENT_DATA, LIVE_EVENT_TYPES, type LiveEventType } from '@farmplate/contracts';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../seed/seed';

jest.setTimeout(120_000);

/**
 * The live events' payloads are written by the database triggers (drizzle/*.sql) and read by the
 * screens through the contract (contracts/src/api/live-updates.ts). Each trigger is fired here and
 * what it wrote is checked against the contract's schema of its type, so the two cannot drift.
 */
describe('live event payloads: the triggers write what the contract says', () => {
  let database: DatabaseHandle;
  const written = new Map<string, unknown[]>();
  let claimedBy: { first_name: string; vehicle: string | null };

  beforeAll(async () => {
    database = await openDatabase({ url: null, dataDir: null });
    await database.migrate();
    await seedDatabase(database.db);
    // the rows of a plain SQL statement (PGlite and node-postgres both answer `{ rows }`)
    const run = async (statement: SQL) =>
      await (database.db.execute as (query: SQL) => Promise<{ rows: unknown[] }>)(statement);
    const [{ start }] = (await run(sql`SELECT coalesce(max(id), 0)::int AS start FROM live_events`)).rows as [
      { start: number },
    ];
    const idOf = async (role: string) =>
      ((await run(sql`SELECT id FROM users WHERE role = ${role} ORDER BY id LIMIT 1`)).rows[0] as { id: number }).id;
    const [kitchen, farmer] = [await idOf('kitchen'), await idOf('farmer')];

    // every trigger once: orders (and their deliveries), kitchen requests, accounts, partner profiles, sessions, settings
    const order = (
      await run(sql`INSERT INTO orders (order_number, kitchen_id, farmer_id, customer_name, total_amount)
        VALUES ('PAYLOAD-1', ${kitchen}, ${farmer}, 'Test Customer', 12.5) RETURNING id`)
    ).rows[0] as { id: number };
    await run(sql`UPDATE orders SET status = 'preparing', started_at = now() WHERE id = ${order.id}`);
    // a ready delivery order appears for its region's couriers, and leaves when claimed
    const delivery = (
      await run(sql`INSERT INTO orders (order_number, kitchen_id, customer_name, total_amount, status, ready_at,
          fulfilment, delivery_status, delivery_fee, delivery_zone)
        VALUES ('PAYLOAD-2', ${kitchen}, 'Test Customer', 20, 'ready', now(), 'delivery', 'unassigned', 3.99, 'Plano')
        RETURNING id`)
    ).rows[0] as { id: number };
    const courier = await idOf('delivery');
    await run(sql`UPDATE orders SET delivery_status = 'assigned', assigned_at = now(), delivery_partner_id = ${courier}
      WHERE id = ${delivery.id}`);
    claimedBy = (
      await run(sql`SELECT split_part(u.name, ' ', 1) AS first_name, p.vehicle
        FROM users u JOIN delivery_profiles p ON p.user_id = u.id WHERE u.id = ${courier}`)
    ).rows[0] as { first_name: string; vehicle: string | null };
    const request = (
      await run(sql`INSERT INTO kitchen_requests (kitchen_id, farmer_id, produce_name, unit, quantity, delivery_date)
        VALUES (${kitchen}, ${farmer}, 'Tomatoes', 'kg', 2.5, '2030-01-01') RETURNING id`)
    ).rows[0] as { id: number };
    await run(sql`UPDATE kitchen_requests SET status = 'accepted' WHERE id = ${request.id}`);
    const user = (
      await run(sql`INSERT INTO users (name, email, password_hash, role)
        VALUES ('Payload Farmer', 'payload@farmplate.test', 'x', 'farmer') RETURNING id`)
    ).rows[0] as { id: number };
    await run(sql`UPDATE users SET status = 'inactive' WHERE id = ${user.id}`);
    for (const table of ['farmer_profiles', 'kitchen_profiles', 'delivery_profiles']) {
      await run(sql`UPDATE ${sql.identifier(table)} SET status = CASE status WHEN 'active' THEN 'inactive' ELSE 'active' END
        WHERE user_id = (SELECT user_id FROM ${sql.identifier(table)} ORDER BY user_id LIMIT 1)`);
    }
    await run(sql`INSERT INTO farmer_profiles (user_id, farm_name) VALUES (${user.id}, 'Payload Farm')`);
    const session = (
      await run(sql`INSERT INTO sessions (user_id, token_hash, expires_at)
        VALUES (${user.id}, 'payload-token', now() + interval '1 hour') RETURNING id`)
    ).rows[0] as { id: number };
    await run(sql`DELETE FROM sessions WHERE id = ${session.id}`);
    await run(sql`DELETE FROM users WHERE id = ${user.id}`);
    // a settings save (an upsert: its insert and its update)
    await run(sql`INSERT INTO settings (key, value) VALUES ('platform_name', '"Payload"'), ('payload_key', '1')
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);

    const events = (await run(sql`SELECT type, data FROM live_events WHERE id > ${start} ORDER BY id`)).rows as {
      type: string;
      data: unknown;
    }[];
    for (const { type, data } of events) written.set(type, [...(written.get(type) ?? []), data]);
  });
  afterAll(() => database.close());

  it('every event type of the contract has a trigger, and every trigger writes a type of the contract', () => {
    expect([...written.keys()].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it('every type a migration emits is a type of the contract, and the test above fires each of them', () => {
    // a trigger added by a migration but not fired above would otherwise go unchecked
    const drizzle = path.resolve(__dirname, '../../drizzle');
    const emitted = new Set(
      readdirSync(drizzle)
        .filter((file) => file.endsWith('.sql'))
        .flatMap((file) => [...readFileSync(path.join(drizzle, file), 'utf8').matchAll(/live_emit\(([\s\S]*?)\);/g)])
        .flatMap(([, call = '']) => [...call.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map(([, type]) => type)),
    );
    expect([...emitted].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
    expect([...written.keys()].sort()).toEqual([...emitted].sort());
  });

  it.each(LIVE_EVENT_TYPES)('%s: the payload matches the contract', (type: LiveEventType) => {
    const payloads = written.get(type) ?? [];
    expect(payloads.length).toBeGreaterThan(0);
    for (const payload of payloads) {
      const mismatches = [...Value.Errors(LIVE_EVENT_DATA[type], payload)].map(
        (error) => `${error.path || '/'}: ${error.message}`,
      );
      expect(mismatches).toEqual([]);
    }
  });

  it("an order's claim carries its courier's first name and vehicle, for the kitchen's board", () => {
    const claimed = (written.get('order.updated') ?? []).filter(
      (payload) => (payload as { delivery_status: string | null }).delivery_status === 'assigned',
    );
    expect(claimed).toEqual([expect.objectContaining({ courier: claimedBy })]);
    expect(claimedBy.first_name).not.toBe('');
  });
});
