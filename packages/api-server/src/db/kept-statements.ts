/**
 * What PGlite (pglite-statements.ts) and PostgreSQL (postgres-statements.ts) share when they keep
 * statements parsed under a name: PostgreSQL then plans a statement once per connection and keeps
 * that plan when it costs no more than planning each call.
 */

/** PostgreSQL refuses a kept plan whose result columns changed under it (a migration added one). */
export const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * A statement that matches a pattern the planner sees (ILIKE: the free-text searches) is planned
 * for each call: how few rows a pattern matches decides its best plan (a trigram index scan of a
 * few matches, not a walk of every order in the list's order), which a kept plan cannot know.
 * Kept, the admin's search cost six times as much. A pattern written `ilike (select $n)` is not
 * seen by the planner, so every call's plan is the same and is kept: a statement writes it so
 * only when every pattern it asks the index for is selective (orders/order-search.ts).
 */
export const plannedEachCall = (text: string) => /\bilike\s+(?!\(select\s)/i.test(text);
