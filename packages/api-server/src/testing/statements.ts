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
