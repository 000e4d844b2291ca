// Work a request starts that its answer must not wait for: what it does
// differs between a known and an unknown e-mail address, so its time must
// not show in the answer (ASVS 4.0.3 V2.5.x, V3.x: no account enumeration).
// A failure is logged, never reported to the caller, who was answered already.

import { log } from "../log";

export interface AfterAnswer {
  (what: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, graceful shutdown). */
  settled(): Promise<void>;
}

export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  const run = (what: string, task: () => Promise<void>) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  return Object.assign(run, {
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  });
}
