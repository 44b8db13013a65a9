/**
 * /admin/bookings: the lists' tabs with their counts, the choice of the visitors' language, the
 * list's table of meetings and its pages. All are plain links (`?list=upcoming&language=fr&cursor=…`),
 * a page's written by the loader, which alone knows its cursor (ADR 043).
 */
import { Link } from "react-router";
import type { BookingList } from "~/domain/booking-change";
import { bookingListLabels, linkClass } from "~/features/console/bookings";
import { Pager } from "~/features/console/pager";
import { type Column, DataTable } from "~/features/console/table";
import { VisitorText } from "~/features/console/visitor-text";

/** A list, of one language when `language` is given, from its first page or from an encoded cursor. */
export const bookingListHref = (list: BookingList, language: string | undefined, cursor?: string) =>
  `/admin/bookings?list=${list}${language ? `&language=${language}` : ""}${cursor ? `&cursor=${cursor}` : ""}`;

const choiceClass = (current: boolean) =>
  `block rounded-lg border px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
    current
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
  }`;

export function BookingListTabs({
  current,
  counts,
  language,
}: {
  current: BookingList;
  /** "12", or "1,000+" where the database stopped counting. */
  counts: Record<BookingList, string>;
  language: string | undefined;
}) {
  const lists = Object.keys(bookingListLabels) as BookingList[];
  return (
    <nav aria-label="Booking lists" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {lists.map((name) => (
          <li key={name}>
            <Link
              to={bookingListHref(name, language)}
              aria-current={name === current ? "page" : undefined}
              className={choiceClass(name === current)}
            >
              {bookingListLabels[name]} <span className="font-normal">({counts[name]})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bookings of every language, or of the one the visitor booked in; the list stays the same. */
export function BookingLanguageFilter({
  list,
  current,
  languages,
}: {
  list: BookingList;
  current: string | undefined;
  languages: readonly { value: string; label: string }[];
}) {
  const choices = [{ value: undefined, label: "Any language" }, ...languages];
  return (
    <nav aria-label="Language the visitor booked in" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ value, label }) => (
          <li key={label}>
            <Link
              to={bookingListHref(list, value)}
              aria-current={value === current ? "true" : undefined}
              className={choiceClass(value === current)}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface BookingRow {
  id: string;
  /** The meeting's date and time, in Toronto. */
  when: string;
  name: string;
  email: string;
  company: string | null;
  meetingType: string;
  /** The language the visitor booked in: "English", "French". */
  language: string;
  attendance: string | null;
  cancelledAt: string | null;
}

const captions: Record<BookingList, string> = {
  today: "Today's meetings, earliest first",
  upcoming: "Upcoming meetings from now on, soonest first",
  past: "Past meetings, latest first",
  cancelled: "Cancelled meetings, latest cancellation first",
};

const emptyTexts: Record<BookingList, string> = {
  today: "No meeting today.",
  upcoming: "No meeting is booked from now on.",
  past: "No meeting has taken place yet.",
  cancelled: "No meeting has been cancelled.",
};

const attendanceColumn: Column<BookingRow> = {
  header: "Attendance",
  cell: (row) => row.attendance ?? "Not marked",
};

/** The last column: whether a meeting was attended, or when it was cancelled; none for upcoming ones. */
const lastColumn: Record<BookingList, Column<BookingRow>[]> = {
  today: [attendanceColumn],
  upcoming: [],
  past: [attendanceColumn],
  cancelled: [{ header: "Cancelled", cell: (row) => row.cancelledAt }],
};

export function BookingTable({ list, rows }: { list: BookingList; rows: BookingRow[] }) {
  return (
    <DataTable
      label={captions[list]}
      caption={captions[list]}
      rows={rows}
      rowKey={(row) => row.id}
      empty={<p className="text-slate-700">{emptyTexts[list]}</p>}
      columns={[
        {
          header: "Meeting (Toronto time)",
          rowHeader: true,
          className: "font-normal",
          cell: (row) => (
            <Link to={`/admin/bookings/${row.id}`} className={linkClass}>
              {row.when}
            </Link>
          ),
        },
        { header: "Name", cell: (row) => <VisitorText>{row.name}</VisitorText> },
        {
          header: "Email",
          className: "whitespace-nowrap",
          cell: (row) => <VisitorText>{row.email}</VisitorText>,
        },
        { header: "Company", cell: (row) => (row.company ? <VisitorText>{row.company}</VisitorText> : "—") },
        { header: "Type", cell: (row) => row.meetingType },
        { header: "Language", cell: (row) => row.language },
        ...lastColumn[list],
      ]}
    />
  );
}

export function BookingListPager({
  previous,
  next,
}: {
  previous: string | undefined;
  next: string | undefined;
}) {
  return <Pager label="Pages of the list" previous={previous} next={next} />;
}
