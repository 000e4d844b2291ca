import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * Tests that load the production build (`npm run build` first), which holds one embedded database and its
 * demo data per module graph: the web server, the app as it is served, and the forms' fuzz.
 */
const NEEDS_BUILD = [
  "web/server.test.ts",
  "web/error-pages.test.ts",
  "tests/integration/form-fuzz-*.test.ts",
  "tests/integration/public-screens.test.ts",
  "tests/integration/error-frames.test.ts",
  "tests/integration/account-guards.test.ts",
  "tests/security/security-headers-score.test.ts",
];

export default defineConfig({
  esbuild: { jsx: "automatic" },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    globals: true,
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: on CI's two cores, one file at a time. The files
    // wait mostly on PGlite, PostgreSQL and child processes, and each has its own database and ports: two
    // at once halve the wall time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    // The API and integration files share their worker process and its modules: each opens its own database
    // and app, and importing the server afresh for every file was a third of vitest's time in CI
    // (docs/decisions/018). The component tests (jsdom) and the two files that serve the production build
    // run each in a worker thread of its own, with fresh modules.
    poolOptions: { forks: { isolate: false } },
    // `npm run test:unit` runs the first two, which need no build; `npm test` runs them all.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          pool: "threads",
          include: ["{app,web}/**/*.test.{ts,tsx}", "server/{domain,security}/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...NEEDS_BUILD],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["**/node_modules/**", "server/{domain,security}/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/**/*.test.{ts,tsx}"],
          // The cluster's need the cluster that `npm run test:cluster` starts (vitest.cluster.config.ts).
          exclude: ["**/node_modules/**", "tests/cluster/**", ...NEEDS_BUILD],
        },
      },
      {
        extends: true,
        test: { name: "integration-build", pool: "threads", include: NEEDS_BUILD },
      },
    ],
  },
});
