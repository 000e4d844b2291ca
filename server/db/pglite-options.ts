import type { PGliteOptions } from "@electric-sql/pglite";

/** Keep PostgreSQL inside PGlite's initial WebAssembly memory. Why: docs/decisions/011-web-server-memory.md */
export const PGLITE_OPTIONS = {
  startParams: [
    // startParams replaces PGlite's own defaults.
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
    "-c",
    "shared_buffers=32MB",
    "-c",
    "maintenance_work_mem=16MB",
  ],
} satisfies PGliteOptions;
