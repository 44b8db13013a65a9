/**
 * The audit log on PGlite and PostgreSQL: an entry as recorded, one written in a transaction that
 * rolls back is gone with the change, and the log is read newest first, a page at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog } from "../db/schema.server";
import { testDatabases } from "../../../tests/support/databases";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, auditPage, recordAudit } from "./audit.server";

const NOW = new Date("2026-11-20T15:00:00Z");

describe.each(testDatabases)("the audit log on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps who, what, to what, from where and when; nothing it was not told", async () => {
    const { db } = database;
    await recordAudit(
      db,
      { action: "sign-in-failed", actor: "unknown address", ipAddress: "203.0.113.9" },
      NOW,
    );
    await recordAudit(
      db,
      {
        action: "staff-role-changed",
        actor: "local tool",
        subjectType: "staff",
        subjectId: "00000000-0000-4000-8000-000000000001",
        details: { from: "staff", to: "owner" },
      },
      NOW,
    );
    expect(await db.select().from(auditLog).orderBy(auditLog.id)).toEqual([
      {
        id: expect.any(Number),
        occurredAt: NOW,
        staffId: null,
        actor: "unknown address",
        action: "sign-in-failed",
        subjectType: null,
        subjectId: null,
        ipAddress: "203.0.113.9",
        details: {},
      },
      expect.objectContaining({
        action: "staff-role-changed",
        ipAddress: null,
        subjectType: "staff",
        details: { from: "staff", to: "owner" },
      }),
    ]);
  });

  it("loses an entry with the change it recorded, when that rolls back", async () => {
    const { db } = database;
    const before = (await db.select().from(auditLog)).length;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { action: "staff-disabled", actor: "owner@maplewiseleads.example" }, NOW);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(auditLog)).toHaveLength(before);
  });

  it("is read newest first, 50 entries a page", async () => {
    const { db } = database;
    const actions = Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[];
    for (let n = 0; n < AUDIT_PAGE_SIZE + 10; n++) {
      await recordAudit(
        db,
        { action: actions[n % actions.length]!, actor: `entry ${n}` },
        new Date(NOW.getTime() + n * 1000),
      );
    }
    const total = (await db.select().from(auditLog)).length;

    const first = await auditPage(db);
    expect(first).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first[0]!.actor).toBe(`entry ${AUDIT_PAGE_SIZE + 9}`);
    expect(first.map((entry) => entry.id)).toEqual(first.map((entry) => entry.id).sort((a, b) => b - a));

    const second = await auditPage(db, first.at(-1)!.id);
    expect(second).toHaveLength(total - AUDIT_PAGE_SIZE);
    expect(second[0]!.id).toBeLessThan(first.at(-1)!.id);
    expect(new Set([...first, ...second].map((entry) => entry.id)).size).toBe(total);
    expect(await auditPage(db, second.at(-1)!.id)).toEqual([]);
  });
});
