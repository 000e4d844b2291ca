// Opens the API once per process, for the in-process upstream and the standalone server alike.
import { createApi } from "./api";
import { type ApiConfig, getConfig } from "./config";
import { getDatabaseHandle } from "./db/client";
import { seedDemoOnFirstStart } from "./db/demo-data";
import { startHousekeeping } from "./db/housekeeping";
import { createMailer } from "./mail/mailer";
import { createMailQueue, type OutboxWorker, startOutboxWorker } from "./mail/outbox";
import { startReminders } from "./mail/reminders";

const registry = globalThis as typeof globalThis & { __sportKlubyOutbox?: OutboxWorker };

export function outboxWorker(): OutboxWorker | undefined {
  return registry.__sportKlubyOutbox;
}

export async function openApi(config: ApiConfig = getConfig()) {
  const { db, changes } = await getDatabaseHandle(config);
  // Only the embedded default gets demo data.
  if (config.seedDemo && !config.databaseUrl) await seedDemoOnFirstStart(db);
  startHousekeeping(db);
  // Every instance sends from the one outbox, a message claimed by one at a time.
  const worker = (registry.__sportKlubyOutbox ??= startOutboxWorker({
    db,
    mailer: createMailer(config),
    key: config.dataEncryptionKey,
  }));
  const mail = createMailQueue(config.dataEncryptionKey, { onQueued: worker.wake });
  startReminders({ db, mail, config }, config.reminderIntervalSeconds * 1000);
  return createApi({ config, db, changes, mail });
}
