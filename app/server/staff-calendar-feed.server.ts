/**
 * What a member of staff's calendar subscription holds (ADR 037): every booking whose meeting is
 * at most 30 days past, confirmed or cancelled, as the events of one calendar. Staff text is in
 * English, as the console is; each event links to the booking's console page.
 */
import { createHash } from "node:crypto";
import { asc, eq, gte, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { meetingEndsAt } from "~/domain/booking-policy";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { calendarFeed, type FeedEvent, feedWindowStart } from "~/domain/calendar-feed";
import { languageLabel } from "~/domain/locale";
import { absoluteUrl } from "~/domain/meta";
import { bookingCalendarUid } from "./booking-mail.server";
import type { Executor } from "./db/executor.server";
import { appointmentEvents, appointments } from "./db/schema.server";

export interface StaffCalendarDocument {
  body: string;
  /** Strong, from the body: it changes exactly when the document does. */
  etag: string;
  /** The newest change among the listed bookings, or when the URL was issued if that is later. */
  lastModified: Date;
}

type FeedBooking = Pick<
  typeof appointments.$inferSelect,
  "id" | "status" | "name" | "company" | "meetingType" | "topics" | "language" | "startsAt" | "sequence"
> & { erased: boolean; changedAt: Date };

/**
 * An erased booking stays in the feed without the person's name or company (ADR 037): its slot
 * was still booked, and a subscribed calendar then replaces the event that named them.
 */
function summaryOf(booking: FeedBooking): string {
  const who = booking.erased
    ? "erased at the person's request"
    : `${booking.name}${booking.company ? ` (${booking.company})` : ""}`;
  const summary = `Consultation: ${who}`;
  return booking.status === "cancelled" ? `Cancelled. ${summary}` : summary;
}

export function feedEventOf(booking: FeedBooking, siteUrl: string): FeedEvent {
  const consoleUrl = absoluteUrl(`/admin/bookings/${booking.id}`, siteUrl);
  const cancelled = booking.status === "cancelled";
  return {
    uid: bookingCalendarUid(booking.id),
    sequence: booking.sequence,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: booking.startsAt,
    end: meetingEndsAt(booking.startsAt),
    stamp: booking.changedAt,
    summary: summaryOf(booking),
    description: [
      ...(cancelled ? ["This meeting was cancelled."] : []),
      `Meeting type: ${meetingTypeLabel(booking.meetingType)}`,
      `Topics: ${booking.topics.map((topic) => topicLabel(topic)).join(", ")}`,
      `Language: ${languageLabel(booking.language)}`,
      `In the console: ${consoleUrl}`,
    ].join("\n"),
    url: consoleUrl,
  };
}

/** The feed as it stands at `now`, for the account whose URL was issued at `issuedAt`. */
export async function staffCalendarDocument(
  db: Executor,
  options: { siteUrl: string; now: Date; issuedAt: Date },
): Promise<StaffCalendarDocument> {
  // A booking changes when it is booked, moved or cancelled (its events) and when it is erased.
  const changedAt =
    sql<Date>`greatest(max(${appointmentEvents.occurredAt}), ${appointments.erasedAt}, ${appointments.createdAt})`.mapWith(
      appointments.createdAt,
    );
  const bookings = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      name: appointments.name,
      company: appointments.company,
      meetingType: appointments.meetingType,
      topics: appointments.topics,
      language: appointments.language,
      startsAt: appointments.startsAt,
      sequence: appointments.sequence,
      erased: sql<boolean>`${appointments.erasedAt} is not null`,
      changedAt,
    })
    .from(appointments)
    .leftJoin(appointmentEvents, eq(appointmentEvents.appointmentId, appointments.id))
    .where(gte(appointments.startsAt, feedWindowStart(options.now)))
    .groupBy(appointments.id)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));

  const body = calendarFeed({
    productId: `-//${site.brand}//Staff calendar feed//EN`,
    name: `${site.brand} bookings`,
    timeZone: "America/Toronto",
    events: bookings.map((booking) => feedEventOf(booking, options.siteUrl)),
  });
  // A loop rather than Math.max(...): a feed can list more bookings than a call takes arguments.
  const newest = bookings.reduce(
    (latest, booking) => Math.max(latest, booking.changedAt.getTime()),
    options.issuedAt.getTime(),
  );
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url")}"`,
    lastModified: new Date(newest),
  };
}
