import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Which folder may import which (docs/decisions/033-one-server-bundle.md). The arrows point one way,
 * down:
 *
 *   server/ (the process: entry, Express app, API, jobs, sockets)  -> app/server, app/domain, app/content
 *   app/routes/ root.tsx entry.server.tsx  -> app/server's request code, and everything below;
 *                                             never the process's modules (server/ and those named
 *                                             in processModules)
 *   app/server/ (what loaders, actions, the API and the jobs call)  -> app/domain, app/content; never server/
 *   app/components/ content/ features/ islands/ (app/*.ts)  -> each other, app/domain; never server
 *                                             code (server/, app/server/**, any *.server module,
 *                                             the tests' support), not even its types
 *   app/domain/                             -> npm packages and other domain files, nothing else of ours
 *
 *   scripts/ (build steps, tools), tests/ (tests/support: what the tests share)  -> anything above
 *
 * Each arrow is one entry below: a regular expression over the import's specifier (so "~/x",
 * "./x" and "../../x" spellings are all covered) and the message that explains it. The entries
 * feed @typescript-eslint/no-restricted-imports (imports and re-exports) and no-restricted-syntax
 * (`import()`, which that rule does not see). A specifier, not a resolved path, is matched:
 * eslint-plugin-boundaries resolves paths, but needs an import resolver for the "~/" alias and
 * several dependencies of its own for what these few expressions do.
 */

/**
 * Where a specifier reaches app/'s top: "~/", a leading "./" (from app/ itself) or any "../"
 * ("../server/x", "../../server/x", even "~/content/../server/x").
 */
const appTop = String.raw`(?:^~|^\.|(?:^|/)\.\.)/`;

/**
 * A module of the process, in the project's server/ folder: a server/ path whose module has no
 * ".server" suffix, which every module of app/server has.
 */
const processFolder = new RegExp(String.raw`(?:^|/)server/(?:[\w-]+/)*[\w-]+(?:\.tsx?)?$`);

/**
 * Anything that runs only on the server: the process, the app/server folder, any *.server module
 * or .server/ folder, and the tests' support (tests/support), which runs in Node.
 */
const serverCode = new RegExp(
  String.raw`${appTop}server/|(?:^|/)\.server(?:/|$)|\.server(?:\.tsx?)?$|(?:^|/)tests/support/`,
);

/**
 * The modules of app/server that belong to the process although loaders could reach them: what
 * server/ uses once per process to build the services it hands to loaders through the load
 * context (configuration, logger, the database's opening and locks, the form tokens' keys, the
 * console's services and the tools' commands).
 */
const processModules = [
  "config",
  "console/services",
  "console/staff-commands",
  "db/client",
  "db/data-dir-lock",
  "db/notifications",
  "db/owner-only-fs",
  "form-token",
  "logger",
  "manage-booking",
  "project-root",
  "webhooks/commands",
];
/** Modules that hold request code beside the process's: only the named exports are the process's. */
const processExports = {
  outbox: ["OutboxWorker", "OUTBOX_CHANNEL"],
  retention: ["RetentionJob"],
  "mail/transport": ["createMailTransport"],
  "slot-blocks": ["slotCommands"],
  "reopened-holidays": ["calendarReopenings"],
};
const serverModule = (names) =>
  new RegExp(String.raw`${appTop}server/(?:${names.join("|")})\.server(?:\.tsx?)?$`);

const domainMessage =
  "app/domain holds the rules that the browser and the server both run: it imports only npm packages " +
  "and other domain files (./name or ~/domain/name), nothing else of ours, not even types. Pass what " +
  "a rule needs in as an argument, or move the rule itself into app/domain.";
/**
 * A specifier that is not ./…, ~/domain/…, node:… or an npm package's name, or that climbs out
 * with ".."; `exactlyAllowed`, a specifier written out in full, passes anyway.
 */
const notDomainOrPackage = (exactlyAllowed) =>
  new RegExp(
    String.raw`^${exactlyAllowed ? `(?!${exactlyAllowed}$)` : ""}(?:(?!\./|~/domain/|node:|@?[a-z0-9][a-z0-9._-]*(?:/|$))|.*(?:^|/)\.\.(?:/|$))`,
  );

const browserMessage =
  "components, content, features and islands are bundled for the browser and prerendered: they never " +
  "import server code (app/server/**, any *.server module), not even its types. Let the route's loader " +
  "read the server and pass the value in; a rule both sides need belongs in app/domain.";

const serverFolderMessage =
  "app/server is what loaders, actions, the API and the jobs call; server/ is the process, which " +
  "starts once, sets up the services and calls app/server, never the other way round. Move what " +
  "both need into app/server (or app/domain) and let server/ import it from there.";

const processMessage =
  "A route runs per request; the process (server/, and app/server's modules that build its services) starts " +
  "the configuration, database, workers, sockets and HTTP server once and hands their services to " +
  "loaders through the load context. A route imports none of the process's modules (types aside): " +
  "that would bypass the instance the process set up. Read the service from `context`.";

/**
 * The two rules for a list of forbidden imports: { regex, message, allowTypeImports?, importNames? }.
 * `import()` of a module whose only some exports are forbidden is left to review. (A type written
 * as `typeof import("…")` needs no rule here: consistent-type-imports refuses it everywhere.)
 */
function forbiddenImports(forbidden) {
  const syntax = forbidden
    .filter(({ importNames }) => !importNames)
    .map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.source}/]`, message }));
  return {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: forbidden.map(({ regex, message, allowTypeImports = false, importNames }) => ({
          regex: regex.source,
          caseSensitive: true,
          message,
          allowTypeImports,
          ...(importNames && { importNames }),
        })),
      },
    ],
    "no-restricted-syntax": ["error", ...syntax],
  };
}

const browserFolders = ["components", "content", "features", "islands"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      // Generated from messages/*.json by Paraglide JS (scripts/lib/catalogue.ts).
      "app/paraglide/",
      "app/paraglide.*/",
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
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: forbiddenImports([{ regex: notDomainOrPackage(undefined), message: domainMessage }]),
  },
  {
    // A domain test may also read a calendar file as calendar programs do, never server code.
    files: ["app/domain/*.test.{ts,tsx}"],
    rules: forbiddenImports([
      {
        regex: notDomainOrPackage(String.raw`\.\./\.\./tests/support/calendar-file`),
        message: domainMessage,
      },
    ]),
  },
  {
    files: [...browserFolders.map((folder) => `app/${folder}/**/*.{ts,tsx}`), "app/*.{ts,tsx}"],
    // The files at app/'s top that are not browser modules: the root route, the server's entry and
    // its test (their rule is the routes' below), the route table and type declarations.
    ignores: [
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/entry.server.test.tsx",
      "app/routes.ts",
      "app/routes.test.ts",
      "app/*.d.ts",
    ],
    rules: forbiddenImports([{ regex: serverCode, message: browserMessage }]),
  },
  {
    files: ["app/server/**/*.{ts,tsx}"],
    rules: forbiddenImports([{ regex: processFolder, message: serverFolderMessage }]),
  },
  {
    files: [
      "app/routes/**/*.{ts,tsx}",
      "app/routes.test.ts",
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/entry.server.test.tsx",
    ],
    rules: forbiddenImports([
      { regex: processFolder, message: processMessage, allowTypeImports: true },
      { regex: serverModule(processModules), message: processMessage, allowTypeImports: true },
      ...Object.entries(processExports).map(([module, importNames]) => ({
        regex: serverModule([module]),
        importNames,
        message: processMessage,
        allowTypeImports: true,
      })),
    ]),
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/**/*.{mjs,ts}", "*.config.{js,ts}", "server/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
);
