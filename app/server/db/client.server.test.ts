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
});
