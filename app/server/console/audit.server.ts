/**
 * The console's audit log (issue 11, point 8): every sign-in, failed sign-in and staff action,
 * with who, when and from which IP. Written in the transaction of the change it records, so that
 * a change is never without its entry. Details carry identifiers and counts, never the personal
 * data of a lead or a booking.
 */
import { desc, lt } from "drizzle-orm";
import type { Executor } from "../db/executor.server";
import { auditLog } from "../db/schema.server";

export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "password-set": "Set a password",
  "password-reset-requested": "Asked for a password reset",
  "totp-enabled": "Turned on two-step sign-in",
  "totp-disabled": "Turned off two-step sign-in",
  "totp-disable-failed": "Failed to turn off two-step sign-in (wrong code)",
  "password-confirmed": "Confirmed their password for a security change",
  "password-confirmation-failed": "Failed to confirm their password",
  "totp-requirement-changed": "Changed the two-step sign-in requirement",
  "calendar-feed-created": "Created a calendar subscription URL",
  "calendar-feed-rotated": "Replaced a calendar subscription URL",
  "calendar-feed-revoked": "Revoked a calendar subscription URL",
  "staff-invited": "Invited a member of staff",
  "staff-role-changed": "Changed a role",
  "staff-disabled": "Disabled an account",
  "staff-enabled": "Enabled an account",
  "staff-sessions-revoked": "Signed an account out everywhere",
  "staff-totp-reset": "Reset an account's two-step sign-in",
  "lead-status-changed": "Changed a lead's status",
  "lead-note-added": "Added a note to a lead",
  "leads-exported": "Exported leads as CSV",
  "booking-cancelled": "Cancelled a booking",
  "booking-rescheduled": "Moved a booking",
  "booking-attendance-marked": "Marked attendance",
  "slot-blocked": "Blocked slots",
  "slot-unblocked": "Unblocked slots",
  "holiday-reopened": "Reopened a holiday",
  "holiday-closed": "Closed a reopened holiday",
  "email-resent": "Resent an email",
  "consent-exported": "Downloaded a consent certificate",
  "privacy-exported": "Exported a person's data",
  "privacy-erased": "Erased a person's data",
  "webhook-created": "Added a webhook endpoint",
  "webhook-enabled": "Enabled a webhook endpoint",
  "webhook-disabled": "Disabled a webhook endpoint",
  "webhook-removed": "Removed a webhook endpoint",
  "webhook-secret-rotated": "Replaced a webhook endpoint's signing secret",
  "webhook-resent": "Sent a webhook delivery again",
  "webhook-test-sent": "Sent a test event to a webhook endpoint",
  "webhook-disabled-failing": "Stopped sending to a webhook endpoint that kept failing",
  "webhook-disabled-gone": "Stopped sending to a webhook endpoint that answered 410 Gone",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntry {
  action: AuditAction;
  /** The member of staff, when there is one (a failed sign-in for an unknown address has none). */
  staffId?: string | null;
  /** Their email at the time, or "local tool" for `npm run staff` and `npm run webhooks`. */
  actor: string;
  subjectType?:
    "lead" | "booking" | "staff" | "slot" | "holiday" | "email" | "person" | "settings" | "webhook";
  subjectId?: string;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    occurredAt: now,
    staffId: entry.staffId ?? null,
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first; `before` is the id of the last entry of the previous page. */
export async function auditPage(db: Executor, before?: number) {
  return db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
