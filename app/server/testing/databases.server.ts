/**
 * The databases the integration suites run against: an in-memory PGlite always, and a real
 * PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it). Each suite gets a database of its
 * own, created for it and dropped afterwards. A PGlite database starts from the migrated copy that
 * Vitest's global setup made once for the run (pglite-template.ts).
 */
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, type OpenOptions, openDatabase } from "../db/client.server";

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** A fresh, migrated database; `close` also drops it. PostgreSQL takes the pool's options. */
  open(options?: OpenOptions): Promise<DatabaseHandle & { url?: string }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  console.warn(
    "PostgreSQL integration suites SKIPPED: TEST_DATABASE_URL is not set. " +
      "Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them; .ci/run does.",
  );
}

let pgliteTemplate: Promise<Blob> | undefined;

export const pgliteTestDatabase: TestDatabase = {
  name: "PGlite",
  async open() {
    pgliteTemplate ??= openAsBlob(inject("pgliteTemplate"));
    return openDatabase({ kind: "pglite-memory", loadDataDir: await pgliteTemplate });
  },
};

const postgres: TestDatabase = {
  name: "PostgreSQL",
  async open(options?: OpenOptions) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const database = `site_test_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString() }, options);
    return {
      ...handle,
      url: url.toString(),
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${database} with (force)`);
        await dropper.end();
      },
    };
  },
};

/** Use with describe.each: the PostgreSQL entry is present only when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = postgresUrl
  ? [pgliteTestDatabase, postgres]
  : [pgliteTestDatabase];
