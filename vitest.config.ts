import { configDefaults, defineConfig } from "vitest/config";
import { islandScripts } from "./scripts/lib/islands-plugin.ts";
import { messageCatalogue } from "./scripts/lib/catalogue-plugin.ts";
import { siteUrlFromEnvironment } from "./scripts/lib/site-url-plugin.ts";

const integrationTests = "{app,server,scripts}/**/*.integration.test.ts";

// A config of its own: the React Router plugin is for app builds, not for unit tests.
export default defineConfig({
  // Pages name their islands' scripts (`virtual:islands`); under test, by their sources.
  // SITE_URL as the build defines it, and no .env file (ADR 031).
  plugins: [messageCatalogue(), islandScripts(), siteUrlFromEnvironment()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // The integration tests start servers, SMTP peers and databases (PostgreSQL's `create database`,
    // a PGlite copy) and the machine may be running a build beside them: a test that takes a second
    // on an idle machine can take ten times as long on a busy one, and Vitest's 5 s default failed
    // them there. These limits only stop a test that hangs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time, where Vitest's default on two cores is one: many integration tests wait
    // on a clock or another process (a receiver that hangs for 10 s, a pool's bounded wait, a child
    // server's start), and one worker spent those waits idle. On the 2-core machine, idle, the whole
    // suite took 868 s with one worker and 627 s with three (ADR 014).
    maxWorkers: 3,
    // Every suite talks to the loopback only and never asks the resolver for another name.
    setupFiles: ["tests/support/loopback-only.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server}/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
          exclude: [...configDefaults.exclude, integrationTests],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [integrationTests],
          // One migrated PGlite per run, copied for each test database (tests/support/databases.ts),
          // and the PostgreSQL server to run on, if any; Vitest runs them only when integration tests
          // are selected.
          globalSetup: ["tests/support/pglite-template.ts", "tests/support/postgres-server.ts"],
        },
      },
    ],
  },
});
