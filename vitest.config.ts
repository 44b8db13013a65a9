import { defineConfig } from "vitest/config";

// A config of its own: the React Router plugin is for app builds, not for unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    // One migrated PGlite per run, copied for each test database (app/server/testing/databases.server.ts).
    globalSetup: ["app/server/testing/pglite-template.ts"],
    // The integration tests start servers, SMTP peers and databases (PostgreSQL's `create database`,
    // a PGlite copy) and the machine may be running a build beside them: a test that would pass in
    // a few seconds on an idle machine can take ten times as long on a busy one. Vitest's 5 s
    // default failed them there; these limits only stop a test that hangs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
