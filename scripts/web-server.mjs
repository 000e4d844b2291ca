// How the production web server process is started: one command for `npm start`,
// the bench and the tests that run the real process, so what is measured and
// tested is what runs. The server is build/web.js — web/main.ts bundled to plain
// JavaScript by `npm run build` (scripts/build.mjs) — not web/main.ts through
// `--import tsx`: tsx's loader runs in a thread of its own (a second V8 heap,
// about 40 MB) for the life of the process, only to transpile four files.

/** The bundle of web/main.ts (and what it imports from app/ and server/) that scripts/build.mjs writes. */
export const WEB_SERVER_BUNDLE = "build/web.js";

/** Node's flags for the web server (the figures behind them: bench/README.md, "Memory"). */
export const WEB_SERVER_NODE_FLAGS = [
  // The server's live JavaScript heap is about 65 MB after a load run. Left to itself on a machine
  // with gigabytes free, V8 let it grow to 300–480 MB of mostly garbage before collecting; a
  // ceiling three times the live size makes it collect sooner. It is a hard limit: a process
  // that truly needed more would stop (and be restarted), so it is not set any tighter.
  "--max-old-space-size=192",
  // The young generation: 2 × 16 MB by default, 2 × 4 MB here. Short-lived request garbage is
  // collected a little more often; throughput did not measurably change (bench/README.md).
  "--max-semi-space-size=4",
];

/**
 * Environment the web server process needs from its start: glibc's allocator
 * reads it when the process starts, Node cannot set it later; an operator's own
 * values win. Compiling PGlite's WebAssembly and running its initdb allocate
 * (and free) tens of MB on V8's background threads; by default glibc gives every
 * thread an arena of its own and raises its mmap threshold after each large
 * free, so that memory stayed in the process, scattered over arenas (about
 * 140 MB of malloc'd memory on PGlite). On other C libraries these do nothing.
 */
export const WEB_SERVER_ENV = {
  // At most two malloc arenas (the default is eight per core).
  MALLOC_ARENA_MAX: "2",
  // Blocks of 128 KB and more are mapped on their own and given back to the system when freed
  // (glibc's own starting value, made fixed rather than rising).
  MALLOC_MMAP_THRESHOLD_: "131072",
};

/** The arguments of `node` that start the web server on the Remix build `serverBuild`. */
export function webServerArgs(serverBuild = "build/index.js") {
  return [...WEB_SERVER_NODE_FLAGS, WEB_SERVER_BUNDLE, serverBuild];
}
