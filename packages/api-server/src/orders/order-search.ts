import { and, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { likePattern } from '../http/dates';

/**
 * The admin's free-text search: an order matches when its order number, customer name or
 * customer e-mail contains the text, ignoring case (or its id is the number typed).
 *
 * The trigram index (`orders_search_trgm_idx`) finds the orders holding every trigram of the
 * text. A trigram held by most orders (every e-mail of one domain shares its trigrams) is a
 * posting list as long as the table, which the index reads for each candidate: the search then
 * grows with the table however few orders match. So each column asks the index only for the
 * longest part of the text whose trigrams are rare in that column, and checks the whole text
 * on the orders found (`strpos`, which no index serves, so the planner cannot hand it to the
 * index scan). How common each trigram is comes from ANALYZE (the statistics objects of
 * drizzle/0020); without them the index is asked for the whole text, as before.
 */

/** A trigram in more than this share of the orders is not asked of the index. */
export const COMMON_TRIGRAM_SHARE = 0.05;

/** Per searched column: the share of orders holding each of its most common trigrams. */
export type TrigramShares = ReadonlyMap<string, ReadonlyMap<string, number>>;

const SEARCHED_COLUMNS = [orders.orderNumber, orders.customerName, orders.customerEmail] as const;

/** The statistics objects of drizzle/0020, by the column whose trigrams they count. */
const STATISTICS_OF: Record<string, string> = {
  order_number: 'orders_order_number_trigrams',
  customer_name: 'orders_customer_name_trigrams',
  customer_email: 'orders_customer_email_trigrams',
};

/** How long the shares read are used: ANALYZE changes them rarely, and they only guide the index. */
const SHARES_KEPT_MS = 5 * 60_000;
const sharesRead = new WeakMap<Database, { until: number; shares: Promise<TrigramShares> }>();

/** The trigram shares of the searched columns, read at most every few minutes per database. */
export function searchTrigramShares(db: Database, now = Date.now()): Promise<TrigramShares> {
  const kept = sharesRead.get(db);
  if (kept && kept.until > now) return kept.shares;
  const shares = readTrigramShares(db);
  sharesRead.set(db, { until: now + SHARES_KEPT_MS, shares });
  // a failed read is not kept: the next search reads again
  shares.catch(() => sharesRead.delete(db));
  return shares;
}

/** Forgets the shares read (after an ANALYZE that must be seen at once). */
export function forgetSearchTrigramShares(db: Database): void {
  sharesRead.delete(db);
}

async function readTrigramShares(db: Database): Promise<TrigramShares> {
  // The arrays as text: pg_stats_ext_exprs declares them anyarray, which drivers do not parse.
  const result: unknown = await db.execute(sql`
    select statistics_name as name, most_common_elems::text as trigrams, most_common_elem_freqs::text as shares
    from pg_stats_ext_exprs
    where statistics_name in (${sql.join(
      Object.values(STATISTICS_OF).map((name) => sql`${name}`),
      sql`, `,
    )}) and most_common_elems is not null`);
  const rows = (result as { rows: { name: string; trigrams: string; shares: string }[] }).rows;
  const byStatistics = new Map(rows.map((row) => [row.name, row]));
  const shares = new Map<string, ReadonlyMap<string, number>>();
  for (const [column, statistics] of Object.entries(STATISTICS_OF)) {
    const row = byStatistics.get(statistics);
    if (!row) continue;
    const trigrams = textArray(row.trigrams);
    const figures = textArray(row.shares).map(Number);
    // the elements' shares, then the lowest, highest and null share (which are not elements)
    shares.set(column, new Map(trigrams.map((trigram, index) => [trigram, figures[index] ?? 0])));
  }
  return shares;
}

/** The items of a PostgreSQL array's text form (`{ab,"a b","a\"b"}`). */
export function textArray(text: string): string[] {
  const items: string[] = [];
  const item = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (let match = item.exec(text); match; match = item.exec(text))
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!);
  return items;
}

const isWordCharacter = (character: string) => /[\p{L}\p{N}]/u.test(character);

/**
 * The longest part of `search` whose trigrams are all rare by `shares` (at most
 * COMMON_TRIGRAM_SHARE of the orders), or null when every trigram is common or there is none.
 * pg_trgm cuts the text into words at every character that is not a letter or a digit, and
 * lower-cases them: the part is one word's run of rare trigrams (a trigram the statistics do not
 * list is rare). Any text containing `search` contains the part, so asking the index for the part
 * loses no match.
 */
export function rarePartOf(search: string, shares: ReadonlyMap<string, number>): string | null {
  const characters = Array.from(search);
  let best: { from: number; to: number } | null = null;
  let from = 0;
  while (from < characters.length) {
    if (!isWordCharacter(characters[from]!)) {
      from += 1;
      continue;
    }
    let to = from;
    while (to < characters.length && isWordCharacter(characters[to]!)) to += 1;
    const word = characters.slice(from, to).map((character) => character.toLowerCase());
    // runs of rare trigrams: trigram i covers the word's characters i, i+1 and i+2
    let runStart: number | null = null;
    for (let index = 0; index <= word.length - 3 + 1; index += 1) {
      const rare =
        index <= word.length - 3 && (shares.get(word.slice(index, index + 3).join('')) ?? 0) <= COMMON_TRIGRAM_SHARE;
      if (rare && runStart === null) runStart = index;
      if (!rare && runStart !== null) {
        const length = index - runStart + 2;
        if (!best || length > best.to - best.from) best = { from: from + runStart, to: from + index + 2 };
        runStart = null;
      }
    }
    from = to;
  }
  return best ? characters.slice(best.from, best.to).join('') : null;
}

/** `column` contains `search`, ignoring case, found by the index through its rare part. */
function columnContains(column: PgColumn, search: string, shares: TrigramShares | null): SQL {
  const columnShares = shares?.get(column.name);
  const part = columnShares ? rarePartOf(search, columnShares) : null;
  if (part === null || part.length === search.length) return ilike(column, likePattern(search));
  return and(ilike(column, likePattern(part)), sql`strpos(lower(${column}), lower(${search})) > 0`)!;
}

/** The search's condition over the three columns; with `shares` null, each asks the index for the whole text. */
export function orderSearchConditions(search: string, shares: TrigramShares | null): SQL[] {
  return SEARCHED_COLUMNS.map((column) => columnContains(column, search, shares));
}

/**
 * Per searched column, the part of `search` the index is asked for when every column has one whose
 * trigrams are all rare (the whole text when it is rare as it is); null when a column has none, or
 * without statistics. Every pattern the index is then asked for is selective, so one plan (the
 * trigram index's bitmap scans) is the right one for every such text: its statement is kept
 * (`keptSearchConditions`).
 */
export function rareSearchParts(search: string, shares: TrigramShares | null): string[] | null {
  const parts = SEARCHED_COLUMNS.map((column) => {
    const columnShares = shares?.get(column.name);
    return columnShares ? rarePartOf(search, columnShares) : null;
  });
  return parts.every((part): part is string => part !== null) ? parts : null;
}

/** The placeholders' values of `keptSearchConditions` for `search` and its rare `parts`. */
export const keptSearchValues = (search: string, parts: readonly string[]): Record<string, string> => ({
  search,
  ...Object.fromEntries(parts.map((part, index) => [`part${index}`, likePattern(part)])),
});

/**
 * The search's conditions over the three columns for a statement built once with placeholders
 * (`keptSearchValues`): each column asks the index for its rare part, written `ilike (select …)`
 * so that the planner does not see the pattern. A plan made without the pattern is the same
 * for every text, and PostgreSQL keeps it (kept-statements.ts): with the pattern in sight it
 * planned every call (the custom plans priced the rare pattern cheaper than the generic one).
 * `checked[i]`: the part is shorter than the text, and the column is checked for the whole of it.
 */
export function keptSearchConditions(checked: readonly boolean[]): SQL[] {
  const search: Placeholder = sql.placeholder('search');
  return SEARCHED_COLUMNS.map((column, index) => {
    const asked = sql`${column} ilike (select ${sql.placeholder(`part${index}`)}::text)`;
    // lower-cased once, not on every row: a generic plan that did it per row was priced above the
    // calls' own plans, which lower a constant once, and was never kept
    return checked[index] ? and(asked, sql`strpos(lower(${column}), (select lower(${search}::text))) > 0`)! : asked;
  });
}
