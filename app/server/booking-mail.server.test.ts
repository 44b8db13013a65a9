import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { parseCalendarFile } from "../../tests/support/calendar-file";
import {
  englishSentencesIn,
  englishWordsIn,
  textOfHtml,
  typographyFaults,
} from "../../tests/support/french-output";
import {
  type Appointment,
  type BookingMoment,
  calendarFileFor,
  managePath,
  staffEmail,
  visitorEmail,
} from "./booking-mail.server";
import type { NewOutboxEmail } from "./outbox.server";
import { asSent } from "../../tests/support/outbox-emails";

const siteUrl = "https://www.maplewiseleads.example";

const booking: Appointment = {
  id: "7f3c2a9e-1b4d-4c8e-9a51-2d6f0e8b4c17",
  status: "confirmed",
  language: "en",
  name: "Jordan Tremblay",
  email: "jordan@boreal.example",
  phone: null,
  company: "Assurances Boréal",
  meetingType: "compliance-review",
  topics: ["ppl", "integration"],
  goals: "Vérifier nos consentements\navant la campagne du printemps",
  // The first of a month, as French writes it ("1er"), and a time with minutes ("9 h 20").
  date: "2026-12-01",
  timeSlot: "09:20",
  timezone: "America/Toronto",
  startsAt: new Date("2026-12-01T14:20:00Z"),
  calendarToken: "QZ4v9Kx2mN7pR1sT8uW3yA6bC0dE5fG",
  sequence: 1,
  cancelledAt: null,
  cancellationReason: null,
  attendance: null,
  attendanceMarkedAt: null,
  emailSha256: "0".repeat(64),
  erasedAt: null,
  createdAt: new Date("2026-11-20T15:00:00Z"),
};

const frenchManageUrl = `${siteUrl}/fr/rendez-vous/${booking.id}?token=${booking.calendarToken}`;
const englishManageUrl = `${siteUrl}/bookings/${booking.id}?token=${booking.calendarToken}`;

/** What both languages write the same way: the visitor's name and goals, the brand, its address. */
const shared = [booking.name, ...booking.goals!.split("\n"), site.brand, site.email];

const moments: BookingMoment[] = [
  "booking-confirmation",
  "booking-rescheduled",
  "booking-cancelled",
  "booking-reminder",
];

const queuedAt = new Date("2026-11-20T15:00:00Z");

const optionsOf = (moment: BookingMoment) =>
  moment === "booking-rescheduled"
    ? { queuedAt, previous: { date: "2026-10-30", timeSlot: "10:00" } }
    : moment === "booking-reminder"
      ? { queuedAt, dueAt: new Date("2026-11-30T14:20:00Z") }
      : { queuedAt };

/** The French and the English email of this moment, as the outbox's worker sends them. */
function emailsOf(moment: BookingMoment) {
  return Promise.all([
    asSent(visitorEmail(moment, booking, "fr", siteUrl, optionsOf(moment)), siteUrl),
    asSent(visitorEmail(moment, booking, "en", siteUrl, optionsOf(moment)), siteUrl),
  ]);
}

/** The calendar file an email carries. */
function calendarFileOf(email: NewOutboxEmail): string {
  expect(email.attachments).toHaveLength(1);
  const [file] = email.attachments ?? [];
  if (!file) throw new Error(`No calendar file attached to the ${email.kind} email`);
  return file.content;
}

/** A calendar file's content lines, unfolded (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** The text of a property without parameters (SUMMARY, LOCATION, DESCRIPTION), unescaped. */
function textProperty(ics: string, name: string): string {
  const line = contentLines(ics).find((candidate) => candidate.startsWith(`${name}:`));
  if (line === undefined) throw new Error(`No ${name} in the calendar file`);
  return line
    .slice(name.length + 1)
    .replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));
}

/** The human text of a calendar file: what a calendar shows of the event. */
function humanText(ics: string): string {
  return ["SUMMARY", "LOCATION", "DESCRIPTION"].map((name) => textProperty(ics, name)).join("\n");
}

function expectNoEnglish(french: string, english: string, part: string) {
  expect(englishWordsIn(french), part).toEqual([]);
  expect(englishSentencesIn(french, english, shared), part).toEqual([]);
  expect(typographyFaults(french), part).toEqual([]);
}

describe("a French booking's emails", () => {
  it.each(moments)("%s: the subject, the HTML and the plain text are all French", async (moment) => {
    const [french, english] = await emailsOf(moment);

    expectNoEnglish(french.subject, english.subject, "subject");
    expectNoEnglish(textOfHtml(french.html), textOfHtml(english.html), "HTML");
    expectNoEnglish(french.text, english.text, "plain text");
    expect(french.html).toContain('lang="fr-CA"');
    // The facts are the same: the date and time as French writes them, the labels of the choices.
    for (const fact of [
      "mardi 1er décembre 2026",
      "9\u00a0h\u00a020\u00a0HNE (20\u00a0minutes)",
      "Conformité et réglementation",
      "Modèles de paiement au prospect",
      "Intégration au logiciel de GRC",
      "avant la campagne du printemps",
      site.phone.display,
      site.email,
    ]) {
      expect(french.text).toContain(fact);
      expect(textOfHtml(french.html)).toContain(fact);
    }
    expect(french.subject).toContain("mardi 1er décembre 2026 à 9\u00a0h\u00a020\u00a0HNE");
  });

  it.each(moments.filter((moment) => moment !== "booking-cancelled"))(
    "%s: links to the booking's French page",
    async (moment) => {
      const [french] = await emailsOf(moment);

      expect(french.text).toContain(frenchManageUrl);
      expect(french.html).toContain(`href="${frenchManageUrl}"`);
      expect(french.text).not.toContain("/bookings/");
      expect(french.html).not.toContain("/bookings/");
    },
  );

  it("booking-cancelled: offers the French booking page, and its calendar file keeps the French link", async () => {
    const [french] = await emailsOf("booking-cancelled");

    expect(french.html).toContain(`href="${siteUrl}/fr/rendez-vous"`);
    expect(french.text).toContain(`${siteUrl}/fr/rendez-vous`);
    expect(french.text).not.toContain("/book-a-call");
    expect(parseCalendarFile(calendarFileOf(french)).url).toBe(frenchManageUrl);
  });

  it("booking-rescheduled: names the slot it left, in French", async () => {
    const [french] = await emailsOf("booking-rescheduled");

    expect(french.text).toContain("Ancien horaire");
    expect(french.text).toContain("vendredi 30 octobre 2026 à 10\u00a0h\u00a0HAE");
  });

  it.each(["booking-confirmation", "booking-rescheduled", "booking-cancelled"] as const)(
    "%s: the calendar file is French, and its times stay UTC",
    async (moment) => {
      const [french, english] = await emailsOf(moment);
      const [frenchFile, englishFile] = [calendarFileOf(french), calendarFileOf(english)];

      expectNoEnglish(humanText(frenchFile), humanText(englishFile), "calendar file");
      expect(textProperty(frenchFile, "SUMMARY")).toBe(`Consultation gratuite avec ${booking.name}`);
      expect(textProperty(frenchFile, "LOCATION")).toBe("Appel vidéo (lien à venir)");
      const event = parseCalendarFile(frenchFile);
      expect(event.url).toBe(frenchManageUrl);
      expect(event.description).toContain("Type de rencontre\u00a0: Conformité et réglementation");
      expect(event.description).toContain(
        moment === "booking-cancelled" ? "Ce rendez-vous a été annulé." : frenchManageUrl,
      );
      expect(event.start.toISOString()).toBe("2026-12-01T14:20:00.000Z");
      expect(contentLines(frenchFile)).toContain("DTSTART:20261201T142000Z");
      expect(parseCalendarFile(englishFile).start).toEqual(event.start);
    },
  );

  it("a French calendar file for download links to the French page too", () => {
    const ics = calendarFileFor(booking, "PUBLISH", "fr", siteUrl, queuedAt);

    expect(parseCalendarFile(ics).url).toBe(frenchManageUrl);
    expect(englishWordsIn(humanText(ics))).toEqual([]);
  });
});

describe("an English booking's emails", () => {
  it("keep the English pages' links", async () => {
    const [, confirmation] = await emailsOf("booking-confirmation");
    const [, cancellation] = await emailsOf("booking-cancelled");

    expect(confirmation.text).toContain(englishManageUrl);
    expect(confirmation.html).toContain('lang="en"');
    expect(parseCalendarFile(calendarFileOf(confirmation)).url).toBe(englishManageUrl);
    expect(cancellation.text).toContain(`${siteUrl}/book-a-call`);
  });
});

describe("managePath", () => {
  it("opens the booking's page in its language", () => {
    expect(managePath("abc", "t0k", "en")).toBe("/bookings/abc?token=t0k");
    expect(managePath("abc", "t0k", "fr")).toBe("/fr/rendez-vous/abc?token=t0k");
  });
});

describe("the sales inbox's notice", () => {
  it.each([
    { locale: "fr", language: "French" },
    { locale: "en", language: "English" },
  ] as const)("stays English and names a $locale booking's language", async ({ locale, language }) => {
    const email = await asSent(
      staffEmail("booked", booking, locale, { salesInbox: "sales@maplewiseleads.example", siteUrl }),
      siteUrl,
    );

    expect(email.text).toMatch(new RegExp(`Language\\s+${language}\\n`));
    expect(email.subject).toBe(`New consultation booked: Tuesday, December 1, 2026 at 9:20 AM EST`);
    expect(email.html).toContain('lang="en"');
    // Its button opens the booking in the console.
    expect(email.text).toContain(`Open the booking in the console\n${siteUrl}/admin/bookings/${booking.id}`);
  });
});
