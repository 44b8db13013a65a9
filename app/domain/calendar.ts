/**
 * The calendar file (.ics) of a booking: one generator for the file the browser downloads and the
 * one attached to the confirmation email. Times are written in UTC from the DST-correct instant
 * (DESIGN.md decision 2), not with the fixed -05:00 of spec.md, which is an hour off in summer.
 */
import { createEvent, type EventAttributes } from "ics";
import { MEETING_MINUTES } from "./booking-policy";
import { bookingEventDescription, calendarWords } from "./calendar-links";
import type { Locale } from "./locale";
import { torontoInstant } from "./time";

/**
 * The iTIP method of the file (RFC 5546): PUBLISH for a download, REQUEST for the invitation and
 * each move emailed to the visitor, CANCEL once the meeting is cancelled. Calendars match the
 * event by UID and apply the file with the highest SEQUENCE.
 */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export interface BookingCalendarInput {
  method: CalendarMethod;
  /** The booking's language: the file's title, place and description are written in it. */
  locale: Locale;
  /** 0 when booked, raised by each move and by the cancellation. */
  sequence: number;
  /** When the file is written (its DTSTAMP): the clock of the server that writes it. */
  writtenAt: Date;
  /** The booking's page, where the visitor moves or cancels it (absolute). */
  manageUrl: string;
  /** Globally unique and stable, so a second download updates the same event instead of adding one. */
  uid: string;
  date: string;
  timeSlot: string;
  attendee: { name: string; email: string };
  organizer: { name: string; email: string };
  meetingType: string;
  topics: string[];
  goals?: string;
  productName: string;
}

/**
 * A person for ORGANIZER or ATTENDEE. Their name goes into a quoted CN parameter, where RFC 5545
 * allows no double quote and `ics` writes an escape calendar programs do not read, so double
 * quotes become single ones.
 */
function calendarContact(person: { name: string; email: string }): { name: string; email: string } {
  return { name: person.name.replaceAll('"', "'"), email: person.email };
}

/**
 * `ics` writes DTSTAMP from an event's `timestamp` (its schema and formatter read it; left out of
 * its types), else from the machine's clock: given, the file says when the server wrote it by the
 * server's own clock, and a file written again for the same moment is the same file.
 */
interface StampedEvent {
  timestamp: number;
}

export function bookingCalendarFile(input: BookingCalendarInput): string {
  const words = calendarWords[input.locale];
  const cancelled = input.method === "CANCEL";
  const event: EventAttributes & StampedEvent = {
    start: torontoInstant(input.date, input.timeSlot).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: MEETING_MINUTES },
    title: words.title(input.attendee.name),
    description: bookingEventDescription({ ...input, cancelled }),
    location: words.location,
    organizer: calendarContact(input.organizer),
    attendees: [{ ...calendarContact(input.attendee), rsvp: true, role: "REQ-PARTICIPANT" }],
    url: input.manageUrl,
    uid: input.uid,
    sequence: input.sequence,
    timestamp: input.writtenAt.getTime(),
    productId: input.productName,
    method: input.method,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
  };
  const { error, value } = createEvent(event);
  if (error || !value) {
    throw new Error(
      `Could not create the calendar file for booking ${input.uid}: ${error?.message ?? "no output"}`,
    );
  }
  return value;
}
