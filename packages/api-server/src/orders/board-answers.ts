import type { KitchenOrdersPage } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { toKitchenOrder } from './order-presenters';
import { boardPage, boardVersion, type BoardOwner, type BoardQuery } from './orders-repository';

/**
 * The kitchen and farmer boards' answers kept per board version: a board is read far more often
 * than it changes (every open screen refetches the same page after each live event), so a page is
 * read from the database once per version of its board and sent as kept JSON until the next change.
 */

/** A page of a board as GET /kitchen-orders answers it, read from the database. */
export async function boardAnswer(db: Database, owner: BoardOwner, query: BoardQuery): Promise<KitchenOrdersPage> {
  const { rows, counts } = await boardPage(db, owner, query);
  const total =
    query.status === null ? Object.values(counts).reduce((sum, each) => sum + each, 0) : counts[query.status];
  return {
    orders: rows.map((row) => toKitchenOrder(row.order, row.lines, row.courier, row.boxOrder)),
    counts,
    total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
  };
}

export interface KeptAnswersLimits {
  /** answers kept at most */
  entries: number;
  /** bytes of answers and keys kept at most (UTF-8) */
  bytes: number;
}

/** A board page of 20 cards is about 10–20 kB: a few thousand pages in at most 32 MiB per process. */
export const BOARD_ANSWER_LIMITS: KeptAnswersLimits = { entries: 2000, bytes: 32 * 1024 * 1024 };

/** Serialized answers by key, the least recently used dropped beyond either limit. */
export class KeptAnswers {
  readonly #answers = new Map<string, { answer: string; bytes: number }>();
  #bytes = 0;

  constructor(readonly limits: KeptAnswersLimits) {}

  /** Bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Answers kept now. */
  get size(): number {
    return this.#answers.size;
  }

  get(key: string): string | undefined {
    const kept = this.#answers.get(key);
    if (kept === undefined) return undefined;
    // most recently used last: the first is the one to drop
    this.#answers.delete(key);
    this.#answers.set(key, kept);
    return kept.answer;
  }

  set(key: string, answer: string): void {
    this.#drop(key);
    const bytes = Buffer.byteLength(key) + Buffer.byteLength(answer);
    if (bytes > this.limits.bytes) return;
    this.#answers.set(key, { answer, bytes });
    this.#bytes += bytes;
    while (this.#answers.size > this.limits.entries || this.#bytes > this.limits.bytes)
      this.#drop(this.#answers.keys().next().value!);
  }

  #drop(key: string): void {
    const kept = this.#answers.get(key);
    if (kept === undefined) return;
    this.#answers.delete(key);
    this.#bytes -= kept.bytes;
  }
}

/**
 * The board answers of one server process: `answer` gives a page's JSON, `serialize` turning a
 * page into the bytes the route sends (its response schema's serializer). Nothing is shared
 * between processes or instances but the versions, which live in the database.
 */
export function keptBoardAnswers(limits: KeptAnswersLimits = BOARD_ANSWER_LIMITS) {
  const kept = new KeptAnswers(limits);
  // the pages being read, by key: after a live event every open screen refetches at once, and
  // one read serves them all (each has read the same version first: the page is as exact for them)
  const reading = new Map<string, Promise<string>>();
  return {
    kept,
    async answer(
      db: Database,
      owner: BoardOwner,
      query: BoardQuery,
      serialize: (page: KitchenOrdersPage) => string,
    ): Promise<string> {
      // The version is read BEFORE the page, and that is what makes a kept answer exact: a change
      // commits its version bump with it, so every change up to this version is committed before
      // the page is read, and the page shows it. A change committing in between may show in the
      // page too, but it bumped the version: the next request reads the newer version and misses.
      // (Read after the page, a version could name a change the kept page does not show.)
      const version = await boardVersion(db, owner.id);
      const key = JSON.stringify([
        owner.role,
        owner.id,
        version,
        // the slices and the completed count of `current` turn on today's start
        query.today.toISOString(),
        query.scope ?? '',
        query.status,
        query.search ?? '',
        query.completedSince?.toISOString() ?? null,
        query.page,
        query.perPage,
      ]);
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      let read = reading.get(key);
      if (!read) {
        read = boardAnswer(db, owner, query)
          .then((page) => {
            const answer = serialize(page);
            kept.set(key, answer);
            return answer;
          })
          .finally(() => reading.delete(key));
        reading.set(key, read);
      }
      return read;
    },
  };
}
