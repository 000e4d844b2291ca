// E-mail that is never lost (issue 17): a change that causes a message writes
// it into the outbox in its own transaction (MailQueue.queue), so either both
// are stored or neither is; a worker in every API process sends what is due,
// retrying with a growing delay while the mail server refuses or is down.
import type { Logger } from "pino";

import type { Database } from "../db/client";
import { claimDueMails, deleteSentMail, insertOutboxMail, type OutboxRow, recordFailedAttempt } from "../db/outbox";
import { log as processLog } from "../log";
import { decryptField, encryptField } from "../security/encryption";
import type { Mailer, MailMessage } from "./mailer";

export interface MailQueue {
  /** Writes the message into the outbox with `db`, the caller's transaction: it is sent once that commits. */
  queue(db: Database, message: MailMessage): Promise<void>;
}

/** The first retry comes after 5 s, each next one after twice as long, never more than 30 min apart. */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 30 * 60_000;
/** About a day and a half of retries (10 doubling ones, then every 30 minutes) before a message is given up on. */
export const MAX_ATTEMPTS = 80;

/** How long after its `attempts`-th failed attempt a message is tried again, or null when it is given up on. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** Longer than the mail transport's own timeouts: a message is leased to one worker while it sends it. */
const LEASE_MS = 3 * 60_000;
const BATCH = 20;
const POLL_MS = 2_000;

/** What the outbox keeps of a message, encrypted: everything but the address, which is a column. */
type StoredContent = Omit<MailMessage, "to">;

export function createMailQueue(
  key: Buffer,
  { now = () => new Date(), onQueued = () => undefined }: { now?: () => Date; onQueued?: () => void } = {},
): MailQueue {
  return {
    async queue(db, { to, ...content }: MailMessage) {
      await insertOutboxMail(db, {
        recipient: to,
        content: encryptField(JSON.stringify(content satisfies StoredContent), key),
        nextAttemptAt: now(),
      });
      onQueued();
    },
  };
}

export interface OutboxWorker {
  /** Sends what is due now (and answers how many were sent and how many failed), unless a pass is running. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** Something was queued: look soon, not at the next poll. */
  wake(): void;
  /** When the worker last showed it works (started or finished a pass, or one message): readiness asks. */
  lastActiveAt(): Date | null;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  key: Buffer;
  now?: () => Date;
  /** Look every this many ms, and soon after wake(); 0: only when deliverDue is called (tests). */
  pollMs?: number;
  /** Where failures are told (the process's logger; a test may listen). */
  log?: Pick<Logger, "error">;
}

/** A message's stable Message-ID: if a send is repeated (a worker died before recording it), it is the same e-mail. */
function messageIdOf(row: OutboxRow, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

export function startOutboxWorker({
  db,
  mailer,
  key,
  now = () => new Date(),
  pollMs = POLL_MS,
  log = processLog,
}: OutboxWorkerOptions): OutboxWorker {
  let lastActive: Date | null = null;
  const active = () => (lastActive = new Date());
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let stopped = false;

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      const content = JSON.parse(decryptField(row.content, key)) as StoredContent;
      await mailer.send({ to: row.recipient, ...content }, { messageId: messageIdOf(row, mailer.from) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(row.attempts);
      const at = now();
      await recordFailedAttempt(db, row.id, {
        error: reason.slice(0, 500),
        retryAt: delay === null ? null : new Date(at.getTime() + delay),
        now: at,
      });
      const about = { mail: row.id, attempt: row.attempts, reason };
      if (delay === null) log.error(about, "an e-mail was given up (npm run admin -- mail-retry sends it again)");
      else log.error({ ...about, retryInS: delay / 1000 }, "an e-mail was not sent; it is tried again");
      return false;
    }
    await deleteSentMail(db, row.id);
    return true;
  }

  async function pass(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    active();
    for (;;) {
      const at = now();
      const batch = await claimDueMails(db, { now: at, leaseUntil: new Date(at.getTime() + LEASE_MS), limit: BATCH });
      for (const row of batch) {
        if (await send(row)) result.sent++;
        else result.failed++;
        active();
      }
      if (batch.length < BATCH) break;
    }
    active();
    return result;
  }

  function deliverDue() {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  /** The next pass in `ms`, unless one is due sooner already. */
  function schedule(ms: number) {
    if (stopped || pollMs === 0 || Date.now() + ms >= timerDueAt) return;
    clearTimeout(timer);
    timerDueAt = Date.now() + ms;
    timer = setTimeout(() => {
      timerDueAt = Infinity;
      deliverDue()
        .catch((error: unknown) =>
          log.error({ reason: error instanceof Error ? error.message : String(error) }, "the outbox pass failed"),
        )
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  }

  schedule(0);
  return {
    deliverDue,
    // A short delay: the change that queued the message commits first.
    wake: () => schedule(50),
    lastActiveAt: () => lastActive,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
