/**
 * The calendar feed a member of staff subscribes to (DESIGN.md decision 17, ADR 037): every
 * booking from 30 days back onward as one iCalendar (RFC 5545) document, written by the same
 * writer as the booking's own file (./icalendar.ts, ADR 045).
 */
import { escapeText, icalendarDocument, utcDateTime } from "./icalendar";

/** How far back the feed reaches: a month of past meetings stays in staff calendars. */
export const FEED_DAYS_BACK = 30;

/** How often a calendar should fetch the feed again, and how long a cache may keep it. */
export const FEED_REFRESH_MINUTES = 15;

/** The earliest meeting start the feed lists at `now`. */
export function feedWindowStart(now: Date): Date {
  return new Date(now.getTime() - FEED_DAYS_BACK * 24 * 3_600_000);
}

export interface FeedEvent {
  /** The booking's calendar-file UID, so an imported copy and the feed's event are one event. */
  uid: string;
  /** The booking's SEQUENCE: raised by each move and by the cancellation. */
  sequence: number;
  status: "CONFIRMED" | "CANCELLED";
  start: Date;
  end: Date;
  /** When the booking last changed: stable between changes, so the document is too. */
  stamp: Date;
  summary: string;
  description: string;
  url: string;
}

export interface FeedCalendar {
  productId: string;
  name: string;
  timeZone: string;
  events: FeedEvent[];
}

function eventLines(event: FeedEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `LAST-MODIFIED:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value, not TEXT: written as it is (RFC 5545 3.8.4.6).
    `URL:${event.url}`,
    // Every member of staff sees every booking of the agency, not only their own meetings: the
    // events should not mark the subscriber as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole feed, CRLF line endings and folded lines, ready to serve as text/calendar. */
export function calendarFeed(calendar: FeedCalendar): string {
  const refresh = `PT${FEED_REFRESH_MINUTES}M`;
  return icalendarDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    // RFC 7986's refresh hint, and the older one Outlook and Apple Calendar read.
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ]);
}
