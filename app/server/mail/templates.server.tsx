// Each component from its own package: @react-email/components would also load its Tailwind
// compiler and code highlighter, about 38 MB of the server's memory that no email uses.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, type Options as RenderOptions } from "@react-email/render";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { site } from "~/content/site";
import type { Locale } from "~/domain/locale";
import { WEBHOOK_GIVE_UP_HOURS } from "~/domain/webhook-delivery";
import { type BookingEmailKind, type VisitorEmailWords, visitorEmailWords } from "./visitor-words.server";

/**
 * The emails the site sends, as React Email components. Each message is rendered twice: an HTML
 * part for mail clients that show it and a plain-text part for those that do not (and for spam
 * filters, which distrust HTML-only mail). React escapes every value, so what a visitor typed
 * cannot inject markup.
 *
 * A visitor's emails are written in the visitor's language (`locale`: the site's language they
 * used), their words in visitor-words.server.ts; the staff's own emails are English, and a
 * notification names the visitor's language so that the agency answers in it.
 */

export interface LabelledValue {
  label: string;
  value: string;
}

/**
 * Sent to the visitor who booked a call, at each turn of the booking's life: confirmed, moved,
 * cancelled, and the reminder the day before.
 */
export interface BookingEmailContent {
  kind: BookingEmailKind;
  /** The booking's language: the whole email is written in it. */
  locale: Locale;
  name: string;
  /** The date as the visitor saw it, in their language, e.g. "Monday, November 2, 2026". */
  dateLabel: string;
  /** The start time with its zone, e.g. "9:00 AM EST" ("9 h HNE" in French). */
  timeLabel: string;
  meetingTypeLabel: string;
  topicLabels: string[];
  goals?: string;
  /** The booking's page, where it can be moved or cancelled (absolute). */
  manageUrl: string;
  /** Where to book another call (absolute, in the booking's language): offered once a meeting is cancelled. */
  bookingPageUrl: string;
  /** A move: the slot the meeting left. */
  previous?: { dateLabel: string; timeLabel: string };
}

/** Sent to the visitor who sent a lead request through the funnel. */
export interface LeadConfirmationContent {
  kind: "lead-confirmation";
  /** The language the visitor sent the request in: the whole email is written in it. */
  locale: Locale;
  name: string;
  company: string;
  /** What the visitor sent, in the order it should be shown, labelled in `locale`. */
  summary: LabelledValue[];
}

/** Sent to the agency's inbox for each new lead or booking; in English, whatever the visitor's language. */
export interface StaffNotificationContent {
  kind: "staff-notification";
  subjectLine: string;
  heading: string;
  /** The language the visitor used, shown first ("Language: French"): the agency answers in it. */
  visitorLocale: Locale;
  rows: LabelledValue[];
}

/** How a notification names the visitor's language. */
const languageInEnglish: Record<Locale, string> = { en: "English", fr: "French" };

/** A one-time link to the console: set up a new account's password, or reset a forgotten one. */
export interface StaffLinkContent {
  kind: "staff-setup" | "staff-password-reset";
  url: string;
  /** How long the link works, e.g. "24 hours". */
  validFor: string;
}

/** Sent to every owner when the site stops sending to a webhook endpoint that has failed for days (WEBHOOK_GIVE_UP_HOURS). */
export interface WebhookDisabledContent {
  kind: "webhook-disabled";
  /** The receiver's origin only: its path and query may carry a token. */
  origin: string;
  /** When the failures began, in words, e.g. "Monday, November 23, 2026 at 9:14 AM EST". */
  failingSinceLabel: string;
  lastError: string;
  /** The endpoint's page in the console (absolute). */
  consoleUrl: string;
}

export type EmailContent =
  | BookingEmailContent
  | LeadConfirmationContent
  | StaffNotificationContent
  | StaffLinkContent
  | WebhookDisabledContent;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export async function renderEmail(message: EmailContent): Promise<RenderedEmail> {
  const { subject, element } = composeEmail(message);
  const [html, text] = await Promise.all([render(element), render(element, plainTextRenderOptions)]);
  return { subject, html, text };
}

/**
 * The plain-text part keeps headings and row labels as written (a company name must not be
 * shouted) and drops the "tel:" address after a phone number, which only clutters the text.
 * Details tables carry data-text-format="dataTable", so they come out as aligned columns.
 */
const plainTextRenderOptions = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", format: "heading", options: { uppercase: false } },
      { selector: "h2", format: "heading", options: { uppercase: false } },
      { selector: "a[href^='tel:']", format: "anchor", options: { ignoreHref: true } },
      {
        selector: '[data-text-format="dataTable"]',
        format: "dataTable",
        options: { uppercaseHeaderCells: false },
      },
    ],
  },
} satisfies RenderOptions;

function composeEmail(message: EmailContent): { subject: string; element: ReactElement } {
  switch (message.kind) {
    case "booking-confirmation":
    case "booking-rescheduled":
    case "booking-cancelled":
    case "booking-reminder": {
      const words = visitorEmailWords[message.locale];
      const subject = words.booking.subject[message.kind](
        words.dateAtTime(message.dateLabel, message.timeLabel),
      );
      return { subject, element: <BookingEmail subject={subject} {...message} /> };
    }
    case "lead-confirmation": {
      const words = visitorEmailWords[message.locale];
      const subject = words.lead.subject(message.name);
      return { subject, element: <LeadConfirmationEmail subject={subject} {...message} /> };
    }
    case "staff-notification":
      return {
        subject: message.subjectLine,
        element: <StaffNotificationEmail subject={message.subjectLine} {...message} />,
      };
    case "staff-setup":
    case "staff-password-reset": {
      const subject =
        message.kind === "staff-setup"
          ? `Your ${site.brand} console account`
          : `Reset your ${site.brand} console password`;
      return { subject, element: <StaffLinkEmail subject={subject} {...message} /> };
    }
    case "webhook-disabled": {
      const subject = `Webhooks to ${message.origin} are paused`;
      return { subject, element: <WebhookDisabledEmail subject={subject} {...message} /> };
    }
  }
}

function BookingEmail({
  subject,
  locale,
  kind,
  name,
  dateLabel,
  timeLabel,
  meetingTypeLabel,
  topicLabels,
  goals,
  manageUrl,
  bookingPageUrl,
  previous,
}: BookingEmailContent & { subject: string }) {
  const words = visitorEmailWords[locale];
  const { booking: bookingWords } = words;
  const { labels } = bookingWords;
  const cancelled = kind === "booking-cancelled";
  const when = words.dateAtTime(dateLabel, timeLabel);
  const details: DetailRow[] = [
    { label: labels.date, value: dateLabel },
    { label: labels.time, value: `${timeLabel} (${bookingWords.meetingLength})` },
  ];
  if (previous)
    details.push({
      label: labels.movedFrom,
      value: words.dateAtTime(previous.dateLabel, previous.timeLabel),
    });
  details.push(
    { label: labels.meetingType, value: meetingTypeLabel },
    { label: labels.topics, value: <BulletList items={topicLabels} /> },
  );
  if (goals?.trim()) details.push({ label: labels.goals, value: <MultilineValue value={goals} /> });

  return (
    <EmailLayout
      locale={locale}
      title={subject}
      preview={cancelled ? bookingWords.previewCancelled(when) : bookingWords.preview(when)}
      footerReason={bookingWords.footerReason}
    >
      <Heading as="h1" style={styles.heading}>
        {bookingWords.heading[kind]}
      </Heading>
      <Text style={styles.paragraph}>{words.greeting(name)}</Text>
      <Text style={styles.paragraph}>{bookingWords.intro[kind]}</Text>
      <DetailsTable rows={details} />
      <Text style={styles.paragraph}>{bookingWords.calendarNote[kind]}</Text>

      {cancelled ? (
        <>
          <Heading as="h2" style={styles.subheading}>
            {bookingWords.rebook.heading}
          </Heading>
          <Text style={styles.paragraph}>
            <Link href={bookingPageUrl} style={styles.link}>
              {bookingWords.rebook.link}
            </Link>{" "}
            {bookingWords.rebook.after}
          </Text>
        </>
      ) : (
        <>
          <Heading as="h2" style={styles.subheading}>
            {bookingWords.manage.heading}
          </Heading>
          <Text style={styles.paragraph}>
            <Link href={manageUrl} style={styles.link}>
              {bookingWords.manage.link}
            </Link>{" "}
            {bookingWords.manage.beforePhone}
            <Link href={site.phone.href} style={styles.link}>
              {site.phone.display}
            </Link>{" "}
            ({words.contact.officeHours}).
          </Text>
        </>
      )}

      <ContactDetails words={words} />
    </EmailLayout>
  );
}

function LeadConfirmationEmail({
  subject,
  locale,
  name,
  company,
  summary,
}: LeadConfirmationContent & { subject: string }) {
  const words = visitorEmailWords[locale];
  const { lead: leadWords } = words;
  return (
    <EmailLayout
      locale={locale}
      title={subject}
      preview={leadWords.preview}
      footerReason={leadWords.footerReason}
    >
      <Heading as="h1" style={styles.heading}>
        {leadWords.heading}
      </Heading>
      <Text style={styles.paragraph}>{words.greeting(name)}</Text>
      <Text style={styles.paragraph}>{leadWords.intro(company)}</Text>

      <Heading as="h2" style={styles.subheading}>
        {leadWords.summaryHeading}
      </Heading>
      <DetailsTable
        rows={summary.map(({ label, value }) => ({
          label,
          value: <MultilineValue value={value} />,
        }))}
      />
      <Text style={styles.paragraph}>{leadWords.correction}</Text>

      <ContactDetails words={words} />
    </EmailLayout>
  );
}

function StaffNotificationEmail({
  subject,
  heading,
  visitorLocale,
  rows,
}: StaffNotificationContent & { subject: string }) {
  const allRows = [{ label: "Language", value: languageInEnglish[visitorLocale] }, ...rows];
  return (
    <EmailLayout
      locale="en"
      title={subject}
      preview={heading}
      footerReason={`Sent by the ${site.brand} website to the sales inbox.`}
    >
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <DetailsTable
        rows={allRows.map(({ label, value }) => ({ label, value: <MultilineValue value={value} /> }))}
      />
    </EmailLayout>
  );
}

function WebhookDisabledEmail({
  subject,
  origin,
  failingSinceLabel,
  lastError,
  consoleUrl,
}: WebhookDisabledContent & { subject: string }) {
  return (
    <EmailLayout
      locale="en"
      title={subject}
      preview={`Every delivery to ${origin} has failed for ${WEBHOOK_GIVE_UP_HOURS} hours.`}
      footerReason={`Sent to the owners of the ${site.brand} console.`}
    >
      <Heading as="h1" style={styles.heading}>
        {subject}
      </Heading>
      <Text style={styles.paragraph}>
        Every delivery to this endpoint has failed for {WEBHOOK_GIVE_UP_HOURS} hours, so the site has stopped
        sending to it. New leads and bookings are still stored and shown in the console; the events waiting
        for this endpoint are held, and sent when an owner enables it again.
      </Text>
      <DetailsTable
        rows={[
          { label: "Endpoint", value: origin },
          { label: "Failing since", value: failingSinceLabel },
          { label: "Last error", value: <MultilineValue value={lastError} /> },
        ]}
      />
      <Text style={styles.paragraph}>
        Fix the receiver, then enable the endpoint and send a test event from its page:{" "}
        <Link href={consoleUrl} style={styles.link}>
          {consoleUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}

function StaffLinkEmail({ subject, kind, url, validFor }: StaffLinkContent & { subject: string }) {
  const setup = kind === "staff-setup";
  return (
    <EmailLayout
      locale="en"
      title={subject}
      preview={setup ? "Choose a password to start using the console." : "Choose a new password."}
      footerReason={
        setup
          ? "You are receiving this email because an owner of the console invited this address."
          : "You are receiving this email because a password reset was asked for this address. If that was not you, ignore it: your password has not changed."
      }
    >
      <Heading as="h1" style={styles.heading}>
        {setup ? "Set up your console account" : "Reset your password"}
      </Heading>
      <Text style={styles.paragraph}>
        {setup
          ? `An account on the ${site.brand} console was created for this address. Choose your password with this link:`
          : "Choose a new password with this link:"}
      </Text>
      <Text style={styles.paragraph}>
        <Link href={url} style={styles.link}>
          {url}
        </Link>
      </Text>
      <Text style={styles.paragraph}>
        The link works once, for {validFor}. Do not forward it: whoever opens it can set the password.
      </Text>
    </EmailLayout>
  );
}

function EmailLayout({
  locale,
  title,
  preview,
  footerReason,
  children,
}: {
  /** The message's language: the visitor's for theirs, "en" for every staff email. */
  locale: Locale;
  title: string;
  preview: string;
  footerReason: string;
  children: ReactNode;
}) {
  const words = visitorEmailWords[locale];
  return (
    <Html lang={words.htmlLang} dir="ltr">
      <Head>
        {/* Screen readers announce the title when a client opens the message in its own view. */}
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{site.brand}</Text>
          {children}
          <Hr style={styles.rule} />
          <Text style={styles.footer}>
            {site.legalName}, {words.cities}. {footerReason}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function ContactDetails({ words: { contact } }: { words: VisitorEmailWords }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {contact.heading}
      </Heading>
      <Text style={styles.paragraph}>
        {contact.email}{" "}
        <Link href={`mailto:${site.email}`} style={styles.link}>
          {site.email}
        </Link>
        <br />
        {contact.phone}{" "}
        <Link href={site.phone.href} style={styles.link}>
          {site.phone.display}
        </Link>{" "}
        ({contact.officeHours})
        <br />
        {contact.offices} {contact.officeList}
      </Text>
    </Section>
  );
}

interface DetailRow {
  label: string;
  value: ReactNode;
}

/**
 * A two-column table of labels and values. It is a data table (not role="presentation"), so
 * screen readers pair each value with its row header.
 */
function DetailsTable({ rows }: { rows: DetailRow[] }) {
  return (
    <table cellPadding={0} cellSpacing={0} style={styles.table} data-text-format="dataTable">
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row" style={styles.labelCell}>
              {row.label}
            </th>
            <td style={styles.valueCell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul style={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Keeps the line breaks a visitor typed in a free-text field, which HTML would collapse. */
function MultilineValue({ value }: { value: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

// Colours are Tailwind's slate and teal, as on the site; every text colour passes WCAG AA on
// white. The font stack is the site's system stack: emails load no web fonts.
const fontFamily =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const styles = {
  body: { backgroundColor: "#f8fafc", color: "#1e293b", fontFamily, margin: 0, padding: "24px 0" },
  container: {
    backgroundColor: "#ffffff",
    border: "1px solid #e2e8f0",
    borderRadius: "8px",
    maxWidth: "600px",
    padding: "24px 32px",
  },
  brand: { color: "#115e59", fontSize: "14px", fontWeight: 700, margin: "0 0 8px" },
  heading: { color: "#0f172a", fontSize: "24px", lineHeight: "32px", margin: "0 0 16px" },
  subheading: { color: "#0f172a", fontSize: "18px", lineHeight: "26px", margin: "24px 0 8px" },
  paragraph: { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  link: { color: "#115e59", textDecoration: "underline" },
  table: { borderCollapse: "collapse", margin: "0 0 16px", width: "100%" },
  labelCell: {
    borderBottom: "1px solid #e2e8f0",
    color: "#475569",
    fontSize: "14px",
    fontWeight: 600,
    padding: "8px 16px 8px 0",
    textAlign: "left",
    verticalAlign: "top",
    width: "35%",
  },
  valueCell: {
    borderBottom: "1px solid #e2e8f0",
    fontSize: "15px",
    lineHeight: "22px",
    padding: "8px 0",
    verticalAlign: "top",
  },
  list: { margin: 0, paddingLeft: "20px" },
  rule: { borderColor: "#e2e8f0", margin: "24px 0 16px" },
  footer: { color: "#475569", fontSize: "13px", lineHeight: "20px", margin: 0 },
} satisfies Record<string, CSSProperties>;
