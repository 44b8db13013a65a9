/**
 * A booking as a calendar event: the words of its title, place and description in each language,
 * shared with the calendar file (./calendar.ts), and the "Add to Google Calendar" and "Add to
 * Outlook" links of the confirmation and the booking's page. The links carry UTC instants made
 * from Toronto's wall clock (DESIGN.md decision 2), so they read the same whatever zone the
 * visitor's browser or our server is in, across EST and EDT alike. The file itself is written by
 * ./calendar.ts, on the server only.
 */
import { meetingEndsAt } from "./booking-policy";
import { meetingTypes, topics } from "./booking-request";
import type { Locale } from "./locale";
import { torontoInstant } from "./time";
import { optionLabel, optionsIn } from "./validation";

/**
 * The event's human text in each language: the booking's language decides it (issue 24);
 * everything else (times in UTC, UID, SEQUENCE) is the same in both.
 */
export const calendarWords = {
  en: {
    /** The other party: the visitor in the file our team and the visitor share, the agency in the visitor's own links. */
    title: (party: string) => `Free consultation with ${party}`,
    location: "Video Call (Link to be provided)",
    meetingType: "Meeting type: ",
    topics: "Topics: ",
    goals: "Goals: ",
    manage: "Reschedule or cancel: ",
    cancelled: "This meeting was cancelled.",
  },
  fr: {
    title: (party: string) => `Consultation gratuite avec ${party}`,
    location: "Appel vidéo (lien à venir)",
    meetingType: "Type de rencontre\u00a0: ",
    topics: "Sujets\u00a0: ",
    goals: "Objectifs\u00a0: ",
    manage: "Pour déplacer ou annuler le rendez-vous\u00a0: ",
    cancelled: "Ce rendez-vous a été annulé.",
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export interface BookingEventDetails {
  locale: Locale;
  /** The values of the booking's form: "compliance-review", ["ppl", "tracking"]. */
  meetingType: string;
  topics: readonly string[];
  goals?: string;
  /** The booking's page, absolute, where the visitor moves or cancels it. */
  manageUrl: string;
  cancelled?: boolean;
}

/** The event's description: what the call is about, then where to change it (or that it was cancelled). */
export function bookingEventDescription(booking: BookingEventDetails): string {
  const words = calendarWords[booking.locale];
  const lines = [
    `${words.meetingType}${optionLabel(optionsIn(meetingTypes, booking.locale), booking.meetingType)}`,
    `${words.topics}${booking.topics.map((topic) => optionLabel(optionsIn(topics, booking.locale), topic)).join(", ")}`,
  ];
  const goals = booking.goals?.trim();
  if (goals) lines.push(`${words.goals}${goals}`);
  lines.push(booking.cancelled ? words.cancelled : `${words.manage}${booking.manageUrl}`);
  return lines.join("\n");
}

export interface BookingEventLinkInput extends BookingEventDetails {
  /** "YYYY-MM-DD" and "HH:MM", Toronto's wall clock. */
  date: string;
  timeSlot: string;
  /** Who the visitor meets: the agency's name, for the event's title. */
  organizerName: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** A query string with every value percent-encoded: Outlook shows a "+" for a space literally. */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
}

/** "2026-12-07T14:00:00Z": ISO 8601 in UTC, without the milliseconds no calendar needs. */
function isoUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/** "20261207T140000Z": the basic form Google Calendar's `dates` takes. */
function basicUtc(instant: Date): string {
  return isoUtc(instant).replace(/[-:]/g, "");
}

/**
 * The links that open a new event, filled in, in Google Calendar and in Outlook on the web
 * (Microsoft 365, which the agency's business visitors use; Outlook on the desktop and Apple's
 * Calendar take the .ics file). Google's `dates` is "start/end" in UTC's basic format; Outlook's
 * `startdt` and `enddt` are ISO 8601 with Z.
 */
export function bookingCalendarLinks(booking: BookingEventLinkInput): CalendarLinks {
  const words = calendarWords[booking.locale];
  const start = torontoInstant(booking.date, booking.timeSlot);
  const end = meetingEndsAt(start);
  const title = words.title(booking.organizerName);
  const description = bookingEventDescription(booking);
  const google = query({ action: "TEMPLATE", text: title, details: description, location: words.location });
  const outlook = query({
    path: "/calendar/action/compose",
    rru: "addevent",
    startdt: isoUtc(start),
    enddt: isoUtc(end),
    subject: title,
    body: description,
    location: words.location,
  });
  return {
    // `dates` written as is: its digits, T, Z and slash need no encoding, and Google documents it so.
    google: `https://calendar.google.com/calendar/render?${google}&dates=${basicUtc(start)}/${basicUtc(end)}`,
    outlook: `https://outlook.office.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
