// The outbox against a real SMTP server process (smtp-server), which refuses
// mail, is down, then accepts: every message arrives afterwards, once.
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { testConfig } from "../../tests/support/api";
import { createTestDatabase, testDrivers } from "../../tests/support/db";
import type { DatabaseHandle } from "../db/client";
import { outboxCounts, requeueFailedMails } from "../db/outbox";
import { outboxMails } from "../db/schema";
import { createMailer } from "./mailer";
import {
  createMailQueue,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  startOutboxWorker,
} from "./outbox";
import { passwordResetMail } from "./templates";

describe("retryDelayMs", () => {
  it("doubles from 5 s after each failed attempt, up to 30 minutes apart, and gives up after the last attempt", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(9)).toBe(FIRST_RETRY_MS * 256);
    expect(retryDelayMs(10)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    // Long enough to outlast a mail server down over a night.
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)!).reduce((a, b) => a + b);
    expect(total / 3_600_000).toBeGreaterThan(24);
  });
});

interface Received {
  to: string[];
  messageId: string;
  body: string;
}

/** A mail server on a port of its own: `mode` says what it does with the next message. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const state = { mode: "accept" as "accept" | "refuse" };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.mode === "refuse") {
        const error = Object.assign(new Error("Mailbox unavailable, try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let body = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: /^Message-ID: (.+)$/im.exec(body)?.[1]?.trim() ?? "",
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    port: bound,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function resetMail(to: string, token: string) {
  return passwordResetMail({
    to,
    firstname: "Anna",
    url: `https://wfzawf.pl/przywracanie-hasla?token=${token}`,
    validHours: 24,
  });
}

describe.each(testDrivers())("the outbox on %s", (driver) => {
  let handle: DatabaseHandle;
  const clock = { now: new Date("2026-09-01T08:00:00Z") };
  const key = testConfig().dataEncryptionKey;
  const queue = createMailQueue(key, { now: () => clock.now });
  const quiet = { info: () => undefined, error: () => undefined };
  const workerFor = (port: number) =>
    startOutboxWorker({
      db: handle.db,
      mailer: createMailer(testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` })),
      key,
      now: () => clock.now,
      pollMs: 0,
      log: quiet,
    });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
  });
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(outboxMails));

  it("sends a message only when the change that queued it commits, and keeps its link encrypted meanwhile", async () => {
    const smtp = await startSmtp();
    const worker = workerFor(smtp.port);
    await handle.db
      .transaction(async (tx) => {
        await queue.queue(tx, resetMail("wycofana@szkola.edu.pl", "rolledback"));
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await handle.db.transaction((tx) => queue.queue(tx, resetMail("anna@szkola.edu.pl", "secret-token-1")));
    const [stored] = await handle.db.select().from(outboxMails);
    expect(stored.recipient).toBe("anna@szkola.edu.pl");
    expect(stored.content).not.toContain("secret-token-1");
    expect(stored.content).not.toContain("Anna");

    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([["anna@szkola.edu.pl"]]);
    expect(smtp.received[0].body).toContain("secret-token-1");
    expect(await handle.db.select().from(outboxMails)).toEqual([]);
    await smtp.close();
  });

  it("retries while the server refuses and while it is down for a minute, then delivers every message once", async () => {
    const smtp = await startSmtp();
    const worker = workerFor(smtp.port);
    for (const n of [1, 2, 3]) await queue.queue(handle.db, resetMail(`nauczyciel${n}@szkola.edu.pl`, `t${n}`));

    smtp.state.mode = "refuse";
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 3 });
    // Not due again before its delay: nothing is tried.
    advance(FIRST_RETRY_MS - 1);
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    advance(1);
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 3 });
    const [row] = await handle.db.select().from(outboxMails).limit(1);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/451/);

    // The server goes away for a minute: every connection is refused.
    await smtp.close();
    for (let waited = 0; waited < 60_000; waited += 10_000) {
      advance(10_000);
      const { sent } = await worker.deliverDue();
      expect(sent).toBe(0);
    }

    // Back, on the same port, and accepting.
    const back = await startSmtp(smtp.port);
    advance(LONGEST_RETRY_MS);
    expect(await worker.deliverDue()).toEqual({ sent: 3, failed: 0 });
    advance(LONGEST_RETRY_MS);
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(back.received.map((mail) => mail.to[0]).sort()).toEqual([
      "nauczyciel1@szkola.edu.pl",
      "nauczyciel2@szkola.edu.pl",
      "nauczyciel3@szkola.edu.pl",
    ]);
    expect(new Set(back.received.map((mail) => mail.messageId)).size).toBe(3);
    expect(await outboxCounts(handle.db)).toEqual({ waiting: 0, failed: 0 });
    await back.close();
  });

  it("never sends one message twice when several workers share the outbox", async () => {
    const smtp = await startSmtp();
    const workers = [workerFor(smtp.port), workerFor(smtp.port), workerFor(smtp.port)];
    for (let n = 0; n < 30; n++) await queue.queue(handle.db, resetMail(`osoba${n}@szkola.edu.pl`, `t${n}`));
    const results = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(30);
    await smtp.close();
  });

  it("gives a message up after its last attempt, keeps it for an operator, and sends it when queued again", async () => {
    // Down for every attempt (a refused connection fails at once; a refusing server is above).
    const smtp = await startSmtp();
    await smtp.close();
    const worker = workerFor(smtp.port);
    await queue.queue(handle.db, resetMail("pechowa@szkola.edu.pl", "t"));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
      advance(LONGEST_RETRY_MS);
    }
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxCounts(handle.db)).toEqual({ waiting: 0, failed: 1 });

    const back = await startSmtp(smtp.port);
    expect(await requeueFailedMails(handle.db, clock.now)).toBe(1);
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(back.received.map((mail) => mail.to)).toEqual([["pechowa@szkola.edu.pl"]]);
    await back.close();
  });
});
