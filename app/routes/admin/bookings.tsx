/**
 * /admin/bookings: today's meetings, the upcoming ones, the past ones (with their attendance) and
 * the cancelled ones, as tabs that are plain links (`?list=upcoming&page=2`), paginated on the
 * server by Toronto's day on the site's clock.
 */
import { data, Link } from "react-router";
import { BOOKING_LISTS, type BookingList } from "~/domain/booking-change";
import { meetingTypeLabel } from "~/domain/booking-request";
import { formatTorontoInstant } from "~/domain/time";
import {
  attendanceLabels,
  bookingListLabels,
  ConsolePageError,
  linkClass,
} from "~/features/console/bookings";
import { consoleMeta } from "~/features/console/meta";
import { cellClass, headerCellClass, PageHeader, tableClass, TableScroller } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { meetingTime } from "~/server/console/booking-labels.server";
import { bookingListCounts, bookingListPage } from "~/server/console/bookings.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => consoleMeta("Bookings");

const captions: Record<BookingList, string> = {
  today: "Today's meetings, earliest first",
  upcoming: "Upcoming meetings, soonest first",
  past: "Past meetings, latest first",
  cancelled: "Cancelled meetings, latest cancellation first",
};

const emptyTexts: Record<BookingList, string> = {
  today: "No meeting today.",
  upcoming: "No meeting is booked after today.",
  past: "No meeting has taken place yet.",
  cancelled: "No meeting has been cancelled.",
};

function isBookingList(value: string): value is BookingList {
  return (BOOKING_LISTS as readonly string[]).includes(value);
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const params = new URL(args.request.url).searchParams;
  const list = params.get("list") ?? "today";
  if (!isBookingList(list)) {
    throw data(`There is no list "${list.slice(0, 40)}": choose Today, Upcoming, Past or Cancelled.`, {
      status: 400,
    });
  }
  const pageParam = params.get("page") ?? "1";
  if (!/^[1-9]\d{0,5}$/.test(pageParam)) {
    throw data("The page must be a whole number from 1.", { status: 400 });
  }
  const now = services.now();
  const [page, counts] = await Promise.all([
    bookingListPage(services.db, list, Number(pageParam), now),
    bookingListCounts(services.db, now),
  ]);
  return {
    counts,
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      when: meetingTime(row.date, row.timeSlot),
      meetingType: meetingTypeLabel(row.meetingType),
      attendance: row.attendance ? attendanceLabels[row.attendance] : null,
      cancelledAt: row.cancelledAt ? formatTorontoInstant(new Date(row.cancelledAt)) : null,
    })),
  };
}

const pageHref = (list: BookingList, page: number) =>
  `/admin/bookings?list=${list}${page > 1 ? `&page=${page}` : ""}`;

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { list, rows, counts, page, pageCount, total } = loaderData;
  const lists = Object.keys(bookingListLabels) as BookingList[];
  return (
    <>
      <PageHeader title="Bookings">
        <Link to="/admin/availability" className={linkClass}>
          Availability
        </Link>
      </PageHeader>
      <nav aria-label="Booking lists" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {lists.map((name) => (
            <li key={name}>
              <Link
                to={pageHref(name, 1)}
                aria-current={name === list ? "page" : undefined}
                className={`block rounded-lg border px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  name === list
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {bookingListLabels[name]} <span className="font-normal">({counts[name]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {rows.length === 0 ? (
        <p className="text-slate-700">{emptyTexts[list]}</p>
      ) : (
        <TableScroller label={captions[list]}>
          <table className={tableClass}>
            <caption className="sr-only">{captions[list]}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headerCellClass}>
                  Meeting (Toronto time)
                </th>
                <th scope="col" className={headerCellClass}>
                  Name
                </th>
                <th scope="col" className={headerCellClass}>
                  Email
                </th>
                <th scope="col" className={headerCellClass}>
                  Company
                </th>
                <th scope="col" className={headerCellClass}>
                  Type
                </th>
                {list === "cancelled" ? (
                  <th scope="col" className={headerCellClass}>
                    Cancelled
                  </th>
                ) : list !== "upcoming" ? (
                  <th scope="col" className={headerCellClass}>
                    Attendance
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <Link to={`/admin/bookings/${row.id}`} className={linkClass}>
                      {row.when}
                    </Link>
                  </th>
                  <td className={cellClass}>{row.name}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{row.email}</td>
                  <td className={cellClass}>{row.company ?? "—"}</td>
                  <td className={cellClass}>{row.meetingType}</td>
                  {list === "cancelled" ? (
                    <td className={cellClass}>{row.cancelledAt}</td>
                  ) : list !== "upcoming" ? (
                    <td className={cellClass}>{row.attendance ?? "Not marked"}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages of the list" className="mt-4 flex flex-wrap items-center gap-6">
          <p className="text-sm text-slate-700">
            Page {page} of {pageCount} ({total} meetings)
          </p>
          {page > 1 ? (
            <Link to={pageHref(list, page - 1)} className={linkClass}>
              Previous page
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link to={pageHref(list, page + 1)} className={linkClass}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/bookings", label: "Today's bookings" }} />;
}
