// Backups (issue 17): PGlite's own archive of its folder (asked of the live server by SIGUSR2), or pg_dump.
// Why: docs/decisions/016-pglite-backups.md
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";

import { log } from "../log";
import { PGLITE_OPTIONS } from "./pglite-options";

const REQUEST_PREFIX = "backup-request-";

export function backupFolder(pgliteFolder: string): string {
  return path.join(path.dirname(pgliteFolder), "backups");
}

export function backupFileName(now: Date, extension: string): string {
  return `sport-kluby-${now.toISOString().replace(/[:.]/g, "-")}.${extension}`;
}

/** A partial file never has the final name. */
function writeWhole(file: string, data: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const archive = await client.dumpDataDir("gzip");
  writeWhole(file, new Uint8Array(await archive.arrayBuffer()));
}

export async function backupClosedPglite(folder: string, file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(folder, PGLITE_OPTIONS);
  try {
    await dumpPglite(client, file);
  } finally {
    await client.close();
  }
}

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

/** The request is removed either way: the console then finds the backup, or tells it is missing. */
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
