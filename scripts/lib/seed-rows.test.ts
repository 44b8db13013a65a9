import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { SLOT_TIMES } from "~/domain/booking-policy";
import { bookingRequestSchema } from "~/domain/booking-request";
import { isoWeekday, torontoInstant } from "~/domain/time";
import { leadRequestSchema } from "~/domain/lead-request";
import { allowedMoves, isLeadStatus, type LeadStatus } from "~/domain/lead-status";
import { closedHoliday } from "~/domain/holidays";
import { emailSha256 } from "~/server/consent.server";
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
      expect(emails.every((email) => email.status === "sent" && email.recipient === null)).toBe(true);
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
