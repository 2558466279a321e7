import type { Client, QueryConfig } from 'pg';
import { isStalePlan, plannedEachCall } from './kept-statements';

/** node-postgres' module, imported by the caller when PostgreSQL is used (never on PGlite). */
type PgModule = typeof import('pg');

/**
 * Statements kept parsed at most per connection; the least recently used is deallocated beyond it.
 * Each holds its plan in the connection's backend: the pool's ten connections keep at most 2,500.
 */
export const KEPT_STATEMENTS_PER_CONNECTION = 250;

/** SQLSTATE of a statement sent inside a transaction that an earlier error aborted. */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * A node-postgres client (the pool's `Client`) that names the statements it runs by their text, so
 * that each connection parses a statement once and PostgreSQL can keep its plan (a generic plan,
 * used when it costs no more than planning each call). node-postgres sends a statement without a
 * name as an unnamed one: parsed and planned again on every call.
 *
 * Why here and not Drizzle's `.prepare(name)` per query: one rule for every repository's
 * statement, with the limits the PGlite client keeps (pglite-statements.ts) and no name to invent
 * and keep unique by hand:
 * - only what runs in the extended protocol anyway is named: a statement with parameters, or one
 *   Drizzle's query builder made (`rowMode: 'array'`, always one statement). A text without
 *   parameters from `db.execute` (a migration, several statements, VACUUM) goes as it did, by the
 *   simple protocol;
 * - a name the caller gave (Drizzle's `.prepare(name)`) is replaced by the connection's own for
 *   the text, so every kept statement is under the rules below;
 * - a search (ILIKE) stays unnamed, planned for its own pattern (kept-statements.ts);
 * - at most `KEPT_STATEMENTS_PER_CONNECTION` per connection, the least recently used deallocated;
 * - a kept statement whose result columns changed (a table altered under it: "cached plan must not
 *   change result type") is parsed again under a new name and run again, unless a transaction was
 *   under way, which that error aborted: then the error is the caller's, and the next call parses.
 */
export function keptStatementsClient({ Client: PgClient }: PgModule): typeof Client {
  return class KeptStatementsClient extends PgClient {
    /** statement text → its name on this connection, least recently used first */
    #kept = new Map<string, string>();
    #named = 0;

    // node-postgres' overloads (text, config, submittable; promise or callback), all answered here
    /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument */
    override query(config: any, values?: any, callback?: any): any {
      const statement = keepable(config, values);
      if (!statement) return super.query(config, values, callback);
      const parameters = typeof values === 'function' ? undefined : (values as unknown[] | undefined);
      const done = (typeof values === 'function' ? values : callback) as unknown;
      const answer = plannedEachCall(statement.text)
        ? super.query({ ...statement, name: undefined }, parameters)
        : this.#runKept(statement, parameters);
      // the pool's query (pool.query: every statement outside a transaction) passes a callback
      if (typeof done !== 'function') return answer;
      const report = done as (error: unknown, result?: unknown) => void;
      answer.then(
        (result) => report(null, result),
        (error: unknown) => report(error),
      );
      return undefined;
    }
    /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument */

    #runKept(statement: QueryConfig & { text: string }, values: unknown[] | undefined): Promise<unknown> {
      const run = () => super.query({ ...statement, name: this.#nameOf(statement.text) }, values);
      return run().catch((error: unknown) => {
        if (!isStalePlan(error)) throw error;
        this.#forget(statement.text);
        return run().catch((again: unknown) => {
          throw (again as { code?: string }).code === IN_FAILED_TRANSACTION ? error : again;
        });
      });
    }

    /** how many statements this connection keeps */
    get keptStatements(): number {
      return this.#kept.size;
    }

    #nameOf(text: string): string {
      let name = this.#kept.get(text);
      if (name) this.#kept.delete(text);
      else {
        if (this.#kept.size >= KEPT_STATEMENTS_PER_CONNECTION) this.#forget(this.#kept.keys().next().value!);
        name = `kept_${++this.#named}`;
      }
      // most recently used last: the first is the one to deallocate
      this.#kept.set(text, name);
      return name;
    }

    /**
     * Deallocates `text`'s statement, sent before whatever is queued next on this connection. In
     * an aborted transaction the deallocation fails; the name is never used again, so the
     * statement only stays until the connection closes.
     */
    #forget(text: string): void {
      const name = this.#kept.get(text);
      if (!name) return;
      this.#kept.delete(text);
      delete (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
        .parsedStatements[name];
      super.query(`deallocate ${name}`).catch(() => undefined);
    }
  };
}

/** The statement to keep, or null for what goes as it is (see the class). */
function keepable(config: unknown, values: unknown): (QueryConfig & { text: string }) | null {
  if (typeof config !== 'object' || config === null) return null;
  const query = config as QueryConfig & { submit?: unknown; rowMode?: string };
  if (typeof query.text !== 'string' || query.submit) return null;
  const parameters = (Array.isArray(values) ? values : undefined) ?? query.values ?? [];
  if (!parameters.length && query.rowMode !== 'array') return null;
  return query as QueryConfig & { text: string };
}
