import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { SLOT_TIMES } from "~/domain/booking-policy";
import { bookingRequestSchema } from "~/domain/booking-request";
import { formatBookingDate, formatSlotWithZone, isoWeekday, torontoInstant } from "~/domain/time";
import { leadRequestSchema } from "~/domain/lead-request";
import type { Locale } from "~/domain/locale";
import { allowedMoves, isLeadStatus, type LeadStatus } from "~/domain/lead-status";
import { closedHoliday } from "~/domain/holidays";
import { emailSha256 } from "~/server/consent.server";
import { emailSubject, renderEmail } from "~/server/mail/templates.server";
import {
  type BookingRows,
  bookingRows,
  type LeadBatch,
  leadBatches,
  type SeedPlan,
  seedStaff,
} from "./seed-rows";

const plan: SeedPlan = {
  seed: 27,
  leads: 3000,
  bookings: 600,
  now: new Date("2026-11-27T17:00:00Z"),
  siteUrl: "https://www.maplewiseleads.example",
  salesInbox: "sales@maplewiseleads.example",
};

function allLeads(of: SeedPlan, batchSize = 1000): LeadBatch {
  const staff = seedStaff(of);
  const whole: LeadBatch = { leads: [], leadEvents: [], consentRecords: [], emails: [], audit: [] };
  for (const batch of leadBatches(of, staff, batchSize)) {
    for (const key of Object.keys(whole) as (keyof LeadBatch)[]) whole[key].push(...(batch[key] as never[]));
  }
  return whole;
}

const leadRows = allLeads(plan);
const booked: BookingRows = bookingRows(plan, seedStaff(plan));

describe("the seed's rows", () => {
  it("are the same for the same plan, whatever the batch size, and others for another seed", () => {
    expect(allLeads(plan, 7).leads.slice(0, 50)).toEqual(leadRows.leads.slice(0, 50));
    expect(JSON.stringify(allLeads({ ...plan, leads: 200 }, 64))).toBe(
      JSON.stringify(allLeads({ ...plan, leads: 200 }, 1000)),
    );
    expect(JSON.stringify(bookingRows(plan, seedStaff(plan)))).toBe(JSON.stringify(booked));
    const other = allLeads({ ...plan, seed: 28, leads: 50 });
    expect(other.leads.map((lead) => lead.email)).not.toEqual(
      leadRows.leads.slice(0, 50).map((lead) => lead.email),
    );
  });

  it("write the leads in the order they arrived, over five years, more of them lately", () => {
    const arrivals = leadRows.leads.map((lead) => lead.createdAt!.getTime());
    // Each a little after the one before, give or take the ten minutes a lead's time is drawn within.
    arrivals.slice(1).forEach((at, index) => expect(at).toBeGreaterThan(arrivals[index]! - 600_000));
    const yearAgo = plan.now.getTime() - 365 * 24 * 3600_000;
    const fourYearsAgo = plan.now.getTime() - 4 * 365 * 24 * 3600_000;
    expect(arrivals[0]).toBeLessThan(fourYearsAgo);
    const lastYear = arrivals.filter((at) => at > yearAgo).length;
    const firstYear = arrivals.filter((at) => at < fourYearsAgo).length;
    expect(lastYear).toBeGreaterThan(firstYear);
  });

  it("give every lead what the funnel's schema accepts, and its address's hash", () => {
    const kept = leadRows.leads.filter((lead) => lead.erasedAt === null);
    for (const lead of kept) {
      const request = {
        name: lead.name,
        email: lead.email,
        company: lead.company,
        phone: lead.phone ?? undefined,
        role: lead.role,
        intent: lead.intent,
        industry: lead.industry,
        territories: lead.territories,
        budget: lead.budget,
        volume: lead.volume,
        leadType: lead.leadType,
        message: lead.message ?? undefined,
        consent: true,
        utm_source: lead.utmSource ?? undefined,
        utm_medium: lead.utmMedium ?? undefined,
        utm_campaign: lead.utmCampaign ?? undefined,
        utm_content: lead.utmContent ?? undefined,
        utm_term: lead.utmTerm ?? undefined,
        referrer: lead.referrer ?? undefined,
        submissionTime: lead.submissionTime.toISOString(),
        timeToComplete: lead.timeToCompleteMs,
      };
      const parsed = z.safeParse(leadRequestSchema, request);
      expect(parsed.error?.issues ?? [], lead.id).toEqual([]);
      expect(lead.emailSha256).toBe(emailSha256(lead.email!));
      expect(lead.createdAt!.getTime()).toBeLessThanOrEqual(plan.now.getTime());
    }
  });

  it("move each lead one allowed step at a time, to the status it has", () => {
    const history = new Map<string, typeof leadRows.leadEvents>();
    for (const event of leadRows.leadEvents)
      history.set(event.leadId, [...(history.get(event.leadId) ?? []), event]);
    for (const lead of leadRows.leads) {
      let status: LeadStatus = "new";
      for (const event of history.get(lead.id!) ?? []) {
        if (!event.toStatus) continue;
        expect(event.fromStatus).toBe(status);
        expect(isLeadStatus(event.toStatus) && allowedMoves(status).includes(event.toStatus)).toBe(true);
        status = event.toStatus as LeadStatus;
      }
      expect(lead.status).toBe(status);
    }
  });

  it("leave erased records as the privacy screen's erasure does", () => {
    const erased = leadRows.leads.filter((lead) => lead.erasedAt !== null);
    expect(erased.length).toBeGreaterThan(0);
    for (const lead of erased) {
      expect([lead.name, lead.email, lead.company, lead.phone, lead.message, lead.utmSource]).toEqual([
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
      const consent = leadRows.consentRecords.find((record) => record.leadId === lead.id)!;
      expect(consent.erasedAt).toEqual(lead.erasedAt);
      expect(consent.evidenceSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(consent.ipAddress).toBeNull();
      const emails = leadRows.emails.filter((email) => email.leadId === lead.id);
      expect(
        emails.every(
          (email) => email.status === "sent" && email.recipient === null && email.content === null,
        ),
      ).toBe(true);
    }
    const erasedBookings = new Set(
      booked.bookings.filter((booking) => booking.erasedAt !== null).map((booking) => booking.id),
    );
    expect(erasedBookings.size).toBeGreaterThan(0);
    const theirEmails = booked.emails.filter((email) => erasedBookings.has(email.appointmentId!));
    expect(theirEmails.length).toBeGreaterThan(0);
    for (const email of theirEmails)
      expect([email.status, email.content, email.recipient]).toEqual(["sent", null, null]);
  });

  it("send nothing about a meeting that its person's erasure cancelled, as the erasure sends nothing", () => {
    // Seed 14 has one among its 600 bookings: its person asked to be erased before the meeting.
    const other = { ...plan, seed: 14 };
    const rows = bookingRows(other, seedStaff(other));
    const cancelledByErasure = rows.bookings.filter(
      (booking) => booking.erasedAt && booking.cancelledAt?.getTime() === booking.erasedAt.getTime(),
    );
    expect(cancelledByErasure.length).toBeGreaterThan(0);
    for (const booking of cancelledByErasure) {
      const kinds = rows.emails
        .filter((email) => email.appointmentId === booking.id)
        .map((email) => email.kind);
      expect(kinds).toContain("booking-confirmation");
      expect(kinds.filter((kind) => kind.includes("cancelled"))).toEqual([]);
    }
  });

  it("give every booking what the booking form's schema accepts, at a slot of a working day", () => {
    for (const booking of booked.bookings.filter((row) => row.erasedAt === null)) {
      const parsed = z.safeParse(bookingRequestSchema, {
        name: booking.name,
        email: booking.email,
        phone: booking.phone ?? undefined,
        company: booking.company ?? undefined,
        meetingType: booking.meetingType,
        topics: booking.topics,
        goals: booking.goals ?? undefined,
        consent: true,
        date: booking.date,
        timeSlot: booking.timeSlot,
      });
      expect(parsed.error?.issues ?? [], booking.id).toEqual([]);
    }
    for (const booking of booked.bookings) {
      expect(SLOT_TIMES).toContain(booking.timeSlot);
      expect(isoWeekday(booking.date)).toBeLessThanOrEqual(5);
      expect(closedHoliday(booking.date)).toBeUndefined();
      expect(booking.startsAt).toEqual(torontoInstant(booking.date, booking.timeSlot));
      expect(booking.createdAt!.getTime()).toBeLessThan(booking.startsAt.getTime());
    }
  });

  it("never book one slot twice, and hold a slot for each active booking", () => {
    const active = booked.bookings.filter((booking) => booking.status === "confirmed");
    const activeSlots = active.map((booking) => `${booking.date} ${booking.timeSlot}`);
    expect(new Set(activeSlots).size).toBe(activeSlots.length);
    const taken = booked.slots.map((slot) => `${slot.date} ${slot.timeSlot}`);
    expect(new Set(taken).size).toBe(taken.length);
    const held = new Map(booked.slots.map((slot) => [slot.appointmentId, `${slot.date} ${slot.timeSlot}`]));
    for (const booking of active) expect(held.get(booking.id)).toBe(`${booking.date} ${booking.timeSlot}`);
    expect(booked.slots.filter((slot) => slot.status === "confirmed")).toHaveLength(active.length);
  });

  it("vary as the console's filters and tabs need", () => {
    const { leads: rows, emails, audit } = leadRows;
    expect(new Set(rows.map((lead) => lead.status))).toEqual(
      new Set(["new", "contacted", "qualified", "won", "lost", "spam"]),
    );
    expect(new Set(rows.map((lead) => lead.utmSource)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((lead) => lead.industry)).size).toBe(8);
    expect(new Set(rows.map((lead) => lead.language))).toEqual(new Set(["en", "fr"]));
    expect(new Set(rows.map((lead) => lead.ownerId)).size).toBeGreaterThanOrEqual(7);
    const years = new Set(rows.map((lead) => lead.createdAt!.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(new Set(emails.map((email) => email.status))).toEqual(new Set(["sent", "failed"]));
    expect(
      emails.some((email) => email.prunedAt) &&
        emails.some((email) => email.status === "sent" && !email.prunedAt),
    ).toBe(true);
    expect(new Set(audit.map((entry) => entry.action))).toEqual(
      new Set(["lead-status-changed", "lead-note-added", "lead-assigned", "privacy-erased"]),
    );

    const now = plan.now.getTime();
    const { bookings } = booked;
    expect(bookings.some((booking) => booking.startsAt.getTime() > now)).toBe(true);
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(new Set(["confirmed", "cancelled"]));
    expect(new Set(bookings.map((booking) => booking.attendance))).toEqual(
      new Set([null, "attended", "no-show"]),
    );
    expect(booked.events.some((event) => event.kind === "rescheduled")).toBe(true);
    expect(
      booked.emails.some((email) => email.status === "pending" && email.kind === "booking-reminder"),
    ).toBe(true);
    expect(booked.slots.some((slot) => slot.status === "blocked")).toBe(true);
  });
});

describe("the seed's emails", () => {
  const emails = [...leadRows.emails, ...booked.emails];
  const kept = emails.filter((email) => !email.prunedAt);
  const leadsById = new Map(leadRows.leads.map((lead) => [lead.id!, lead]));
  const bookingsById = new Map(booked.bookings.map((booking) => [booking.id!, booking]));
  /** The person an email is about, by its lead or booking. */
  const personOf = (email: (typeof emails)[number]) =>
    email.leadId ? leadsById.get(email.leadId)! : bookingsById.get(email.appointmentId!)!;
  /** Each notice to the sales inbox is one template, its subject line the application's. */
  const noticeSubjects: Record<string, RegExp> = {
    "lead-notification": /^New lead request: /,
    "booking-notification": /^New consultation booked: /,
    "booking-rescheduled-notification": /^Consultation moved to /,
    "booking-cancelled-notification": /^Consultation cancelled: /,
  };
  const calendarMethods: Record<string, string> = {
    "booking-confirmation": "REQUEST",
    "booking-rescheduled": "REQUEST",
    "booking-cancelled": "CANCEL",
  };
  /** A slot as the sales inbox's notices write it: "Monday, November 2, 2026 at 9:00 AM EST". */
  const inEnglish = (date: string, timeSlot: string) =>
    `${formatBookingDate(date, "en")} at ${formatSlotWithZone(date, timeSlot, "en")}`;
  /** An instant as a calendar file writes it: 20221105T141500Z. */
  const icsTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d+/g, "");

  it("keep what the application queues (ADR 042): the template's data of their kind, its subject, its calendar file", () => {
    expect(new Set(kept.map((email) => email.kind))).toEqual(
      new Set([
        "lead-confirmation",
        "lead-notification",
        "booking-confirmation",
        "booking-notification",
        "booking-rescheduled",
        "booking-rescheduled-notification",
        "booking-cancelled",
        "booking-cancelled-notification",
        "booking-reminder",
      ]),
    );
    for (const email of kept) {
      const content = email.content!;
      const person = personOf(email);
      expect(content?.kind, email.id).toBe(email.kind in noticeSubjects ? "staff-notification" : email.kind);
      expect(email.subject, email.id).toBe(emailSubject(content));
      expect([email.html, email.text], email.id).toEqual([undefined, undefined]);
      if (content.kind === "staff-notification") {
        expect(email.subject, email.id).toMatch(noticeSubjects[email.kind]!);
        expect(email.recipient).toBe(plan.salesInbox);
        const page = email.leadId ? `/admin/leads/${email.leadId}` : `/admin/bookings/${email.appointmentId}`;
        expect(content.consoleLink.url).toBe(`${plan.siteUrl}${page}`);
      } else if ("name" in content) {
        // The visitor's own, in their language.
        expect(email.recipient).toBe(person.email);
        expect([content.name, content.locale]).toEqual([person.name, person.language]);
      }
      const method = calendarMethods[email.kind];
      expect(
        email.attachments!.map((file) => [file.filename, file.contentType]),
        email.id,
      ).toEqual(method ? [["consultation.ics", `text/calendar; charset=utf-8; method=${method}`]] : []);
    }
  });

  it("keep nothing once pruned", () => {
    const pruned = emails.filter((email) => email.prunedAt);
    expect(pruned.length).toBeGreaterThan(kept.length);
    for (const email of pruned) {
      expect([
        email.recipient,
        email.subject,
        email.content,
        email.html,
        email.text,
        email.attachments,
      ]).toEqual([null, null, null, null, null, []]);
    }
  });

  it("render as the outbox's worker renders them, one of each kind", async () => {
    const firsts = [...new Map(kept.map((email) => [email.kind, email])).values()];
    expect(firsts).toHaveLength(9);
    for (const email of firsts) {
      const content = email.content!;
      const rendered = await renderEmail(content, plan.siteUrl);
      expect(rendered.subject).toBe(email.subject);
      const shown =
        content.kind === "staff-notification"
          ? content.consoleLink.url
          : content.kind === "lead-confirmation"
            ? content.company
            : "dateLabel" in content
              ? content.dateLabel
              : undefined;
      expect(shown, email.kind).toBeDefined();
      expect(rendered.text, email.kind).toContain(shown);
    }
  });

  it("describe each booking as it stood when they were queued: its slot, the slot it left, its calendar file's sequence", () => {
    let ofMovedBookings = 0;
    let beforeAMove = 0;
    for (const email of booked.emails.filter((row) => !row.prunedAt)) {
      const booking = bookingsById.get(email.appointmentId!)!;
      const locale = booking.language as Locale;
      const history = booked.events.filter((event) => event.appointmentId === booking.id);
      // The change the email tells of; for the reminder, the last change before the meeting.
      const cancellation = email.kind.startsWith("booking-cancelled");
      const change = history.find(
        (event) =>
          event.occurredAt.getTime() === email.createdAt!.getTime() &&
          (event.kind === "cancelled") === cancellation,
      )!;
      expect(change, email.id).toBeDefined();
      const sequence = history.indexOf(change);
      if (history.some((event) => event.kind === "rescheduled")) ofMovedBookings++;
      if (change.date !== booking.date) beforeAMove++;
      const content = email.content!;
      if (content.kind === "staff-notification") {
        const row = (label: string) => content.rows.find((each) => each.label === label)?.value;
        expect(row(cancellation ? "Was on" : "Date"), email.id).toBe(formatBookingDate(change.date, "en"));
        // Who made the change, as its event says.
        if (change.kind !== "booked")
          expect(content.heading, email.id).toMatch(
            change.actor === "staff" ? / by staff$/ : / by the visitor$/,
          );
        expect(row("Moved from"), email.id).toBe(
          change.previousDate ? inEnglish(change.previousDate, change.previousTimeSlot!) : undefined,
        );
      } else if ("dateLabel" in content) {
        expect([content.dateLabel, content.timeLabel], email.id).toEqual([
          formatBookingDate(change.date, locale),
          formatSlotWithZone(change.date, change.timeSlot, locale),
        ]);
        expect(content.previous?.dateLabel, email.id).toBe(
          email.kind === "booking-rescheduled" ? formatBookingDate(change.previousDate!, locale) : undefined,
        );
      }
      for (const file of email.attachments!) {
        expect(file.content, email.id).toContain(`\r\nSEQUENCE:${sequence}\r\n`);
        expect(file.content, email.id).toContain(
          `\r\nDTSTART:${icsTime(torontoInstant(change.date, change.timeSlot))}\r\n`,
        );
        // Written when the email was queued, not when the seed ran.
        expect(file.content, email.id).toContain(`\r\nDTSTAMP:${icsTime(email.createdAt!)}\r\n`);
      }
    }
    expect(ofMovedBookings).toBeGreaterThan(0);
    expect(beforeAMove).toBeGreaterThan(0);
  });

  it("are the same for the same plan, whatever the clock says when the seed runs", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-04T05:06:07Z") });
    try {
      expect(JSON.stringify(bookingRows(plan, seedStaff(plan)).emails)).toBe(JSON.stringify(booked.emails));
    } finally {
      vi.useRealTimers();
    }
  });
});
