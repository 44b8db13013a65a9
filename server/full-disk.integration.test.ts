/**
 * PGlite on a disk that fills up while the server runs (a tmpfs of its own, so root only; skipped
 * elsewhere): writes answer 503 with Retry-After, readiness says so, and both recover without a
 * restart once space returns, with everything acknowledged still there. And a disk that is full or
 * read-only before the start: the reason is named.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../app/server/db/client.server";
import { unavailabilityReason } from "../app/server/db/errors.server";
import { appointments } from "../app/server/db/schema.server";
import { type RunningApi, startApi } from "../tests/support/api-server";
import { bookingBody } from "../tests/support/fixtures";

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

/**
 * A disk that is full, or read-only, before the server starts (issue 22, item 8): opening the
 * database fails with the directory named and the reason an operator must fix, where PGlite itself
 * says only "PGlite failed to initialize properly". A tmpfs of its own, so root only.
 */
describe.skipIf(!mounted)("PGlite on a disk that is full or read-only before the start", () => {
  let startDisk: string;
  let startMounted = false;
  beforeAll(() => {
    startDisk = mkdtempSync(path.join(tmpdir(), "site-start-disk-"));
    startMounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=100m", "tmpfs", startDisk]).status === 0;
  });
  afterAll(() => {
    spawnSync("umount", [startDisk]);
    rmSync(startDisk, { recursive: true, force: true });
  });

  /** Why opening failed, as the site's start-up message says it (server/site.ts). */
  const openingFailure = async (dataDir: string) => {
    const error = await openDatabase({ kind: "pglite", dataDir }).then(
      async (database) => {
        await database.close();
        throw new Error(`${dataDir} opened`);
      },
      (failure: unknown) => failure,
    );
    return { reason: unavailabilityReason(error), message: (error as Error).message };
  };
  const fill = () => spawnSync("dd", ["if=/dev/zero", `of=${path.join(startDisk, "filler")}`, "bs=64k"]);

  it("names the directory and says the disk is full, for an existing database and a new one", async () => {
    expect(startMounted).toBe(true);
    const existing = path.join(startDisk, "existing", "pglite");
    await (await openDatabase({ kind: "pglite", dataDir: existing })).close();
    fill();
    expect(execFileSync("df", ["--output=avail", startDisk]).toString()).toMatch(/\n\s*0\s*$/);

    const failure = await openingFailure(existing);
    expect(failure.reason).toBe("the disk is full");
    expect(failure.message).toContain(existing);

    // A new directory, given a little room: its initialisation fills the disk and fails.
    spawnSync("truncate", ["-s", "-2M", path.join(startDisk, "filler")]);
    const fresh = path.join(startDisk, "fresh", "pglite");
    expect((await openingFailure(fresh)).reason).toBe("the disk is full");

    // With room again, both open, with nothing lost.
    rmSync(path.join(startDisk, "filler"));
    await (await openDatabase({ kind: "pglite", dataDir: existing })).close();
    await (await openDatabase({ kind: "pglite", dataDir: fresh })).close();
  }, 120_000);

  it("says the storage is read-only", async () => {
    expect(startMounted).toBe(true);
    for (const left of ["filler", "existing", "fresh"])
      rmSync(path.join(startDisk, left), { recursive: true, force: true });
    const existing = path.join(startDisk, "read-only", "pglite");
    await (await openDatabase({ kind: "pglite", dataDir: existing })).close();
    expect(spawnSync("mount", ["-o", "remount,ro", startDisk]).status).toBe(0);
    try {
      expect((await openingFailure(existing)).reason).toBe("the storage is read-only");
    } finally {
      spawnSync("mount", ["-o", "remount,rw", startDisk]);
    }
  }, 60_000);
});
