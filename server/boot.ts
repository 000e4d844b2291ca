// Opening the platform API on the configured database, the same way for the
// web app's in-process upstream and for the standalone server: once per process.
import { getConfig, type ApiConfig } from "./config";
import { getDb } from "./db/client";
import { createApi } from "./api";
import { seedDemoOnFirstStart } from "./db/demo-data";
import { startHousekeeping } from "./db/housekeeping";
import { createMailer } from "./mail/mailer";
import { createMailQueue, startOutboxWorker, type OutboxWorker } from "./mail/outbox";
import { startReminders } from "./mail/reminders";

const registry = globalThis as typeof globalThis & { __sportKlubyOutbox?: OutboxWorker };

/** This process's outbox worker, once the API is open (readiness reports on it). */
export function outboxWorker(): OutboxWorker | undefined {
  return registry.__sportKlubyOutbox;
}

export async function openApi(config: ApiConfig = getConfig()) {
  const db = await getDb(config);
  // Only the embedded default gets demo data; a real PostgreSQL is never touched.
  if (config.seedDemo && !config.databaseUrl) await seedDemoOnFirstStart(db);
  startHousekeeping(db);
  // Every instance sends from the one outbox; a message is claimed by one of them at a time.
  const worker = (registry.__sportKlubyOutbox ??= startOutboxWorker({
    db,
    mailer: createMailer(config),
    key: config.dataEncryptionKey,
  }));
  const mail = createMailQueue(config.dataEncryptionKey, { onQueued: worker.wake });
  startReminders({ db, mail, config }, config.reminderIntervalSeconds * 1000);
  return createApi({ config, db, mail });
}
