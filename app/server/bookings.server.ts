/**
 * Bookings: the day's availability, and a new booking stored with its availability row, consent
 * record and outbox emails in one transaction. The unique constraint on (date, time_slot) decides
 * a race for a slot (DESIGN.md decision 3), not a read made before it.
 */
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { site } from "~/content/site";
import { type BookingRequest, meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { bookingCalendarFile } from "~/domain/calendar";
import { dateAvailability, dateProblem, daySlots, slotAvailability, type SlotStatus } from "~/domain/slots";
import { formatBookingDate, formatSlotWithZone, torontoInstant } from "~/domain/time";
import type { VisitContext } from "~/domain/visit";
import { consentRecordValues, type RequestCircumstances } from "./consent.server";
import type { Database } from "./db/client.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "./db/errors.server";
import type { Executor } from "./db/executor.server";
import { appointmentAvailability, appointments, consentRecords } from "./db/schema.server";
import { type Idempotency, previousAnswer, type StoredResponse, storeResponse } from "./idempotency.server";
import { renderEmail } from "./mail/templates.server";
import { enqueueEmails } from "./outbox.server";

export const SLOT_TAKEN_MESSAGE = "Sorry, that time was just booked. Please choose another time.";

async function takenSlots(db: Executor, date: string): Promise<Map<string, SlotStatus>> {
  const rows = await db
    .select({ timeSlot: appointmentAvailability.timeSlot, status: appointmentAvailability.status })
    .from(appointmentAvailability)
    .where(eq(appointmentAvailability.date, date));
  return new Map(rows.map((row) => [row.timeSlot, row.status as SlotStatus]));
}

export async function dayAvailability(db: Executor, date: string, now: Date) {
  return daySlots(date, now, await takenSlots(db, date));
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
}

export function calendarPath(id: string, token: string): string {
  return `/api/bookings/${id}/calendar.ics?token=${token}`;
}

function calendarFileFor(row: {
  id: string;
  date: string;
  timeSlot: string;
  name: string;
  email: string;
  meetingType: string;
  topics: string[];
  goals: string | null;
}): string {
  return bookingCalendarFile({
    uid: `${row.id}@${site.email.split("@")[1]}`,
    date: row.date,
    timeSlot: row.timeSlot,
    attendee: { name: row.name, email: row.email },
    organizer: { name: site.brand, email: site.email },
    meetingType: row.meetingType,
    topics: row.topics,
    goals: row.goals ?? undefined,
    productName: site.brand,
  });
}

export async function createBooking(
  deps: BookingDependencies,
  request: BookingRequest,
  visit: VisitContext,
  circumstances: RequestCircumstances,
  idempotency?: Idempotency,
): Promise<BookingOutcome> {
  const { db } = deps;
  const now = deps.now();

  const previous = await previousAnswer(db, "bookings", idempotency);
  if (previous) return previous;

  const day = dateAvailability(request.date, now);
  if (!day.bookable) return { kind: "invalid", fieldErrors: { date: dateProblem(day) } };

  const current = (await takenSlots(db, request.date)).get(request.timeSlot);
  const slot = slotAvailability(request.date, request.timeSlot, now, current);
  if (!slot.available) {
    switch (slot.reason) {
      case "booked":
      case "blocked":
        // Perhaps by a retry of this very request that committed since the check above.
        return (await previousAnswer(db, "bookings", idempotency)) ?? { kind: "slot-taken" };
      case "not-a-slot":
        return { kind: "invalid", fieldErrors: { timeSlot: "Please choose one of the available times" } };
      case "past":
        return { kind: "invalid", fieldErrors: { timeSlot: "This time has already passed" } };
      case "notice":
        return {
          kind: "invalid",
          fieldErrors: { timeSlot: "Please choose a time at least 2 hours from now" },
        };
      case "closed":
        // The date was found bookable just above, by the same rules and clock: this is a bug.
        throw new Error(`A slot of bookable date ${request.date} was judged closed`);
    }
  }

  const id = randomUUID();
  const calendarToken = randomBytes(24).toString("base64url");
  const startsAt = torontoInstant(request.date, request.timeSlot);
  const row = {
    id,
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
    startsAt,
    calendarToken,
  };
  const emails = await bookingEmails(row, deps.salesInbox);
  const response: StoredResponse = {
    status: 201,
    body: {
      id,
      date: row.date,
      timeSlot: row.timeSlot,
      timezone: row.timezone,
      startsAt: startsAt.toISOString(),
      calendarUrl: calendarPath(id, calendarToken),
    } satisfies BookingCreated,
  };

  try {
    await db.transaction(async (tx) => {
      await tx.insert(appointments).values({ ...row, createdAt: now });
      await tx.insert(appointmentAvailability).values({
        date: row.date,
        timeSlot: row.timeSlot,
        status: "confirmed",
        appointmentId: id,
      });
      await tx
        .insert(consentRecords)
        .values(consentRecordValues("booking", { appointmentId: id }, now, circumstances, visit));
      await enqueueEmails(
        tx,
        emails.map((email) => ({ ...email, appointmentId: id })),
        now,
      );
      await storeResponse(tx, "bookings", idempotency, response);
    });
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    // A retry that raced its own first attempt gets that attempt's answer; anyone else lost the slot.
    return (await previousAnswer(db, "bookings", idempotency)) ?? { kind: "slot-taken" };
  }
  return { kind: "created", response };
}

async function bookingEmails(
  row: Parameters<typeof calendarFileFor>[0] & { phone: string | null; company: string | null },
  salesInbox: string,
) {
  const dateLabel = formatBookingDate(row.date);
  const timeLabel = formatSlotWithZone(row.date, row.timeSlot);
  const meetingType = meetingTypeLabel(row.meetingType);
  const topicLabels = row.topics.map(topicLabel);
  const confirmation = await renderEmail({
    kind: "booking-confirmation",
    name: row.name,
    dateLabel,
    timeLabel,
    meetingTypeLabel: meetingType,
    topicLabels,
    goals: row.goals ?? undefined,
  });
  const notification = await renderEmail({
    kind: "staff-notification",
    subjectLine: `New consultation booked: ${dateLabel} at ${timeLabel}`,
    heading: "A consultation was booked",
    rows: [
      { label: "Date", value: dateLabel },
      { label: "Time", value: `${timeLabel} (20 minutes)` },
      { label: "Name", value: row.name },
      { label: "Email", value: row.email },
      { label: "Phone", value: row.phone ?? "Not given" },
      { label: "Company", value: row.company ?? "Not given" },
      { label: "Meeting type", value: meetingType },
      { label: "Topics", value: topicLabels.join(", ") },
      { label: "Goals", value: row.goals ?? "Not given" },
    ],
  });
  return [
    {
      kind: "booking-confirmation",
      recipient: row.email,
      ...confirmation,
      attachments: [
        {
          filename: "consultation.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: calendarFileFor(row),
        },
      ],
    },
    { kind: "booking-notification", recipient: salesInbox, ...notification, attachments: [] },
  ];
}

/** The calendar file of a booking, for whoever holds its token; undefined for anyone else. */
export async function bookingCalendar(db: Executor, id: string, token: string): Promise<string | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) return undefined;
  const expected = Buffer.from(row.calendarToken);
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return calendarFileFor(row);
}
