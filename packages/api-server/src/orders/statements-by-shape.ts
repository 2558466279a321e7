import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Statements built by Drizzle once per shape (which filters a call sets, its LIMIT and OFFSET),
 * with placeholders for the values, instead of on every call: building a list's statement cost
 * more CPU than anything else the server did for it. Kept per database; the least recently used
 * is dropped beyond `kept` (the shapes are few; the offsets of numbered pages make more).
 */
export function statementsByShape<Shape, Statement>(kept: number, build: (db: Database, shape: Shape) => Statement) {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db: Database, shape: Shape): Statement => {
    const key = JSON.stringify(shape);
    let built = byDatabase.get(db);
    if (!built) byDatabase.set(db, (built = new Map<string, Statement>()));
    const statement = built.get(key) ?? build(db, shape);
    // most recently used last: the first is the one to drop
    built.delete(key);
    built.set(key, statement);
    if (built.size > kept) built.delete(built.keys().next().value!);
    return statement;
  };
}

/**
 * A prepared statement's rows as the driver gives them (by column name, instants as PostgreSQL's
 * text), without Drizzle's mapping of every column of every row. Both drivers' prepared queries
 * (node-postgres and PGlite) have `all`; Drizzle's type shared by them does not declare it.
 */
export function rawRowsOf<Row>(statement: PgPreparedQuery<PreparedQueryConfig>, values: Record<string, unknown>) {
  return (statement as unknown as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}
