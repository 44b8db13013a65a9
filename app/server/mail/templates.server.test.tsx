import { describe, expect, it } from "vitest";
import { officeHours as officeHoursFr } from "~/content/fr/office-hours";
import { siteFr } from "~/content/fr/site";
import { officeHours } from "~/content/office-hours";
import { site } from "~/content/site";
import {
  englishSentencesIn,
  englishWordsIn,
  textOfHtml,
  typographyFaults,
} from "../../../tests/support/french-output";
import { emailSamples } from "../../../tests/support/email-samples";
import {
  renderEmail,
  type BookingEmailContent,
  type LeadConfirmationContent,
  type StaffNotificationContent,
} from "./templates.server";
import { visitorEmailWords } from "./visitor-words.server";

const siteUrl = "https://www.maplewiseleads.example";
const manageUrl = `${siteUrl}/bookings/8a1f?token=abc`;
const bookingPageUrl = `${siteUrl}/book-a-call`;

const booking: BookingEmailContent = {
  kind: "booking-confirmation",
  locale: "en",
  name: "Jordan Tremblay",
  dateLabel: "Monday, November 2, 2026",
  timeLabel: "9:00 AM EST",
  meetingTypeLabel: "Compliance & Regulations",
  topicLabels: ["Pay-Per-Lead Models", "CRM Integration"],
  goals: "Audit our consent records\nbefore the spring campaign",
  manageUrl,
  bookingPageUrl,
};

const lead: LeadConfirmationContent = {
  kind: "lead-confirmation",
  locale: "en",
  name: "Jordan Tremblay",
  company: "Northern Lights Insurance",
  summary: [
    { label: "Company", value: "Northern Lights Insurance" },
    { label: "Industry", value: "Finance & Insurance" },
    { label: "Territories", value: "Canada, United States" },
  ],
};

const staff: StaffNotificationContent = {
  kind: "staff-notification",
  subjectLine: "New lead: Northern Lights Insurance",
  heading: "New lead request",
  visitorLocale: "en",
  rows: [
    { label: "Name", value: "Jordan Tremblay" },
    { label: "Email", value: "jordan@northernlights.example" },
    { label: "Budget", value: "$10k-$25k" },
  ],
  consoleLink: {
    url: "https://maplewiseleads.example/admin/leads/7d1c2a4e-0b6f-4e36-9a51-3c8e2f0d9b21",
    label: "Open the lead in the console",
  },
};

/** Matches an opening or closing tag such as <p>, </td> or <br/>; plain text must have none. */
const htmlTag = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

function expectInBothParts(parts: { html: string; text: string }, facts: string[]) {
  for (const fact of facts) {
    expect(parts.text).toContain(fact);
    // React escapes "&" in the HTML part; compare against the escaped form.
    expect(parts.html).toContain(fact.replaceAll("&", "&amp;"));
  }
}

describe("renderEmail: booking confirmation", () => {
  it("names the date, time, length, meeting type and topics in the subject and both parts", async () => {
    const email = await renderEmail(booking, siteUrl);

    expect(email.subject).toBe(
      "Your Maplewise Leads consultation is confirmed: Monday, November 2, 2026 at 9:00 AM EST",
    );
    expectInBothParts(email, [
      "Jordan Tremblay",
      "Monday, November 2, 2026",
      "9:00 AM EST (20 minutes)",
      "Compliance & Regulations",
      "Pay-Per-Lead Models",
      "CRM Integration",
      "Audit our consent records",
      "before the spring campaign",
      "video-call link",
      ".ics",
      site.phone.display,
      officeHours,
      site.email,
      "Toronto",
      "Ottawa",
      site.legalName,
    ]);
    expect(email.text).toContain(manageUrl);
    expect(email.html).toContain(`href="${manageUrl.replaceAll("&", "&amp;")}"`);
  });

  it("leaves out the goals row when no goals were given", async () => {
    const email = await renderEmail({ ...booking, goals: undefined }, siteUrl);

    expect(email.text).not.toMatch(/goals/i);
  });
});

describe("renderEmail: a booking's later emails", () => {
  it("a move names the new time and the old one, and links to the booking", async () => {
    const email = await renderEmail(
      {
        ...booking,
        kind: "booking-rescheduled",
        dateLabel: "Tuesday, November 3, 2026",
        timeLabel: "2:20 PM EST",
        previous: { dateLabel: "Monday, November 2, 2026", timeLabel: "9:00 AM EST" },
      },
      siteUrl,
    );

    expect(email.subject).toBe(
      "Your Maplewise Leads consultation has moved to Tuesday, November 3, 2026 at 2:20 PM EST",
    );
    expectInBothParts(email, [
      "Your call has moved",
      "Tuesday, November 3, 2026",
      "2:20 PM EST (20 minutes)",
      "Moved from",
      "Monday, November 2, 2026 at 9:00 AM EST",
      "updated invitation",
    ]);
    expect(email.text).toContain(manageUrl);
  });

  it("a cancellation offers to book again instead of the manage link", async () => {
    const email = await renderEmail({ ...booking, kind: "booking-cancelled" }, siteUrl);

    expect(email.subject).toBe(
      "Your Maplewise Leads consultation on Monday, November 2, 2026 at 9:00 AM EST is cancelled",
    );
    expectInBothParts(email, ["Your call is cancelled", "removes the event", "Book a new call"]);
    expect(email.text).toContain(bookingPageUrl);
    expect(email.text).not.toContain(manageUrl);
  });

  it("a reminder says tomorrow and links to the booking", async () => {
    const email = await renderEmail({ ...booking, kind: "booking-reminder" }, siteUrl);

    expect(email.subject).toBe(
      "Reminder: your Maplewise Leads consultation is tomorrow, Monday, November 2, 2026 at 9:00 AM EST",
    );
    expectInBothParts(email, ["Your call is tomorrow", "24 hours from now", "Manage your booking"]);
    expect(email.text).toContain(manageUrl);
  });
});

describe("renderEmail: lead confirmation", () => {
  it("confirms receipt, promises a reply within 24 hours and repeats what was sent", async () => {
    const email = await renderEmail(lead, siteUrl);

    expect(email.subject).toBe("We received your request, Jordan Tremblay");
    expectInBothParts(email, [
      "Jordan Tremblay",
      site.responsePromise,
      "Northern Lights Insurance",
      "Industry",
      "Finance & Insurance",
      "Territories",
      "Canada, United States",
      site.phone.display,
      site.email,
      site.legalName,
    ]);
    expect(email.text).toContain("24 hours");
  });
});

describe("renderEmail: lead confirmation in French", () => {
  const frenchLead: LeadConfirmationContent = {
    ...lead,
    locale: "fr",
    company: "Assurances Boréal",
    summary: [
      { label: "Entreprise", value: "Assurances Boréal" },
      { label: "Secteur", value: "Finance et assurance" },
      { label: "Territoires", value: "Canada, États-Unis" },
    ],
  };

  it("is French throughout: subject, HTML, plain text, language", async () => {
    const [french, english] = await Promise.all([
      renderEmail(frenchLead, siteUrl),
      renderEmail(lead, siteUrl),
    ]);
    const shared = [lead.name, site.brand, site.email];

    expect(french.subject).toBe("Nous avons bien reçu votre demande, Jordan Tremblay");
    expect(french.html).toContain('<html dir="ltr" lang="fr-CA">');
    for (const [part, text, englishText] of [
      ["subject", french.subject, english.subject],
      ["HTML", textOfHtml(french.html), textOfHtml(english.html)],
      ["plain text", french.text, english.text],
    ] as const) {
      expect(englishWordsIn(text), part).toEqual([]);
      expect(englishSentencesIn(text, englishText, shared), part).toEqual([]);
      expect(typographyFaults(text), part).toEqual([]);
    }
    expectInBothParts(french, [
      "Bonjour Jordan Tremblay,",
      siteFr.responsePromise,
      "Assurances Boréal",
      "Finance et assurance",
      "Canada, États-Unis",
      "Nous joindre",
      "Toronto (Quartier financier) et Ottawa (Marché By)",
      site.phone.display,
      site.email,
      site.legalName,
    ]);
    expect(french.text).toContain(officeHoursFr);
    expect(textOfHtml(french.html)).toContain(officeHoursFr);
  });
});

describe("renderEmail: staff notification", () => {
  it("uses the given subject line and shows the heading and every row", async () => {
    const email = await renderEmail(staff, siteUrl);

    expect(email.subject).toBe("New lead: Northern Lights Insurance");
    expectInBothParts(email, [
      "New lead request",
      "Name",
      "Jordan Tremblay",
      "Email",
      "jordan@northernlights.example",
      "Budget",
      "$10k-$25k",
    ]);
  });

  it("ends with a button to the lead in the console, its address written out in the plain text", async () => {
    const email = await renderEmail(staff, siteUrl);

    expect(email.html).toContain(`href="${staff.consoleLink.url}"`);
    expect(email.text).toContain(`${staff.consoleLink.label}\n${staff.consoleLink.url}`);
  });

  it.each([
    { visitorLocale: "en", language: "English" },
    { visitorLocale: "fr", language: "French" },
  ] as const)(
    "names the visitor's language first, in English ($visitorLocale)",
    async ({ visitorLocale, language }) => {
      const email = await renderEmail({ ...staff, visitorLocale }, siteUrl);

      expect(email.text).toMatch(new RegExp(`New lead request\\n+Language\\s+${language}\\n`));
      expect(email.html).toContain('lang="en"');
      expectInBothParts(email, ["Language", language, "Toronto and Ottawa"]);
    },
  );
});

describe("renderEmail: every kind", () => {
  it.each(emailSamples)(
    "renders an accessible HTML part and a tag-free text part: $name",
    async ({ content }) => {
      const email = await renderEmail(content, siteUrl);
      const locale = "locale" in content ? content.locale : "en";

      expect(email.html).toContain(`<html dir="ltr" lang="${visitorEmailWords[locale].htmlLang}">`);
      expect(email.html).toMatch(/<h1[ >]/);
      expect(email.text.trim()).not.toBe("");
      expect(email.text).not.toMatch(htmlTag);
      // No leftover of the HTML: entities, link brackets, the preview's padding, the copy hint.
      expect(email.text).not.toMatch(/&[a-z]+;|&#\d+;|\[https?:|[\u200b-\u200f\ufeff]/);
      expect(email.text).not.toContain(visitorEmailWords[locale].actionFallback);
    },
  );

  it.each(emailSamples)(
    "shows the logo from the site's origin, with the brand's name beside it: $name",
    async ({ content }) => {
      const email = await renderEmail(content, siteUrl);
      const locale = "locale" in content ? content.locale : "en";

      expect(email.html).toContain(
        `<img src="${siteUrl}/email/logo-mark.png" width="40" height="40" alt="${visitorEmailWords[locale].logoAlt.replaceAll("'", "&#x27;")}"`,
      );
      expect(email.html).toMatch(new RegExp(`<td[^>]*>${site.brand}</td>`));
      expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(email.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(email.html).toContain("@media (prefers-color-scheme:dark)");
    },
  );

  it.each(emailSamples.filter((sample) => sample.action))(
    "offers the main action as a button, its address written under it and on a line of its own in the text: $name",
    async ({ content, action }) => {
      const email = await renderEmail(content, siteUrl);
      const href = action!.href.replaceAll("&", "&amp;");

      // The link fills a table cell that carries its padding for Outlook.
      const button = email.html.match(/<td style="[^"]*mso-padding-alt:[^"]*"><a ([^>]*)>([^<]*)<\/a><\/td>/);
      expect(button?.[1]).toContain(`href="${href}"`);
      expect(button?.[2]).toBe(action!.label.replaceAll("'", "&#x27;"));
      expect(email.html).toContain(`>${href}</a>`);
      expect(email.text).toContain(`\n${action!.label}\n${action!.href}\n`);
    },
  );

  it.each(emailSamples)(
    "is one XHTML document with the Outlook font fallback, and none of a browser's image preloads: $name",
    async ({ content }) => {
      const { html } = await renderEmail(content, siteUrl);

      expect(html).toMatch(
        /^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN" "[^"]+"><html /,
      );
      expect(html.match(/<!DOCTYPE/g)).toHaveLength(1);
      expect(html).toMatch(/<\/style><!--\[if mso\]>.*<!\[endif\]--><\/head>/);
      expect(html).toContain(`<img src="${siteUrl}/email/logo-mark.png"`);
      expect(html).not.toMatch(/<link\b/);
      expect(html).toMatch(/<\/html>$/);
    },
  );

  it("escapes markup typed into a field in the HTML part", async () => {
    const hostileName = '<script>alert("x")</script>';

    const emails = await Promise.all([
      renderEmail({ ...booking, name: hostileName }, siteUrl),
      renderEmail({ ...lead, name: hostileName }, siteUrl),
      renderEmail({ ...staff, rows: [{ label: "Name", value: hostileName }] }, siteUrl),
    ]);

    for (const email of emails) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("&lt;script&gt;");
    }
  });
});
