import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

describe("the PGlite data directory", () => {
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
  }, 30_000);

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
  }, 60_000);

  it("gives a directory made before the setting its small shared buffers at the next start", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "pglite");
    const prepared = await openDatabase({ kind: "pglite", dataDir });
    await prepared.db.execute("alter system reset shared_buffers");
    await prepared.close();

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    expect(JSON.stringify(await reopened.db.execute("show shared_buffers"))).toContain("16MB");
    await reopened.close();
  }, 60_000);
});
