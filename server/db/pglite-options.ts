import type { PGliteOptions } from "@electric-sql/pglite";

/**
 * PGlite's settings: what the embedded database costs in memory. PGlite runs
 * PostgreSQL in a WebAssembly memory that only ever grows (never shrinks) and
 * starts at 128 MB, the least its module accepts (`initialMemory` cannot go
 * lower). initdb's default of shared_buffers = 128 MB does not fit in that, so
 * the memory grew to 190 MB on the first queries; these settings keep
 * PostgreSQL inside the initial 128 MB. The instance that runs initdb on a
 * fresh folder gets the same settings.
 */
export const PGLITE_OPTIONS = {
  startParams: [
    // PGlite's own defaults (single-user mode, no parallel workers…): startParams replaces them.
    "--single",
    "-F",
    "-O",
    "-j",
    "-c",
    "search_path=public",
    "-c",
    "exit_on_error=false",
    "-c",
    "log_checkpoints=false",
    "-c",
    "max_worker_processes=0",
    "-c",
    "max_parallel_workers=0",
    "-c",
    "max_parallel_workers_per_gather=0",
    "-c",
    "io_method=sync",
    "-c",
    "max_parallel_maintenance_workers=0",
    // The page cache in the WebAssembly memory. The demo data and a district's clubs take a few
    // MB; pages beyond it are read from DATA_DIR through the operating system's file cache.
    "-c",
    "shared_buffers=32MB",
    // CREATE INDEX and VACUUM (migrations, housekeeping) may take this much at once, and memory a
    // peak took is never given back: bounded below the 64 MB default.
    "-c",
    "maintenance_work_mem=16MB",
  ],
} satisfies PGliteOptions;
