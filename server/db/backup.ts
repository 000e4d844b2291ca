// Backups of the database (issue 17): `npm run db:backup` and `npm run db:restore`
// (server/cli/backup.ts).
//
// The embedded database (PGlite) is one folder that only one process may open.
// A backup is PGlite's own archive of that folder (dumpDataDir, a .tar.gz),
// taken between two statements, so it is as consistent as after a power cut:
// PostgreSQL replays its log when the copy is opened. When the server holds
// the folder, the console asks it to take the backup: it writes a request file
// beside the database and sends the server SIGUSR2 (serveBackupRequests).
// A restore replaces the folder, with the server stopped; the folder it
// replaces is kept aside.
//
// PostgreSQL is backed up with its own tools: pg_dump's custom format, restored
// with pg_restore.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";

import { log } from "../log";
import { PGLITE_OPTIONS } from "./pglite-options";

const REQUEST_PREFIX = "backup-request-";

/** Where requests to the live server, and by default the backups, go: DATA_DIR/backups. */
export function backupFolder(pgliteFolder: string): string {
  return path.join(path.dirname(pgliteFolder), "backups");
}

/** A new backup's default file name, sortable by time. */
export function backupFileName(now: Date, extension: string): string {
  return `sport-kluby-${now.toISOString().replace(/[:.]/g, "-")}.${extension}`;
}

/** Writes `data` to `file` whole or not at all (a partial file never has the final name). */
function writeWhole(file: string, data: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** The open database's archive into `file` (.tar.gz). */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const archive = await client.dumpDataDir("gzip");
  writeWhole(file, new Uint8Array(await archive.arrayBuffer()));
}

/** A closed database folder's archive into `file`: opened for the time of the copy. */
export async function backupClosedPglite(folder: string, file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(folder, PGLITE_OPTIONS);
  try {
    await dumpPglite(client, file);
  } finally {
    await client.close();
  }
}

/**
 * Asks the server holding the folder (process `pid`) for a backup into `file`,
 * and waits until it is written.
 */
export async function backupLivePglite(
  folder: string,
  file: string,
  pid: number,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<void> {
  const requests = backupFolder(folder);
  fs.mkdirSync(requests, { recursive: true, mode: 0o700 });
  const request = path.join(requests, `${REQUEST_PREFIX}${process.pid}-${Date.now()}`);
  fs.writeFileSync(request, path.resolve(file), { mode: 0o600 });
  try {
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + timeoutMs;
    while (fs.existsSync(request)) {
      if (Date.now() > deadline) throw new Error(`serwer (pid ${pid}) nie wykonał kopii w ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!fs.existsSync(file)) throw new Error(`serwer (pid ${pid}) nie zapisał kopii: zobacz jego dziennik`);
  } finally {
    fs.rmSync(request, { force: true });
  }
}

/**
 * In the process holding the folder: on SIGUSR2, takes the backup each
 * request file asks for, then removes the request (success or not: the
 * console then finds the backup, or tells that it is missing).
 */
export function serveBackupRequests(client: PGlite, folder: string): () => void {
  const requests = backupFolder(folder);
  let busy: Promise<void> = Promise.resolve();
  const serve = () => {
    busy = busy.then(async () => {
      let names: string[];
      try {
        names = fs.readdirSync(requests).filter((name) => name.startsWith(REQUEST_PREFIX));
      } catch {
        return;
      }
      for (const name of names) {
        const request = path.join(requests, name);
        try {
          const file = fs.readFileSync(request, "utf8").trim();
          const started = Date.now();
          await dumpPglite(client, file);
          log.info({ file, ms: Date.now() - started }, "database backup written");
        } catch (error) {
          log.error({ err: error }, "database backup failed");
        } finally {
          fs.rmSync(request, { force: true });
        }
      }
    });
  };
  process.on("SIGUSR2", serve);
  return () => process.off("SIGUSR2", serve);
}

/**
 * Replaces the (closed) folder with the archive's database; the folder it
 * replaces, if any, is moved aside and its new name answered.
 */
export async function restorePglite(folder: string, file: string, now: Date): Promise<string | null> {
  const archive = new Blob([fs.readFileSync(file)]);
  let setAside: string | null = null;
  if (fs.existsSync(folder)) {
    setAside = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(folder, setAside);
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(folder, { ...PGLITE_OPTIONS, loadDataDir: archive });
    await client.close();
  } catch (error) {
    // The archive was unusable: the database it was to replace comes back.
    fs.rmSync(folder, { recursive: true, force: true });
    if (setAside) fs.renameSync(setAside, folder);
    throw error;
  }
  return setAside;
}

/** Runs a PostgreSQL tool; rejects with what it said on failure. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.on("error", (error) =>
      reject(
        new Error(
          `${command}: ${error.message} (zainstaluj klienta PostgreSQL, np. apt-get install postgresql-client)`,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} zakończył się kodem ${code}: ${said.trim()}`)),
    );
  });
}

/** pg_dump's custom format (compressed; pg_restore can pick from it) into `file`. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await runTool("pg_dump", [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${partial}`,
    `--dbname=${url}`,
  ]);
  fs.renameSync(partial, file);
}

/** Replaces every table of the database with the backup's, in one transaction. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await runTool("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    file,
  ]);
}
