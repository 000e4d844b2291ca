import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // App layers (issue 9, DESIGN §2): which way imports go, enforced.
  ...appLayers(),
);

/**
 * Routes and components reach the API only through the area clients; the app
 * reaches server code only through the in-process holder; the contract and
 * the validation rules stay pure; no production module imports a test helper.
 */
function appLayers() {
  const serverCode = {
    regex: "^(\\.\\./)+server/",
    message: "The app reaches server code only through app/lib/api/in-process.server.ts.",
  };
  const testHelpers = { regex: "^(\\.\\./)+tests/|^~/\\.\\./tests/", message: "Test helpers are for tests only." };
  const transport = {
    regex: "(^~/lib/api/|/api/)(transport|in-process)\\.server$",
    message: "Routes and components call the area clients (app/lib/api/<area>.server.ts), never the transport.",
  };
  const productionFiles = (files) => ({ files, ignores: ["**/*.test.ts", "**/*.test.tsx"] });
  return [
    {
      ...productionFiles(["app/**/*.{ts,tsx}"]),
      ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/api/in-process.server.ts"],
      rules: { "no-restricted-imports": ["error", { patterns: [serverCode, testHelpers] }] },
    },
    {
      ...productionFiles(["app/routes/**", "app/components/**", "app/root.tsx"]),
      rules: { "no-restricted-imports": ["error", { patterns: [serverCode, testHelpers, transport] }] },
    },
    {
      ...productionFiles(["app/lib/**"]),
      ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/api/in-process.server.ts"],
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
