/**
 * Vitest global setup (vitest.config.ts): initialises one in-memory PGlite per test run and saves
 * its data directory twice to temporary files: as initdb left it (for the migration tests, which
 * apply the migrations themselves: db/migrations.integration.test.ts) and migrated (from which every
 * PGlite test database starts: databases.server.ts). Initialising PGlite takes about 2 s on an idle
 * machine and over 30 s on a loaded one (load average 10 on two cores); loading a saved copy takes
 * a few hundred milliseconds.
 */
import { PGlite } from "@electric-sql/pglite";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/server/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite data directory (PGlite's dumpDataDir). */
    pgliteTemplate: string;
    /** Path of a tarball of a PGlite data directory as initdb made it, before any migration. */
    pgliteInitialised: string;
  }
}

/** Uncompressed: about 40 MB, but it loads twice as fast as the gzipped 5 MB. */
async function save(client: PGlite, file: string) {
  const dump = await client.dumpDataDir("none");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return dump;
}

export default async function createPgliteTemplates(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "site-pglite-template-"));
  const initialisedFile = path.join(folder, "initialised.tar");
  const migratedFile = path.join(folder, "migrated.tar");

  // create, not new: dumpDataDir on a PGlite still starting never resolves.
  const initialised = await PGlite.create();
  let initdbDump: Blob;
  try {
    initdbDump = await save(initialised, initialisedFile);
  } finally {
    await initialised.close();
  }
  const database = await openDatabase({ kind: "pglite-memory", loadDataDir: initdbDump });
  try {
    // drizzle keeps the driver's client as `$client`; the handle does not expose it otherwise.
    const { $client } = database.db as unknown as { $client: PGlite };
    await save($client, migratedFile);
  } finally {
    await database.close();
  }
  project.provide("pgliteInitialised", initialisedFile);
  project.provide("pgliteTemplate", migratedFile);
  return () => rm(folder, { recursive: true, force: true });
}
