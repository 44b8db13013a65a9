/**
 * /admin/bookings/:id: one booking for staff. Its details, its history (who made each change), the
 * leads and other bookings of the same address, its emails and consent certificate; attendance
 * once it has started; and, until it starts, a move (a GET form picks the date, then the date's
 * free times, as radio buttons, are posted) and a cancellation with a reason, made for the
 * visitor through the same functions and emails as their own manage link. Plain forms: no
 * JavaScript needed. Everything is worded in the loader (see features/console/bookings.tsx); the
 * screen's sections are in features/console/booking/.
 */
import { isolated } from "~/domain/bidi";
import { data, Link } from "react-router";
import * as z from "zod/mini";
import { bookACall } from "~/content/book-a-call";
import { type Attendance, ATTENDANCES, CANCELLATION_REASON_MAX_LENGTH } from "~/domain/booking-change";
import { cancelRequestSchema, rescheduleRequestSchema } from "~/domain/booking-change-request";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { leadStatusLabel } from "~/domain/lead-status";
import { languageLabel } from "~/domain/locale";
import { dateProblem } from "~/domain/slots";
import { formatBookingDate, formatSlotTime, formatTorontoInstant, isCalendarDate } from "~/domain/time";
import { AttendancePanel, ChangePanel, type MoveChoices } from "~/features/console/booking/changes";
import {
  BookingEmails,
  BookingHistory,
  ErasedBooking,
  MeetingDetails,
  SamePerson,
} from "~/features/console/booking/record";
import { attendanceLabels, ConsolePageError, linkClass } from "~/features/console/bookings";
import { emailKindLabel, emailStateLabel } from "~/features/console/email-labels";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { FormProblems, Notice, PageHeader } from "~/features/console/ui";
import { bookableDate, dayAvailability } from "~/server/bookings.server";
import { staffRequest } from "~/server/console/access.server";
import { meetingTime } from "~/server/console/booking-labels.server";
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
  consoleMeta(
    loaderData && "booking" in loaderData ? `Booking: ${isolated(loaderData.booking.name)}` : "Booking",
  );

export const shouldRevalidate = shouldRevalidateAfterSave;

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
      language: languageLabel(booking.language),
      topics: booking.topics.map((topic) => topicLabel(topic)).join(", "),
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
      status: leadStatusLabel(lead.status),
      received: formatTorontoInstant(new Date(lead.createdAt)),
    })),
    otherBookings: detail.otherBookings.map((other) => ({
      id: other.id,
      when: meetingTime(other.date, other.timeSlot),
      status: other.status === "cancelled" ? "Cancelled" : "Confirmed",
    })),
    emails: detail.emails.map((email) => ({
      id: email.id,
      kind: emailKindLabel(email.kind),
      status: emailStateLabel(email.status),
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
      const outcome = await markAttendance(services, staff, id, form.data.attendance, services.now());
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

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as FormAnswer | undefined);
  if (!("booking" in loaderData)) return <ErasedBooking erasedAt={loaderData.erasedAt} />;
  const { booking, state, changeability } = loaderData;
  const errors = answer?.fieldErrors;
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
          <MeetingDetails
            booking={booking}
            state={state}
            changeability={changeability}
            hasConsentRecord={loaderData.hasConsentRecord}
          />
          <BookingHistory entries={loaderData.history} />
          <SamePerson leads={loaderData.leads} otherBookings={loaderData.otherBookings} />
          <BookingEmails emails={loaderData.emails} />
        </div>

        <div className="space-y-6">
          <AttendancePanel
            open={loaderData.attendanceOpen}
            state={state}
            current={booking.attendance}
            startsAt={booking.startsAt}
            error={errors?.attendance}
            saving={saving}
          />
          <ChangePanel
            id={booking.id}
            changeability={changeability}
            move={loaderData.move}
            errors={errors}
            reasonMaxLength={loaderData.reasonMaxLength}
            saving={saving}
          />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/bookings", label: "All bookings" }} />;
}
