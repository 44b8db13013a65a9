import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bookingFormDefaults } from "~/domain/booking-request";
import type { Locale } from "~/domain/locale";
import type { DaySlot } from "~/domain/slots";
import { LocaleContext } from "~/use-locale";
import { bookingPicker as bookingPickerEn } from "~/content/booking-picker";
import { bookingPicker as bookingPickerFr } from "~/content/fr/booking-picker";
import { BookingForm } from "./booking-form";
import { BookingPickerWords } from "./booking-picker-copy";
import { BookingConfirmation } from "./confirmation";
import { CalendarPlaceholder, DateCalendar } from "./date-calendar";
import { TimeSlots } from "./time-slots";

const render = (locale: Locale, element: ReactElement) =>
  renderToStaticMarkup(
    <LocaleContext value={locale}>
      <BookingPickerWords value={{ en: bookingPickerEn, fr: bookingPickerFr }[locale]}>
        {element}
      </BookingPickerWords>
    </LocaleContext>,
  );

const calendar = (today: string) => (
  <DateCalendar today={today} selected={null} onSelect={() => {}} labelledBy="title" />
);

const slots: DaySlot[] = [
  { time: "09:00", available: true },
  { time: "10:20", available: false, reason: "booked" },
  { time: "16:40", available: true },
];

const timeSlots = (date: string) => (
  <TimeSlots date={date} selected="16:40" slots={slots} loading={false} onSelect={() => {}} />
);

const noop = () => {};

describe("the booking calendar", () => {
  it("has a French caption, French weekday headers from Sunday and French names for its days", () => {
    const html = render("fr", calendar("2026-11-26"));
    expect(html).toContain(">novembre 2026</p>");
    const headers = [...html.matchAll(/<th [^>]*abbr="([^"]+)"[^>]*>([^<]+)<\/th>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(headers).toEqual([
      ["dimanche", "di"],
      ["lundi", "lu"],
      ["mardi", "ma"],
      ["mercredi", "me"],
      ["jeudi", "je"],
      ["vendredi", "ve"],
      ["samedi", "sa"],
    ]);
    expect(html).toContain('aria-label="dimanche 1er novembre 2026"');
    expect(html).toContain('aria-label="jeudi 26 novembre 2026, aujourd&#x27;hui"');
    // The grid's first cell is Sunday the 1st, as the headers say.
    expect(html.indexOf('data-date="2026-11-01"')).toBeLessThan(html.indexOf('data-date="2026-11-02"'));
  });

  it("dates the holidays it lists in French", () => {
    expect(render("fr", calendar("2026-12-21"))).toContain("(vendredi 25 décembre 2026)");
  });

  it("stays as it was in English", () => {
    const html = render("en", calendar("2026-11-26"));
    expect(html).toContain(">November 2026</p>");
    expect(html).toContain('abbr="Sunday"');
    expect(html).toMatch(/abbr="Sunday"[^>]*>Su<\/th>/);
    expect(html).toContain('aria-label="Thursday, November 26, 2026, today"');
  });

  it("has the French headers in its placeholder too", () => {
    expect(render("fr", <CalendarPlaceholder labelledBy="title" />)).toMatch(/abbr="dimanche"[^>]*>di<\/th>/);
  });
});

describe("the times of a day", () => {
  it("are French on French pages, with the zone HNE or HAE", () => {
    const winter = render("fr", timeSlots("2026-11-02"));
    expect(winter).toContain(">lundi 2 novembre 2026 (HNE)</p>");
    expect(winter).toContain('aria-label="Plages horaires du lundi 2 novembre 2026"');
    expect(winter).toContain(">9\u00a0h</button>");
    expect(winter).toContain('aria-label="10\u00a0h\u00a020, déjà réservée"');
    expect(winter).toContain("16\u00a0h\u00a040</button>");
    expect(render("fr", timeSlots("2026-10-30"))).toContain(">vendredi 30 octobre 2026 (HAE)</p>");
  });

  it("stay as they were in English", () => {
    const html = render("en", timeSlots("2026-11-02"));
    expect(html).toContain(">Monday, November 2, 2026 (EST)</p>");
    expect(html).toContain(">9:00 AM</button>");
  });
});

describe("the form's and the confirmation's date and time", () => {
  const values = { ...bookingFormDefaults, name: "Ana", email: "ana@example.com" };

  it("are French on French pages", () => {
    const form = render(
      "fr",
      <BookingForm
        date="2026-12-01"
        time="10:20"
        values={values}
        saving={false}
        alert={null}
        errorOf={() => undefined}
        setField={noop}
        onBack={noop}
        onSubmit={noop}
      />,
    );
    expect(form).toContain(
      "<strong>mardi 1er décembre 2026</strong> à <strong>10\u00a0h\u00a020\u00a0HNE</strong>",
    );

    const confirmation = render(
      "fr",
      <BookingConfirmation
        confirmation={{
          date: "2027-03-15",
          timeSlot: "09:00",
          calendarUrl: "/c.ics",
          calendarLinks: { google: "https://calendar.google.com/g", outlook: "https://outlook.office.com/o" },
          manageUrl: "/m",
          values,
        }}
        onBack={noop}
      />,
    );
    expect(confirmation).toContain(">lundi 15 mars 2027</dd>");
    expect(confirmation).toContain(">9\u00a0h\u00a0HAE (20\u00a0minutes)</dd>");
    expect(confirmation).toContain(
      'href="https://calendar.google.com/g" target="_blank" rel="noopener noreferrer"',
    );
    expect(confirmation).toContain(
      'Ajouter à Google Agenda<span class="sr-only"> (s&#x27;ouvre dans un nouvel onglet)</span>',
    );
  });

  it("stay as they were in English", () => {
    const confirmation = render(
      "en",
      <BookingConfirmation
        confirmation={{
          date: "2027-03-15",
          timeSlot: "09:00",
          calendarUrl: "/c.ics",
          calendarLinks: { google: "https://calendar.google.com/g", outlook: "https://outlook.office.com/o" },
          manageUrl: "/m",
          values,
        }}
        onBack={noop}
      />,
    );
    expect(confirmation).toContain(">Monday, March 15, 2027</dd>");
    expect(confirmation).toContain(">9:00 AM EDT (");
  });
});
