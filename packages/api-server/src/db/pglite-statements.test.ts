import * as pglite from '@electric-sql/pglite';
import { KEPT_STATEMENTS, openPGliteWithKeptStatements, type PGliteWithKeptStatements } from './pglite-statements';

/**
 * PGlite with its statements kept parsed answers exactly as PGlite's own `query` does, in one
 * exchange with the database per call once a statement is known.
 */
describe('PGlite with kept statements', () => {
  let client: PGliteWithKeptStatements;
  /** PGlite's own query, on the same database */
  const ownQuery = (text: string, params?: unknown[], options?: pglite.QueryOptions) =>
    pglite.PGlite.prototype.query.call(client, text, params, options);

  beforeAll(async () => {
    client = await openPGliteWithKeptStatements(pglite, undefined, {});
    await client.exec(`
      create table things (
        id serial primary key, name text not null unique, price numeric(10, 2), seen_at timestamptz,
        tags text[], extra jsonb, active boolean not null default true
      );
      insert into things (name, price, seen_at, tags, extra, active) values
        ('plantain', 2.50, '2026-11-01T10:00:00Z', '{a,b}', '{"x": 1}', true),
        ('zobo', null, null, null, null, false);
    `);
  });
  afterAll(() => client?.close());

  /** How many exchanges with the database `work` makes. */
  async function exchangesOf(work: () => Promise<unknown>): Promise<number> {
    const spy = jest.spyOn(client, 'execProtocolStream');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it('parses a statement once and runs it in one exchange after that', async () => {
    const text = 'select name from things where id = $1';
    const before = client.keptStatements;
    expect(await exchangesOf(() => client.query(text, [1]))).toBe(2); // parse and describe, then run
    expect(await exchangesOf(() => client.query(text, [2]))).toBe(1);
    expect(client.keptStatements).toBe(before + 1);
    // PGlite's own query: six exchanges every time
    expect(await exchangesOf(() => ownQuery(text, [2]))).toBe(6);
    const prepared = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_prepared_statements where statement = $1`,
      [text],
    );
    expect(prepared.rows).toEqual([{ count: 1 }]);
  });

  it.each([
    ['every column, objects', 'select * from things order by id', [], undefined],
    ['every column, arrays', 'select * from things order by id', [], { rowMode: 'array' as const }],
    [
      'a date, an array and an object as parameters',
      'select $1::timestamptz as at, $2::text[] as tags, $3::jsonb as extra, $4::boolean as on',
      [new Date('2026-11-27T08:00:00Z'), ['x', 'y "z"'], { a: [1, 2] }, false],
      undefined,
    ],
    ['untyped and null parameters', 'select $1 as anything, $2::int as nothing', ['text', null], undefined],
    [
      'a parser of the caller',
      'select seen_at from things where id = $1',
      [1],
      { parsers: { [pglite.types.TIMESTAMPTZ]: (value: string) => `as text: ${value}` } },
    ],
    ['no row', 'select name from things where id = $1', [999], undefined],
    ['a search, planned for each call', 'select name from things where name ilike $1', ['%lan%'], undefined],
    [
      'a search, its pattern unseen by the planner, kept',
      'select name from things where name ilike (select $1::text)',
      ['%lan%'],
      undefined,
    ],
    ['an update', `update things set active = active where name = $1`, ['zobo'], undefined],
  ])('answers as PGlite does: %s', async (_case, text, params, options) => {
    const own = await ownQuery(text, params, options);
    // twice: when parsing it, then kept
    expect(await client.query(text, params, options)).toEqual(own);
    expect(await client.query(text, params, options)).toEqual(own);
  });

  it('gives each run the rows of its own parameters', async () => {
    const text = 'select name from things where active = $1';
    expect((await client.query(text, [true])).rows).toEqual([{ name: 'plantain' }]);
    expect((await client.query(text, [false])).rows).toEqual([{ name: 'zobo' }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into things (name) values ('held back')`);
        await held;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = client.query(`select count(*)::int as count from things where name = 'held back'`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await read).rows).toEqual([{ count: 0 }]);
  });

  it('raises the database error as PGlite does and goes on working', async () => {
    const insert = `insert into things (name) values ($1)`;
    const own = await ownQuery(insert, ['plantain']).catch((error: unknown) => error);
    const kept = await client.query(insert, ['plantain']).catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(pglite.messages.DatabaseError);
    expect(kept).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      message: (own as Error).message,
      query: insert,
      params: ['plantain'],
    });
    // a statement that does not parse is not kept
    const before = client.keptStatements;
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(client.keptStatements).toBe(before);
    expect((await client.query(`select count(*)::int as count from things`)).rows).toEqual([{ count: 2 }]);
  });

  it('parses a kept statement again when its table gained a column', async () => {
    const text = 'select * from things where id = $1';
    await client.query(text, [1]);
    await client.exec('alter table things add column origin text');
    try {
      const { rows } = await client.query<Record<string, unknown>>(text, [1]);
      expect(rows[0]).toHaveProperty('origin', null);
    } finally {
      await client.exec('alter table things drop column origin');
    }
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, closing the least recently used`, async () => {
    const first = 'select 1 as first';
    await client.query(first);
    for (let n = 0; n < KEPT_STATEMENTS + 10; n++) await client.query(`select ${n} as n`);
    const { rows } = await client.query<{ count: number; first: number }>(
      `select count(*)::int as count, (count(*) filter (where statement = $1))::int as first from pg_prepared_statements`,
      [first],
    );
    expect(client.keptStatements).toBe(KEPT_STATEMENTS);
    // the last one evicted is closed with the next statement parsed
    expect(rows[0]!.count).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
    expect(rows[0]!.first).toBe(0);
    expect((await client.query(first)).rows).toEqual([{ first: 1 }]);
  });
});
