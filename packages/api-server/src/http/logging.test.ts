import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';
import { crashReport } from './logging';

/** A database error carries the row it refused: its log line and crash report say which constraint, never the values. */
let server: TestServer;
let log = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = await startTestServer({ logStream: stream, configure: (config) => void (config.logger = true) });
  await server.db.execute(sql.raw(`alter table users add constraint test_refuses_row check (name <> 'Refused Row')`));
});
afterAll(() => server.close());

/** A real insert the database refuses, with values spread over lines as a free text can be. */
async function refusedInsert(): Promise<unknown> {
  try {
    await server.db.insert(users).values({
      name: 'Refused Row',
      email: 'refused-row@farmplate.test',
      role: 'customer',
      location: '12 Secret Street\nFlat 4, Hidden Town',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    });
  } catch (error) {
    return error;
  }
  throw new Error('the insert was not refused');
}

const VALUES = [
  'Refused Row',
  'refused-row@farmplate.test',
  'Secret Street',
  'Hidden Town',
  '$argon2',
  'aGFzaGhhc2hoYXNo',
];

it("logs a failed query's code, constraint and table, and none of its parameters or row", async () => {
  const error = await refusedInsert();
  server.app.log.error({ err: error }, 'request failed');
  const line = log.split('\n').find((entry) => entry.includes('request failed'))!;
  expect(JSON.parse(line).err).toMatchObject({
    type: 'DatabaseError',
    code: '23514',
    constraint: 'test_refuses_row',
    table: 'users',
  });
  for (const value of VALUES) expect(line).not.toContain(value);
});

it('prints a database error in a crash report by its code and names only', async () => {
  const report = crashReport(await refusedInsert());
  expect(report).toMatch(/^Database error 23514 \(constraint test_refuses_row, table users\)\n\s+at /);
  for (const value of VALUES) expect(report).not.toContain(value);
});
