// How the production web server starts, for `npm start`, the bench and the tests alike.
// Why: docs/decisions/011-web-server-memory.md

export const WEB_SERVER_BUNDLE = "build/web.js";

export const WEB_SERVER_NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4"];

/** glibc's allocator settings, read only at process start; an operator's own values win. */
export const WEB_SERVER_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
};

export function webServerArgs(serverBuild = "build/index.js") {
  return [...WEB_SERVER_NODE_FLAGS, WEB_SERVER_BUNDLE, serverBuild];
}
