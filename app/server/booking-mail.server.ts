/**
 * The emails and calendar files of a booking's life: the visitor's confirmation, move,
 * cancellation and reminder, and the sales inbox's notice of each. Their content is made when the
 * change is made and queued in its transaction (app/server/outbox.server.ts), so a change and its
 * emails are stored together or not at all; the outbox's worker renders them when it sends.
 *
 * The visitor's emails and calendar files are written in the booking's language (`locale`), and
 * link to the booking's page in it; the sales inbox's notices stay English and name that language.
 */
import { bookingPagePath, pathIn } from "~/content/public-paths";
import { site } from "~/content/site";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { type CalendarMethod, bookingCalendarFile } from "~/domain/calendar";
import { isLocale, type Locale } from "~/domain/locale";
import { absoluteUrl } from "~/domain/meta";
import { formatBookingDate, formatSlotWithZone } from "~/domain/time";
import type { appointments } from "./db/schema.server";
import type { BookingEmailContent } from "./mail/templates.server";
import type { NewOutboxEmail } from "./outbox.server";

type AppointmentRow = typeof appointments.$inferSelect;

/** A booking that has not been erased (DESIGN.md decision 12): the only kind shown, changed or emailed. */
export type Appointment = AppointmentRow & { name: string; email: string };

/** The language a booking was made in, which every later message about it uses (issue 24). */
export function bookingLocale(booking: { language: string }): Locale {
  return isLocale(booking.language) ? booking.language : "en";
}

export function unlessErased(row: AppointmentRow | undefined): Appointment | undefined {
  return row && row.erasedAt === null && row.name !== null && row.email !== null
    ? (row as Appointment)
    : undefined;
}

/**
 * The booking's page in its language, relative to the site: what its token opens.
 * "/bookings/{id}?token=…", or "/fr/rendez-vous/{id}?token=…" for a French booking.
 */
export function managePath(id: string, token: string, locale: Locale): string {
  return `${bookingPagePath(id, locale)}?token=${token}`;
}

export function calendarPath(id: string, token: string): string {
  return `/api/bookings/${id}/calendar.ics?token=${token}`;
}

/**
 * The UID of a booking's event, stable for its whole life, so that every later file updates the
 * same event, and the staff's calendar feed (staff-calendar-feed.server.ts) shows it as that event.
 */
export function bookingCalendarUid(bookingId: string): string {
  return `${bookingId}@${site.email.split("@")[1]}`;
}

/**
 * The calendar file of the meeting as it stands, for a download or an email, in the booking's
 * language (its times stay UTC).
 */
export function calendarFileFor(
  booking: Appointment,
  method: CalendarMethod,
  locale: Locale,
  siteUrl: string,
  writtenAt: Date,
): string {
  return bookingCalendarFile({
    method,
    locale,
    sequence: booking.sequence,
    writtenAt,
    manageUrl: absoluteUrl(managePath(booking.id, booking.calendarToken, locale), siteUrl),
    uid: bookingCalendarUid(booking.id),
    date: booking.date,
    timeSlot: booking.timeSlot,
    attendee: { name: booking.name, email: booking.email },
    organizer: { name: site.brand, email: site.email },
    meetingType: booking.meetingType,
    topics: booking.topics,
    goals: booking.goals ?? undefined,
    productName: site.brand,
  });
}

export type BookingMoment = BookingEmailContent["kind"];

/** The calendar file each visitor email carries: the invitation, its update, or its withdrawal. */
const attachedMethod: Record<BookingMoment, CalendarMethod | undefined> = {
  "booking-confirmation": "REQUEST",
  "booking-rescheduled": "REQUEST",
  "booking-cancelled": "CANCEL",
  "booking-reminder": undefined,
};

function slotLabels(date: string, timeSlot: string, locale: Locale) {
  return {
    dateLabel: formatBookingDate(date, locale),
    timeLabel: formatSlotWithZone(date, timeSlot, locale),
  };
}

/**
 * The visitor's email for this moment of the booking, ready for the outbox, in the booking's
 * language: its words, dates, labels, links and calendar file.
 */
export function visitorEmail(
  moment: BookingMoment,
  booking: Appointment,
  locale: Locale,
  siteUrl: string,
  options: {
    /** When it is queued: its calendar file is written then. */
    queuedAt: Date;
    previous?: { date: string; timeSlot: string };
    dueAt?: Date;
  },
): NewOutboxEmail {
  const method = attachedMethod[moment];
  return {
    kind: moment,
    recipient: booking.email,
    appointmentId: booking.id,
    dueAt: options.dueAt,
    content: {
      kind: moment,
      locale,
      name: booking.name,
      ...slotLabels(booking.date, booking.timeSlot, locale),
      meetingTypeLabel: meetingTypeLabel(booking.meetingType, locale),
      topicLabels: booking.topics.map((topic) => topicLabel(topic, locale)),
      goals: booking.goals ?? undefined,
      manageUrl: absoluteUrl(managePath(booking.id, booking.calendarToken, locale), siteUrl),
      bookingPageUrl: absoluteUrl(pathIn("/book-a-call", locale), siteUrl),
      previous: options.previous && slotLabels(options.previous.date, options.previous.timeSlot, locale),
    },
    attachments: method
      ? [
          {
            filename: "consultation.ics",
            contentType: `text/calendar; charset=utf-8; method=${method}`,
            content: calendarFileFor(booking, method, locale, siteUrl, options.queuedAt),
          },
        ]
      : [],
  };
}

/**
 * The sales inbox's notice of a new, moved or cancelled booking: in English, with the booking's
 * language (`visitorLocale`) in a row of its own.
 */
export function staffEmail(
  moment: "booked" | "rescheduled" | "cancelled",
  booking: Appointment,
  visitorLocale: Locale,
  /** Where the notice goes, and the public origin its logo is served from. */
  { salesInbox, siteUrl }: { salesInbox: string; siteUrl: string },
  options: { previous?: { date: string; timeSlot: string }; actor?: "visitor" | "staff" } = {},
): NewOutboxEmail {
  const { dateLabel, timeLabel } = slotLabels(booking.date, booking.timeSlot, "en");
  const when = `${dateLabel} at ${timeLabel}`;
  const byWhom = options.actor === "staff" ? "by staff" : "by the visitor";
  const headings = {
    booked: { subject: `New consultation booked: ${when}`, heading: "A consultation was booked" },
    rescheduled: {
      subject: `Consultation moved to ${when}: ${booking.name}`,
      heading: `A consultation was moved ${byWhom}`,
    },
    cancelled: {
      subject: `Consultation cancelled: ${when}, ${booking.name}`,
      heading: `A consultation was cancelled ${byWhom}`,
    },
  }[moment];
  const rows = [
    { label: moment === "cancelled" ? "Was on" : "Date", value: dateLabel },
    { label: "Time", value: `${timeLabel} (${bookingPolicyWords.meetingLength})` },
  ];
  if (options.previous) {
    const previous = slotLabels(options.previous.date, options.previous.timeSlot, "en");
    rows.push({ label: "Moved from", value: `${previous.dateLabel} at ${previous.timeLabel}` });
  }
  if (moment === "cancelled")
    rows.push({ label: "Reason", value: booking.cancellationReason ?? "Not given" });
  rows.push(
    { label: "Name", value: booking.name },
    { label: "Email", value: booking.email },
    { label: "Phone", value: booking.phone ?? "Not given" },
    { label: "Company", value: booking.company ?? "Not given" },
    { label: "Meeting type", value: meetingTypeLabel(booking.meetingType) },
    { label: "Topics", value: booking.topics.map((topic) => topicLabel(topic)).join(", ") },
    { label: "Goals", value: booking.goals ?? "Not given" },
  );
  return {
    kind: moment === "booked" ? "booking-notification" : `booking-${moment}-notification`,
    recipient: salesInbox,
    appointmentId: booking.id,
    content: {
      kind: "staff-notification",
      subjectLine: headings.subject,
      heading: headings.heading,
      visitorLocale,
      rows,
      consoleLink: {
        url: absoluteUrl(`/admin/bookings/${booking.id}`, siteUrl),
        label: "Open the booking in the console",
      },
    },
    attachments: [],
  };
}
