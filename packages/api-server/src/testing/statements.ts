import type { Database } from '../db/client';

/**
 * The SQL statements the app sends to its database while `work` runs (PGlite and node-postgres
 * both go through their client's `query`), and the most that were under way at once: how many
 * round trips a request costs, and which.
 */
export async function statementsOf(
  db: Database,
  work: () => Promise<unknown>,
): Promise<{ sent: string[]; mostAtOnce: number }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const sent: string[] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [text] = args;
    sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text ?? ''));
    underWay += 1;
    mostAtOnce = Math.max(mostAtOnce, underWay);
    return query.apply(this, args).finally(() => {
      underWay -= 1;
    });
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return { sent, mostAtOnce };
}

/**
 * Rows of `query` (on pg_prepared_statements, which shows one connection's statements) summed
 * over every connection of the app's database: PGlite's one, or each of the pool's on PostgreSQL
 * (all checked out at once, so each answers for itself).
 */
export async function onEveryConnection<T>(db: Database, query: string, params: unknown[]): Promise<T[]> {
  type Queryable = { query: (text: string, params: unknown[]) => Promise<{ rows: T[] }> };
  const client = (db as unknown as { $client: Queryable & { options?: { max?: number }; connect?: unknown } }).$client;
  if (typeof client.connect !== 'function' || !client.options?.max) return (await client.query(query, params)).rows;
  const pool = client as unknown as { options: { max: number }; connect(): Promise<Queryable & { release(): void }> };
  const connections = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    return (await Promise.all(connections.map((connection) => connection.query(query, params)))).flatMap(
      (result) => result.rows,
    );
  } finally {
    for (const connection of connections) connection.release();
  }
}
