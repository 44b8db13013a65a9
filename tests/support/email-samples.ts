/**
 * One sample of every email the site sends, in each language it is written in: the unit tests of
 * the templates (app/server/mail/templates.server.test.tsx) and the browser checks of their
 * rendering (tests/e2e/emails.spec.ts) go through the same list. Values are long where a real one
 * can be (a company name, an address, a one-time link), so that a layout that overflows shows it.
 */
import type { EmailContent } from "../../app/server/mail/templates.server";
import { visitorEmailWords } from "../../app/server/mail/visitor-words.server";

export interface EmailSample {
  /** The kind, and the language when the email has more than one. */
  name: string;
  content: EmailContent;
  /** The main action's button: its label and address; none for an email that only informs. */
  action?: { label: string; href: string };
}

/** Where the samples' links point (the checks read them, never open them). */
export const sampleOrigin = "https://www.maplewiseleads.example";

const manageUrl = `${sampleOrigin}/bookings/8a1f6c2e-5b7d-4e0a-9c31-2f8d7b6a5e40?token=q7Xr2mKp9LwZ4vNc8TbY3sHd`;
const frenchManageUrl = `${sampleOrigin}/fr/rendez-vous/8a1f6c2e-5b7d-4e0a-9c31-2f8d7b6a5e40?token=q7Xr2mKp9LwZ4vNc8TbY3sHd`;
const setPasswordUrl = `${sampleOrigin}/admin/set-password?token=3Jq9xVb7Lr2Wm8Kc5Pz1Ht6Ny4Dg0Sa`;
const leadConsoleUrl = `${sampleOrigin}/admin/leads/5f0c6f3e-8a8e-4a57-9d3b-2f4f1d7f9a10`;
const bookingConsoleUrl = `${sampleOrigin}/admin/bookings/8a1f6c2e-5b7d-4e0a-9c31-2f8d7b6a5e40`;

const englishBooking = {
  locale: "en" as const,
  name: "Jordan Tremblay",
  dateLabel: "Tuesday, December 1, 2026",
  timeLabel: "9:20 AM EST",
  meetingTypeLabel: "Compliance & Regulations",
  topicLabels: ["Pay-Per-Lead Models", "CRM Integration"],
  goals: "Audit our consent records\nbefore the spring campaign",
  manageUrl,
  bookingPageUrl: `${sampleOrigin}/book-a-call`,
};

const frenchBooking = {
  locale: "fr" as const,
  name: "Jordan Tremblay",
  dateLabel: "mardi 1er décembre 2026",
  timeLabel: "9\u00a0h\u00a020\u00a0HNE",
  meetingTypeLabel: "Conformité et réglementation",
  topicLabels: ["Modèles de paiement au prospect", "Intégration au logiciel de GRC"],
  goals: "Vérifier nos preuves de consentement\navant la campagne du printemps",
  manageUrl: frenchManageUrl,
  bookingPageUrl: `${sampleOrigin}/fr/rendez-vous`,
};

const bookingKinds = [
  "booking-confirmation",
  "booking-rescheduled",
  "booking-cancelled",
  "booking-reminder",
] as const;

const bookingSamples: EmailSample[] = bookingKinds.flatMap((kind) =>
  [englishBooking, frenchBooking].map((booking): EmailSample => {
    const previous =
      kind === "booking-rescheduled"
        ? booking.locale === "en"
          ? { dateLabel: "Friday, October 30, 2026", timeLabel: "10:00 AM EDT" }
          : { dateLabel: "vendredi 30 octobre 2026", timeLabel: "10\u00a0h\u00a0HAE" }
        : undefined;
    const { manage, rebook } = visitorEmailWords[booking.locale].booking;
    return {
      name: `${kind} (${booking.locale})`,
      content: { kind, ...booking, previous },
      action:
        kind === "booking-cancelled"
          ? { label: rebook.button, href: booking.bookingPageUrl }
          : { label: manage.button, href: booking.manageUrl },
    };
  }),
);

type SummaryRow = { label: string; value: string };

/** A lead's confirmation: the company it names is the first row of what the visitor sent. */
function leadConfirmation(
  locale: "en" | "fr",
  summary: [company: SummaryRow, ...rest: SummaryRow[]],
): EmailSample {
  return {
    name: `lead-confirmation (${locale})`,
    content: {
      kind: "lead-confirmation",
      locale,
      name: "Jordan Tremblay",
      company: summary[0].value,
      summary,
    },
  };
}

/** An email with the one-time link that lets a staff member choose a password. */
function setPasswordSample(
  kind: "staff-setup" | "staff-password-reset",
  validFor: string,
  buttonLabel: string,
): EmailSample {
  return {
    name: kind,
    content: { kind, url: setPasswordUrl, validFor },
    action: { label: buttonLabel, href: setPasswordUrl },
  };
}

const webhookConsoleUrl = `${sampleOrigin}/admin/webhooks/5c0e2a4b-8f1d-4b7e-a3c9-6d2f0e8b1a75`;

export const emailSamples: EmailSample[] = [
  ...bookingSamples,
  leadConfirmation("en", [
    { label: "Company", value: "Northern Lights Insurance and Wealth Management Partners" },
    { label: "Industry", value: "Finance & Insurance" },
    { label: "Territories", value: "Canada, United States" },
    { label: "Message", value: "We need consented leads for Ontario\nand Quebec only." },
  ]),
  leadConfirmation("fr", [
    { label: "Entreprise", value: "Assurances Boréal et Gestion de patrimoine" },
    { label: "Secteur", value: "Finance et assurance" },
    { label: "Territoires", value: "Canada, États-Unis" },
    { label: "Message", value: "Des prospects consentants au Québec\net en Ontario seulement." },
  ]),
  {
    name: "staff-notification (new lead, French visitor)",
    content: {
      kind: "staff-notification",
      subjectLine: "New lead request: Assurances Boréal et Gestion de patrimoine",
      heading: "A lead request arrived",
      visitorLocale: "fr",
      rows: [
        { label: "Name", value: "Jordan Tremblay" },
        { label: "Email", value: "jordan.tremblay-desrosiers@assurances-boreal-patrimoine.example" },
        { label: "Budget", value: "$10k-$25k" },
        {
          label: "Campaign",
          value: "utm_source=infolettre, utm_medium=courriel, utm_campaign=printemps-2027",
        },
        {
          label: "Referrer",
          value: "https://www.example.com/articles/consentement-prospects?ref=infolettre-2026-11",
        },
      ],
      consoleLink: { url: leadConsoleUrl, label: "Open the lead in the console" },
    },
    action: { label: "Open the lead in the console", href: leadConsoleUrl },
  },
  {
    name: "staff-notification (booking cancelled)",
    content: {
      kind: "staff-notification",
      subjectLine: "Consultation cancelled: Tuesday, December 1, 2026 at 9:20 AM EST, Jordan Tremblay",
      heading: "A consultation was cancelled by the visitor",
      visitorLocale: "en",
      rows: [
        { label: "Was on", value: "Tuesday, December 1, 2026" },
        { label: "Time", value: "9:20 AM EST (20 minutes)" },
        { label: "Reason", value: "Not given" },
        { label: "Name", value: "Jordan Tremblay" },
      ],
      consoleLink: { url: bookingConsoleUrl, label: "Open the booking in the console" },
    },
    action: { label: "Open the booking in the console", href: bookingConsoleUrl },
  },
  setPasswordSample("staff-setup", "24 hours", "Choose your password"),
  setPasswordSample("staff-password-reset", "1 hour", "Choose a new password"),
  {
    name: "webhook-disabled",
    content: {
      kind: "webhook-disabled",
      origin: "https://hooks.crm-integration.example",
      failingSinceLabel: "Monday, November 23, 2026 at 9:14 AM EST",
      lastError: "HTTP 503 Service Unavailable: upstream connect error or disconnect/reset before headers",
      consoleUrl: webhookConsoleUrl,
    },
    action: { label: "Open the endpoint in the console", href: webhookConsoleUrl },
  },
];
