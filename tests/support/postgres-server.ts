/**
 * Vitest global setup (vitest.config.ts): decides once per run which PostgreSQL server the
 * integration suites use, and says so. TEST_DATABASE_URL when it is set (.ci/run sets it);
 * otherwise the local server at LOCAL_SERVER, when it answers a connection within a few seconds, so
 * that `npm test` on a machine with PostgreSQL runs the PostgreSQL suites too (the lock and race
 * tests run nowhere else: tests/support/databases.ts); otherwise none, and those suites are skipped.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's admin URL (test databases are created on it and dropped), or null for none. */
    postgresTestUrl: string | null;
  }
}

/** PostgreSQL's default on this machine and in CI: trust authentication on the loopback. */
export const LOCAL_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

/** A server that is there answers on the loopback in milliseconds; this only bounds a silent port. */
const CONNECT_TIMEOUT_MS = 3_000;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL without its password, for the log. */
function shown(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

export default async function choosePostgresServer(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  let chosen: string | null;
  if (configured) {
    chosen = configured;
    console.log(`PostgreSQL integration suites run on ${shown(configured)} (TEST_DATABASE_URL).`);
  } else if (await answers(LOCAL_SERVER)) {
    chosen = LOCAL_SERVER;
    console.log(
      `PostgreSQL integration suites run on ${LOCAL_SERVER}: TEST_DATABASE_URL is not set, and that server answered.`,
    );
  } else {
    chosen = null;
    console.warn(
      `PostgreSQL integration suites SKIPPED, the lock and race tests with them: TEST_DATABASE_URL is not set ` +
        `and nothing answered at ${LOCAL_SERVER}. Start PostgreSQL there, or set TEST_DATABASE_URL, to run them.`,
    );
  }
  project.provide("postgresTestUrl", chosen);
}
