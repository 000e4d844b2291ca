import { defineConfig } from "vitest/config";

import base from "./vitest.config";

// `npm run test:cluster` (scripts/test-cluster.mjs starts the cluster, then runs these).
// The cluster's files alone: the base's projects would run the rest of the suite.
const { projects: _projects, ...baseTest } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...baseTest,
    include: ["tests/cluster/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    // One file at a time: the fault scenarios stop and restart the instances the others use.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
