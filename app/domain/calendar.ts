/**
 * The calendar file (.ics) of a booking: one generator for the file the browser downloads and the
 * one attached to the confirmation email. Times are written in UTC from the DST-correct instant
 * (DESIGN.md decision 2), not with the fixed -05:00 of spec.md, which is an hour off in summer.
 */
import { MEETING_MINUTES } from "./booking-policy";
import { bookingEventDescription, calendarWords } from "./calendar-links";
import { escapeText, icalendarDocument, mailtoAddress, quotedParameter, utcDateTime } from "./icalendar";
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
 * The booking's file: its method, then one event that calendar programs match by UID and update
 * by SEQUENCE. A file written again for the same moment is the same file: DTSTAMP is the writer's
 * clock (`writtenAt`), not the machine's.
 */
export function bookingCalendarFile(input: BookingCalendarInput): string {
  const words = calendarWords[input.locale];
  const cancelled = input.method === "CANCEL";
  return icalendarDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(input.productName)}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcDateTime(input.writtenAt)}`,
    `DTSTART:${utcDateTime(torontoInstant(input.date, input.timeSlot))}`,
    `DURATION:PT${MEETING_MINUTES}M`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(words.title(input.attendee.name))}`,
    `LOCATION:${escapeText(words.location)}`,
    `DESCRIPTION:${escapeText(bookingEventDescription({ ...input, cancelled }))}`,
    // A URI value, not TEXT: written as it is (RFC 5545 3.8.4.6).
    `URL:${input.manageUrl}`,
    `ORGANIZER;CN=${quotedParameter(input.organizer.name)}:${mailtoAddress(input.organizer.email)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE;CN=${quotedParameter(input.attendee.name)}:${mailtoAddress(input.attendee.email)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}
