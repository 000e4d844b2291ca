// What a teacher's screens read, kept per teacher until the database tells of a change to what it was read from.
// Why: docs/decisions/020-teacher-reads-by-data-version.md
import { LRUCache } from "lru-cache";

import type { ChangeFeed } from "../db/changes";
import { todayInPoland } from "../domain/calendar";
import type { ApiContext, User } from "./context";

/** What all teachers share, named by the notifications of migration 0024 (`g:<topic>`). */
export type SharedData = "season" | "agenda";

const MAX_BYTES = 16 * 1024 * 1024;

interface Kept {
  userId: number;
  shared: readonly SharedData[];
  answer: unknown;
  bytes: number;
}

export interface ReadCache {
  /**
   * `read()`'s answer, from memory when it was read for this teacher under this `key` (the call's path and
   * query unless named), today, and nothing it depends on has changed since: the teacher's own rows (`d:`),
   * the account (`u:`), or the `shared` data.
   */
  through<T>(
    c: ApiContext,
    user: User,
    shared: readonly SharedData[],
    read: () => Promise<T>,
    key?: string,
  ): Promise<T>;
  size(): { entries: number; bytes: number };
}

/** Without a change feed nothing is kept. */
export function createReadCache(changes: ChangeFeed | undefined): ReadCache {
  const kept = new LRUCache<string, Kept>({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.bytes });
  const forgetWhere = (test: (entry: Kept) => boolean) => {
    const gone = [...kept.entries()].filter(([, entry]) => test(entry));
    for (const [key] of gone) kept.delete(key);
  };
  changes?.subscribe((payload) => {
    if (payload === "reset") return kept.clear();
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === "d:" || kind === "u:") forgetWhere((entry) => String(entry.userId) === id);
    if (kind === "g:") forgetWhere((entry) => entry.shared.includes(id as SharedData));
  });
  return {
    async through<T>(
      c: ApiContext,
      user: User,
      shared: readonly SharedData[],
      read: () => Promise<T>,
      name = c.req.url,
    ): Promise<T> {
      // A teacher who has just written may be reading on another instance than the one that wrote.
      if (!changes || /no-cache/i.test(c.req.header("cache-control") ?? "")) return read();
      const key = `${user.id} ${name} ${todayInPoland(c.get("deps").now())}`;
      const entry = kept.get(key);
      if (entry && changes.fresh()) return entry.answer as T;
      kept.delete(key);
      const generation = changes.generation();
      const answer = await read();
      if (changes.generation() === generation) {
        kept.set(key, { userId: user.id, shared, answer, bytes: JSON.stringify(answer).length });
      }
      return answer;
    },
    size: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}
