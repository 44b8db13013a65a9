/**
 * PGlite on a disk that fills up while the server runs (a tmpfs of its own, so root only; skipped
 * elsewhere): writes answer 503 with Retry-After, readiness says so, and both recover without a
 * restart once space returns, with everything acknowledged still there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client.server";
import { appointments } from "./db/schema.server";
import { type RunningApi, startApi } from "./testing/api-server.server";
import { bookingBody } from "./testing/fixtures.server";

const NOW = new Date("2026-11-20T15:00:00Z"); // Friday, 10:00 EST

const disk = mkdtempSync(path.join(tmpdir(), "site-small-disk-"));
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=120m", "tmpfs", disk]).status === 0;
if (!mounted) console.warn("Full-disk test SKIPPED: mounting a tmpfs needs root.");

describe.skipIf(!mounted)("PGlite on a full disk", () => {
  let database: DatabaseHandle;
  let api: RunningApi;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: path.join(disk, "pglite") });
    api = await startApi(database, { now: () => NOW });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.close();
    spawnSync("umount", [disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  const book = (timeSlot: string) =>
    fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody({ timeSlot })),
    });
  const fill = () => {
    // dd stops with "No space left on device", which is the point.
    spawnSync("dd", ["if=/dev/zero", `of=${path.join(disk, "filler")}`, "bs=64k"]);
  };

  it("answers 503 while writes fail and recovers without a restart", async () => {
    expect((await book("09:00")).status).toBe(201);

    fill();
    expect(execFileSync("df", ["--output=avail", disk]).toString()).toMatch(/\n\s*0\s*$/);
    const ready = await fetch(`${api.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    // PGlite keeps some room in its write-ahead log: book until it runs out.
    const refused: Response[] = [];
    for (const timeSlot of ["09:20", "09:40", "10:00", "10:20", "10:40", "11:00", "11:20", "11:40"]) {
      const response = await book(timeSlot);
      expect([201, 503]).toContain(response.status);
      if (response.status === 503) refused.push(response);
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get("retry-after")).toBe("5");
    const acknowledged = (await database.db.select({ id: appointments.id }).from(appointments)).length;

    rmSync(path.join(disk, "filler"));
    await expect
      .poll(async () => (await fetch(`${api.origin}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await book("15:00")).status).toBe(201);
    expect((await database.db.select({ id: appointments.id }).from(appointments)).length).toBe(
      acknowledged + 1,
    );
  }, 120_000);
});
