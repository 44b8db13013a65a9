/**
 * /admin/bookings/:id, its left column: what the booking is. The meeting's details, its history,
 * the same address's leads and other bookings, and its emails, each worded by the loader.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Attendance, BookingState, StaffChangeability } from "~/domain/booking-change";
import { attendanceLabels, cardClass, cardTitleClass, linkClass } from "~/features/console/bookings";
import { DataTable } from "~/features/console/table";
import { PageHeader } from "~/features/console/ui";
import { VisitorText } from "~/features/console/visitor-text";

export function ErasedBooking({ erasedAt }: { erasedAt: string }) {
  return (
    <>
      <PageHeader title="Booking erased" />
      <p className="text-slate-700">
        This booking&apos;s personal data was erased at the person&apos;s request on {erasedAt}.
      </p>
      <p className="mt-6">
        <Link to="/admin/bookings" className={linkClass}>
          Back to the bookings
        </Link>
      </p>
    </>
  );
}

export interface BookingView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  goals: string | null;
  when: string;
  meetingType: string;
  /** The language the visitor booked in, and so the one their emails and page use: "English", "French". */
  language: string;
  topics: string;
  bookedAt: string;
  cancelledAt: string | null;
  cancellationReason: string | null;
  attendance: Attendance | null;
}

/** The meeting's details, one term a line, and the link to its consent certificate. */
export function MeetingDetails({
  booking,
  state,
  changeability,
  hasConsentRecord,
}: {
  booking: BookingView;
  state: BookingState;
  changeability: StaffChangeability;
  hasConsentRecord: boolean;
}) {
  const status =
    state === "cancelled" ? "Cancelled" : changeability === "started" ? "Started or over" : "Confirmed";
  return (
    <section aria-labelledby="details" className={cardClass}>
      <h2 id="details" className={cardTitleClass}>
        Meeting
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {meetingDetails(booking, status).map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="break-words whitespace-pre-line text-slate-700">{detail}</dd>
          </div>
        ))}
      </dl>
      {hasConsentRecord ? (
        <p className="mt-4 text-sm">
          <Link to={`/admin/bookings/${booking.id}/consent`} className={linkClass}>
            Consent certificate
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function meetingDetails(booking: BookingView, status: string): [string, ReactNode][] {
  const details: [string, ReactNode][] = [
    ["Status", status],
    ["When", booking.when],
    ["Name", <VisitorText key="name">{booking.name}</VisitorText>],
    [
      "Email",
      <a href={`mailto:${booking.email}`} className={linkClass} key="email">
        <VisitorText>{booking.email}</VisitorText>
      </a>,
    ],
    [
      "Phone",
      booking.phone ? (
        <a href={`tel:${booking.phone}`} className={linkClass} key="phone">
          <VisitorText>{booking.phone}</VisitorText>
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Company", booking.company ? <VisitorText key="company">{booking.company}</VisitorText> : "Not given"],
    ["Meeting type", booking.meetingType],
    ["Language", booking.language],
    ["Topics", booking.topics],
    ["Goals", booking.goals ? <VisitorText key="goals">{booking.goals}</VisitorText> : "Not given"],
    ["Booked", booking.bookedAt],
  ];
  if (booking.cancelledAt) {
    details.push(["Cancelled", booking.cancelledAt], ["Reason", booking.cancellationReason ?? "Not given"]);
  }
  if (booking.attendance) details.push(["Attendance", attendanceLabels[booking.attendance]]);
  return details;
}

export interface HistoryEntry {
  key: number;
  at: string;
  what: string;
  reason: string | null;
  by: string;
}

export function BookingHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history">
      <h2 id="history" className={`${cardTitleClass} mb-3`}>
        History
      </h2>
      <DataTable
        label="History of the booking"
        caption="History of the booking, oldest first"
        rows={entries}
        rowKey={(entry) => entry.key}
        columns={[
          { header: "When (Toronto)", className: "whitespace-nowrap", cell: (entry) => entry.at },
          {
            header: "What",
            rowHeader: true,
            className: "font-normal",
            cell: (entry) => (
              <>
                {entry.what}
                {entry.reason ? <span className="block text-slate-600">Reason: {entry.reason}</span> : null}
              </>
            ),
          },
          { header: "By", cell: (entry) => entry.by },
        ]}
      />
    </section>
  );
}

/** The leads and other bookings of the booking's email address. */
export function SamePerson({
  leads,
  otherBookings,
}: {
  leads: { id: string; name: string | null; company: string | null; status: string; received: string }[];
  otherBookings: { id: string; when: string; status: string }[];
}) {
  return (
    <section aria-labelledby="same-person" className={cardClass}>
      <h2 id="same-person" className={cardTitleClass}>
        Same email address
      </h2>
      <h3 className="mt-4 font-semibold text-slate-900">Leads</h3>
      {leads.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No lead request came from this address.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Link to={`/admin/leads/${lead.id}`} className={linkClass}>
                {lead.name ? <VisitorText>{lead.name}</VisitorText> : "Erased"}
                {lead.company ? (
                  <>
                    , <VisitorText>{lead.company}</VisitorText>
                  </>
                ) : null}
              </Link>{" "}
              <span className="text-slate-700">
                ({lead.status}, received {lead.received})
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">Other bookings</h3>
      {otherBookings.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">None.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {otherBookings.map((other) => (
            <li key={other.id}>
              <Link to={`/admin/bookings/${other.id}`} className={linkClass}>
                {other.when}
              </Link>{" "}
              <span className="text-slate-700">({other.status})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BookingEmails({
  emails,
}: {
  emails: { id: string; kind: string; status: string; attempts: number; when: string }[];
}) {
  return (
    <section aria-labelledby="emails">
      <h2 id="emails" className={`${cardTitleClass} mb-3`}>
        Emails
      </h2>
      <DataTable
        label="Emails of the booking"
        caption="Emails of the booking, in the order they are due"
        rows={emails}
        rowKey={(email) => email.id}
        columns={[
          { header: "Email", rowHeader: true, className: "font-normal", cell: (email) => email.kind },
          { header: "State", cell: (email) => email.status },
          { header: "Attempts", cell: (email) => email.attempts },
          { header: "Sent or due (Toronto)", className: "whitespace-nowrap", cell: (email) => email.when },
        ]}
      />
      <p className="mt-2 text-sm">
        <Link to="/admin/emails" className={linkClass}>
          All emails
        </Link>
      </p>
    </section>
  );
}
