/**
 * What each kind of email is, and each state of the outbox, as the console names them: on the
 * emails list, a lead's page, a booking's page and the privacy search alike.
 */
import type { EmailState } from "~/domain/email-outbox";

const kindLabels: Record<string, string> = {
  "lead-confirmation": "Lead confirmation to the visitor",
  "lead-notification": "New lead, to sales",
  "booking-confirmation": "Booking confirmation",
  "booking-rescheduled": "Booking moved",
  "booking-cancelled": "Booking cancelled",
  "booking-reminder": "Meeting reminder",
  "booking-notification": "New booking, to sales",
  "booking-rescheduled-notification": "Booking moved, to sales",
  "booking-cancelled-notification": "Booking cancelled, to sales",
  "staff-setup": "Console account setup link",
  "staff-reset": "Console password reset link",
};

/** A kind the console does not know yet is shown as it is stored rather than as nothing. */
export function emailKindLabel(kind: string): string {
  return kindLabels[kind] ?? kind;
}

export const emailStateLabels: Record<EmailState, string> = {
  pending: "Queued",
  sent: "Sent",
  failed: "Failed",
};

/** The state of a stored row, whose column the database checks against the same three. */
export function emailStateLabel(state: string): string {
  return emailStateLabels[state as EmailState] ?? state;
}
