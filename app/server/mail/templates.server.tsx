import { plainTextSelectors } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/content/site";
import type { Locale } from "~/domain/locale";
import { WEBHOOK_GIVE_UP_HOURS } from "~/domain/webhook-delivery";
import {
  ActionButton,
  BulletList,
  DetailsTable,
  type DetailRow,
  EmailHeading,
  EmailLayout,
  MultilineValue,
  OUTLOOK_FONT_FALLBACK,
  Paragraph,
  TextLink,
} from "./layout.server";
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
  /** The lead's or booking's page in the console (absolute), where the agency works it. */
  consoleLink: { url: string; label: string };
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

/** How the outbox turns a queued message's content into its email: in its own thread (ADR 048) or in this one. */
export type EmailRenderer = (content: EmailContent) => Promise<RenderedEmail>;

/** Renders in the calling thread: for the tests that build an outbox worker of their own. */
export function renderInThisThread(siteUrl: string): EmailRenderer {
  return (content) => renderEmail(content, siteUrl);
}

/**
 * The message's subject, HTML and plain text, from its content alone: no clock, no database, so
 * that it can be rendered wherever the message is queued or sent. `siteUrl` (the public origin)
 * is where the header's logo is served.
 */
export async function renderEmail(message: EmailContent, siteUrl: string): Promise<RenderedEmail> {
  const subject = emailSubject(message);
  // React renders once; the plain text is converted from that HTML.
  const html = renderHtml(emailElement(message, subject, siteUrl)).replace(
    "</head>",
    `${OUTLOOK_FONT_FALLBACK}</head>`,
  );
  return { subject, html, text: toPlainText(html) };
}

/** The doctype React Email gives its emails, which mail clients expect of table layouts. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The preload React puts in a document's head for each image: a hint for browsers that mail clients ignore. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * The email's HTML document, rendered at once. React Email's `render` streams the element through
 * React's web-stream renderer, inside a Suspense boundary, so that templates may wait for data;
 * ours never do, and the stream was four fifths of the rendering's cost (ADR 049). This is the
 * same markup without the stream's comments (`<!--$-->`, `<!-- -->`), with what `render` adds:
 * the doctype, and no image preloads.
 */
function renderHtml(element: ReactElement): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(element).replace(IMAGE_PRELOAD, "");
}

/**
 * The plain-text part keeps headings and row labels as written (a company name must not be
 * shouted) and drops the "tel:" address after a phone number, which only clutters the text.
 * Details tables carry data-text-format="dataTable", so they come out as aligned columns; the
 * main action (data-text-format="actionLink") is its label, then its address on a line of its own.
 *
 * React Email's toPlainText with these options, compiled once: it compiles them on every call,
 * which took more time than rendering the HTML (ADR 042).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: "h1", format: "heading", options: { uppercase: false } },
    { selector: "h2", format: "heading", options: { uppercase: false } },
    { selector: "a[href^='tel:']", format: "anchor", options: { ignoreHref: true } },
    {
      selector: '[data-text-format="dataTable"]',
      format: "dataTable",
      options: { uppercaseHeaderCells: false },
    },
    { selector: '[data-text-format="actionLink"]', format: "actionLink" },
  ],
  formatters: {
    actionLink: (element: TextElement, walk: WalkText, builder: TextBuilder) => {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(element.children, builder);
      builder.addLineBreak();
      builder.addInline(element.attribs?.href ?? "", { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
  },
});

// The parts of html-to-text's formatter API that actionLink uses (the package ships no types).
interface TextElement {
  children: unknown[];
  attribs?: Record<string, string>;
}
type WalkText = (nodes: unknown[], builder: TextBuilder) => void;
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addLineBreak(): void;
  addInline(text: string, options: { noWordTransform: boolean }): void;
}

/** The message's subject: stored when it is queued, for the console's list, and sent. */
export function emailSubject(message: EmailContent): string {
  switch (message.kind) {
    case "booking-confirmation":
    case "booking-rescheduled":
    case "booking-cancelled":
    case "booking-reminder": {
      const words = visitorEmailWords[message.locale];
      return words.booking.subject[message.kind](words.dateAtTime(message.dateLabel, message.timeLabel));
    }
    case "lead-confirmation":
      return visitorEmailWords[message.locale].lead.subject(message.name);
    case "staff-notification":
      return message.subjectLine;
    case "staff-setup":
      return `Your ${site.brand} console account`;
    case "staff-password-reset":
      return `Reset your ${site.brand} console password`;
    case "webhook-disabled":
      return `Webhooks to ${message.origin} are paused`;
  }
}

function emailElement(message: EmailContent, subject: string, siteUrl: string): ReactElement {
  switch (message.kind) {
    case "booking-confirmation":
    case "booking-rescheduled":
    case "booking-cancelled":
    case "booking-reminder":
      return <BookingEmail subject={subject} siteUrl={siteUrl} {...message} />;
    case "lead-confirmation":
      return <LeadConfirmationEmail subject={subject} siteUrl={siteUrl} {...message} />;
    case "staff-notification":
      return <StaffNotificationEmail subject={subject} siteUrl={siteUrl} {...message} />;
    case "staff-setup":
    case "staff-password-reset":
      return <StaffLinkEmail subject={subject} siteUrl={siteUrl} {...message} />;
    case "webhook-disabled":
      return <WebhookDisabledEmail subject={subject} siteUrl={siteUrl} {...message} />;
  }
}

/** What every email component is given besides its content. */
interface Rendering {
  subject: string;
  siteUrl: string;
}

function BookingEmail({
  subject,
  siteUrl,
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
}: BookingEmailContent & Rendering) {
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
      siteUrl={siteUrl}
      title={subject}
      preview={cancelled ? bookingWords.previewCancelled(when) : bookingWords.preview(when)}
      footerReason={bookingWords.footerReason}
    >
      <EmailHeading level={1}>{bookingWords.heading[kind]}</EmailHeading>
      <Paragraph>{words.greeting(name)}</Paragraph>
      <Paragraph>{bookingWords.intro[kind]}</Paragraph>
      <DetailsTable rows={details} />
      <Paragraph>{bookingWords.calendarNote[kind]}</Paragraph>

      {cancelled ? (
        <>
          <EmailHeading level={2}>{bookingWords.rebook.heading}</EmailHeading>
          <Paragraph>{bookingWords.rebook.intro}</Paragraph>
          <ActionButton href={bookingPageUrl} label={bookingWords.rebook.button} locale={locale} />
        </>
      ) : (
        <>
          <EmailHeading level={2}>{bookingWords.manage.heading}</EmailHeading>
          <Paragraph>
            {bookingWords.manage.beforePhone}
            <TextLink href={site.phone.href}>{site.phone.display}</TextLink> ({words.contact.officeHours}).
          </Paragraph>
          <ActionButton href={manageUrl} label={bookingWords.manage.button} locale={locale} />
        </>
      )}

      <ContactDetails words={words} />
    </EmailLayout>
  );
}

function LeadConfirmationEmail({
  subject,
  siteUrl,
  locale,
  name,
  company,
  summary,
}: LeadConfirmationContent & Rendering) {
  const words = visitorEmailWords[locale];
  const { lead: leadWords } = words;
  return (
    <EmailLayout
      locale={locale}
      siteUrl={siteUrl}
      title={subject}
      preview={leadWords.preview}
      footerReason={leadWords.footerReason}
    >
      <EmailHeading level={1}>{leadWords.heading}</EmailHeading>
      <Paragraph>{words.greeting(name)}</Paragraph>
      <Paragraph>{leadWords.intro(company)}</Paragraph>

      <EmailHeading level={2}>{leadWords.summaryHeading}</EmailHeading>
      <DetailsTable
        rows={summary.map(({ label, value }) => ({
          label,
          value: <MultilineValue value={value} />,
        }))}
      />
      <Paragraph>{leadWords.correction}</Paragraph>

      <ContactDetails words={words} />
    </EmailLayout>
  );
}

function StaffNotificationEmail({
  subject,
  siteUrl,
  heading,
  visitorLocale,
  rows,
  consoleLink,
}: StaffNotificationContent & Rendering) {
  const allRows = [{ label: "Language", value: languageInEnglish[visitorLocale] }, ...rows];
  return (
    <EmailLayout
      locale="en"
      siteUrl={siteUrl}
      title={subject}
      preview={heading}
      footerReason={`Sent by the ${site.brand} website to the sales inbox.`}
    >
      <EmailHeading level={1}>{heading}</EmailHeading>
      <DetailsTable
        rows={allRows.map(({ label, value }) => ({ label, value: <MultilineValue value={value} /> }))}
      />
      <ActionButton href={consoleLink.url} label={consoleLink.label} locale="en" />
    </EmailLayout>
  );
}

function WebhookDisabledEmail({
  subject,
  siteUrl,
  origin,
  failingSinceLabel,
  lastError,
  consoleUrl,
}: WebhookDisabledContent & Rendering) {
  return (
    <EmailLayout
      locale="en"
      siteUrl={siteUrl}
      title={subject}
      preview={`Every delivery to ${origin} has failed for ${WEBHOOK_GIVE_UP_HOURS} hours.`}
      footerReason={`Sent to the owners of the ${site.brand} console.`}
    >
      <EmailHeading level={1}>{subject}</EmailHeading>
      <Paragraph>
        Every delivery to this endpoint has failed for {WEBHOOK_GIVE_UP_HOURS} hours, so the site has stopped
        sending to it. New leads and bookings are still stored and shown in the console; the events waiting
        for this endpoint are held, and sent when an owner enables it again.
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Endpoint", value: origin },
          { label: "Failing since", value: failingSinceLabel },
          { label: "Last error", value: <MultilineValue value={lastError} /> },
        ]}
      />
      <Paragraph>Fix the receiver, then enable the endpoint and send a test event from its page.</Paragraph>
      <ActionButton href={consoleUrl} label="Open the endpoint in the console" locale="en" />
    </EmailLayout>
  );
}

function StaffLinkEmail({ subject, siteUrl, kind, url, validFor }: StaffLinkContent & Rendering) {
  const setup = kind === "staff-setup";
  return (
    <EmailLayout
      locale="en"
      siteUrl={siteUrl}
      title={subject}
      preview={setup ? "Choose a password to start using the console." : "Choose a new password."}
      footerReason={
        setup
          ? "You are receiving this email because an owner of the console invited this address."
          : "You are receiving this email because a password reset was asked for this address. If that was not you, ignore it: your password has not changed."
      }
    >
      <EmailHeading level={1}>{setup ? "Set up your console account" : "Reset your password"}</EmailHeading>
      <Paragraph>
        {setup
          ? `An account on the ${site.brand} console was created for this address. Choose your password to start using it.`
          : `Choose a new password for the ${site.brand} console.`}
      </Paragraph>
      <ActionButton href={url} label={setup ? "Choose your password" : "Choose a new password"} locale="en" />
      <Paragraph>
        The link works once, for {validFor}. Do not forward it: whoever opens it can set the password.
      </Paragraph>
    </EmailLayout>
  );
}

function ContactDetails({ words: { contact } }: { words: VisitorEmailWords }) {
  return (
    <>
      <EmailHeading level={2}>{contact.heading}</EmailHeading>
      <Paragraph>
        {contact.email} <TextLink href={`mailto:${site.email}`}>{site.email}</TextLink>
        <br />
        {contact.phone} <TextLink href={site.phone.href}>{site.phone.display}</TextLink> (
        {contact.officeHours})
        <br />
        {contact.offices} {contact.officeList}
      </Paragraph>
    </>
  );
}
