import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    globals: true,
    environment: "node",
    include: ["{app,server,tests,web}/**/*.test.{ts,tsx}"],
    // They need the cluster that `npm run test:cluster` starts (vitest.cluster.config.ts).
    exclude: ["**/node_modules/**", "tests/cluster/**"],
    setupFiles: ["./tests/setup.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: on CI's two cores, one file at a time. The files
    // wait mostly on PGlite, PostgreSQL and child processes, and each has its own database and ports: two
    // at once halve the wall time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
