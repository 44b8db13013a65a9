/**
 * The console's home page on PGlite and PostgreSQL: each figure counted from a known set of leads,
 * bookings and emails, with weeks cut at midnight on Monday in Toronto on both sides of the end of
 * daylight saving time (Sunday 1 November 2026), campaigns with no source (direct), erased leads
 * and bookings, spam, and an empty database.
 */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { weeklySeries } from "~/domain/dashboard";
import { torontoInstant } from "~/domain/time";
import type { Executor } from "../db/executor.server";
import { appointments, consentRecords, emailOutbox } from "../db/schema.server";
import { testDatabases } from "../../../tests/support/databases";
import { erasedLeadValues, insertLead } from "../../../tests/support/lead-rows";
import { consoleDashboard, OLDEST_NEW_LEADS } from "./dashboard.server";

/** Thursday 26 November 2026, 10:25 AM in Toronto (EST), as the e2e clock. */
const NOW = new Date("2026-11-26T15:25:00Z");
const toronto = (date: string, time: string) => torontoInstant(date, time);

interface BookingSeed {
  createdAt: Date;
  date: string;
  timeSlot?: string;
  utm?: Record<string, string>;
  status?: "confirmed" | "cancelled";
  attendance?: "attended" | "no-show";
  erased?: boolean;
  name?: string;
}

let serial = 0;

/** A booking's row and its consent record, as the booking API leaves them (or an erasure after it). */
async function insertBooking(db: Executor, seed: BookingSeed) {
  serial += 1;
  const timeSlot = seed.timeSlot ?? "11:00";
  const erasedAt = seed.erased ? NOW : null;
  const [row] = await db
    .insert(appointments)
    .values({
      status: seed.status ?? "confirmed",
      name: erasedAt ? null : (seed.name ?? `Booker ${serial}`),
      email: erasedAt ? null : `booker-${serial}@example.com`,
      company: erasedAt ? null : `Company ${serial}`,
      meetingType: "lead-generation",
      topics: ["ppl"],
      date: seed.date,
      timeSlot,
      startsAt: toronto(seed.date, timeSlot),
      calendarToken: randomBytes(24).toString("base64url"),
      cancelledAt: seed.status === "cancelled" ? seed.createdAt : null,
      attendance: seed.attendance ?? null,
      emailSha256: `sha-${serial}`,
      erasedAt,
      createdAt: seed.createdAt,
    })
    .returning({ id: appointments.id });
  await db.insert(consentRecords).values({
    appointmentId: row!.id,
    consentText: "I agree.",
    consentVersion: "v1",
    consentSha256: "hash",
    receivedAt: seed.createdAt,
    utm: erasedAt ? {} : (seed.utm ?? {}),
    evidenceSha256: erasedAt ? "evidence" : null,
    erasedAt,
  });
  return row!.id;
}

async function insertEmail(db: Executor, status: "pending" | "sent" | "failed") {
  await db.insert(emailOutbox).values({
    kind: "lead-receipt",
    recipient: "someone@example.com",
    recipientSha256: "sha",
    subject: "Thank you",
    html: "<p>Thank you</p>",
    text: "Thank you",
    status,
    sentAt: status === "sent" ? NOW : null,
  });
}

describe.each(testDatabases)("the console's home page on $name", { timeout: 60_000 }, ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function database() {
    const handle = await open();
    cleanups.push(() => handle.close());
    return handle.db;
  }

  it("shows nothing to do, twelve empty weeks and no rate on an empty database", async () => {
    const dashboard = await consoleDashboard(await database(), NOW);
    expect(dashboard).toMatchObject({
      today: "2026-11-26",
      week: { from: "2026-11-23", to: "2026-11-29" },
      newLeads: { count: 0, oldest: [] },
      callsThisWeek: [],
      leadsByWeek: [],
      bookingsByWeek: [],
      conversion: { leads: 0, won: 0 },
      attendance: { marked: 0, noShows: 0 },
      failedEmails: 0,
    });
    expect(dashboard.weeks).toHaveLength(12);
    expect(dashboard.weeks[0]).toBe("2026-09-07");
  });

  it("counts leads by Toronto week and channel, across the end of daylight saving time", async () => {
    const db = await database();
    const google = { utmSource: "google", utmMedium: "cpc" };
    // Sunday 1 November, 11:30 PM EST: Monday 2 November in UTC, but the week of 26 October in Toronto.
    await insertLead(db, { ...google, createdAt: new Date("2026-11-02T04:30:00Z") });
    // Monday 2 November at midnight EST: the new week.
    await insertLead(db, { ...google, createdAt: new Date("2026-11-02T05:00:00Z") });
    // Sunday 25 October, 11:30 PM EDT (03:30 UTC on the Monday): still the week of 19 October.
    await insertLead(db, { createdAt: new Date("2026-10-26T03:30:00Z") });
    // The first week's first minute (EDT) is counted; the minute before it is not.
    await insertLead(db, { utmSource: "newsletter", createdAt: new Date("2026-09-07T04:00:00Z") });
    await insertLead(db, { utmSource: "newsletter", createdAt: new Date("2026-09-07T03:59:00Z") });
    // This week: a direct lead, one erased (its campaign erased with it), spam left out.
    await insertLead(db, { createdAt: toronto("2026-11-23", "09:00"), status: "won" });
    await insertLead(db, {
      ...google,
      ...erasedLeadValues(NOW),
      utmSource: null,
      utmMedium: null,
      createdAt: toronto("2026-11-24", "09:00"),
    });
    await insertLead(db, { ...google, status: "spam", createdAt: toronto("2026-11-25", "09:00") });

    const dashboard = await consoleDashboard(db, NOW);
    const series = weeklySeries(dashboard.weeks, dashboard.leadsByWeek);
    const byWeek = Object.fromEntries(
      series.weeks
        .filter((week) => week.total > 0)
        .map((week) => [
          week.week,
          Object.fromEntries(series.channels.map((channel, index) => [channel, week.counts[index]])),
        ]),
    );
    // Two each for direct and google / cpc: a tie goes by name.
    expect(series.channels).toEqual(["direct", "google / cpc", "erased", "newsletter"]);
    expect(byWeek).toEqual({
      "2026-09-07": { "google / cpc": 0, direct: 0, erased: 0, newsletter: 1 },
      "2026-10-19": { "google / cpc": 0, direct: 1, erased: 0, newsletter: 0 },
      "2026-10-26": { "google / cpc": 1, direct: 0, erased: 0, newsletter: 0 },
      "2026-11-02": { "google / cpc": 1, direct: 0, erased: 0, newsletter: 0 },
      "2026-11-23": { "google / cpc": 0, direct: 1, erased: 1, newsletter: 0 },
    });
    // Six leads in the period without the spam, one of them won.
    expect(dashboard.conversion).toEqual({ leads: 6, won: 1 });
  });

  it("names the oldest new leads to work, and leaves out erased and worked ones", async () => {
    const db = await database();
    const ids: string[] = [];
    for (let day = 0; day < OLDEST_NEW_LEADS + 2; day++) {
      const lead = await insertLead(db, {
        company: `New ${day}`,
        createdAt: new Date(Date.UTC(2026, 7, 1 + day, 15)),
      });
      ids.push(lead.id);
    }
    await insertLead(db, { status: "contacted", createdAt: new Date("2026-01-01T15:00:00Z") });
    await insertLead(db, { ...erasedLeadValues(NOW), createdAt: new Date("2026-01-02T15:00:00Z") });

    const { newLeads } = await consoleDashboard(db, NOW);
    expect(newLeads.count).toBe(OLDEST_NEW_LEADS + 2);
    expect(newLeads.oldest.map((lead) => lead.id)).toEqual(ids.slice(0, OLDEST_NEW_LEADS));
    expect(newLeads.oldest[0]).toMatchObject({
      company: "New 0",
      receivedAt: new Date("2026-08-01T15:00:00Z"),
    });
  });

  it("counts bookings by the week they were made and the campaign of their consent", async () => {
    const db = await database();
    const ads = { utm_source: "linkedin", utm_medium: "paid-social" };
    await insertBooking(db, { createdAt: new Date("2026-11-02T04:30:00Z"), date: "2026-11-10", utm: ads });
    await insertBooking(db, {
      createdAt: toronto("2026-11-23", "08:00"),
      date: "2026-12-01",
      status: "cancelled",
      utm: ads,
    });
    await insertBooking(db, { createdAt: toronto("2026-11-24", "08:00"), date: "2026-12-02" });
    await insertBooking(db, { createdAt: toronto("2026-11-24", "09:00"), date: "2026-12-03", erased: true });
    // Before the first week: not charted.
    await insertBooking(db, { createdAt: new Date("2026-09-01T15:00:00Z"), date: "2026-09-10", utm: ads });

    const { bookingsByWeek } = await consoleDashboard(db, NOW);
    expect(
      bookingsByWeek.toSorted((a, b) => a.week.localeCompare(b.week) || a.channel.localeCompare(b.channel)),
    ).toEqual([
      { week: "2026-10-26", channel: "linkedin / paid-social", count: 1 },
      { week: "2026-11-23", channel: "direct", count: 1 },
      { week: "2026-11-23", channel: "erased", count: 1 },
      { week: "2026-11-23", channel: "linkedin / paid-social", count: 1 },
    ]);
  });

  it("lists this week's confirmed calls, and rates no-shows among the marked meetings", async () => {
    const db = await database();
    const made = new Date("2026-11-02T15:00:00Z");
    const monday = await insertBooking(db, { createdAt: made, date: "2026-11-23", timeSlot: "14:00" });
    const today = await insertBooking(db, { createdAt: made, date: "2026-11-26", timeSlot: "13:00" });
    const friday = await insertBooking(db, { createdAt: made, date: "2026-11-27", timeSlot: "09:00" });
    await insertBooking(db, { createdAt: made, date: "2026-11-25", status: "cancelled" });
    await insertBooking(db, { createdAt: made, date: "2026-11-24", erased: true });
    await insertBooking(db, { createdAt: made, date: "2026-11-30" });
    // Attendance of the period's meetings: three marked (one missed), one not marked, one too old.
    await insertBooking(db, { createdAt: made, date: "2026-11-03", attendance: "attended" });
    await insertBooking(db, { createdAt: made, date: "2026-11-04", attendance: "attended" });
    await insertBooking(db, { createdAt: made, date: "2026-11-05", attendance: "no-show" });
    await insertBooking(db, { createdAt: made, date: "2026-11-06" });
    await insertBooking(db, { createdAt: made, date: "2026-09-04", attendance: "no-show" });

    const dashboard = await consoleDashboard(db, NOW);
    expect(dashboard.callsThisWeek.map((call) => [call.id, call.date, call.timeSlot])).toEqual([
      [monday, "2026-11-23", "14:00"],
      [today, "2026-11-26", "13:00"],
      [friday, "2026-11-27", "09:00"],
    ]);
    expect(dashboard.attendance).toEqual({ marked: 3, noShows: 1 });
  });

  it("counts the emails that failed for good", async () => {
    const db = await database();
    await insertEmail(db, "failed");
    await insertEmail(db, "failed");
    await insertEmail(db, "sent");
    await insertEmail(db, "pending");
    expect((await consoleDashboard(db, NOW)).failedEmails).toBe(2);
  });
});
