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
import { officeHours } from "~/content/office-hours";
import { site } from "~/content/site";
import { bookingPolicyWords } from "~/domain/booking-policy";

/**
 * The emails the site sends, as React Email components. Each message is rendered twice: an HTML
 * part for mail clients that show it and a plain-text part for those that do not (and for spam
 * filters, which distrust HTML-only mail). React escapes every value, so what a visitor typed
 * cannot inject markup.
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
  kind: "booking-confirmation" | "booking-rescheduled" | "booking-cancelled" | "booking-reminder";
  name: string;
  /** The date as the visitor saw it, e.g. "Monday, November 2, 2026". */
  dateLabel: string;
  /** The start time with its zone, e.g. "9:00 AM EST". */
  timeLabel: string;
  meetingTypeLabel: string;
  topicLabels: string[];
  goals?: string;
  /** The booking's page, where it can be moved or cancelled (absolute). */
  manageUrl: string;
  /** Where to book another call (absolute): offered once a meeting is cancelled. */
  bookingPageUrl: string;
  /** A move: the slot the meeting left. */
  previous?: { dateLabel: string; timeLabel: string };
}

/** Sent to the visitor who sent a lead request through the funnel. */
export interface LeadConfirmationContent {
  kind: "lead-confirmation";
  name: string;
  company: string;
  /** What the visitor sent, in the order it should be shown. */
  summary: LabelledValue[];
}

/** Sent to the agency's inbox for each new lead or booking. */
export interface StaffNotificationContent {
  kind: "staff-notification";
  subjectLine: string;
  heading: string;
  rows: LabelledValue[];
}

/** A one-time link to the console: set up a new account's password, or reset a forgotten one. */
export interface StaffLinkContent {
  kind: "staff-setup" | "staff-password-reset";
  url: string;
  /** How long the link works, e.g. "24 hours". */
  validFor: string;
}

export type EmailContent =
  BookingEmailContent | LeadConfirmationContent | StaffNotificationContent | StaffLinkContent;

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
      const subject = bookingSubject(message);
      return { subject, element: <BookingEmail subject={subject} {...message} /> };
    }
    case "lead-confirmation": {
      const subject = `We received your request, ${message.name}`;
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
  }
}

const { meetingLength, meetingLengthAdjective, changeCutoff, reminderLead } = bookingPolicyWords;

function bookingSubject({ kind, dateLabel, timeLabel }: BookingEmailContent): string {
  const when = `${dateLabel} at ${timeLabel}`;
  switch (kind) {
    case "booking-confirmation":
      return `Your ${site.brand} consultation is confirmed: ${when}`;
    case "booking-rescheduled":
      return `Your ${site.brand} consultation has moved to ${when}`;
    case "booking-cancelled":
      return `Your ${site.brand} consultation on ${when} is cancelled`;
    case "booking-reminder":
      return `Reminder: your ${site.brand} consultation is tomorrow, ${when}`;
  }
}

const bookingHeadings: Record<BookingEmailContent["kind"], string> = {
  "booking-confirmation": "Your call is confirmed",
  "booking-rescheduled": "Your call has moved",
  "booking-cancelled": "Your call is cancelled",
  "booking-reminder": "Your call is tomorrow",
};

function BookingEmail({
  subject,
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
  const cancelled = kind === "booking-cancelled";
  const details: DetailRow[] = [
    { label: "Date", value: dateLabel },
    { label: "Time", value: `${timeLabel} (${meetingLength})` },
  ];
  if (previous)
    details.push({ label: "Moved from", value: `${previous.dateLabel} at ${previous.timeLabel}` });
  details.push(
    { label: "Meeting type", value: meetingTypeLabel },
    { label: "Topics", value: <BulletList items={topicLabels} /> },
  );
  if (goals?.trim()) details.push({ label: "Your goals", value: <MultilineValue value={goals} /> });

  const intro: Record<BookingEmailContent["kind"], string> = {
    "booking-confirmation": `Thanks for booking a free ${meetingLengthAdjective} consultation with ${site.brand}. Here is what we have on file:`,
    "booking-rescheduled": `Your free ${meetingLengthAdjective} consultation with ${site.brand} has a new time:`,
    "booking-cancelled": `Your free ${meetingLengthAdjective} consultation with ${site.brand} is cancelled, and its time is released. This was the meeting:`,
    "booking-reminder": `A reminder of your free ${meetingLengthAdjective} consultation with ${site.brand}, ${reminderLead} from now:`,
  };
  const calendarNote: Record<BookingEmailContent["kind"], string> = {
    "booking-confirmation":
      "We will email you a video-call link before the meeting. The calendar invitation is attached to this email as an .ics file: open it to add the call to your calendar.",
    "booking-rescheduled":
      "The updated invitation is attached as an .ics file: open it and your calendar moves the event to the new time. Links in our earlier emails still work and show this time.",
    "booking-cancelled":
      "The cancellation is attached as an .ics file: open it and your calendar removes the event.",
    "booking-reminder": "We will email you the video-call link before the meeting.",
  };

  return (
    <EmailLayout
      title={subject}
      preview={
        cancelled
          ? `${dateLabel} at ${timeLabel} is released.`
          : `${dateLabel} at ${timeLabel}, ${meetingLength}.`
      }
      footerReason="You are receiving this email because you booked a call on our website."
    >
      <Heading as="h1" style={styles.heading}>
        {bookingHeadings[kind]}
      </Heading>
      <Text style={styles.paragraph}>Hi {name},</Text>
      <Text style={styles.paragraph}>{intro[kind]}</Text>
      <DetailsTable rows={details} />
      <Text style={styles.paragraph}>{calendarNote[kind]}</Text>

      {cancelled ? (
        <>
          <Heading as="h2" style={styles.subheading}>
            Want another time?
          </Heading>
          <Text style={styles.paragraph}>
            <Link href={bookingPageUrl} style={styles.link}>
              Book a new call
            </Link>{" "}
            whenever it suits you.
          </Text>
        </>
      ) : (
        <>
          <Heading as="h2" style={styles.subheading}>
            Need to reschedule or cancel?
          </Heading>
          <Text style={styles.paragraph}>
            <Link href={manageUrl} style={styles.link}>
              Manage your booking
            </Link>{" "}
            {`to move or cancel the call, up to ${changeCutoff} before it starts. Closer to the time, call us at `}
            <Link href={site.phone.href} style={styles.link}>
              {site.phone.display}
            </Link>{" "}
            ({officeHours}).
          </Text>
        </>
      )}

      <ContactDetails />
    </EmailLayout>
  );
}

function LeadConfirmationEmail({
  subject,
  name,
  company,
  summary,
}: LeadConfirmationContent & { subject: string }) {
  return (
    <EmailLayout
      title={subject}
      preview={`Our team typically replies ${site.responsePromise}.`}
      footerReason="You are receiving this email because this address was entered in the lead request form on our website. If that was not you, reply and let us know."
    >
      <Heading as="h1" style={styles.heading}>
        We received your request
      </Heading>
      <Text style={styles.paragraph}>Hi {name},</Text>
      <Text style={styles.paragraph}>
        Thanks for telling us about {company}. Your request reached our team, and we typically reply{" "}
        {site.responsePromise}.
      </Text>

      <Heading as="h2" style={styles.subheading}>
        What you sent us
      </Heading>
      <DetailsTable
        rows={summary.map(({ label, value }) => ({
          label,
          value: <MultilineValue value={value} />,
        }))}
      />
      <Text style={styles.paragraph}>
        If something is wrong or missing, reply to this email and we will update your request.
      </Text>

      <ContactDetails />
    </EmailLayout>
  );
}

function StaffNotificationEmail({ subject, heading, rows }: StaffNotificationContent & { subject: string }) {
  return (
    <EmailLayout
      title={subject}
      preview={heading}
      footerReason={`Sent by the ${site.brand} website to the sales inbox.`}
    >
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <DetailsTable
        rows={rows.map(({ label, value }) => ({ label, value: <MultilineValue value={value} /> }))}
      />
    </EmailLayout>
  );
}

function StaffLinkEmail({ subject, kind, url, validFor }: StaffLinkContent & { subject: string }) {
  const setup = kind === "staff-setup";
  return (
    <EmailLayout
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
  title,
  preview,
  footerReason,
  children,
}: {
  title: string;
  preview: string;
  footerReason: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
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
            {site.legalName}, {site.cities.join(" and ")}. {footerReason}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function ContactDetails() {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        Contact us
      </Heading>
      <Text style={styles.paragraph}>
        Email:{" "}
        <Link href={`mailto:${site.email}`} style={styles.link}>
          {site.email}
        </Link>
        <br />
        Phone:{" "}
        <Link href={site.phone.href} style={styles.link}>
          {site.phone.display}
        </Link>{" "}
        ({officeHours})
        <br />
        Offices: {site.offices.map((office) => `${office.city} (${office.area})`).join(" and ")}
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
