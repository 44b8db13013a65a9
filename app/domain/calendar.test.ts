import { describe, expect, it } from "vitest";
import { parseCalendarFile } from "../../tests/support/calendar-file";
import { type BookingCalendarInput, bookingCalendarFile } from "./calendar";

const manageUrl = "https://www.maplewise.example/bookings/7f3c2a9e-1b4d-4c8e-9a51-2d6f0e8b4c17?token=abc";

const booking: BookingCalendarInput = {
  method: "PUBLISH",
  locale: "en",
  sequence: 0,
  writtenAt: new Date("2026-10-28T15:04:05.678Z"),
  manageUrl,
  uid: "7f3c2a9e-1b4d-4c8e-9a51-2d6f0e8b4c17@maplewise.example",
  date: "2026-11-02",
  timeSlot: "09:00",
  attendee: { name: "Jane Doe", email: "jane@example.org" },
  organizer: { name: "Maplewise Leads", email: "hello@maplewise.example" },
  meetingType: "compliance-review",
  topics: ["ppl", "tracking"],
  goals: "Understand CASL consent records before our spring campaign starts in Ontario and Quebec.",
  productName: "Maplewise Leads",
};

/** The content lines of the file, unfolded (RFC 5545 §3.1: CRLF followed by a space or a tab). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

function property(ics: string, name: string): string | undefined {
  return contentLines(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe("bookingCalendarFile", () => {
  it("is stamped with the moment it is written, by the caller's clock, and the same again for that moment", () => {
    const ics = bookingCalendarFile(booking);
    expect(property(ics, "DTSTAMP")).toBe("DTSTAMP:20261028T150405Z");
    expect(bookingCalendarFile(booking)).toBe(ics);
  });

  it.each([
    { date: "2026-10-30", start: "20261030T130000Z" },
    { date: "2026-11-02", start: "20261102T140000Z" },
    { date: "2027-03-12", start: "20270312T140000Z" },
    { date: "2027-03-15", start: "20270315T130000Z" },
    { date: "2027-11-05", start: "20271105T130000Z" },
    { date: "2027-11-08", start: "20271108T140000Z" },
  ])("starts 09:00 Toronto time on $date at $start and lasts 20 minutes", ({ date, start }) => {
    const ics = bookingCalendarFile({ ...booking, date });
    expect(property(ics, "DTSTART")).toBe(`DTSTART:${start}`);
    expect(property(ics, "DURATION")).toBe("DURATION:PT20M");
    expect(property(ics, "DTEND")).toBeUndefined();
  });

  it("writes the last slot in UTC too", () => {
    expect(property(bookingCalendarFile({ ...booking, timeSlot: "16:40" }), "DTSTART")).toBe(
      "DTSTART:20261102T214000Z",
    );
    expect(
      property(bookingCalendarFile({ ...booking, date: "2027-03-15", timeSlot: "16:40" }), "DTSTART"),
    ).toBe("DTSTART:20270315T204000Z");
  });

  it("describes the meeting", () => {
    const ics = bookingCalendarFile(booking);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(property(ics, "METHOD")).toBe("METHOD:PUBLISH");
    expect(property(ics, "PRODID")).toBe("PRODID:Maplewise Leads");
    expect(property(ics, "UID")).toBe(`UID:${booking.uid}`);
    expect(property(ics, "SUMMARY")).toBe("SUMMARY:Free consultation with Jane Doe");
    expect(property(ics, "LOCATION")).toBe("LOCATION:Video Call (Link to be provided)");
    expect(property(ics, "STATUS")).toBe("STATUS:CONFIRMED");
    // TEXT values escape commas and write line breaks as \n.
    expect(property(ics, "DESCRIPTION")).toBe(
      "DESCRIPTION:Meeting type: Compliance & Regulations" +
        "\\nTopics: Pay-Per-Lead Models\\, Attribution & Tracking" +
        `\\nGoals: ${booking.goals}` +
        `\\nReschedule or cancel: ${manageUrl}`,
    );
    expect(property(ics, "URL")).toBe(`URL:${manageUrl}`);
  });

  it.each([
    { method: "REQUEST", sequence: 2, status: "CONFIRMED", ending: `Reschedule or cancel: ${manageUrl}` },
    { method: "CANCEL", sequence: 3, status: "CANCELLED", ending: "This meeting was cancelled." },
  ] as const)(
    "a $method file keeps the UID and carries SEQUENCE $sequence, as a calendar program reads it",
    ({ method, sequence, status, ending }) => {
      const ics = bookingCalendarFile({ ...booking, method, sequence, date: "2027-03-15" });
      const event = parseCalendarFile(ics);
      expect(event).toMatchObject({
        method,
        uid: booking.uid,
        sequence,
        status,
        url: manageUrl,
        durationMinutes: 20,
      });
      expect(event.start.toISOString()).toBe("2027-03-15T13:00:00.000Z");
      expect(event.description.endsWith(ending)).toBe(true);
    },
  );

  it.each([
    { method: "PUBLISH", ending: `Pour déplacer ou annuler le rendez-vous\u00a0: ${manageUrl}` },
    { method: "CANCEL", ending: "Ce rendez-vous a été annulé." },
  ] as const)(
    "writes a French booking's $method file in French, at the same UTC time",
    ({ method, ending }) => {
      const english = bookingCalendarFile({ ...booking, method });
      const ics = bookingCalendarFile({
        ...booking,
        method,
        locale: "fr",
        goals: "Revoir nos consentements",
      });
      expect(property(ics, "SUMMARY")).toBe("SUMMARY:Consultation gratuite avec Jane Doe");
      expect(property(ics, "LOCATION")).toBe("LOCATION:Appel vidéo (lien à venir)");
      expect(parseCalendarFile(ics).description).toBe(
        [
          "Type de rencontre\u00a0: Conformité et réglementation",
          "Sujets\u00a0: Modèles de paiement au prospect, Attribution et suivi",
          "Objectifs\u00a0: Revoir nos consentements",
          ending,
        ].join("\n"),
      );
      expect(property(ics, "DTSTART")).toBe(property(english, "DTSTART"));
      expect(property(ics, "DTSTART")).toBe("DTSTART:20261102T140000Z");
    },
  );

  it("names the organizer and asks the attendee to reply", () => {
    const ics = bookingCalendarFile(booking);
    const organizer = property(ics, "ORGANIZER");
    expect(organizer).toContain('CN="Maplewise Leads"');
    expect(organizer?.toLowerCase()).toContain("mailto:hello@maplewise.example");
    const attendee = property(ics, "ATTENDEE");
    expect(attendee).toContain("RSVP=TRUE");
    expect(attendee).toContain("REQ-PARTICIPANT");
    expect(attendee).toContain('CN="Jane Doe"');
    expect(attendee).toContain("mailto:jane@example.org");
  });

  it("leaves the goals out when there are none", () => {
    for (const goals of [undefined, "", "   "]) {
      const description = property(bookingCalendarFile({ ...booking, goals }), "DESCRIPTION");
      expect(description).toBe(
        "DESCRIPTION:Meeting type: Compliance & Regulations\\nTopics: Pay-Per-Lead Models\\, Attribution & Tracking" +
          `\\nReschedule or cancel: ${manageUrl}`,
      );
    }
  });

  it("keeps long accented names intact across folded lines of at most 75 octets", () => {
    const name = "Zoë-Émilie Côté-Tremblay de la Montagne-Sainte-Geneviève";
    const ics = bookingCalendarFile({
      ...booking,
      locale: "fr",
      attendee: { name, email: "zoe@example.org" },
    });
    const physical = ics.split("\r\n");
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(property(ics, "SUMMARY")).toBe(`SUMMARY:Consultation gratuite avec ${name}`);
    expect(property(ics, "ATTENDEE")).toContain(`CN="${name}"`);
  });

  it("turns double quotes in a name into single ones, which a quoted parameter can hold", () => {
    const ics = bookingCalendarFile({
      ...booking,
      attendee: { name: 'Robert "Bob" Smith', email: "bob@example.org" },
    });
    expect(property(ics, "ATTENDEE")).toContain(`CN="Robert 'Bob' Smith"`);
    expect(property(ics, "SUMMARY")).toBe('SUMMARY:Free consultation with Robert "Bob" Smith');
  });

  it("keeps a name with a line break on its own lines: it cannot add a property or a person", () => {
    const name = "Jane\r\nATTENDEE:mailto:someone@example.net";
    const ics = bookingCalendarFile({ ...booking, attendee: { name, email: "jane@example.org" } });
    const lines = contentLines(ics);
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("SUMMARY"))).toEqual([
      "SUMMARY:Free consultation with Jane\\nATTENDEE:mailto:someone@example.net",
    ]);
    expect(parseCalendarFile(ics).uid).toBe(booking.uid);
  });

  it("refuses an attendee's address that is not one, rather than write a broken file", () => {
    expect(() =>
      bookingCalendarFile({ ...booking, attendee: { name: "Jane Doe", email: "not an address" } }),
    ).toThrow("the attendee's address is not an email address");
  });
});
