/**
 * The calendar file (.ics) of a booking: one generator for the file the browser downloads and the
 * one attached to the confirmation email. Times are written in UTC from the DST-correct instant
 * (DESIGN.md decision 2), not with the fixed -05:00 of spec.md, which is an hour off in summer.
 */
import { createEvent } from "ics";
import { meetingTypes, topics } from "./booking-request";
import { MEETING_MINUTES } from "./booking-policy";
import type { Locale } from "./locale";
import { torontoInstant } from "./time";
import { optionLabel, optionsIn } from "./validation";

/**
 * The file's human text in each language: the event's title, place and description. The booking's
 * language decides it (issue 24); everything else in the file (times in UTC, UID, SEQUENCE) is
 * the same in both.
 */
const calendarWords = {
  en: {
    title: (attendee: string) => `Free consultation with ${attendee}`,
    location: "Video Call (Link to be provided)",
    meetingType: "Meeting type: ",
    topics: "Topics: ",
    goals: "Goals: ",
    manage: "Reschedule or cancel: ",
    cancelled: "This meeting was cancelled.",
  },
  fr: {
    title: (attendee: string) => `Consultation gratuite avec ${attendee}`,
    location: "Appel vidéo (lien à venir)",
    meetingType: "Type de rencontre\u00a0: ",
    topics: "Sujets\u00a0: ",
    goals: "Objectifs\u00a0: ",
    manage: "Pour déplacer ou annuler le rendez-vous\u00a0: ",
    cancelled: "Ce rendez-vous a été annulé.",
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export const MEETING_LOCATION = calendarWords.en.location;

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

export function bookingCalendarFile(input: BookingCalendarInput): string {
  const words = calendarWords[input.locale];
  const descriptionLines = [
    `${words.meetingType}${optionLabel(optionsIn(meetingTypes, input.locale), input.meetingType)}`,
    `${words.topics}${input.topics.map((topic) => optionLabel(optionsIn(topics, input.locale), topic)).join(", ")}`,
  ];
  const goals = input.goals?.trim();
  if (goals) descriptionLines.push(`${words.goals}${goals}`);
  const cancelled = input.method === "CANCEL";
  descriptionLines.push(cancelled ? words.cancelled : `${words.manage}${input.manageUrl}`);

  const { error, value } = createEvent({
    start: torontoInstant(input.date, input.timeSlot).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: MEETING_MINUTES },
    title: words.title(input.attendee.name),
    description: descriptionLines.join("\n"),
    location: words.location,
    organizer: calendarContact(input.organizer),
    attendees: [{ ...calendarContact(input.attendee), rsvp: true, role: "REQ-PARTICIPANT" }],
    url: input.manageUrl,
    uid: input.uid,
    sequence: input.sequence,
    productId: input.productName,
    method: input.method,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
  });
  if (error || !value) {
    throw new Error(
      `Could not create the calendar file for booking ${input.uid}: ${error?.message ?? "no output"}`,
    );
  }
  return value;
}
