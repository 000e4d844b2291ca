// Work whose time must not show in the answer (ASVS 4.0.3 V2.5, V3: no account enumeration); failures are only logged.

import { log } from "../log";

export interface AfterAnswer {
  (what: string, task: () => Promise<void>): void;
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
