import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Node's modules, packages, the app's own (`~/`), relative ones; then side-effect imports (the CSS), in their order. */
const IMPORT_GROUPS = [["^node:"], ["^@?\\w"], ["^"], ["^\\."], ["^\\u0000"]];

export default tseslint.config(
  {
    ignores: ["build/", "public/build/", "node_modules/", "data/", "test-results/", "playwright-report/", ".cache/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      // Side-effect imports (the CSS) come last, in their own order: the stylesheet's cascade follows them.
      "simple-import-sort/imports": ["error", { groups: IMPORT_GROUPS }],
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The root imports the base styles before any component's: the cascade follows the imports.
  {
    files: ["app/root.tsx"],
    rules: { "simple-import-sort/imports": ["error", { groups: [["^\\u0000"], ...IMPORT_GROUPS.slice(0, -1)] }] },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Server layers (issue 9, DESIGN §2): which way the server's imports go, enforced.
  ...serverLayers(),
  // App layers (issue 9, DESIGN §2): which way imports go, enforced.
  ...appLayers(),
  // The environment is read where the configuration is (DESIGN §7), and by the processes' entry points.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "web/**/*.ts"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "app/lib/config.server.ts",
      "server/config.ts",
      "server/log.ts",
      "server/main.ts",
      "server/cli/*.ts",
      "web/main.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from the configuration (server/config.ts, app/lib/config.server.ts).",
        },
      ],
    },
  },
);

/**
 * server/api → server/db → server/domain: SQL only in server/db, no HTTP or
 * SQL in the domain rules, and from app/ only the pure shared modules (the
 * contract and the validation rules). No production file imports a test helper.
 */
function serverLayers() {
  const appBeyondShared = {
    regex: "^(\\.\\./)+app/(?!lib/(validation|contract)(/|$))|^~/(?!lib/(validation|contract)(/|$))",
    message: "The server imports from app/ only the pure shared modules: app/lib/validation and app/lib/contract.",
  };
  const drizzle = {
    regex: "^drizzle-orm(/|$)|(^|/)db/schema$",
    message: "SQL lives in server/db/<area>.ts: call its named query functions.",
  };
  const database = { regex: "^(\\.\\./)+(server/)?db(/|$)", message: "Domain rules are plain functions: no SQL." };
  const http = {
    regex: "^(\\.\\./)+(server/)?api(/|$)|^(hono|@hono/.*)(/|$)",
    message: "HTTP stays in server/api: nothing below it imports the routers or Hono.",
  };
  const serverFiles = (files, ignores = []) => ({ files, ignores: ["**/*.test.ts", ...ignores] });
  const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
  return [
    {
      ...serverFiles(["server/**/*.ts"], ["server/db/**", "server/domain/**"]),
      rules: restrict([appBeyondShared, drizzle]),
    },
    { ...serverFiles(["server/db/**/*.ts"]), rules: restrict([appBeyondShared, http]) },
    { ...serverFiles(["server/domain/**/*.ts"]), rules: restrict([appBeyondShared, drizzle, database, http]) },
    {
      // Its own rule (typescript-eslint's twin of no-restricted-imports), so that it holds
      // beside any folder's no-restricted-imports block instead of being replaced by it.
      files: ["**/*.{ts,tsx,mts,js,mjs,cjs}"],
      ignores: ["tests/**", "e2e/**", "bench/**", "**/*.test.ts", "**/*.test.tsx"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              { regex: "^(\\.{1,2}/)+tests(/|$)|^~/\\.\\./tests(/|$)", message: "Test helpers are for tests only." },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * Routes, components and areas reach the API only through the area clients;
 * the app reaches server code only through the in-process holder; app/lib is
 * the plumbing under every area and never imports one; an area never reaches
 * into another's internals (its public.ts or public.server.ts only); the
 * contract and the validation rules stay pure; no production module imports a
 * test helper. ARCHITECTURE.md draws it.
 */
function appLayers() {
  const serverCode = {
    regex: "^(\\.\\./)+server/",
    message: "The app reaches server code only through app/lib/api/in-process.server.ts.",
  };
  const testHelpers = { regex: "^(\\.\\./)+tests/|^~/\\.\\./tests/", message: "Test helpers are for tests only." };
  const transport = {
    regex: "(^~/lib/api/|/api/)(transport|in-process)\\.server$",
    message:
      "Routes, components and areas call the area clients (app/areas/<area>/api/*.server.ts), never the transport.",
  };
  const anyArea = (below) => ({
    regex: "^~/areas/|(^|/)areas/",
    message: `${below} is below the areas: it never imports one (an area imports it).`,
  });
  const productionFiles = (files) => ({ files, ignores: ["**/*.test.ts", "**/*.test.tsx"] });
  return [
    {
      ...productionFiles(["app/**/*.{ts,tsx}"]),
      ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/api/in-process.server.ts", "app/lib/observability.server.ts"],
      rules: { "no-restricted-imports": ["error", { patterns: [serverCode, testHelpers] }] },
    },
    {
      ...productionFiles(["app/routes/**", "app/root.tsx", "app/root.server.ts"]),
      rules: { "no-restricted-imports": ["error", { patterns: [serverCode, testHelpers, transport] }] },
    },
    {
      ...productionFiles(["app/components/**"]),
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: [serverCode, testHelpers, transport, anyArea("app/components (the shared components)")] },
        ],
      },
    },
    ...areaFolders().map((area) => ({
      ...productionFiles([`app/areas/${area}/**`]),
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              serverCode,
              testHelpers,
              transport,
              {
                regex: `^~/areas/(?!${area}/)[^/]+/(?!public(\\.server)?$)`,
                message:
                  "An area imports app/lib, the contract, validation, the shared components and itself; of another area only its public.ts or public.server.ts.",
              },
              {
                // An area's files name the rest of the app by ~/, never by a path that climbs out of the area.
                regex: `^\\.\\./(\\.\\./)*(?!${area}/)[^./][^/]*/|^(\\.\\./){3,}`,
                message:
                  "Outside its own folder an area imports by ~/ (and another area only through its public entry).",
              },
            ],
          },
        ],
      },
    })),
    {
      ...productionFiles(["app/lib/**"]),
      ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/api/in-process.server.ts", "app/lib/observability.server.ts"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              serverCode,
              testHelpers,
              {
                regex: "^~/components/|/components/",
                message: "app/lib is below the components: it never imports them.",
              },
              anyArea("app/lib (the plumbing)"),
            ],
          },
        ],
      },
    },
    {
      ...productionFiles(["app/lib/contract/**", "app/lib/validation/**"]),
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              serverCode,
              testHelpers,
              {
                regex:
                  "^(react|react-dom|@remix-run/.*|drizzle-orm.*|hono.*|pg|@electric-sql/.*)$|^~/|/components/|\\.server$",
                message: "The contract and the validation rules are pure modules that both the app and the API import.",
              },
            ],
          },
        ],
      },
    },
  ];
}

/** The feature areas: each folder of app/areas (ARCHITECTURE.md, "Where a change goes"). */
function areaFolders() {
  return readdirSync(new URL("./app/areas/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
