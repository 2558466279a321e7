import { eq, ilike, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createPostgresDatabase } from '../testing/postgres-database';
import { TEST_DATABASE_URL } from '../testing/test-server';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { KEPT_STATEMENTS_PER_CONNECTION } from './postgres-statements';

const things = pgTable('things', { id: integer('id').primaryKey(), name: text('name').notNull() });

/**
 * On PostgreSQL every connection of the pool keeps the statements it runs parsed under a name
 * (pg_prepared_statements), so PostgreSQL can keep their plans; a search is planned for each call.
 * One connection here, so that pg_prepared_statements shows all of them.
 */
(TEST_DATABASE_URL ? describe : describe.skip)('PostgreSQL with kept statements', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;

  beforeAll(async () => {
    const postgres = await createPostgresDatabase(TEST_DATABASE_URL!);
    drop = postgres.drop;
    database = await openDatabase({ url: postgres.url, dataDir: null, poolSize: 1 });
    db = database.db;
    await db.execute(sql`
      create table things (id integer primary key, name text not null);
      insert into things values (1, 'plantain'), (2, 'zobo'), (3, 'egusi');`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** This connection's kept statements and how often each ran on the kept (generic) plan. */
  async function kept(): Promise<{ name: string; statement: string; generic: number; custom: number }[]> {
    const result: unknown = await db.execute(
      sql`select name, statement, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement not like ${'%pg_prepared_statements%'} order by name`,
    );
    return (result as { rows: { name: string; statement: string; generic: number; custom: number }[] }).rows;
  }

  it("keeps a statement parsed under one name, and PostgreSQL its plan, with each call's own values", async () => {
    const names: string[] = [];
    for (const id of [1, 2, 3, 1, 2, 3, 1, 2]) {
      const [row] = await db.select({ name: things.name }).from(things).where(eq(things.id, id));
      names.push(row!.name);
    }
    expect(names).toEqual(['plantain', 'zobo', 'egusi', 'plantain', 'zobo', 'egusi', 'plantain', 'zobo']);
    const statements = (await kept()).filter(({ statement }) => statement.includes('"things"'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^kept_/);
    // PostgreSQL weighs its generic plan after five calls planned one by one
    expect(statements[0]!.generic).toBeGreaterThanOrEqual(3);
  });

  it('plans a search (ILIKE) for each call: never kept', async () => {
    for (const pattern of ['%ant%', '%zo%', '%g%'])
      await db.select({ name: things.name }).from(things).where(ilike(things.name, pattern));
    await db.execute(sql`select name from things where name ilike ${'%a%'}`);
    expect((await kept()).filter(({ statement }) => /ilike/i.test(statement))).toEqual([]);
  });

  it('keeps a search whose pattern the planner does not see (ilike (select …)): one plan for every pattern', async () => {
    const found: string[][] = [];
    for (const pattern of ['%ant%', '%zo%', '%gus%', '%ant%', '%zo%', '%gus%', '%ant%'])
      found.push(
        (
          await db
            .select({ name: things.name })
            .from(things)
            .where(sql`${things.name} ilike (select ${pattern}::text)`)
        ).map((row) => row.name),
      );
    expect(found).toEqual([['plantain'], ['zobo'], ['egusi'], ['plantain'], ['zobo'], ['egusi'], ['plantain']]);
    const statements = (await kept()).filter(({ statement }) => /ilike \(select/.test(statement));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.generic).toBeGreaterThanOrEqual(1);
  });

  it('sends a text without parameters as it did: several statements in one text still run', async () => {
    await db.execute(sql`update things set name = name where id = 1; select 1`);
    expect((await kept()).filter(({ statement }) => statement.includes('update things'))).toEqual([]);
  });

  it('parses a statement again when its table gained a column (a migration), in or out of a transaction', async () => {
    const every = async (on: Pick<Database, 'execute'> = db) => {
      const result: unknown = await on.execute(sql`select * from things where id = ${1}`);
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    expect(await every()).toEqual([{ id: 1, name: 'plantain' }]);
    await db.execute(sql`alter table things add column price integer not null default 7`);
    // kept, PostgreSQL refuses to run the old plan: "cached plan must not change result type"
    expect(await every()).toEqual([{ id: 1, name: 'plantain', price: 7 }]);
    await db.execute(sql`alter table things add column stock integer not null default 3`);
    // inside a transaction that error aborts it: it is the caller's, and the next call parses again
    await expect(db.transaction((tx) => every(tx))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '0A000', message: 'cached plan must not change result type' }),
    });
    expect(await db.transaction((tx) => every(tx))).toEqual([{ id: 1, name: 'plantain', price: 7, stock: 3 }]);
  });

  it(`keeps at most ${KEPT_STATEMENTS_PER_CONNECTION}: the least recently used is deallocated`, async () => {
    for (let n = 0; n < KEPT_STATEMENTS_PER_CONNECTION + 10; n++)
      await db.execute(sql`select ${n}::int + ${sql.raw(String(n))} as n`);
    const statements = await kept();
    // the query reading them is kept too
    expect(statements.length).toBeLessThanOrEqual(KEPT_STATEMENTS_PER_CONNECTION);
    expect(statements.some(({ statement }) => statement.endsWith('+ 0 as n'))).toBe(false);
    expect(statements.some(({ statement }) => statement.endsWith(`+ ${KEPT_STATEMENTS_PER_CONNECTION + 9} as n`))).toBe(
      true,
    );
    // a deallocated statement runs again when asked
    const again: unknown = await db.execute(sql`select ${0}::int + 0 as n`);
    expect((again as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });
});
