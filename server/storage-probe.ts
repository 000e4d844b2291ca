// Whether this instance's store takes a write now: the database, and the data
// folder where it keeps the embedded database or the outgoing mail. Asked by
// /readyz and by the calls whose answer must not depend on a write that comes
// after it (a password reset's e-mail).
import fs from "node:fs/promises";
import path from "node:path";

import type { ApiConfig } from "./config";
import { type Database, probeDatabaseWrite } from "./db/client";

export type CheckResult = "ok" | string;

const DATABASE_TIMEOUT_MS = 2_000;

/** A write is tried at most this often: an orchestrator asks every few seconds, on every instance. */
const STORAGE_PROBE_INTERVAL_MS = 5_000;
const storageProbes = new WeakMap<Database, { at: number; result: Promise<CheckResult> }>();

/**
 * The database stores a write, and so does the data folder where it holds the
 * embedded database or the outgoing mail: a full disk or a read-only store
 * takes the instance out of rotation before the teachers' forms fail.
 */
export async function storageTakesWrites(config: ApiConfig, db: Database, now: Date): Promise<CheckResult> {
  const last = storageProbes.get(db);
  if (last && now.getTime() - last.at < STORAGE_PROBE_INTERVAL_MS) return last.result;
  const result = probeStorage(config, db);
  storageProbes.set(db, { at: now.getTime(), result });
  // A store found failing is tried again at the next question: it takes writes as soon as space is freed.
  if ((await result) !== "ok") storageProbes.delete(db);
  return result;
}

async function probeStorage(config: ApiConfig, db: Database): Promise<CheckResult> {
  const written = await databaseAnswers(() => probeDatabaseWrite(db));
  if (written === "unreachable") return "the database does not store a write";
  if (written !== "ok") return `a write to the database: ${written}`;
  const folderInUse = !config.databaseUrl || !config.smtpUrl;
  if (!folderInUse) return "ok";
  try {
    await writeAndRemove(path.join(config.dataDir, ".readyz-probe"));
    return "ok";
  } catch (error) {
    return `the data folder does not store a write (${(error as NodeJS.ErrnoException).code ?? "error"})`;
  }
}

async function writeAndRemove(file: string): Promise<void> {
  const handle = await fs.open(file, "w");
  try {
    await handle.writeFile("readyz\n");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rm(file, { force: true });
}

export async function databaseAnswers(query: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query().then(() => "ok"), timeout]);
  } catch {
    // What failed stays out of an unauthenticated answer (addresses, user names): the server's log has it.
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}
