/**
 * /admin/bookings: the upcoming meetings from now on (the list it opens on, issue 26 point 7),
 * today's, the past ones (with their attendance) and the cancelled ones, as tabs that are plain
 * links (`?list=upcoming&cursor=…`), by Toronto's day on the site's clock and paged by keyset (ADR
 * 043), of every language or of the one the visitor booked in (`&language=fr`). The screen's
 * sections are in features/console/booking-list.tsx.
 */
import { data, Link } from "react-router";
import { BOOKING_LISTS, type BookingList } from "~/domain/booking-change";
import { meetingTypeLabel } from "~/domain/booking-request";
import { isLocale, languageLabel, languageOptions } from "~/domain/locale";
import { countLabel, cursorParam, encodeCursor, type PageCursor } from "~/domain/page-cursor";
import { formatTorontoInstant } from "~/domain/time";
import {
  bookingListHref,
  BookingLanguageFilter,
  BookingListPager,
  BookingListTabs,
  BookingTable,
} from "~/features/console/booking-list";
import { attendanceLabels, ConsolePageError, linkClass } from "~/features/console/bookings";
import { consoleMeta } from "~/features/console/meta";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { meetingTime } from "~/server/console/booking-labels.server";
import { bookingListCounts, bookingListPage } from "~/server/console/bookings.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => consoleMeta("Bookings");

function isBookingList(value: string): value is BookingList {
  return (BOOKING_LISTS as readonly string[]).includes(value);
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const params = new URL(args.request.url).searchParams;
  const list = params.get("list") ?? "upcoming";
  if (!isBookingList(list)) {
    throw data(`There is no list "${list.slice(0, 40)}": choose Upcoming, Today, Past or Cancelled.`, {
      status: 400,
    });
  }
  const cursor = cursorParam(params);
  if (!cursor.ok) throw data(cursor.problem, { status: 400 });
  const language = params.get("language") ?? undefined;
  if (language !== undefined && !isLocale(language)) {
    throw data(`There is no language "${language.slice(0, 40)}": choose English or French.`, { status: 400 });
  }
  const now = services.now();
  const [page, counts] = await Promise.all([
    bookingListPage(services.db, list, cursor.cursor, now, language),
    bookingListCounts(services.db, now, language),
  ]);
  const pageHref = (at: PageCursor | undefined) => at && bookingListHref(list, language, encodeCursor(at));
  return {
    list,
    counts: {
      today: countLabel(counts.today),
      upcoming: countLabel(counts.upcoming),
      past: countLabel(counts.past),
      cancelled: countLabel(counts.cancelled),
    },
    language,
    languages: languageOptions,
    previous: pageHref(page.previous),
    next: pageHref(page.next),
    rows: page.rows.map((row) => ({
      ...row,
      when: meetingTime(row.date, row.timeSlot),
      meetingType: meetingTypeLabel(row.meetingType),
      language: languageLabel(row.language),
      attendance: row.attendance ? attendanceLabels[row.attendance] : null,
      cancelledAt: row.cancelledAt ? formatTorontoInstant(new Date(row.cancelledAt)) : null,
    })),
  };
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { list, counts, language } = loaderData;
  return (
    <>
      <PageHeader title="Bookings">
        <Link to="/admin/availability" className={linkClass}>
          Availability
        </Link>
      </PageHeader>
      <BookingListTabs current={list} counts={counts} language={language} />
      <BookingLanguageFilter list={list} current={language} languages={loaderData.languages} />
      <BookingTable list={list} rows={loaderData.rows} />
      <BookingListPager previous={loaderData.previous} next={loaderData.next} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/bookings", label: "Upcoming bookings" }} />;
}
