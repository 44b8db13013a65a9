import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { type EmailContent, renderEmail } from "../../app/server/mail/templates.server";
import { testDatabases } from "../../tests/support/databases";
import { DatabaseNotEmpty, seedDatabase } from "./seed-database";

const plan = {
  seed: 5,
  leads: 400,
  bookings: 120,
  now: new Date(),
  siteUrl: "http://localhost:3000",
  salesInbox: "sales@maplewiseleads.example",
};

describe.each(testDatabases)("seeding on $name", (database) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function rowsOf(query: ReturnType<typeof sql>) {
    return ((await handle!.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  it("writes the rows it counts, as varied as the console needs, and refuses to seed twice", async () => {
    handle = await database.open();
    const counts = await seedDatabase(handle.db, plan);
    const [stored] = await rowsOf(sql`
      select (select count(*) from leads)::int as leads, (select count(*) from lead_events)::int as "leadEvents",
        (select count(*) from appointments)::int as bookings, (select count(*) from appointment_events)::int as "bookingEvents",
        (select count(*) from appointment_availability)::int as slots, (select count(*) from consent_records)::int as "consentRecords",
        (select count(*) from email_outbox)::int as emails, (select count(*) from audit_log)::int as audit,
        (select count(*) from staff_accounts)::int as staff`);
    expect(stored).toEqual(counts);
    expect(counts).toMatchObject({ leads: 400, bookings: 120, staff: 8, consentRecords: 520 });

    const [variety] = await rowsOf(sql`
      select (select count(distinct status) from leads)::int as statuses,
        (select count(distinct utm_source) from leads)::int as sources,
        (select count(distinct owner_id) from leads)::int as owners,
        (select count(distinct extract(year from created_at)) from leads)::int as years,
        (select count(distinct status) from appointments)::int as "bookingStatuses",
        (select count(distinct attendance) from appointments)::int as attendances,
        (select count(*) from appointments where starts_at > now())::int as upcoming,
        (select count(distinct status) from email_outbox)::int as "emailStates"`);
    expect(variety).toEqual({
      statuses: 6,
      sources: expect.any(Number),
      owners: expect.any(Number),
      years: expect.any(Number),
      bookingStatuses: 2,
      attendances: 2,
      upcoming: expect.any(Number),
      emailStates: 3,
    });
    expect(variety!.sources).toBeGreaterThanOrEqual(5);
    expect(variety!.owners).toBeGreaterThanOrEqual(6);
    expect(variety!.years).toBeGreaterThanOrEqual(5);
    expect(variety!.upcoming).toBeGreaterThan(0);

    // The log is read newest id first: ids follow the time of the entries, as they do live.
    const [order] = await rowsOf(sql`
      select count(*)::int as misordered from (
        select occurred_at < lag(occurred_at) over (order by id) as earlier from audit_log
      ) entries where earlier`);
    expect(order).toEqual({ misordered: 0 });

    // The emails kept unpruned hold what the application queues since ADR 042, which the outbox's
    // worker renders from the row as the database gives it back.
    const kept = await rowsOf(sql`
      select kind, subject, content, html, text, attachments from email_outbox where pruned_at is null`);
    expect(kept.length).toBeGreaterThan(0);
    for (const email of kept) {
      expect([email.html, email.text]).toEqual([null, null]);
      expect(email.content).toMatchObject({ kind: expect.any(String) });
      expect((email.attachments as { filename: string }[]).map((file) => file.filename)).toEqual(
        ["booking-confirmation", "booking-rescheduled", "booking-cancelled"].includes(email.kind as string)
          ? ["consultation.ics"]
          : [],
      );
    }
    for (const email of new Map(kept.map((row) => [row.kind, row])).values()) {
      const rendered = await renderEmail(email.content as EmailContent, plan.siteUrl);
      expect(rendered.subject).toBe(email.subject);
    }

    await expect(seedDatabase(handle.db, { ...plan, seed: 6 })).rejects.toBeInstanceOf(DatabaseNotEmpty);
    const appended = await seedDatabase(
      handle.db,
      { ...plan, seed: 6, leads: 50, bookings: 10 },
      { append: true },
    );
    expect(appended).toMatchObject({ leads: 50, bookings: 10, staff: 0 });
  }, 180_000);
});
