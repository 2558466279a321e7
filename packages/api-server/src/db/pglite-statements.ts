import type { PGlite, PGliteOptions, QueryOptions, Results } from '@electric-sql/pglite';
import { isStalePlan, plannedEachCall } from './kept-statements';

/** PGlite's module, imported by the caller when the embedded database is used (never on PostgreSQL). */
type PGliteModule = typeof import('@electric-sql/pglite');

/** Statements kept parsed at most; the least recently used is closed beyond it. */
export const KEPT_STATEMENTS = 500;

interface KeptStatement {
  name: string;
  /** parsed again (unnamed) with every call, so PostgreSQL plans it for the call's values */
  planEachCall: boolean;
  /** the type of each parameter, as PostgreSQL inferred it when parsing */
  parameterTypes: number[];
}

/**
 * PGlite whose `query` keeps every statement it runs parsed under a name (PostgreSQL then keeps one
 * plan for it when that plan costs no more than planning each call; a search is planned for each
 * call, below) and sends each run as one exchange with
 * the database: bind, describe, execute and sync together. PGlite's own `query` parses the text
 * again on every call and makes six exchanges of it (parse, describe, bind, describe, execute,
 * sync), each a trip into the WebAssembly and a reply to decode: on a list request that was most
 * of the database's share of the server's CPU time (docs/server-performance.md).
 *
 * Everything else is PGlite's: the same locks (a query waits for an open transaction, as
 * `query` does), parameters serialised by the types PostgreSQL gave them, rows parsed by the same
 * parsers, errors raised as PGlite raises them. Statements inside a transaction go through
 * PGlite's own path (its transaction object), and so do calls with a blob or given parameter types.
 */
export type PGliteWithKeptStatements = PGlite & {
  /** how many statements are kept parsed */
  readonly keptStatements: number;
};

/** Opens PGlite on `dataDir` (in memory without) with its statements kept as above. */
export async function openPGliteWithKeptStatements(
  pglite: PGliteModule,
  dataDir: string | undefined,
  options: PGliteOptions,
): Promise<PGliteWithKeptStatements> {
  const client = new (keptStatementsOf(pglite))({ ...options, dataDir });
  await client.waitReady;
  return client;
}

function keptStatementsOf({ PGlite, messages, parse, protocol }: PGliteModule) {
  return class PGliteWithKeptStatements extends PGlite {
    #kept = new Map<string, KeptStatement>();
    /** names of evicted statements, closed with the next exchange */
    #toClose: string[] = [];
    #named = 0;

    override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (options?.blob || options?.paramTypes) return super.query<T>(text, params, options);
      await this._checkReady();
      return this._runExclusiveTransaction(() =>
        this._runExclusiveQuery(async () => {
          try {
            return await this.#run<T>(text, params, options);
          } catch (error) {
            if (!isStalePlan(error)) throw error;
            // parsed again for the new columns
            this.#forget(text);
            return this.#run<T>(text, params, options);
          }
        }),
      );
    }

    get keptStatements(): number {
      return this.#kept.size;
    }

    async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
      try {
        const statement = this.#kept.get(text) ?? (await this.#prepare(text, options));
        // most recently used last: the first is the one to evict
        this.#kept.delete(text);
        this.#kept.set(text, statement);
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const type = statement.parameterTypes[index]!;
          const serialize = options?.serializers?.[type] ?? this.serializers[type];
          // as PGlite does: a value of a type it has no serializer for is sent as its toString()
          return serialize ? serialize(param) : (param as { toString(): string }).toString();
        });
        const replies = await this.execProtocolStream(
          exchange(
            ...(statement.planEachCall ? [protocol.serialize.parse({ text })] : []),
            protocol.serialize.bind({ statement: statement.planEachCall ? '' : statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ),
          options,
        );
        return parse.parseResults(replies, this.parsers, options)[0] as Results<T>;
      } catch (error) {
        if (error instanceof messages.DatabaseError)
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    }

    /** Parses `text` under a new name (closing the least recently used beyond the limit). */
    async #prepare(text: string, options?: QueryOptions): Promise<KeptStatement> {
      if (this.#kept.size >= KEPT_STATEMENTS) this.#forget(this.#kept.keys().next().value!);
      const name = `kept_${++this.#named}`;
      const replies = await this.execProtocolStream(
        exchange(
          ...this.#toClose.splice(0).map((closed) => protocol.serialize.close({ type: 'S', name: closed })),
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ),
        options,
      );
      const statement = {
        name,
        planEachCall: plannedEachCall(text),
        parameterTypes: parse.parseDescribeStatementResults(replies),
      };
      this.#kept.set(text, statement);
      return statement;
    }

    #forget(text: string): void {
      const statement = this.#kept.get(text);
      if (!statement) return;
      this.#kept.delete(text);
      this.#toClose.push(statement.name);
    }
  };
}

/** Protocol messages sent to the database as one exchange. */
function exchange(...parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
