/**
 * The `data` of each webhook event a change sends (ADR 038 §3), built from the rows the change's
 * transaction already holds: reporting a change adds no read to its request, only the statement
 * that stores the event (outbox.server.ts), which stores nothing when no endpoint listens. The
 * schemas these answer to are in app/domain/webhook-events.ts; `webhook.test`, which no change
 * sends, is built where an owner sends it (endpoints.server.ts).
 */
import type { Attendance } from "~/domain/booking-change";
import { meetingEndsAt } from "~/domain/booking-policy";
import type { MeetingType, Topic } from "~/domain/booking-request";
import type { LeadStatus } from "~/domain/lead-status";
import type { Locale } from "~/domain/locale";
import { absoluteUrl } from "~/domain/meta";
import { torontoIsoDateTime } from "~/domain/time";
import type { WebhookData, WebhookEventType } from "~/domain/webhook-events";
import { bookingLocale } from "../booking-mail.server";
import { consentEvidence, evidenceSha256 } from "../consent.server";
import type { appointments, consentRecords } from "../db/schema.server";
import { type HeldLead, leadSummary, leadUtmParameters } from "../lead-answers.server";

type ConsentRecord = typeof consentRecords.$inferSelect;
type BookingRow = typeof appointments.$inferSelect;

/** Who works a lead, as every lead event names them, or null for nobody. */
export type LeadOwner = WebhookData<"lead.created">["owner"];

/**
 * A lead's owner from their account's address, the one thing of a staff account a payload carries
 * (the console and the audit log name staff by it; accounts have no other name). Null or undefined:
 * nobody, including an owner whose account was removed, which sets the lead's `owner_id` to null.
 */
export function leadOwner(email: string | null | undefined): LeadOwner {
  return email ? { email } : null;
}

/**
 * A lead as every `lead.*` event sends it: its answers and contact details (the CRM is the agency's
 * own tool), who works it, and of its consent only the hashes and a link for staff: the proof
 * itself stays here (DESIGN.md decision 13).
 */
export function leadData(
  lead: HeldLead,
  consent: ConsentRecord | undefined,
  owner: LeadOwner,
  siteUrl: string,
): WebhookData<"lead.created"> {
  const consolePath = `/admin/leads/${lead.id}`;
  return {
    id: lead.id,
    // The database checks both against the same lists as the schema.
    status: lead.status as LeadStatus,
    language: lead.language as Locale,
    answers: leadSummary(lead, "en"),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    campaign: leadUtmParameters(lead),
    referrer: lead.referrer,
    submittedAt: lead.createdAt.toISOString(),
    consoleUrl: absoluteUrl(consolePath, siteUrl),
    owner,
    consent: consent
      ? {
          certificateUrl: absoluteUrl(`${consolePath}/consent`, siteUrl),
          version: consent.consentVersion,
          textSha256: consent.consentSha256,
          // The hash an erasure will keep, computed now from the same evidence by the same rule.
          evidenceSha256: consent.evidenceSha256 ?? evidenceSha256(consentEvidence(consent, lead.email)),
        }
      : null,
  };
}

export function leadStatusChangedData(
  lead: HeldLead,
  consent: ConsentRecord | undefined,
  owner: LeadOwner,
  previousStatus: LeadStatus,
  siteUrl: string,
): WebhookData<"lead.status_changed"> {
  return { ...leadData(lead, consent, owner, siteUrl), previousStatus };
}

/**
 * A change of owner: the whole lead with its new `owner`, and the one it replaces, so that a
 * receiver can tell an assignment from a hand-over or an unassignment without a copy of its own.
 */
export function leadAssignedData(
  lead: HeldLead,
  consent: ConsentRecord | undefined,
  owner: LeadOwner,
  previousOwner: LeadOwner,
  siteUrl: string,
): WebhookData<"lead.assigned"> {
  return { ...leadData(lead, consent, owner, siteUrl), previousOwner };
}

/**
 * A booking as every `booking.*` event sends it: the meeting, not the person. Its link is the
 * staff's page; the visitor's manage link carries a token that changes the booking, and stays
 * with the visitor.
 */
export function bookingData(booking: BookingRow, siteUrl: string): WebhookData<"booking.created"> {
  return {
    id: booking.id,
    state: booking.status === "cancelled" ? "cancelled" : "confirmed",
    // The database checks it against the same list as the schema; the request was checked
    // against the meeting types and topics before it was stored.
    attendance: booking.attendance as Attendance | null,
    sequence: booking.sequence,
    startsAt: booking.startsAt.toISOString(),
    endsAt: meetingEndsAt(booking.startsAt).toISOString(),
    startsAtToronto: torontoIsoDateTime(booking.startsAt),
    meetingType: booking.meetingType as MeetingType,
    topics: booking.topics as Topic[],
    language: bookingLocale(booking),
    consoleUrl: absoluteUrl(`/admin/bookings/${booking.id}`, siteUrl),
  };
}

export function bookingRescheduledData(
  booking: BookingRow,
  previousStartsAt: Date,
  siteUrl: string,
): WebhookData<"booking.rescheduled"> {
  return {
    ...bookingData(booking, siteUrl),
    previousStartsAt: previousStartsAt.toISOString(),
    previousStartsAtToronto: torontoIsoDateTime(previousStartsAt),
  };
}

/** The event a mark of attendance sends: a correction sends the other one. */
export const attendanceEventTypes = {
  attended: "booking.attended",
  "no-show": "booking.no_show",
} as const satisfies Record<Attendance, WebhookEventType>;

/** All an erasure tells: the hash of the address, for the CRM to find and erase its own copy. */
export function personErasedData(emailSha256: string, erasedAt: Date): WebhookData<"person.erased"> {
  return { emailSha256, erasedAt: erasedAt.toISOString() };
}
