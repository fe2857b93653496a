import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Every folder under app/features is a feature: read from the tree, so a new feature is covered the day it is made.
const FEATURES = fs
  .readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The modules a feature opens to the others (its doors); everything else in it is internal. Search is reached through
 * search.server.ts (one function that answers a parsed search), the parsed search itself (search-params.ts) and the
 * shapes it answers with; search reads job cards the way the jobs pages do (job-queries.server.ts, types.ts).
 */
const DOORS = {
  search: ["search.server", "search-params", "types"],
  jobs: ["job-queries.server", "types"],
};

/** Imports of another feature's internals, refused inside `feature`. */
const otherFeatures = (feature) =>
  FEATURES.filter((f) => f !== feature).map((other) => ({
    group: [`~/features/${other}/*`, `~/features/${other}/**`, ...(DOORS[other] ?? []).map((door) => `!~/features/${other}/${door}`)],
    message: "Features do not import each other's internals; move shared code to app/lib or app/components.",
  }));

/** Names a posted form goes by, for the rule against parsing one by hand. */
const FORM_NAMES = "/^(form|formData|fd|body|payload)$/";

const ISLAND_FORBIDDEN = [
  { name: "react", allowTypeImports: true, message: "Islands run without React (decision 031)." },
  { name: "react-dom", allowTypeImports: true, message: "Islands run without React (decision 031)." },
  { name: "react-router", allowTypeImports: true, message: "Islands run without React Router (decision 031)." },
  { name: "~/lib/messages", allowTypeImports: true, message: "Texts reach islands through the markup (decision 031)." },
];

/** Feature message modules, kept out of islands like the shared catalogue. */
const ISLAND_FORBIDDEN_PATTERNS = [
  { group: ["~/features/*/messages", "**/messages"], allowTypeImports: true, message: "Texts reach islands through the markup (decision 031)." },
];

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "bench/.data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read settings through env() in app/env.server.ts." },
        {
          selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[object.name='request'][property.name='url']",
          message: "A loader's request keeps React Router's .data, _routes and ?index: take the page's address from pageUrl(request) (app/server-lib/page-url.server.ts).",
        },
        {
          selector: "NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral):nth-child(2)",
          message: "An AppError's message is shown to users: take it from its feature's messages.ts (or app/lib/messages.ts).",
        },
        // The one form path (decision 050): a form is parsed with its schema by parseForm, which refuses a field sent
        // twice or a file where text belongs; Object.fromEntries keeps only the last value and lets both through.
        {
          selector: "CallExpression[callee.object.name='Object'][callee.property.name='fromEntries'] > AwaitExpression > CallExpression[callee.property.name='formData']",
          message: "Parse a form with parseForm(formData, Schema) (app/server-lib/route-errors.server.ts), not Object.fromEntries (decision 050).",
        },
        {
          selector: `CallExpression[callee.object.name='Object'][callee.property.name='fromEntries'] > :matches(Identifier[name=${FORM_NAMES}], CallExpression[callee.object.name=${FORM_NAMES}][callee.property.name='entries'])`,
          message: "Parse a form with parseForm(formData, Schema) (app/server-lib/route-errors.server.ts), not Object.fromEntries (decision 050).",
        },
        {
          selector: "ForOfStatement[right.property.name='issues'], CallExpression[callee.object.property.name='issues'][callee.property.name=/^(forEach|map|flatMap|reduce)$/]",
          message: "Field errors come from the form's schema through parseForm and invalidForm, or fieldErrorsOf(error) (app/lib/form-schema.ts): no hand-written loop over zod issues (decision 050).",
        },
      ],
    },
  },
  // A feature never imports another feature's internals: shared things move to lib/ or components/.
  // Integration tests may drive another feature's operations (a job posted, then searched for).
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: otherFeatures(feature),
        },
      ],
    },
  })),
  // Browser modules of document pages (decision 031): no React and no message catalogue in an island's bundle. Inside
  // a feature the rule keeps the feature boundary above as well (a later rule replaces an earlier one).
  {
    files: ["app/islands/**/*.ts", "app/components/**/*-behaviors.ts", "app/components/**/*-dom.ts", "app/components/ui/toaster.ts", "app/lib/dom-contract.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: ISLAND_FORBIDDEN, patterns: ISLAND_FORBIDDEN_PATTERNS }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**/*-behaviors.ts`, `app/features/${feature}/**/*-dom.ts`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: ISLAND_FORBIDDEN, patterns: [...ISLAND_FORBIDDEN_PATTERNS, ...otherFeatures(feature)] }] },
  })),
  {
    files: ["app/env.server.ts", "tests/**", "scripts/**", "bench/**", "examples/**", "playwright.config.ts", "server/**", "**/*.test.ts", "**/*.test.tsx", ".ci/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  // app/lib is client-safe: a module that touches the database, the logger, files or the request lives in
  // app/server-lib (or a service), never beside the modules the browser bundle imports. Last, so it holds for tests too.
  {
    files: ["app/lib/**/*.server.{ts,tsx}", "app/lib/**/*.server.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program", message: "app/lib is client-safe only: put server-only helpers in app/server-lib." },
      ],
    },
  },
);
