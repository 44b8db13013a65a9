/**
 * Vitest global setup (vitest.config.ts): creates and migrates one in-memory PGlite per test run
 * and saves its data directory to a temporary file, from which every PGlite test database starts
 * (databases.server.ts). Initialising PGlite takes about 2 s on an idle machine and over 5 s on a
 * busy one; loading the saved copy takes a few hundred milliseconds.
 */
import type { PGlite } from "@electric-sql/pglite";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite data directory (PGlite's dumpDataDir). */
    pgliteTemplate: string;
  }
}

export default async function createPgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "site-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  const database = await openDatabase({ kind: "pglite-memory" });
  try {
    // drizzle keeps the driver's client as `$client`; the handle does not expose it otherwise.
    const { $client } = database.db as unknown as { $client: PGlite };
    // Uncompressed: about 40 MB, but it loads twice as fast as the gzipped 5 MB.
    const dump = await $client.dumpDataDir("none");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}
