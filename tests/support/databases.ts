/**
 * The databases the integration suites run against: an in-memory PGlite always, and a real
 * PostgreSQL when the run found one (tests/support/postgres-server.ts: TEST_DATABASE_URL, or the local
 * server when it answers). Each suite gets a database of its own, created for it and dropped
 * afterwards. A PGlite database starts from the migrated copy that Vitest's global setup made once
 * for the run (pglite-template.ts).
 *
 * A test of a lock or a race runs on PostgreSQL only (`raceTest`, `postgresTestDatabase`): PGlite is
 * one session in the process that runs one statement after another, so two requests never overlap
 * in the database there, and such a test passes on it whether the code is right or not.
 */
import { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { afterEach, inject, it } from "vitest";
import {
  type DatabaseHandle,
  type OpenOptions,
  openDatabase,
  pgliteExtensions,
} from "../../app/server/db/client.server";

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** A fresh, migrated database; `close` also drops it. PostgreSQL takes the pool's options. */
  open(options?: OpenOptions): Promise<DatabaseHandle & { url?: string }>;
}

/** The PostgreSQL server's admin URL, or undefined when the run has none (it said so at the start). */
export const postgresAdminUrl: string | undefined = inject("postgresTestUrl") ?? undefined;

let pgliteTemplate: Promise<Blob> | undefined;
let pgliteInitialised: Promise<Blob> | undefined;

/** An in-memory PGlite as initdb left it, no migration applied, from the run's saved copy. */
export async function initialisedPglite(): Promise<PGlite> {
  pgliteInitialised ??= openAsBlob(inject("pgliteInitialised"));
  return PGlite.create({ loadDataDir: await pgliteInitialised, extensions: pgliteExtensions });
}

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
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    const database = `site_test_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(postgresAdminUrl!);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString() }, options);
    return {
      ...handle,
      url: url.toString(),
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: postgresAdminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${database} with (force)`);
        await dropper.end();
      },
    };
  },
};

/** PostgreSQL, when the run has it: for suites that are about concurrency from start to end. */
export const postgresTestDatabase: TestDatabase | undefined = postgresAdminUrl ? postgres : undefined;

/** Use with describe.each: the PostgreSQL entry is present only when the run has a server. */
export const testDatabases: TestDatabase[] = postgresTestDatabase
  ? [pgliteTestDatabase, postgresTestDatabase]
  : [pgliteTestDatabase];

/**
 * For a suite inside `describe.each(testDatabases)`: opens a fresh database for each test that asks,
 * and closes (on PostgreSQL, drops) it after that test, so that no test sees another's rows.
 */
export function databasePerTest(database: Pick<TestDatabase, "open">) {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of opened.splice(0).reverse()) await handle.close();
  });
  return async () => {
    const handle = await database.open();
    opened.push(handle);
    return handle;
  };
}

/** Why a lock or race test is skipped on PGlite: the skip note the reporter prints beside it. */
export const RACES_NEED_POSTGRES =
  "PostgreSQL only: PGlite runs one statement at a time, so a race cannot fail on it";

/**
 * `it` for a test of a lock or a race inside `describe.each(testDatabases)`: it runs on
 * PostgreSQL, and on PGlite it is reported as skipped with RACES_NEED_POSTGRES.
 */
export function raceTest(database: Pick<TestDatabase, "name">) {
  return (title: string, body: () => Promise<void>, timeout?: number) =>
    it(
      title,
      async (context) => {
        context.skip(database.name !== "PostgreSQL", RACES_NEED_POSTGRES);
        await body();
      },
      timeout,
    );
}
