import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingEventLinkInput, bookingCalendarLinks } from "./calendar-links";

const manageUrl = "https://www.maplewise.example/bookings/7f3c2a9e-1b4d-4c8e-9a51-2d6f0e8b4c17?token=abc";

const booking: BookingEventLinkInput = {
  locale: "en",
  date: "2026-12-07",
  timeSlot: "09:00",
  organizerName: "Maplewise Leads",
  meetingType: "compliance-review",
  topics: ["ppl", "tracking"],
  manageUrl,
};

function paramsOf(link: string): URLSearchParams {
  return new URL(link).searchParams;
}

// 09:00 in Toronto is 14:00 UTC under EST (UTC-5) and 13:00 UTC under EDT (UTC-4); 16:40 is the last slot.
const cases = [
  { zone: "EST", date: "2026-12-07", timeSlot: "09:00", google: "20261207T140000Z/20261207T142000Z" },
  { zone: "EST", date: "2027-03-12", timeSlot: "16:40", google: "20270312T214000Z/20270312T220000Z" },
  { zone: "EDT", date: "2027-03-15", timeSlot: "09:00", google: "20270315T130000Z/20270315T132000Z" },
  { zone: "EDT", date: "2027-07-06", timeSlot: "11:40", google: "20270706T154000Z/20270706T160000Z" },
];

function checkTimes() {
  for (const { date, timeSlot, google } of cases) {
    const links = bookingCalendarLinks({ ...booking, date, timeSlot });
    const [start, end] = google.split("/");
    const iso = (basic: string) =>
      `${basic.slice(0, 4)}-${basic.slice(4, 6)}-${basic.slice(6, 8)}T${basic.slice(9, 11)}:${basic.slice(11, 13)}:${basic.slice(13, 15)}Z`;
    expect(links.google).toContain(`&dates=${google}`);
    expect(paramsOf(links.google).get("dates")).toBe(google);
    expect(paramsOf(links.outlook).get("startdt")).toBe(iso(start!));
    expect(paramsOf(links.outlook).get("enddt")).toBe(iso(end!));
  }
}

describe("bookingCalendarLinks", () => {
  it.each(cases)(
    "gives Google and Outlook the UTC instants of $timeSlot Toronto time on $date ($zone), for 20 minutes",
    ({ date, timeSlot, google }) => {
      const links = bookingCalendarLinks({ ...booking, date, timeSlot });
      expect(paramsOf(links.google).get("dates")).toBe(google);
      const [start, end] = google.split("/");
      expect(paramsOf(links.outlook).get("startdt")?.replace(/[-:]/g, "")).toBe(start);
      expect(paramsOf(links.outlook).get("enddt")?.replace(/[-:]/g, "")).toBe(end);
      expect(paramsOf(links.outlook).get("startdt")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    },
  );

  it("opens Google Calendar's and Outlook on the web's new-event forms, filled in", () => {
    const { google, outlook } = bookingCalendarLinks(booking);
    expect(google.startsWith("https://calendar.google.com/calendar/render?action=TEMPLATE&")).toBe(true);
    expect(outlook.startsWith("https://outlook.office.com/calendar/0/deeplink/compose?")).toBe(true);
    const description = [
      "Meeting type: Compliance & Regulations",
      "Topics: Pay-Per-Lead Models, Attribution & Tracking",
      `Reschedule or cancel: ${manageUrl}`,
    ].join("\n");
    expect(Object.fromEntries(paramsOf(google))).toMatchObject({
      text: "Free consultation with Maplewise Leads",
      details: description,
      location: "Video Call (Link to be provided)",
    });
    expect(Object.fromEntries(paramsOf(outlook))).toMatchObject({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Free consultation with Maplewise Leads",
      body: description,
      location: "Video Call (Link to be provided)",
    });
  });

  it("encodes spaces as %20, which Outlook reads, rather than +, which it shows", () => {
    const { google, outlook } = bookingCalendarLinks(booking);
    expect(outlook).not.toContain("+");
    expect(outlook).toContain("subject=Free%20consultation%20with%20Maplewise%20Leads");
    expect(google).toContain("text=Free%20consultation%20with%20Maplewise%20Leads");
  });

  it("writes the event in the booking's language, at the same instants", () => {
    const french = bookingCalendarLinks({
      ...booking,
      locale: "fr",
      manageUrl: manageUrl.replace("/bookings/", "/fr/rendez-vous/"),
    });
    const english = bookingCalendarLinks(booking);
    expect(paramsOf(french.google).get("dates")).toBe(paramsOf(english.google).get("dates"));
    expect(paramsOf(french.outlook).get("startdt")).toBe(paramsOf(english.outlook).get("startdt"));
    expect(paramsOf(french.google).get("text")).toBe("Consultation gratuite avec Maplewise Leads");
    expect(paramsOf(french.outlook).get("location")).toBe("Appel vidéo (lien à venir)");
    expect(paramsOf(french.outlook).get("body")).toBe(
      [
        "Type de rencontre\u00a0: Conformité et réglementation",
        "Sujets\u00a0: Modèles de paiement au prospect, Attribution et suivi",
        "Pour déplacer ou annuler le rendez-vous\u00a0: https://www.maplewise.example/fr/rendez-vous/7f3c2a9e-1b4d-4c8e-9a51-2d6f0e8b4c17?token=abc",
      ].join("\n"),
    );
  });
});

// A visitor's browser in another zone: the links must not move with it.
describe.each(["Asia/Kolkata", "America/Los_Angeles", "Pacific/Kiritimati", "Europe/London"])(
  "with the browser's time zone set to %s",
  (zone) => {
    const originalZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    });

    it("gives the same instants for EST and EDT dates", () => {
      // A runtime that ignored the change would make this test prove nothing.
      expect(new Date(Date.UTC(2027, 0, 15)).getTimezoneOffset()).not.toBe(300);
      checkTimes();
    });
  },
);
