// What a teacher's screens read, kept per teacher until the database tells of a change to what it was read from.
// Why: docs/decisions/020-teacher-reads-by-data-version.md
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
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    kept.delete(key);
  };
  const forgetWhere = (test: (entry: Kept) => boolean) => {
    for (const [key, entry] of kept) if (test(entry)) forget(key);
  };
  changes?.subscribe((payload) => {
    if (payload === "reset") return forgetWhere(() => true);
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
      if (entry && changes.fresh()) {
        // The most recently used is the last to go.
        kept.delete(key);
        kept.set(key, entry);
        return entry.answer as T;
      }
      forget(key);
      const generation = changes.generation();
      const answer = await read();
      if (changes.generation() === generation) {
        const size = JSON.stringify(answer).length;
        kept.set(key, { userId: user.id, shared, answer, bytes: size });
        bytes += size;
        while (bytes > MAX_BYTES) forget(kept.keys().next().value as string);
      }
      return answer;
    },
    size: () => ({ entries: kept.size, bytes }),
  };
}
