import { defineConfig } from "vitest/config";

import base from "./vitest.config";

// `npm run test:cluster` (scripts/test-cluster.mjs starts the cluster, then runs these).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/cluster/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    // One file at a time: the fault scenarios stop and restart the instances the others use.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
