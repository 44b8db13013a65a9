/**
 * The console's view of the outbox (issue 11, point 5): every email as queued, sent or failed,
 * newest first, with its attempts and last error and the lead or booking it belongs to; and the
 * resend of a failed one, which the worker then sends like any other (app/server/outbox.server.ts).
 */
import { and, count, desc, eq, gt } from "drizzle-orm";
import { type EmailState, isEmailState } from "~/domain/email-outbox";
import { RESET_LINK_HOURS, SETUP_LINK_HOURS } from "~/domain/staff";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { appointmentEvents, appointments, emailOutbox, leads } from "../db/schema.server";
import { requeueFailedEmail } from "../outbox.server";

export const EMAILS_PAGE_SIZE = 25;

export interface OutboxEntry {
  id: string;
  kind: string;
  status: EmailState;
  /** Null once pruned (30 days after sending) or erased at the person's request. */
  recipient: string | null;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  dueAt: Date;
  /** For a pending email: when the worker tries next (after a failed attempt, later than due). */
  nextAttemptAt: Date;
  sentAt: Date | null;
  prunedAt: Date | null;
  createdAt: Date;
  /** The lead or booking it was sent for, and whether that was erased since. */
  belongsTo: { type: "lead" | "booking"; id: string; erased: boolean } | undefined;
}

export interface OutboxPage {
  entries: OutboxEntry[];
  /** How many emails the filter matches, for the pages. */
  total: number;
  /** How many emails are in each state, whatever the filter. */
  counts: Record<EmailState, number>;
}

export async function outboxPage(
  db: Executor,
  filter: { state: EmailState | undefined; page: number },
): Promise<OutboxPage> {
  const where = filter.state ? eq(emailOutbox.status, filter.state) : undefined;
  const rows = await db
    .select({
      email: emailOutbox,
      leadErasedAt: leads.erasedAt,
      bookingErasedAt: appointments.erasedAt,
    })
    .from(emailOutbox)
    .leftJoin(leads, eq(leads.id, emailOutbox.leadId))
    .leftJoin(appointments, eq(appointments.id, emailOutbox.appointmentId))
    .where(where)
    // The id breaks ties: one lead's emails are queued at one instant.
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(EMAILS_PAGE_SIZE)
    .offset((filter.page - 1) * EMAILS_PAGE_SIZE);
  const perState = await db
    .select({ status: emailOutbox.status, emails: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts: Record<EmailState, number> = { pending: 0, sent: 0, failed: 0 };
  for (const { status, emails } of perState) if (isEmailState(status)) counts[status] = emails;
  return {
    entries: rows.map(({ email, leadErasedAt, bookingErasedAt }) => ({
      id: email.id,
      kind: email.kind,
      status: email.status as EmailState,
      recipient: email.recipient,
      subject: email.subject,
      attempts: email.attempts,
      lastError: email.lastError,
      dueAt: email.dueAt,
      nextAttemptAt: email.nextAttemptAt,
      sentAt: email.sentAt,
      prunedAt: email.prunedAt,
      createdAt: email.createdAt,
      belongsTo: email.leadId
        ? { type: "lead", id: email.leadId, erased: leadErasedAt !== null }
        : email.appointmentId
          ? { type: "booking", id: email.appointmentId, erased: bookingErasedAt !== null }
          : undefined,
    })),
    total: filter.state ? counts[filter.state] : counts.pending + counts.sent + counts.failed,
    counts,
  };
}

/** The visitor's emails that describe a meeting as it stands: wrong once it moved, was cancelled or began. */
const MEETING_EMAILS = new Set(["booking-confirmation", "booking-rescheduled", "booking-reminder"]);

/** The console's one-time links (accounts.server.ts) and how long each works after it is sent. */
const LINK_EMAIL_HOURS: Record<string, { hours: number; instead: string }> = {
  "staff-setup": { hours: SETUP_LINK_HOURS, instead: "invite them again from the Team page" },
  "staff-reset": { hours: RESET_LINK_HOURS, instead: "ask for a new reset link from the sign-in page" },
};

export type ResendOutcome =
  | { kind: "resent"; emailKind: string; previousAttempts: number }
  | { kind: "not-found" }
  /** Only a failed email is resent: a pending one is on its way, a sent one arrived. */
  | { kind: "not-failed"; status: EmailState }
  /** It would tell the visitor something no longer true. */
  | { kind: "out-of-date"; reason: string };

/**
 * Queues a failed email again, unless it would now mislead: a meeting's confirmation, move or
 * reminder once that meeting has moved, been cancelled or begun (the visitor got the newer email,
 * and its calendar file would bring back the old time), or a setup or reset link that has expired.
 * `record` writes the audit entry in the
 * same transaction. The caller wakes the worker once this has committed.
 */
export async function resendEmail(
  db: Database,
  id: string,
  now: Date,
  record: (tx: Executor, outcome: Extract<ResendOutcome, { kind: "resent" }>) => Promise<void>,
): Promise<ResendOutcome> {
  return db.transaction(async (tx): Promise<ResendOutcome> => {
    const [email] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update");
    if (!email) return { kind: "not-found" };
    if (email.status !== "failed") return { kind: "not-failed", status: email.status as EmailState };
    const link = LINK_EMAIL_HOURS[email.kind];
    if (link && now.getTime() - email.createdAt.getTime() >= link.hours * 3_600_000) {
      return { kind: "out-of-date", reason: `The link in it has expired: ${link.instead}.` };
    }
    if (email.appointmentId && MEETING_EMAILS.has(email.kind)) {
      const reason = await meetingChangedSince(tx, email.appointmentId, email.createdAt, now);
      if (reason) return { kind: "out-of-date", reason };
    }
    if (!(await requeueFailedEmail(tx, id, now)))
      throw new Error(`Email ${id} was locked as failed but not requeued`);
    const outcome = { kind: "resent" as const, emailKind: email.kind, previousAttempts: email.attempts };
    await record(tx, outcome);
    return outcome;
  });
}

async function meetingChangedSince(
  tx: Executor,
  bookingId: string,
  queuedAt: Date,
  now: Date,
): Promise<string | undefined> {
  // The email's foreign key keeps its booking; an erasure deletes the failed emails it would find.
  const [booking] = await tx.select().from(appointments).where(eq(appointments.id, bookingId));
  if (!booking) throw new Error(`Email for booking ${bookingId} outlived it`);
  if (booking.status === "cancelled") return "The meeting was cancelled since; the visitor was told.";
  if (booking.startsAt <= now) return "The meeting has already started.";
  const [later] = await tx
    .select({ id: appointmentEvents.id })
    .from(appointmentEvents)
    .where(and(eq(appointmentEvents.appointmentId, bookingId), gt(appointmentEvents.occurredAt, queuedAt)))
    .limit(1);
  return later ? "The meeting was moved since; the visitor got the newer email." : undefined;
}
