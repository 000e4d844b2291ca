#!/usr/bin/env node
// `npm run build`: Remix's build, web/main.ts bundled to build/web.js, and public/build precompressed (brotli, gzip).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { build as esbuild } from "esbuild";

import { WEB_SERVER_BUNDLE } from "./web-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ASSETS = path.join(root, "public", "build");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

const build = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Served as plain JavaScript without tsx (scripts/web-server.mjs); packages stay imports.
await esbuild({
  entryPoints: [path.join(root, "web", "main.ts")],
  outfile: path.join(root, WEB_SERVER_BUNDLE),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const entry = path.join(folder, name);
    return statSync(entry).isDirectory() ? filesUnder(entry) : [entry];
  });
}

let original = 0;
let brotli = 0;
for (const file of filesUnder(ASSETS).filter((entry) => COMPRESSIBLE.test(entry))) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  original += bytes.length;
  brotli += br.length;
}
console.log(
  `Skompresowano zasoby public/build: ${(original / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB (brotli).`,
);
