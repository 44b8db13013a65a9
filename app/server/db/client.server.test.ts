import { mkdtempSync } from "node:fs";
import { chmod, lstat, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

/**
 * Each test here starts PGlite on disk from nothing (initdb in a child process, then the
 * migrations), which is what it tests, so none can take the migrated copy the integration suites
 * start from. That took 15-21 s a test at a load average of 13 on two cores (the first in the file
 * also compiles PGlite's WebAssembly) and over 30 s at 10 in the run that failed; the bound is four
 * times the worst seen, so that only a hang ends a test.
 */
const DISK_PGLITE_TIMEOUT_MS = 120_000;

describe("the PGlite data directory", { timeout: DISK_PGLITE_TIMEOUT_MS }, () => {
  it("is created with its parent folders on first start and reused on the next", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "site-db-"));
    const dataDir = path.join(root, "nested", "data", "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db.execute("create table kept (value text)");
    await first.db.execute("insert into kept values ('still here')");
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    const result = await second.db.execute("select value from kept");
    expect(JSON.stringify(result)).toContain("still here");
    await second.ping();
    await second.close();
  });

  it("is initialised in a child process with small shared buffers, keeping initdb's settings", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    // The setting applies from the next start: this first one ran after the child's.
    const settings = async (handle: typeof first) =>
      JSON.stringify(
        await handle.db.execute(
          "select name, setting, unit from pg_settings where name in ('shared_buffers', 'TimeZone', 'default_text_search_config') order by name",
        ),
      );
    const seen = await settings(first);
    expect(seen).toContain('"name":"shared_buffers","setting":"2048","unit":"8kB"'); // 16 MB
    expect(seen).toContain('"name":"TimeZone","setting":"UTC"');
    expect(seen).toContain('"setting":"pg_catalog.english"');
    await first.close();
  });

  it("gives a directory made before the setting its small shared buffers at the next start", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "pglite");
    const prepared = await openDatabase({ kind: "pglite", dataDir });
    await prepared.db.execute("alter system reset shared_buffers");
    await prepared.close();

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    expect(JSON.stringify(await reopened.db.execute("show shared_buffers"))).toContain("16MB");
    await reopened.close();
  });
});

/** Every folder and file under `root` (itself included) whose mode is not 0700 or 0600, by real stat(). */
async function notPrivate(root: string): Promise<string[]> {
  const entries = [root, ...(await readdir(root, { recursive: true })).map((name) => path.join(root, name))];
  const exposed: string[] = [];
  for (const entry of entries) {
    const stats = await lstat(entry);
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o7777) !== wanted) exposed.push(`${(stats.mode & 0o7777).toString(8)} ${entry}`);
  }
  return exposed;
}

describe("the PGlite data directory's modes (issue 22, item 1)", { timeout: DISK_PGLITE_TIMEOUT_MS }, () => {
  // The usual umask, under which PGlite left 0666 files and 0755 folders; restored afterwards.
  let startedWith: number;
  beforeEach(() => {
    startedWith = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(startedWith);
  });

  it("is its user's alone when new: folders 0700, files 0600, the lock file too", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "site-db-"));
    const dataDir = path.join(root, "data", "pglite");
    const database = await openDatabase({ kind: "pglite", dataDir });
    await database.close();
    expect((await lstat(path.join(root, "data"))).mode & 0o7777).toBe(0o700);
    expect(await notPrivate(dataDir)).toEqual([]);
    expect((await lstat(`${dataDir}.lock`)).mode & 0o7777).toBe(0o600);
    expect((await readdir(dataDir, { recursive: true })).length).toBeGreaterThan(500);
  });

  it("tightens an existing directory whose folders are 0755 and files 0644 when it opens it", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "pglite");
    await (await openDatabase({ kind: "pglite", dataDir })).close();
    for (const name of ["", ...(await readdir(dataDir, { recursive: true }))]) {
      const entry = path.join(dataDir, name);
      await chmod(entry, (await lstat(entry)).isDirectory() ? 0o755 : 0o644);
    }
    await chmod(`${dataDir}.lock`, 0o644);
    expect((await notPrivate(dataDir)).length).toBeGreaterThan(500);

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    expect(await notPrivate(dataDir)).toEqual([]);
    expect((await lstat(`${dataDir}.lock`)).mode & 0o7777).toBe(0o600);
    await reopened.close();
  });

  it("keeps the files PGlite creates after it has opened 0600: tables, WAL segments, its caches", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "pglite");
    const database = await openDatabase({ kind: "pglite", dataDir });
    const before = new Set(await readdir(dataDir, { recursive: true }));
    // New relation files, enough write-ahead log for new segments, and a checkpoint that writes
    // them out; the relation cache's pg_internal.init files are rewritten along the way.
    await database.db.execute("create table written_later (value text)");
    await database.db.execute("create index on written_later (value)");
    await database.db.execute(
      "insert into written_later select repeat(md5(n::text), 8) from generate_series(1, 60000) n",
    );
    await database.db.execute("checkpoint");
    const created = (await readdir(dataDir, { recursive: true })).filter((name) => !before.has(name));
    expect(created.filter((name) => name.startsWith("pg_wal/")).length).toBeGreaterThan(0);
    expect(created.filter((name) => name.startsWith("base/")).length).toBeGreaterThan(0);
    expect(await notPrivate(dataDir)).toEqual([]);
    await database.close();
  });
});
