import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { type ApiConfig, getConfig } from "../config";
import {
  backupClosedPglite,
  backupFileName,
  backupFolder,
  backupLivePglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from "../db/backup";
import { acquireFolderLock, folderOwner } from "../db/client";

const USAGE = `npm run db:backup [-- --out PLIK]   kopia bazy (domyślnie do DATA_DIR/backups/)
npm run db:restore -- PLIK           przywrócenie bazy z kopii (zatrzymaj najpierw serwer z bazą wbudowaną)`;

export async function backup(config: ApiConfig, out: string | undefined, now = new Date()): Promise<string> {
  const folder = path.join(config.dataDir, "pglite");
  if (config.databaseUrl) {
    const file = path.resolve(out ?? path.join(backupFolder(folder), backupFileName(now, "dump")));
    await backupPostgres(config.databaseUrl, file);
    return file;
  }
  if (!fs.existsSync(path.join(folder, "PG_VERSION"))) throw new Error(`W ${folder} nie ma bazy danych.`);
  const file = path.resolve(out ?? path.join(backupFolder(folder), backupFileName(now, "tar.gz")));
  const owner = folderOwner(folder);
  if (owner) {
    await backupLivePglite(folder, file, owner);
  } else {
    const release = acquireFolderLock(folder);
    try {
      await backupClosedPglite(folder, file);
    } finally {
      release();
    }
  }
  return file;
}

export async function restore(config: ApiConfig, file: string, now = new Date()): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`Nie ma pliku ${file}.`);
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    return `Przywrócono bazę PostgreSQL z ${file}.`;
  }
  const folder = path.join(config.dataDir, "pglite");
  const owner = folderOwner(folder);
  if (owner) throw new Error(`Bazy używa serwer (pid ${owner}): zatrzymaj go, przywróć kopię i uruchom go ponownie.`);
  const release = acquireFolderLock(folder);
  try {
    const setAside = await restorePglite(folder, file, now);
    return `Przywrócono bazę z ${file}.${setAside ? ` Poprzednia baza jest w ${setAside}.` : ""}`;
  } finally {
    release();
  }
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: "string" } } });
  const [command, file] = positionals;
  const config = getConfig();
  if (command === "backup") console.log(`Kopia bazy: ${await backup(config, values.out)}`);
  else if (command === "restore" && file) console.log(await restore(config, path.resolve(file)));
  else throw new Error(USAGE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The backups hold pupils' and teachers' data.
  process.umask(0o077);
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
