import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeed, type FeedEvent, feedWindowStart } from "./calendar-feed";

const octets = (text: string) => new TextEncoder().encode(text).length;

function event(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    uid: "0b7c9f2e-1111-4000-8000-000000000001@maplewise.example",
    sequence: 0,
    status: "CONFIRMED",
    start: new Date("2026-12-01T15:00:00Z"),
    end: new Date("2026-12-01T15:20:00Z"),
    stamp: new Date("2026-11-20T10:00:00Z"),
    summary: "Consultation: Ada Lovelace (Analytical Engines)",
    description: "Meeting type: Video call",
    url: "https://maplewise.example/admin/bookings/0b7c9f2e-1111-4000-8000-000000000001",
    ...overrides,
  };
}

const feed = (events: FeedEvent[]) =>
  calendarFeed({
    productId: "-//Maplewise//Bookings//EN",
    name: "Maplewise bookings",
    timeZone: "America/Toronto",
    events,
  });

/** What a calendar program makes of the feed (ical.js, Thunderbird's parser). */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((vevent) => ({
      vevent,
      event: new ICAL.Event(vevent),
    })),
  };
}

describe("the feed's text", () => {
  it("is read back as the text it was given", () => {
    const text = 'Ops, Inc.; "Shipping" \\ Receiving\nSecond line';
    const { events } = parsed(feed([event({ summary: text, description: text })]));
    expect(events[0]!.event.summary).toBe(text);
    expect(events[0]!.event.description).toBe(text);
  });
});

describe("the feed's lines", () => {
  it("keeps every line of a feed within 75 octets, and a calendar reads the long text whole", () => {
    const long = `Réunion ${"Société Générale des Éclairages du Québec, ".repeat(5)}`;
    const ics = feed([event({ summary: long, description: long })]);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parsed(ics).events[0]!.event.summary).toBe(long);
  });
});

describe("calendarFeed", () => {
  it("writes the calendar's properties, with CRLF line endings", () => {
    const ics = feed([]);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const { calendar } = parsed(ics);
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Maplewise//Bookings//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Maplewise bookings");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Toronto");
    expect(ics).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(ics).toContain("\r\nX-PUBLISHED-TTL:PT15M\r\n");
  });

  it("writes one event per booking with its UID, SEQUENCE, status, times in UTC, text and link", () => {
    const ics = feed([event(), event({ uid: "second@maplewise.example" })]);
    const { events } = parsed(ics);
    expect(events).toHaveLength(2);
    const { event: first, vevent } = events[0]!;
    expect(first.uid).toBe("0b7c9f2e-1111-4000-8000-000000000001@maplewise.example");
    expect(first.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(first.startDate.toJSDate()).toEqual(new Date("2026-12-01T15:00:00Z"));
    expect(first.endDate.toJSDate()).toEqual(new Date("2026-12-01T15:20:00Z"));
    expect(ics).toContain("\r\nDTSTART:20261201T150000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261120T100000Z\r\n");
    expect(String(vevent.getFirstPropertyValue("url"))).toBe(
      "https://maplewise.example/admin/bookings/0b7c9f2e-1111-4000-8000-000000000001",
    );
  });

  it("writes a cancelled booking as STATUS:CANCELLED with the same UID and the higher SEQUENCE it was given", () => {
    const confirmed = parsed(feed([event({ sequence: 1 })])).events[0]!;
    const cancelled = parsed(feed([event({ sequence: 2, status: "CANCELLED" })])).events[0]!;
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(confirmed.event.sequence);
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("writes the same text for the same bookings, so that its ETag only changes with them", () => {
    expect(feed([event()])).toBe(feed([event()]));
  });
});

describe("feedWindowStart", () => {
  it("reaches 30 days back from now", () => {
    expect(feedWindowStart(new Date("2026-12-31T12:00:00Z"))).toEqual(new Date("2026-12-01T12:00:00Z"));
  });

  it("counts 30 days of 24 hours across a change of clock", () => {
    expect(feedWindowStart(new Date("2026-11-20T15:00:00Z"))).toEqual(new Date("2026-10-21T15:00:00Z"));
  });
});
