/**
 * bench:console's pruning backlog (retention-backlog.ts) is what the retention job prunes: every
 * email it gave content back is pruned again, every key it stored is deleted, and the erased
 * records' emails, which an erasure pruned, are left as they were.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { pruneExpiredData, retentionPolicyOf } from "../../app/server/retention.server";
import { testDatabases } from "../../tests/support/databases";
import { remainingBacklog, storeRetentionBacklog } from "./retention-backlog";
import { seedDatabase } from "./seed-database";

const policy = retentionPolicyOf({
  IDEMPOTENCY_KEY_TTL_HOURS: 24,
  SENT_EMAIL_BODY_TTL_DAYS: 30,
  WEBHOOK_BODY_TTL_DAYS: 30,
});

describe.each(testDatabases)("the pruning backlog on $name", (database) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function countOf(query: ReturnType<typeof sql>): Promise<number> {
    const result = (await handle!.db.execute(query)) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  }

  /** Sent emails whose content was cleared: by age, or by an erasure of their lead or booking. */
  const prunedOfErased = sql`
    select count(*)::int as count from email_outbox email
    where email.pruned_at is not null and (
      exists (select from leads where leads.id = email.lead_id and leads.erased_at is not null)
      or exists (
        select from appointments
        where appointments.id = email.appointment_id and appointments.erased_at is not null))`;

  it("is every sent email unpruned but the erased ones', and keys past their TTL, all of which pruning clears", async () => {
    handle = await database.open();
    const now = new Date();
    await seedDatabase(handle.db, {
      seed: 3,
      leads: 400,
      bookings: 120,
      now,
      siteUrl: "http://localhost:3000",
      salesInbox: "sales@maplewiseleads.example",
    });
    const erasedBefore = await countOf(prunedOfErased);
    const prunedBefore = await countOf(
      sql`select count(*)::int as count from email_outbox where pruned_at is not null`,
    );

    const stored = await storeRetentionBacklog(handle.db, 250);
    expect(stored.keys).toBe(250);
    // Only the erased records' emails stay pruned.
    expect(
      await countOf(sql`select count(*)::int as count from email_outbox where pruned_at is not null`),
    ).toBe(erasedBefore);
    expect(stored.emails).toBe(prunedBefore - erasedBefore);
    const backlog = await remainingBacklog(handle.db, policy, now);
    expect(backlog.keys).toBe(250);
    expect(backlog.emails).toBeGreaterThanOrEqual(stored.emails);
    expect(stored.emails).toBeGreaterThan(100);

    await pruneExpiredData(handle.db, now, policy);
    expect(await remainingBacklog(handle.db, policy, now)).toEqual({ emails: 0, keys: 0 });
    expect(await countOf(prunedOfErased)).toBe(erasedBefore);
    // Seeding and pruning take a few seconds alone, many times that on a busy machine.
  }, 180_000);
});
