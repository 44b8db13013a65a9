import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { consentTexts } from "~/domain/consent";
import { type WebhookEventTypeOrTest, webhookPayloadSchemas } from "~/domain/webhook-events";
import { consentEvidence, emailSha256, evidenceSha256, sha256 } from "../consent.server";
import type { appointments, consentRecords, leads } from "../db/schema.server";
import { heldLead, leadSummary } from "../lead-answers.server";
import {
  attendanceEventTypes,
  bookingData,
  bookingRescheduledData,
  leadAssignedData,
  leadData,
  leadOwner,
  leadStatusChangedData,
  personErasedData,
} from "./events.server";
import { webhookBody } from "./outbox.server";

const SITE_URL = "https://www.maplewiseleads.example";
/** Two staff accounts, as the leads' owners. */
const SAM = { id: "5a1e0c2d-3b4f-4a6e-8d9c-0b1a2c3d4e5f", email: "sam@maplewiseleads.example" };
const KIM = { id: "7c2f1e3d-4a5b-4c6d-9e8f-1a2b3c4d5e6f", email: "kim@maplewiseleads.example" };
const RECEIVED = new Date("2026-11-20T15:00:00.000Z");

const leadRow: typeof leads.$inferSelect = {
  id: "6f1c2a9e-4b7d-4c3e-9a1f-2d8e5b0c7a41",
  name: "Grace Hopper",
  email: "Grace@Compilers.example",
  company: "Compilers Inc.",
  phone: null,
  role: "decision-maker",
  intent: "1-3months",
  industry: "finance-insurance",
  territories: ["Canada", "United States"],
  budget: "10k-25k",
  volume: "100-500",
  leadType: "qualified-leads",
  message: "We need mortgage leads in Ontario.",
  utmSource: "google",
  utmMedium: null,
  utmCampaign: "fall-2026",
  utmContent: null,
  utmTerm: null,
  referrer: "https://search.example/",
  submissionTime: new Date("2026-11-20T14:59:30.000Z"),
  timeToCompleteMs: 42_000,
  status: "new",
  statusChangedAt: null,
  emailSha256: emailSha256("Grace@Compilers.example"),
  language: "fr",
  erasedAt: null,
  ownerId: null,
  createdAt: RECEIVED,
};
const lead = heldLead(leadRow)!;

const consent: typeof consentRecords.$inferSelect = {
  id: "0b6e4c1d-8f2a-4e9b-b3c5-7d1a2f4e6c80",
  leadId: lead.id,
  appointmentId: null,
  consentText: consentTexts.lead.fr.text,
  consentVersion: consentTexts.lead.fr.version,
  consentSha256: sha256(consentTexts.lead.fr.text),
  language: "fr",
  receivedAt: RECEIVED,
  ipAddress: "198.51.100.7",
  userAgent: "Test browser",
  pageUrl: `${SITE_URL}/fr/contact`,
  referrer: "https://search.example/",
  utm: { utm_source: "google", utm_campaign: "fall-2026" },
  visitorTimeZone: "America/Toronto",
  timeToCompleteMs: 42_000,
  evidenceSha256: null,
  erasedAt: null,
  erasureReason: null,
  createdAt: RECEIVED,
};

/** Monday 2026-11-23 at 10:00 in Toronto (EST), booked in English. */
const booking: typeof appointments.$inferSelect = {
  id: "3d2b7f90-1c4e-4a8b-9e6f-5a0c2d1b8e73",
  status: "confirmed",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "416-555-0100",
  company: "Analytical Engines",
  meetingType: "compliance-review",
  topics: ["compliance", "ppl"],
  goals: "Audit our consent flow",
  date: "2026-11-23",
  timeSlot: "10:00",
  timezone: "America/Toronto",
  startsAt: new Date("2026-11-23T15:00:00.000Z"),
  calendarToken: "manage-token-that-must-never-leave-the-site",
  sequence: 0,
  cancelledAt: null,
  cancellationReason: null,
  attendance: null,
  attendanceMarkedAt: null,
  emailSha256: emailSha256("ada@example.com"),
  language: "en",
  erasedAt: null,
  createdAt: RECEIVED,
};

/** The body as the outbox stores and sends it, read back and checked against its type's schema. */
function sent(type: WebhookEventTypeOrTest, data: Record<string, unknown>) {
  const body: unknown = JSON.parse(webhookBody(type, RECEIVED, data));
  const parsed = z.safeParse(webhookPayloadSchemas[type], body);
  expect(parsed.error).toBeUndefined();
  return body as { type: string; version: number; timestamp: string; data: Record<string, unknown> };
}

describe("lead payloads", () => {
  it("send the answers under the spec's English labels, the contact details, campaign and links", () => {
    const body = sent("lead.created", leadData(lead, consent, null, SITE_URL));
    expect(body).toMatchObject({ type: "lead.created", version: 1, timestamp: RECEIVED.toISOString() });
    expect(body.data).toEqual({
      id: lead.id,
      status: "new",
      language: "fr",
      answers: leadSummary(lead, "en"),
      name: "Grace Hopper",
      email: "Grace@Compilers.example",
      phone: null,
      company: "Compilers Inc.",
      campaign: { utm_source: "google", utm_campaign: "fall-2026" },
      referrer: "https://search.example/",
      submittedAt: RECEIVED.toISOString(),
      consoleUrl: `${SITE_URL}/admin/leads/${lead.id}`,
      owner: null,
      consent: {
        certificateUrl: `${SITE_URL}/admin/leads/${lead.id}/consent`,
        version: consentTexts.lead.fr.version,
        textSha256: sha256(consentTexts.lead.fr.text),
        evidenceSha256: evidenceSha256(consentEvidence(consent, lead.email)),
      },
    });
    expect(body.data.answers).toContainEqual({ label: "Role", value: "Decision Maker" });
  });

  it("send the evidence hash an erasure kept, once there is one", () => {
    const kept = "a".repeat(64);
    const data = leadData(lead, { ...consent, evidenceSha256: kept }, null, SITE_URL);
    expect(data.consent?.evidenceSha256).toBe(kept);
  });

  it("send no consent for a lead stored without a record", () => {
    expect(sent("lead.created", leadData(lead, undefined, null, SITE_URL)).data.consent).toBeNull();
  });

  it("send the status a lead was moved from, and who works it", () => {
    const moved = heldLead({ ...leadRow, status: "contacted", ownerId: SAM.id })!;
    const body = sent(
      "lead.status_changed",
      leadStatusChangedData(moved, consent, leadOwner(SAM.email), "new", SITE_URL),
    );
    expect(body.data).toMatchObject({
      status: "contacted",
      previousStatus: "new",
      owner: { email: SAM.email },
    });
  });

  it("send an owner as their account's address alone, and nobody as null", () => {
    expect(leadOwner(SAM.email)).toEqual({ email: SAM.email });
    expect(leadOwner(null)).toBeNull();
    // A left join that found no account: the owner's account was removed.
    expect(leadOwner(undefined)).toBeNull();
  });

  it("send an assignment as the whole lead with its new owner and the one it had", () => {
    const given = heldLead({ ...leadRow, ownerId: KIM.id })!;
    const body = sent(
      "lead.assigned",
      leadAssignedData(given, consent, leadOwner(KIM.email), leadOwner(SAM.email), SITE_URL),
    );
    expect(body).toMatchObject({ type: "lead.assigned", version: 1, timestamp: RECEIVED.toISOString() });
    // The same lead as the other lead events send, so a receiver reads them with one parser.
    expect(body.data).toEqual({
      ...leadData(given, consent, leadOwner(KIM.email), SITE_URL),
      previousOwner: { email: SAM.email },
    });
    expect(Object.keys(body.data.owner as object)).toEqual(["email"]);
  });

  it("send a first assignment from nobody, and an unassignment to nobody, as null", () => {
    const first = sent(
      "lead.assigned",
      leadAssignedData(lead, consent, leadOwner(SAM.email), null, SITE_URL),
    );
    expect(first.data).toMatchObject({ owner: { email: SAM.email }, previousOwner: null });
    const dropped = sent(
      "lead.assigned",
      leadAssignedData(lead, consent, null, leadOwner(SAM.email), SITE_URL),
    );
    expect(dropped.data).toMatchObject({ owner: null, previousOwner: { email: SAM.email } });
  });

  it("refuse a lead payload without its owner, or with an owner without an address", () => {
    const body = sent("lead.created", leadData(lead, consent, null, SITE_URL));
    const schema = webhookPayloadSchemas["lead.created"];
    const { owner: _owner, ...withoutOwner } = body.data;
    expect(z.safeParse(schema, { ...body, data: withoutOwner }).success).toBe(false);
    expect(z.safeParse(schema, { ...body, data: { ...body.data, owner: { id: SAM.id } } }).success).toBe(
      false,
    );
    const assigned = webhookPayloadSchemas["lead.assigned"];
    expect(z.safeParse(assigned, { ...body, type: "lead.assigned" }).success).toBe(false);
  });
});

describe("booking payloads", () => {
  it("send the meeting in UTC and on Toronto's clock, with the staff's link and never the manage token", () => {
    const body = sent("booking.created", bookingData(booking, SITE_URL));
    expect(body.data).toEqual({
      id: booking.id,
      state: "confirmed",
      attendance: null,
      sequence: 0,
      startsAt: "2026-11-23T15:00:00.000Z",
      endsAt: "2026-11-23T15:20:00.000Z",
      startsAtToronto: "2026-11-23T10:00:00.000-05:00",
      meetingType: "compliance-review",
      topics: ["compliance", "ppl"],
      language: "en",
      consoleUrl: `${SITE_URL}/admin/bookings/${booking.id}`,
    });
    expect(JSON.stringify(body)).not.toContain(booking.calendarToken);
    expect(JSON.stringify(body)).not.toContain(booking.email);
  });

  it("send a move with the start it left, across a change of offset", () => {
    const moved = { ...booking, startsAt: new Date("2026-10-30T13:00:00.000Z"), sequence: 1 };
    const body = sent("booking.rescheduled", bookingRescheduledData(moved, booking.startsAt, SITE_URL));
    expect(body.data).toMatchObject({
      sequence: 1,
      startsAtToronto: "2026-10-30T09:00:00.000-04:00",
      previousStartsAt: "2026-11-23T15:00:00.000Z",
      previousStartsAtToronto: "2026-11-23T10:00:00.000-05:00",
    });
  });

  it("send a cancellation as cancelled, and a mark of attendance under its own type", () => {
    const cancelled = { ...booking, status: "cancelled", cancelledAt: RECEIVED, sequence: 1 };
    expect(sent("booking.cancelled", bookingData(cancelled, SITE_URL)).data).toMatchObject({
      state: "cancelled",
      sequence: 1,
    });
    for (const attendance of ["attended", "no-show"] as const) {
      const body = sent(attendanceEventTypes[attendance], bookingData({ ...booking, attendance }, SITE_URL));
      expect(body.data.attendance).toBe(attendance);
    }
    expect(attendanceEventTypes).toEqual({ attended: "booking.attended", "no-show": "booking.no_show" });
  });
});

describe("other payloads", () => {
  it("send an erasure as the address's hash and its time, nothing else", () => {
    const body = sent("person.erased", personErasedData(emailSha256("Grace@Compilers.example"), RECEIVED));
    expect(body.data).toEqual({
      emailSha256: emailSha256("grace@compilers.example"),
      erasedAt: RECEIVED.toISOString(),
    });
  });

  it("accept a test as the endpoint and who sent it, as the console and the command line build it", () => {
    for (const sentBy of ["owner@maplewise.example", "local tool"]) {
      expect(sent("webhook.test", { endpointId: booking.id, sentBy }).data).toEqual({
        endpointId: booking.id,
        sentBy,
      });
    }
  });
});

describe("the schemas", () => {
  const body = JSON.parse(webhookBody("booking.created", RECEIVED, bookingData(booking, SITE_URL))) as {
    data: Record<string, unknown>;
  };
  const schema = webhookPayloadSchemas["booking.created"];

  it("accept properties they do not name, as a later field would be", () => {
    expect(z.safeParse(schema, { ...body, added: 1, data: { ...body.data, added: "x" } }).success).toBe(true);
  });

  it("refuse another type, another version, and a payload without a field they name", () => {
    expect(z.safeParse(schema, { ...body, type: "booking.cancelled" }).success).toBe(false);
    expect(z.safeParse(schema, { ...body, version: 2 }).success).toBe(false);
    const { consoleUrl: _consoleUrl, ...withoutLink } = body.data;
    expect(z.safeParse(schema, { ...body, data: withoutLink }).success).toBe(false);
  });
});
