/**
 * Bookings and their life (DESIGN.md decisions 3 and 10): the day's availability; a new booking
 * stored with its availability row, history, consent record, emails and webhook event in one
 * transaction; and the cancellation and the move that its manage link offers the visitor and the
 * console offers staff, each with its emails and webhook event. The unique constraint on
 * (date, time_slot) decides every race for a slot, whether between two bookings or two moves, not
 * a read made before it.
 */
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { bookingPolicyWords } from "~/domain/booking-policy";
import type { BookingRequest } from "~/domain/booking-request";
import { type BookingView, changeability, reminderDueAt, staffChangeability } from "~/domain/booking-change";
import type { CancelRequest, RescheduleRequest } from "~/domain/booking-change-request";
import { closedHoliday } from "~/domain/holidays";
import { parseUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import {
  type AvailabilityOptions,
  dateAvailability,
  dateProblem,
  daySlots,
  slotAvailability,
  type SlotStatus,
} from "~/domain/slots";
import { torontoInstant } from "~/domain/time";
import type { VisitContext } from "~/domain/visit";
import {
  type Appointment,
  calendarFileFor,
  calendarPath,
  managePath,
  staffEmail,
  unlessErased,
  visitorEmail,
  bookingLocale,
} from "./booking-mail.server";
import { newConsentRecord, emailSha256, type RequestCircumstances } from "./consent.server";
import type { Database } from "./db/client.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "./db/errors.server";
import type { Executor } from "./db/executor.server";
import { oneStatement } from "./db/one-statement.server";
import { type Placeholders, PreparedWrite } from "./db/prepared-write.server";
import { type SubmissionRecords, submissionRecordParts } from "./submission-records.server";
import { appointmentAvailability, appointmentEvents, appointments, emailOutbox } from "./db/schema.server";
import {
  type Idempotency,
  type IdempotencyScope,
  previousAnswer,
  responseRow,
  type StoredResponse,
  storeResponse,
} from "./idempotency.server";
import { enqueueEmails, type NewOutboxEmail, outboxRow } from "./outbox.server";
import { slotRulesFor } from "./reopened-holidays.server";
import { takenSlots } from "./taken-slots.server";
import { bookingData, bookingRescheduledData } from "./webhooks/events.server";
import { enqueueWebhookEvent, webhookEventRow } from "./webhooks/outbox.server";

/** A day's taken slots by time, as the slot rules look them up. */
async function takenStatuses(db: Executor, date: string): Promise<Map<string, SlotStatus>> {
  return new Map((await takenSlots(db, date)).map((slot) => [slot.time, slot.status]));
}

/** What the database holds that decides a date's slots: the taken ones, and a reopened holiday. */
export interface DayRecords {
  taken: ReadonlyMap<string, SlotStatus>;
  rules: AvailabilityOptions;
}

export async function dayRecords(db: Executor, date: string): Promise<DayRecords> {
  return { taken: await takenStatuses(db, date), rules: await slotRulesFor(db, [date]) };
}

/** A date's slots with their verdicts, as GET /api/availability and a move's choice of times show them. */
export async function dayAvailability(db: Executor, date: string, now: Date) {
  const { taken, rules } = await dayRecords(db, date);
  return daySlots(date, now, taken, rules);
}

/** Whether a date can be booked at all, by the rules and the holidays staff reopened. */
export async function bookableDate(db: Executor, date: string, now: Date) {
  return dateAvailability(date, now, await slotRulesFor(db, [date]));
}

type SlotProblem = { kind: "invalid"; fieldErrors: Record<string, string> } | { kind: "slot-taken" };

/** Why a slot cannot be booked or moved to, as the API answers it; undefined when it can. */
function slotProblem(
  date: string,
  timeSlot: string,
  now: Date,
  taken: SlotStatus | undefined,
  rules: AvailabilityOptions,
): SlotProblem | undefined {
  const day = dateAvailability(date, now, rules);
  if (!day.bookable) return { kind: "invalid", fieldErrors: { date: dateProblem(day) } };
  const slot = slotAvailability(date, timeSlot, now, taken, rules);
  if (slot.available) return undefined;
  switch (slot.reason) {
    case "booked":
    case "blocked":
      return { kind: "slot-taken" };
    case "not-a-slot":
      return { kind: "invalid", fieldErrors: { timeSlot: "Please choose one of the available times" } };
    case "past":
      return { kind: "invalid", fieldErrors: { timeSlot: "This time has already passed" } };
    case "notice":
      return {
        kind: "invalid",
        fieldErrors: { timeSlot: `Please choose a time at least ${bookingPolicyWords.notice} from now` },
      };
    case "closed":
      // The date was found bookable just above, by the same rules and clock: this is a bug.
      throw new Error(`A slot of bookable date ${date} was judged closed`);
  }
}

export interface BookingCreated {
  id: string;
  date: string;
  timeSlot: string;
  timezone: string;
  /** The UTC instant of the slot, ISO 8601. */
  startsAt: string;
  /** Where the browser downloads the calendar file of this booking. */
  calendarUrl: string;
  /** The booking's page, where the visitor can cancel or move it. */
  manageUrl: string;
}

export type BookingOutcome =
  | { kind: "created" | "replayed"; response: StoredResponse }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "slot-taken" }
  | { kind: "key-reused" };

export interface BookingDependencies {
  db: Database;
  now: () => Date;
  salesInbox: string;
  /** The public origin: the links in emails, calendar files and webhooks are absolute. */
  siteUrl: string;
}

export async function createBooking(
  deps: BookingDependencies,
  request: BookingRequest,
  visit: VisitContext,
  circumstances: RequestCircumstances,
  idempotency?: Idempotency,
  /** The visitor's language: the booking's messages, calendar files and page use it from now on. */
  locale: Locale = "en",
): Promise<BookingOutcome> {
  const { db } = deps;
  const now = deps.now();

  const previous = await previousAnswer(db, "bookings", idempotency);
  if (previous) return previous;

  // Whether the slot is free is not read first: the slot's row, written with the booking, is
  // unique, and a slot taken or blocked refuses it (below). One round trip less for every booking.
  const problem = slotProblem(
    request.date,
    request.timeSlot,
    now,
    undefined,
    await slotRulesFor(db, [request.date]),
  );
  if (problem) return problem;

  const booking: Appointment = {
    id: randomUUID(),
    status: "confirmed",
    language: locale,
    name: request.name,
    email: request.email,
    phone: request.phone || null,
    company: request.company || null,
    meetingType: request.meetingType,
    topics: request.topics,
    goals: request.goals || null,
    date: request.date,
    timeSlot: request.timeSlot,
    timezone: request.timezone,
    startsAt: torontoInstant(request.date, request.timeSlot),
    calendarToken: randomBytes(24).toString("base64url"),
    sequence: 0,
    cancelledAt: null,
    cancellationReason: null,
    attendance: null,
    attendanceMarkedAt: null,
    emailSha256: emailSha256(request.email),
    erasedAt: null,
    createdAt: now,
  };
  const emails = [
    visitorEmail("booking-confirmation", booking, locale, deps.siteUrl, { queuedAt: now }),
    staffEmail("booked", booking, locale, deps),
    ...reminderEmail(booking, locale, deps.siteUrl, now),
  ];
  const webhookData = bookingData(booking, deps.siteUrl);
  const response: StoredResponse = {
    status: 201,
    body: {
      id: booking.id,
      date: booking.date,
      timeSlot: booking.timeSlot,
      timezone: booking.timezone,
      startsAt: booking.startsAt.toISOString(),
      calendarUrl: calendarPath(booking.id, booking.calendarToken),
      manageUrl: managePath(booking.id, booking.calendarToken, locale),
    } satisfies BookingCreated,
  };

  const storeBooking = (executor: Executor) =>
    bookingWrite.run(executor, {
      booking,
      consent: newConsentRecord("booking", locale, { appointmentId: booking.id }, now, circumstances, visit),
      event: webhookEventRow({ type: "booking.created", data: webhookData, appointmentId: booking.id }, now),
      answer: responseRow("bookings", idempotency, response),
      emails: emails.map((email) => outboxRow(email, now)),
    });

  try {
    // A holiday staff reopened is read again under a lock, in a transaction with the booking, so
    // that it cannot close again before the booking commits; any other day needs no read.
    const closedMeanwhile =
      closedHoliday(booking.date) === undefined
        ? await storeBooking(db)
        : await db.transaction(
            async (tx) => (await holidayClosedMeanwhile(tx, booking.date, now)) ?? (await storeBooking(tx)),
          );
    if (closedMeanwhile) return closedMeanwhile;
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    // A retry that raced its own first attempt gets that attempt's answer; anyone else lost the slot.
    return (await previousAnswer(db, "bookings", idempotency)) ?? { kind: "slot-taken" };
  }
  return { kind: "created", response };
}

/**
 * A new booking's statement: the booking, its slot, its history, its consent, its webhook event,
 * its answer and its emails in one WITH, whole or not at all without a transaction around it
 * (ADR 042), its SQL built once per shape (ADR 050).
 */
const bookingWrite = new PreparedWrite(
  "booking",
  (tx, v: Placeholders<{ booking: Appointment } & SubmissionRecords>) =>
    oneStatement([
      tx.insert(appointments).values(v.booking),
      tx.insert(appointmentAvailability).values({
        date: v.booking.date,
        timeSlot: v.booking.timeSlot,
        status: "confirmed",
        appointmentId: v.booking.id,
      }),
      tx.insert(appointmentEvents).values({
        appointmentId: v.booking.id,
        kind: "booked",
        actor: "visitor",
        date: v.booking.date,
        timeSlot: v.booking.timeSlot,
        occurredAt: v.booking.createdAt,
      }),
      ...submissionRecordParts(tx, v),
    ])!,
);

/**
 * The answer for a booking on a reopened holiday that staff closed again since the rules were
 * read; undefined otherwise. The share lock it takes makes a close that comes later wait for this
 * transaction, and one that came first visible here.
 */
async function holidayClosedMeanwhile(
  tx: Executor,
  date: string,
  now: Date,
): Promise<SlotProblem | undefined> {
  const day = dateAvailability(date, now, await slotRulesFor(tx, [date], { lock: true }));
  return day.bookable ? undefined : { kind: "invalid", fieldErrors: { date: dateProblem(day) } };
}

/**
 * The reminder of a meeting, in the booking's language, queued REMINDER_LEAD_MINUTES before it;
 * none when that moment has passed.
 */
function reminderEmail(booking: Appointment, locale: Locale, siteUrl: string, now: Date): NewOutboxEmail[] {
  const dueAt = reminderDueAt(booking.startsAt, now);
  return dueAt ? [visitorEmail("booking-reminder", booking, locale, siteUrl, { queuedAt: now, dueAt })] : [];
}

/** Withdraws the reminder not yet sent: the meeting moved or was cancelled. */
async function dropPendingReminder(tx: Executor, bookingId: string): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.appointmentId, bookingId),
        eq(emailOutbox.kind, "booking-reminder"),
        eq(emailOutbox.status, "pending"),
      ),
    );
}

/**
 * The booking whose manage token this is; undefined for a wrong token or an unknown id alike, so
 * that a caller cannot tell the two apart. The tokens are compared in constant time.
 */
export async function bookingWithToken(
  db: Executor,
  id: string,
  token: string,
): Promise<Appointment | undefined> {
  const bookingId = parseUuid(id);
  if (bookingId === undefined || !token) return undefined;
  const booking = unlessErased(
    (await db.select().from(appointments).where(eq(appointments.id, bookingId)))[0],
  );
  const expected = Buffer.from(booking?.calendarToken ?? "");
  const given = Buffer.from(token);
  if (!booking || expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return booking;
}

/** The calendar file of a booking as it stands: a cancelled meeting's file removes the event. */
export function bookingCalendarFile(booking: Appointment, siteUrl: string, now: Date): string {
  return calendarFileFor(
    booking,
    booking.status === "cancelled" ? "CANCEL" : "PUBLISH",
    bookingLocale(booking),
    siteUrl,
    now,
  );
}

/** The booking as its manage link shows it, with its history oldest first. */
export async function bookingView(db: Executor, booking: Appointment, now: Date): Promise<BookingView> {
  const events = await db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, booking.id))
    .orderBy(asc(appointmentEvents.occurredAt), asc(appointmentEvents.id));
  const state = booking.status === "cancelled" ? "cancelled" : "confirmed";
  return {
    id: booking.id,
    state,
    date: booking.date,
    timeSlot: booking.timeSlot,
    startsAt: booking.startsAt.toISOString(),
    timezone: booking.timezone,
    meetingType: booking.meetingType,
    topics: booking.topics,
    changeability: changeability(state, booking.startsAt, now),
    calendarUrl: calendarPath(booking.id, booking.calendarToken),
    history: events.map((event) => ({
      kind: event.kind as BookingView["history"][number]["kind"],
      at: event.occurredAt.toISOString(),
      date: event.date,
      timeSlot: event.timeSlot,
      ...(event.previousDate && event.previousTimeSlot
        ? { previousDate: event.previousDate, previousTimeSlot: event.previousTimeSlot }
        : {}),
      ...(event.reason ? { reason: event.reason } : {}),
    })),
  };
}

/** A meeting's slot. */
export interface Slot {
  date: string;
  timeSlot: string;
}

/** A change made to a booking, as the console records it in its audit log. */
export type BookingChange =
  | { kind: "cancelled"; bookingId: string; reason: string | null }
  | { kind: "rescheduled"; bookingId: string; from: Slot; to: Slot };

/** A member of staff changing a booking from the console, for the visitor. */
export interface StaffActor {
  kind: "staff";
  staffId: string;
  /** Called in the change's transaction once the change is made, and only then: the console audits it. */
  recordChange(tx: Executor, change: BookingChange): Promise<void>;
}

/** Who changes a booking: the visitor through the manage link, or staff in the console. */
export type Actor = "visitor" | StaffActor;

/**
 * Too late to change the meeting: for the visitor, within their change cut-off before it (they are
 * asked to call); for staff, once it has started: a visitor who calls after the cut-off is helped.
 */
function tooLateFor(actor: Actor, booking: Appointment, now: Date): boolean {
  return actor === "visitor"
    ? changeability("confirmed", booking.startsAt, now) === "too-late"
    : staffChangeability("confirmed", booking.startsAt, now) === "started";
}

/** The history row's columns that say who made a change. */
export type MadeBy = { actor: "visitor"; staffId: null } | { actor: "staff"; staffId: string };

function madeBy(actor: Actor): MadeBy {
  return actor === "visitor"
    ? { actor: "visitor" as const, staffId: null }
    : { actor: "staff" as const, staffId: actor.staffId };
}

export type BookingChangeOutcome =
  | { kind: "changed" | "replayed"; response: StoredResponse }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "slot-taken" }
  /** The meeting was cancelled: it cannot be moved (an old link must not revive it). */
  | { kind: "cancelled" }
  /** The meeting is within the visitor's change cut-off (they must call), or for staff has started. */
  | { kind: "too-late" }
  | { kind: "not-found" }
  | { kind: "key-reused" };

const CHANGES: IdempotencyScope = "booking-changes";

/** The booking locked for this transaction's change, or undefined when there is none. */
async function lockedBooking(tx: Executor, id: string): Promise<Appointment | undefined> {
  const [booking] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return unlessErased(booking);
}

/**
 * Cancels a booking: its slot is free at once, its reminder is withdrawn, the visitor gets a
 * CANCEL calendar file (same UID, SEQUENCE + 1) and the sales inbox is told. Cancelling a
 * cancelled booking changes nothing and answers the same.
 */
export async function cancelBooking(
  deps: BookingDependencies,
  id: string,
  request: CancelRequest,
  actor: Actor,
  idempotency?: Idempotency,
): Promise<BookingChangeOutcome> {
  const { db } = deps;
  const now = deps.now();
  const previous = await previousAnswer(db, CHANGES, idempotency);
  if (previous) return previous;

  return db.transaction(async (tx): Promise<BookingChangeOutcome> => {
    const booking = await lockedBooking(tx, id);
    if (!booking) return { kind: "not-found" };
    if (booking.status === "confirmed") {
      if (tooLateFor(actor, booking, now)) return { kind: "too-late" };
      const reason = request.reason || null;
      const cancelled = await cancelStoredBooking(tx, booking, { by: madeBy(actor), reason, now });
      await enqueueWebhookEvent(
        tx,
        { type: "booking.cancelled", data: bookingData(cancelled, deps.siteUrl), appointmentId: id },
        now,
      );
      await enqueueEmails(
        tx,
        [
          visitorEmail("booking-cancelled", cancelled, bookingLocale(cancelled), deps.siteUrl, {
            queuedAt: now,
          }),
          staffEmail("cancelled", cancelled, bookingLocale(cancelled), deps, {
            actor: madeBy(actor).actor,
          }),
        ],
        now,
      );
      if (actor !== "visitor") await actor.recordChange(tx, { kind: "cancelled", bookingId: id, reason });
      return answered(tx, idempotency, await bookingView(tx, cancelled, now));
    }
    return answered(tx, idempotency, await bookingView(tx, booking, now));
  });
}

/**
 * The cancellation as stored, without its emails or webhook event: the booking cancelled
 * (SEQUENCE + 1), its slot freed, the event in its history, its reminder withdrawn. For a
 * confirmed booking locked by the caller's transaction; an erasure cancels this way, emails no one
 * and sends person.erased alone (privacy.server.ts).
 */
export async function cancelStoredBooking(
  tx: Executor,
  booking: Appointment,
  options: { by: MadeBy; reason: string | null; now: Date },
): Promise<Appointment> {
  const { by, reason, now } = options;
  const change = {
    status: "cancelled",
    cancelledAt: now,
    cancellationReason: reason,
    sequence: booking.sequence + 1,
  };
  await tx.update(appointments).set(change).where(eq(appointments.id, booking.id));
  await tx.delete(appointmentAvailability).where(eq(appointmentAvailability.appointmentId, booking.id));
  await tx.insert(appointmentEvents).values({
    appointmentId: booking.id,
    kind: "cancelled",
    ...by,
    date: booking.date,
    timeSlot: booking.timeSlot,
    reason,
    occurredAt: now,
  });
  await dropPendingReminder(tx, booking.id);
  return { ...booking, ...change };
}

/**
 * Moves a booking to another free slot under the booking rules. One transaction takes the new
 * slot and frees the old one: when the new slot was just taken, the unique constraint refuses it,
 * everything rolls back and the booking is as it was. The visitor gets the updated invitation
 * (same UID, SEQUENCE + 1), the reminder moves with the meeting, and the sales inbox is told.
 */
export async function rescheduleBooking(
  deps: BookingDependencies,
  id: string,
  request: RescheduleRequest,
  actor: Actor,
  idempotency?: Idempotency,
): Promise<BookingChangeOutcome> {
  const { db } = deps;
  const now = deps.now();
  const previous = await previousAnswer(db, CHANGES, idempotency);
  if (previous) return previous;

  try {
    return await db.transaction(async (tx): Promise<BookingChangeOutcome> => {
      const booking = await lockedBooking(tx, id);
      if (!booking) return { kind: "not-found" };
      if (booking.status === "cancelled") return { kind: "cancelled" };
      if (tooLateFor(actor, booking, now)) return { kind: "too-late" };
      if (booking.date === request.date && booking.timeSlot === request.timeSlot) {
        return { kind: "invalid", fieldErrors: { timeSlot: "This is already the time of your meeting" } };
      }
      const taken = (await takenStatuses(tx, request.date)).get(request.timeSlot);
      const rules = await slotRulesFor(tx, [request.date], { lock: true });
      const problem = slotProblem(request.date, request.timeSlot, now, taken, rules);
      if (problem) return problem;

      // The new slot first: if someone took it since the read above, this insert fails and
      // nothing has been changed yet.
      await tx.insert(appointmentAvailability).values({
        date: request.date,
        timeSlot: request.timeSlot,
        status: "confirmed",
        appointmentId: id,
      });
      await tx
        .delete(appointmentAvailability)
        .where(
          and(
            eq(appointmentAvailability.appointmentId, id),
            eq(appointmentAvailability.date, booking.date),
            eq(appointmentAvailability.timeSlot, booking.timeSlot),
          ),
        );
      const change = {
        date: request.date,
        timeSlot: request.timeSlot,
        startsAt: torontoInstant(request.date, request.timeSlot),
        sequence: booking.sequence + 1,
      };
      await tx.update(appointments).set(change).where(eq(appointments.id, id));
      const moved: Appointment = { ...booking, ...change };
      const from = { date: booking.date, timeSlot: booking.timeSlot };
      await tx.insert(appointmentEvents).values({
        appointmentId: id,
        kind: "rescheduled",
        ...madeBy(actor),
        date: moved.date,
        timeSlot: moved.timeSlot,
        previousDate: from.date,
        previousTimeSlot: from.timeSlot,
        occurredAt: now,
      });
      await dropPendingReminder(tx, id);
      await enqueueWebhookEvent(
        tx,
        {
          type: "booking.rescheduled",
          data: bookingRescheduledData(moved, booking.startsAt, deps.siteUrl),
          appointmentId: id,
        },
        now,
      );
      await enqueueEmails(
        tx,
        [
          visitorEmail("booking-rescheduled", moved, bookingLocale(moved), deps.siteUrl, {
            queuedAt: now,
            previous: from,
          }),
          staffEmail("rescheduled", moved, bookingLocale(moved), deps, {
            previous: from,
            actor: madeBy(actor).actor,
          }),
          ...reminderEmail(moved, bookingLocale(moved), deps.siteUrl, now),
        ],
        now,
      );
      if (actor !== "visitor") {
        const to = { date: moved.date, timeSlot: moved.timeSlot };
        await actor.recordChange(tx, { kind: "rescheduled", bookingId: id, from, to });
      }
      return answered(tx, idempotency, await bookingView(tx, moved, now));
    });
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    // The slot went to another booking, or this key's first attempt committed meanwhile.
    return (await previousAnswer(db, CHANGES, idempotency)) ?? { kind: "slot-taken" };
  }
}

/** A change's 200 answer, stored under its Idempotency-Key in the change's transaction. */
async function answered(
  tx: Executor,
  idempotency: Idempotency | undefined,
  view: BookingView,
): Promise<BookingChangeOutcome> {
  const response: StoredResponse = { status: 200, body: view };
  await storeResponse(tx, CHANGES, idempotency, response);
  return { kind: "changed", response };
}
