/**
 * The console's audit log (issue 11, point 8): every sign-in, failed sign-in and staff action,
 * with who, when and from which IP. Written in the transaction of the change it records, so that
 * a change is never without its entry. Details carry identifiers and counts, never the personal
 * data of a lead or a booking.
 */
import { desc, inArray, lt } from "drizzle-orm";
import { parseUuid } from "~/domain/ids";
import type { Executor } from "../db/executor.server";
import { auditLog, emailOutbox, staffAccounts } from "../db/schema.server";

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
  "lead-assigned": "Gave a lead to a member of staff",
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

type AuditRow = typeof auditLog.$inferSelect;

/** What an entry touched, in words, and where the console shows it (if it has a page). */
export interface AuditSubject {
  label: string;
  href?: string;
}

/** What the page needs besides the entries themselves to name their subjects. */
interface SubjectLookups {
  /** Accounts' addresses by id. */
  accounts: Map<string, string>;
  /** The lead or booking each email was for, by the email's id. */
  emails: Map<string, { leadId: string | null; bookingId: string | null }>;
}

const detail = (entry: AuditRow, key: string) => {
  const value = entry.details[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** "2026-12-07 09:00", "2026-12-07" or "2026-12-07..2026-12-11", as availability.server.ts names a selection. */
function slotsName(selection: string): string {
  const [from, to] = selection.split("..");
  if (to) return `Slots from ${from} to ${to}`;
  const [date, time] = selection.split(" ");
  return time ? `The slot of ${date} at ${time}` : `Slots of ${date}`;
}

/**
 * An entry's subject, named from what is stored: an account by its address, slots by their date
 * and time, a holiday by its date and name, an email by the lead or booking it was for, a webhook
 * endpoint by its origin. An entry written before the detail was kept shows what it has.
 */
export function auditSubject(entry: AuditRow, lookups: SubjectLookups): AuditSubject | undefined {
  const { subjectType: type, subjectId: id } = entry;
  if (!type) return undefined;
  switch (type) {
    case "lead":
      return id ? { label: `Lead ${id.slice(0, 8)}`, href: `/admin/leads/${id}` } : { label: "A lead" };
    case "booking":
      return id
        ? { label: `Booking ${id.slice(0, 8)}`, href: `/admin/bookings/${id}` }
        : { label: "A booking" };
    case "staff": {
      const email = (id && lookups.accounts.get(id)) ?? detail(entry, "email");
      return { label: email ? `Account ${email}` : "An account", href: "/admin/team" };
    }
    case "slot":
      return { label: id ? slotsName(id) : "Slots" };
    case "holiday": {
      const name = detail(entry, "name");
      return { label: id ? `Holiday of ${id}${name ? ` (${name})` : ""}` : "A holiday" };
    }
    case "email": {
      const email = id ? lookups.emails.get(id) : undefined;
      if (email?.leadId) return { label: "Email of a lead", href: `/admin/leads/${email.leadId}` };
      if (email?.bookingId)
        return { label: "Email of a booking", href: `/admin/bookings/${email.bookingId}` };
      return { label: "An email", href: "/admin/emails" };
    }
    case "webhook": {
      const origin = detail(entry, "origin");
      const label = origin ? `Webhook endpoint ${origin}` : "A webhook endpoint";
      // A removed endpoint's page is a 404; its entries still name its origin.
      return id && entry.action !== "webhook-removed" ? { label, href: `/admin/webhooks/${id}` } : { label };
    }
    case "person":
      return { label: "A person's data" };
    case "settings":
      return { label: "Sign-in settings" };
    default:
      return { label: type };
  }
}

/** The accounts and emails a page of entries names, each read once for the whole page. */
async function subjectLookups(db: Executor, entries: AuditRow[]): Promise<SubjectLookups> {
  const idsOf = (type: string) => [
    ...new Set(
      entries.flatMap((entry) => {
        const id = entry.subjectType === type ? parseUuid(entry.subjectId) : undefined;
        return id ? [id] : [];
      }),
    ),
  ];
  const accountIds = idsOf("staff");
  const emailIds = idsOf("email");
  const accounts =
    accountIds.length === 0
      ? []
      : await db
          .select({ id: staffAccounts.id, email: staffAccounts.email })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, accountIds));
  const emails =
    emailIds.length === 0
      ? []
      : await db
          .select({ id: emailOutbox.id, leadId: emailOutbox.leadId, bookingId: emailOutbox.appointmentId })
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, emailIds));
  return {
    accounts: new Map(accounts.map((account) => [account.id, account.email])),
    emails: new Map(emails.map(({ id, ...email }) => [id, email])),
  };
}

/**
 * A page of the log, newest first, each entry with its subject named; `before` is the id of the
 * last entry of the previous page.
 */
export async function auditPage(db: Executor, before?: number) {
  const entries = await db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  const lookups = await subjectLookups(db, entries);
  return entries.map((entry) => ({ ...entry, subject: auditSubject(entry, lookups) }));
}
