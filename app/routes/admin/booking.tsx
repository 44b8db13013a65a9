/**
 * /admin/bookings/:id: one booking for staff. Its details, its history (who made each change), the
 * leads and other bookings of the same address, its emails and consent certificate; attendance
 * once it has started; and, until it starts, a move (a GET form picks the date, then the date's
 * free times, as radio buttons, are posted) and a cancellation with a reason, made for the
 * visitor through the same functions and emails as their own manage link. Plain forms: no
 * JavaScript needed. Everything is worded in the loader (see features/console/bookings.tsx).
 */
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { bookACall } from "~/content/book-a-call";
import { type Attendance, ATTENDANCES, CANCELLATION_REASON_MAX_LENGTH } from "~/domain/booking-change";
import { cancelRequestSchema, rescheduleRequestSchema } from "~/domain/booking-change-request";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { dateProblem } from "~/domain/slots";
import { formatBookingDate, formatSlotTime, formatTorontoInstant, isCalendarDate } from "~/domain/time";
import { Aside, attendanceLabels, cardClass, ConsolePageError, linkClass } from "~/features/console/bookings";
import { consoleMeta } from "~/features/console/meta";
import {
  cellClass,
  FormProblems,
  headerCellClass,
  InputField,
  Notice,
  PageHeader,
  tableClass,
  TableScroller,
  TextAreaField,
} from "~/features/console/ui";
import { bookableDate, dayAvailability } from "~/server/bookings.server";
import { staffRequest } from "~/server/console/access.server";
import { emailKindLabels, emailStatusLabels, meetingTime } from "~/server/console/booking-labels.server";
import {
  bookingDetail,
  cancelForVisitor,
  markAttendance,
  rescheduleForVisitor,
  type StaffChangeOutcome,
} from "~/server/console/bookings.server";
import { type FormAnswer, idParam, readForm, refused, succeeded } from "~/server/console/forms.server";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  consoleMeta(loaderData && "booking" in loaderData ? `Booking: ${loaderData.booking.name}` : "Booking");

interface MoveChoices {
  date: string;
  dateLabel: string;
  times: { value: string; label: string }[];
  /** Why the date cannot be used. */
  problem?: string;
}

/** The free times of the date the move form asked for (`?date=`), or why there are none. */
async function moveChoices(
  db: Parameters<typeof dayAvailability>[0],
  date: string | null,
  now: Date,
): Promise<MoveChoices | undefined> {
  if (date === null) return undefined;
  if (!isCalendarDate(date)) {
    return { date: "", dateLabel: "", times: [], problem: "Please enter a date (YYYY-MM-DD)" };
  }
  const dateLabel = formatBookingDate(date);
  const day = await bookableDate(db, date, now);
  if (!day.bookable) return { date, dateLabel, times: [], problem: dateProblem(day) };
  const times = (await dayAvailability(db, date, now))
    .filter((slot) => slot.available)
    .map((slot) => ({ value: slot.time, label: formatSlotTime(slot.time) }));
  return times.length > 0
    ? { date, dateLabel, times }
    : { date, dateLabel, times, problem: "No time is free on this date" };
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const now = services.now();
  const found = await bookingDetail(services.db, idParam(args.params.id, "No such booking."), now);
  if (found.kind === "not-found") throw data("No such booking.", { status: 404 });
  if (found.kind === "erased") return { erasedAt: formatTorontoInstant(new Date(found.erasedAt)) };
  const { detail } = found;
  const { booking } = detail;
  const move =
    detail.changeability === "changeable"
      ? await moveChoices(services.db, new URL(args.request.url).searchParams.get("date"), now)
      : undefined;
  const page = {
    booking: {
      id: booking.id,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      company: booking.company,
      goals: booking.goals,
      when: `${meetingTime(booking.date, booking.timeSlot)} (${bookingPolicyWords.meetingLength})`,
      meetingType: meetingTypeLabel(booking.meetingType),
      topics: booking.topics.map(topicLabel).join(", "),
      bookedAt: formatTorontoInstant(new Date(booking.createdAt)),
      cancelledAt: booking.cancelledAt ? formatTorontoInstant(new Date(booking.cancelledAt)) : null,
      cancellationReason: booking.cancellationReason,
      attendance: booking.attendance as Attendance | null,
      startsAt: formatTorontoInstant(new Date(booking.startsAt)),
    },
    state: detail.state,
    changeability: detail.changeability,
    attendanceOpen: detail.attendanceOpen,
    hasConsentRecord: detail.hasConsentRecord,
    history: detail.history.map((entry, index) => ({
      key: index,
      at: formatTorontoInstant(new Date(entry.at)),
      what:
        entry.kind === "booked"
          ? `Booked for ${meetingTime(entry.date, entry.timeSlot)}`
          : entry.kind === "rescheduled"
            ? `Moved from ${
                entry.previousDate && entry.previousTimeSlot
                  ? meetingTime(entry.previousDate, entry.previousTimeSlot)
                  : "another time"
              } to ${meetingTime(entry.date, entry.timeSlot)}`
            : "Cancelled",
      reason: entry.reason,
      by: entry.actor === "visitor" ? "The visitor" : `Staff: ${entry.staffEmail ?? "a former account"}`,
    })),
    leads: detail.leads.map((lead) => ({
      id: lead.id,
      name: lead.name,
      company: lead.company,
      status: lead.status,
      received: formatTorontoInstant(new Date(lead.createdAt)),
    })),
    otherBookings: detail.otherBookings.map((other) => ({
      id: other.id,
      when: meetingTime(other.date, other.timeSlot),
      status: other.status === "cancelled" ? "Cancelled" : "Confirmed",
    })),
    emails: detail.emails.map((email) => ({
      id: email.id,
      kind: emailKindLabels[email.kind] ?? email.kind,
      status: emailStatusLabels[email.status] ?? email.status,
      attempts: email.attempts,
      when: formatTorontoInstant(new Date(email.sentAt ?? email.dueAt)),
    })),
    move,
    reasonMaxLength: CANCELLATION_REASON_MAX_LENGTH,
  };
  // A date the move form cannot use (malformed, closed, or with no free time) is answered with a 400.
  return move?.problem ? data(page, { status: 400 }) : page;
}

const intentSchema = z.object({ intent: z.string() });
const attendanceSchema = z.object({
  attendance: z.enum(ATTENDANCES, { error: "Please choose attended or no-show" }),
});

/** What a refused change says, by the lifecycle's answer. */
function changeRefused(outcome: StaffChangeOutcome, change: "cancelled" | "moved") {
  switch (outcome.kind) {
    case "invalid":
      return refused(outcome.fieldErrors);
    case "slot-taken":
      return refused({ timeSlot: bookACall.slotTaken }, { status: 409 });
    case "cancelled":
      return refused({ form: "This meeting was cancelled, so it cannot be moved." }, { status: 409 });
    case "too-late":
      return refused(
        { form: `This meeting has started, so it can no longer be ${change}.` },
        { status: 409 },
      );
    case "not-found":
      throw data("No such booking.", { status: 404 });
    case "changed":
    case "replayed":
    case "key-reused":
      // Not refusals: the action answers "changed" itself, and a change from the console carries
      // no Idempotency-Key, so neither of the others can come back.
      throw new Error(`Unexpected answer to a staff change: ${outcome.kind}`);
  }
}

export async function action(args: Route.ActionArgs) {
  const staff = staffRequest(args.context);
  const { services } = staff;
  const id = idParam(args.params.id, "No such booking.");
  const { intent } = await readForm(args.request.clone(), intentSchema);
  switch (intent) {
    case "cancel": {
      const form = await readForm(args.request, cancelRequestSchema);
      if (!form.ok) return refused(form.fieldErrors);
      const outcome = await cancelForVisitor(services, staff, id, form.data);
      if (outcome.kind !== "changed") return changeRefused(outcome, "cancelled");
      if (!outcome.madeNow) return succeeded("This meeting was already cancelled; nothing changed.");
      services.onMailQueued();
      return succeeded("Cancelled. The visitor has been emailed the cancellation, and the sales inbox told.");
    }
    case "reschedule": {
      const form = await readForm(args.request, rescheduleRequestSchema);
      if (!form.ok) return refused(form.fieldErrors);
      const outcome = await rescheduleForVisitor(services, staff, id, form.data);
      if (outcome.kind !== "changed") return changeRefused(outcome, "moved");
      services.onMailQueued();
      return succeeded(
        `Moved to ${meetingTime(form.data.date, form.data.timeSlot)}. The visitor has been emailed the new time.`,
      );
    }
    case "attendance": {
      const form = await readForm(args.request, attendanceSchema);
      if (!form.ok) return refused(form.fieldErrors);
      const outcome = await markAttendance(services.db, staff, id, form.data.attendance, services.now());
      const label = attendanceLabels[form.data.attendance];
      switch (outcome.kind) {
        case "marked":
          return succeeded(`Marked: ${label}.`);
        case "unchanged":
          return succeeded(`Already marked: ${label}.`);
        case "not-open":
          return refused(
            {
              form:
                outcome.state === "cancelled"
                  ? "A cancelled meeting has no attendance to mark."
                  : "Attendance can be marked once the meeting has started.",
            },
            { status: 409 },
          );
        case "not-found":
          throw data("No such booking.", { status: 404 });
      }
      break;
    }
    default:
      return refused({ form: "Unknown action." });
  }
}

const cardTitle = "text-lg font-bold text-slate-900";

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  if (!("booking" in loaderData)) {
    return (
      <>
        <PageHeader title="Booking erased" />
        <p className="text-slate-700">
          This booking&apos;s personal data was erased at the person&apos;s request on {loaderData.erasedAt}.
        </p>
        <p className="mt-6">
          <Link to="/admin/bookings" className={linkClass}>
            Back to the bookings
          </Link>
        </p>
      </>
    );
  }
  const { booking, state, changeability } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const errors = answer?.fieldErrors;
  const status =
    state === "cancelled" ? "Cancelled" : changeability === "started" ? "Started or over" : "Confirmed";
  const details: [string, ReactNode][] = [
    ["Status", status],
    ["When", booking.when],
    ["Name", booking.name],
    [
      "Email",
      <a href={`mailto:${booking.email}`} className={linkClass} key="email">
        {booking.email}
      </a>,
    ],
    [
      "Phone",
      booking.phone ? (
        <a href={`tel:${booking.phone}`} className={linkClass} key="phone">
          {booking.phone}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Company", booking.company ?? "Not given"],
    ["Meeting type", booking.meetingType],
    ["Topics", booking.topics],
    ["Goals", booking.goals ?? "Not given"],
    ["Booked", booking.bookedAt],
  ];
  if (booking.cancelledAt) {
    details.push(["Cancelled", booking.cancelledAt], ["Reason", booking.cancellationReason ?? "Not given"]);
  }
  if (booking.attendance) details.push(["Attendance", attendanceLabels[booking.attendance]]);

  return (
    <>
      <PageHeader title={`Booking: ${booking.name}`}>
        <Link to="/admin/bookings" className={linkClass}>
          All bookings
        </Link>
      </PageHeader>
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      <FormProblems errors={errors?.form ? errors : undefined} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="details" className={cardClass}>
            <h2 id="details" className={cardTitle}>
              Meeting
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {details.map(([term, detail]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-slate-900">{term}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-700">{detail}</dd>
                </div>
              ))}
            </dl>
            {loaderData.hasConsentRecord ? (
              <p className="mt-4 text-sm">
                <Link to={`/admin/bookings/${booking.id}/consent`} className={linkClass}>
                  Consent certificate
                </Link>
              </p>
            ) : null}
          </section>
          <History entries={loaderData.history} />
          <SamePerson leads={loaderData.leads} otherBookings={loaderData.otherBookings} />
          <Emails emails={loaderData.emails} />
        </div>

        <div className="space-y-6">
          {loaderData.attendanceOpen ? (
            <AttendanceForm current={booking.attendance} error={errors?.attendance} />
          ) : state === "confirmed" ? (
            <Aside>Attendance can be marked once the meeting has started, on {booking.startsAt}.</Aside>
          ) : null}
          {changeability === "changeable" ? (
            <>
              <MoveForms id={booking.id} move={loaderData.move} errors={errors} />
              <CancelForm error={errors?.reason} maxLength={loaderData.reasonMaxLength} />
            </>
          ) : changeability === "started" ? (
            <Aside>This meeting has started, so it can no longer be moved or cancelled.</Aside>
          ) : null}
        </div>
      </div>
    </>
  );
}

function History({
  entries,
}: {
  entries: { key: number; at: string; what: string; reason: string | null; by: string }[];
}) {
  return (
    <section aria-labelledby="history">
      <h2 id="history" className={`${cardTitle} mb-3`}>
        History
      </h2>
      <TableScroller label="History of the booking">
        <table className={tableClass}>
          <caption className="sr-only">History of the booking, oldest first</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headerCellClass}>
                When (Toronto)
              </th>
              <th scope="col" className={headerCellClass}>
                What
              </th>
              <th scope="col" className={headerCellClass}>
                By
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry.key}>
                <td className={`${cellClass} whitespace-nowrap`}>{entry.at}</td>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {entry.what}
                  {entry.reason ? <span className="block text-slate-600">Reason: {entry.reason}</span> : null}
                </th>
                <td className={cellClass}>{entry.by}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

function SamePerson({
  leads,
  otherBookings,
}: {
  leads: { id: string; name: string | null; company: string | null; status: string; received: string }[];
  otherBookings: { id: string; when: string; status: string }[];
}) {
  return (
    <section aria-labelledby="same-person" className={cardClass}>
      <h2 id="same-person" className={cardTitle}>
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
                {lead.name ?? "Erased"}
                {lead.company ? `, ${lead.company}` : ""}
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

function Emails({
  emails,
}: {
  emails: { id: string; kind: string; status: string; attempts: number; when: string }[];
}) {
  return (
    <section aria-labelledby="emails">
      <h2 id="emails" className={`${cardTitle} mb-3`}>
        Emails
      </h2>
      <TableScroller label="Emails of the booking">
        <table className={tableClass}>
          <caption className="sr-only">Emails of the booking, in the order they are due</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headerCellClass}>
                Email
              </th>
              <th scope="col" className={headerCellClass}>
                State
              </th>
              <th scope="col" className={headerCellClass}>
                Attempts
              </th>
              <th scope="col" className={headerCellClass}>
                Sent or due (Toronto)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {emails.map((email) => (
              <tr key={email.id}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {email.kind}
                </th>
                <td className={cellClass}>{email.status}</td>
                <td className={cellClass}>{email.attempts}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{email.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p className="mt-2 text-sm">
        <Link to="/admin/emails" className={linkClass}>
          All emails
        </Link>
      </p>
    </section>
  );
}

function AttendanceForm({ current, error }: { current: Attendance | null; error?: string | undefined }) {
  return (
    <section aria-labelledby="attendance" className={cardClass}>
      <h2 id="attendance" className={cardTitle}>
        Attendance
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {current ? `Marked: ${attendanceLabels[current]}. You can correct it.` : "Not marked yet."}
      </p>
      {error ? (
        <p className="mt-2 text-sm font-semibold text-danger-800" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="attendance" />
        {(Object.keys(attendanceLabels) as Attendance[]).map((value) => (
          <Button
            key={value}
            type="submit"
            name="attendance"
            value={value}
            aria-pressed={current === value}
            variant={current === value ? "primary" : "secondary"}
            size="sm"
          >
            {attendanceLabels[value]}
          </Button>
        ))}
      </Form>
    </section>
  );
}

function MoveForms({
  id,
  move,
  errors,
}: {
  id: string;
  move: MoveChoices | undefined;
  errors: Record<string, string> | undefined;
}) {
  return (
    <section aria-labelledby="move" className={cardClass}>
      <h2 id="move" className={cardTitle}>
        Move the meeting
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        For the visitor, who is emailed the new time with an updated calendar invitation. The booking rules
        apply: a free slot on a working day, at least {bookingPolicyWords.notice} ahead, within{" "}
        {bookingPolicyWords.window}.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grow">
          <InputField
            name="date"
            idPrefix="move-"
            type="date"
            label="New date"
            required
            defaultValue={move?.date ?? ""}
            error={move?.problem ?? errors?.date}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Show free times
        </Button>
      </Form>
      {move && move.times.length > 0 ? (
        <Form method="post" action={`/admin/bookings/${id}?date=${move.date}`} className="mt-4">
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="date" value={move.date} />
          <fieldset aria-describedby={errors?.timeSlot ? "move-time-error" : undefined}>
            <legend className="text-sm font-semibold text-slate-900">
              Free times on {move.dateLabel} (Toronto)
            </legend>
            {errors?.timeSlot ? (
              <p id="move-time-error" className="mt-1 text-sm font-semibold text-danger-800">
                {errors.timeSlot}
              </p>
            ) : null}
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {move.times.map((time) => (
                <label
                  key={time.value}
                  className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm whitespace-nowrap has-checked:border-brand-800 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="timeSlot"
                    value={time.value}
                    required
                    className="accent-brand-800"
                  />
                  {time.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4">
            <Button type="submit" size="sm">
              Move the meeting
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function CancelForm({ error, maxLength }: { error?: string | undefined; maxLength: number }) {
  return (
    <section aria-labelledby="cancel" className={cardClass}>
      <h2 id="cancel" className={cardTitle}>
        Cancel the meeting
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Frees the time at once and emails the visitor a cancellation for their calendar.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <TextAreaField
          name="reason"
          idPrefix="cancel-"
          label="Reason (optional)"
          hint="The visitor sees it on their booking page, and the sales inbox is told it."
          rows={3}
          maxLength={maxLength}
          error={error}
        />
        <Button type="submit" variant="danger" size="sm">
          Cancel the meeting
        </Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/bookings", label: "All bookings" }} />;
}
