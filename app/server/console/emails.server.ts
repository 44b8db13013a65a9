/**
 * The console's view of the outbox (issue 11, point 5): every email as queued, sent or failed,
 * newest first and paged by keyset (ADR 043), with its attempts and last error and the lead or booking it belongs to; and the
 * resend of a failed one, which the worker then sends like any other (app/server/outbox.server.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { EMAIL_STATES, type EmailState } from "~/domain/email-outbox";
import type { KeysetPage, PageCursor } from "~/domain/page-cursor";
import { RESET_LINK_HOURS, SETUP_LINK_HOURS } from "~/domain/staff";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { appointmentEvents, appointments, emailOutbox, leads } from "../db/schema.server";
import { requeueFailedEmail } from "../outbox.server";
import {
  cappedCounts,
  type CountedRows,
  cursorInstant,
  type KeysetOrder,
  readKeysetPage,
} from "./keyset.server";

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
  /** Why this failed email may not be resent (`resendProblem`); undefined when it may, or is not failed. */
  resendProblem: string | undefined;
}

export interface OutboxPage {
  entries: OutboxEntry[];
  previous: KeysetPage<OutboxEntry>["previous"];
  next: KeysetPage<OutboxEntry>["next"];
  /** How many emails are in each state, whatever the filter, counted up to COUNT_CAP + 1. */
  counts: Record<EmailState, number>;
}

/** Newest first; the id breaks ties, as one lead's emails are queued at one instant. */
const newestFirst: KeysetOrder = { at: emailOutbox.createdAt, id: emailOutbox.id, descending: true };

export async function outboxPage(
  db: Executor,
  filter: { state: EmailState | undefined; cursor: PageCursor | undefined },
  now: Date,
): Promise<OutboxPage> {
  const where = filter.state ? eq(emailOutbox.status, filter.state) : undefined;
  const page = await readKeysetPage(
    newestFirst,
    filter.cursor,
    EMAILS_PAGE_SIZE,
    (position, orderBy, limit) =>
      db
        .select({
          id: emailOutbox.id,
          cursorAt: cursorInstant(emailOutbox.createdAt),
          email: emailOutbox,
          leadErasedAt: leads.erasedAt,
          bookingErasedAt: appointments.erasedAt,
          ...meetingColumns,
        })
        .from(emailOutbox)
        .leftJoin(leads, eq(leads.id, emailOutbox.leadId))
        .leftJoin(appointments, eq(appointments.id, emailOutbox.appointmentId))
        .where(and(where, position))
        .orderBy(...orderBy)
        .limit(limit),
  );
  const counts = await cappedCounts(
    db,
    emailOutbox,
    Object.fromEntries(
      EMAIL_STATES.map((state) => [state, { where: eq(emailOutbox.status, state), order: newestFirst }]),
    ) as Record<EmailState, CountedRows>,
  );
  return {
    previous: page.previous,
    next: page.next,
    entries: page.rows.map(
      ({ id: _id, cursorAt: _position, email, leadErasedAt, bookingErasedAt, ...meeting }) => ({
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
        resendProblem: email.status === "failed" ? resendProblem(email, meetingOf(meeting), now) : undefined,
      }),
    ),
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

/** The booking an email was queued for, as it stands now. */
export interface MeetingNow {
  cancelled: boolean;
  startsAt: Date;
  /** Whether anything happened to it (a move, a cancellation) after the email was queued. */
  changedSince: boolean;
}

/**
 * Why a failed email would now mislead if sent again, or undefined if it may go: a meeting's
 * confirmation, move or reminder once that meeting has moved, been cancelled or begun (the visitor
 * got the newer email, and its calendar file would bring back the old time), or a setup or reset
 * link that has expired. The list shows this reason instead of the Resend button, and
 * `resendEmail` asks again under its lock, since the booking may change in between.
 */
export function resendProblem(
  email: { kind: string; createdAt: Date },
  meeting: MeetingNow | undefined,
  now: Date,
): string | undefined {
  const link = LINK_EMAIL_HOURS[email.kind];
  if (link && now.getTime() - email.createdAt.getTime() >= link.hours * 3_600_000) {
    return `The link in it has expired: ${link.instead}.`;
  }
  if (!meeting || !MEETING_EMAILS.has(email.kind)) return undefined;
  if (meeting.cancelled) return "The meeting was cancelled since; the visitor was told.";
  if (meeting.startsAt <= now) return "The meeting has already started.";
  if (meeting.changedSince) return "The meeting was moved since; the visitor got the newer email.";
  return undefined;
}

/**
 * What `resendProblem` needs of an email's booking, read with the email: select these with a left
 * join of `appointments` on the email's booking. Every change to a booking writes an event.
 */
const meetingColumns = {
  bookingStatus: appointments.status,
  bookingStartsAt: appointments.startsAt,
  bookingChangedSince: sql<boolean>`exists (select 1 from ${appointmentEvents} where ${appointmentEvents.appointmentId} = ${emailOutbox.appointmentId} and ${appointmentEvents.occurredAt} > ${emailOutbox.createdAt})`,
};

function meetingOf(row: {
  bookingStatus: string | null;
  bookingStartsAt: Date | null;
  bookingChangedSince: boolean;
}): MeetingNow | undefined {
  // No booking: the email was not about one. (Its foreign key keeps a booking it was about.)
  if (row.bookingStatus === null || row.bookingStartsAt === null) return undefined;
  return {
    cancelled: row.bookingStatus === "cancelled",
    startsAt: row.bookingStartsAt,
    changedSince: row.bookingChangedSince,
  };
}

export type ResendOutcome =
  | { kind: "resent"; emailKind: string; previousAttempts: number }
  | { kind: "not-found" }
  /** Only a failed email is resent: a pending one is on its way, a sent one arrived. */
  | { kind: "not-failed"; status: EmailState }
  /** It would tell the visitor something no longer true (`resendProblem`). */
  | { kind: "out-of-date"; reason: string };

/**
 * Queues a failed email again, unless `resendProblem` says it would now mislead. The email is
 * locked, so two clicks resend it once. `record` writes the audit entry in the same transaction.
 * The caller wakes the worker once this has committed.
 */
export async function resendEmail(
  db: Database,
  id: string,
  now: Date,
  record: (tx: Executor, outcome: Extract<ResendOutcome, { kind: "resent" }>) => Promise<void>,
): Promise<ResendOutcome> {
  return db.transaction(async (tx): Promise<ResendOutcome> => {
    const [row] = await tx
      .select({ email: emailOutbox, ...meetingColumns })
      .from(emailOutbox)
      .leftJoin(appointments, eq(appointments.id, emailOutbox.appointmentId))
      .where(eq(emailOutbox.id, id))
      // Only the email: Postgres cannot lock the nullable side of an outer join.
      .for("update", { of: emailOutbox });
    if (!row) return { kind: "not-found" };
    const { email, ...meeting } = row;
    if (email.status !== "failed") return { kind: "not-failed", status: email.status as EmailState };
    const reason = resendProblem(email, meetingOf(meeting), now);
    if (reason) return { kind: "out-of-date", reason };
    if (!(await requeueFailedEmail(tx, id, now)))
      throw new Error(`Email ${id} was locked as failed but not requeued`);
    const outcome = { kind: "resent" as const, emailKind: email.kind, previousAttempts: email.attempts };
    await record(tx, outcome);
    return outcome;
  });
}
