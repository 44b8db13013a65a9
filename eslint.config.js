import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Destructuring to leave fields out ({ consent, ...rest }) is how we omit keys.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Rules that need the types, for the application only: the type-checked parse of every file
    // costs seconds, and the scripts and tests outside app/ gain little from it.
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A switch over a union names every member, a `default` not counting as handling them: a new
      // outcome or state fails the lint wherever it is not handled, rather than falling through to
      // nothing (or a throw) at run time. Open-ended values (string | undefined) need `case undefined`.
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: false },
      ],
      // A promise neither awaited nor marked `void` loses its rejection, and hides an unfinished step.
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/**/*.{mjs,ts}", "*.config.{js,ts}", "server.ts"],
    languageOptions: { globals: globals.node },
  },
);
