import type { Database } from '../db/client';

/**
 * The SQL statements the app sends to its database while `work` runs (PGlite and node-postgres
 * both go through their client's `query`): how many round trips a request costs, and which.
 */
export async function statementsOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [text] = args;
    sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text ?? ''));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}
