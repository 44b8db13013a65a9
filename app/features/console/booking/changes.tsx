/**
 * /admin/bookings/:id, its right column: what staff can do to the booking. Mark attendance once
 * the meeting has started; until then, move it (a GET form picks the date, then the date's free
 * times are posted) or cancel it, for the visitor. Plain forms: no JavaScript needed.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { Attendance, BookingState, StaffChangeability } from "~/domain/booking-change";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { Aside, attendanceLabels, cardClass, cardTitleClass } from "~/features/console/bookings";
import { InputField, RadioGroupField, TextAreaField } from "~/features/console/fields";
import { saveAnswerMark } from "~/features/console/saving";

/** The attendance form once the meeting has started; before, when it can be marked. */
export function AttendancePanel({
  open,
  state,
  current,
  startsAt,
  error,
  saving,
}: {
  open: boolean;
  state: BookingState;
  current: Attendance | null;
  startsAt: string;
  error: string | undefined;
  /** A save is under way: the forms still show the booking as it was before it. */
  saving: boolean;
}) {
  if (open) return <AttendanceForm current={current} error={error} saving={saving} />;
  if (state === "confirmed") {
    return <Aside>Attendance can be marked once the meeting has started, on {startsAt}.</Aside>;
  }
  return null;
}

function AttendanceForm({
  current,
  error,
  saving,
}: {
  current: Attendance | null;
  error: string | undefined;
  saving: boolean;
}) {
  return (
    <section aria-labelledby="attendance" className={cardClass}>
      <h2 id="attendance" className={cardTitleClass}>
        Attendance
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {current ? `Marked: ${attendanceLabels[current]}. You can correct it.` : "Not marked yet."}
      </p>
      {error ? (
        <p className="mt-2 text-sm font-semibold text-danger-800" role="alert" {...saveAnswerMark}>
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
            disabled={saving}
          >
            {attendanceLabels[value]}
          </Button>
        ))}
      </Form>
    </section>
  );
}

/** The free times of the date the move form asked for (`?date=`), or why there are none. */
export interface MoveChoices {
  date: string;
  dateLabel: string;
  times: { value: string; label: string }[];
  /** Why the date cannot be used. */
  problem?: string;
}

/** The move and cancel forms until the meeting starts; after, why they are gone. */
export function ChangePanel({
  id,
  changeability,
  move,
  errors,
  reasonMaxLength,
  saving,
}: {
  id: string;
  changeability: StaffChangeability;
  move: MoveChoices | undefined;
  errors: Record<string, string> | undefined;
  reasonMaxLength: number;
  /** A save is under way: the forms still show the booking as it was before it. */
  saving: boolean;
}) {
  switch (changeability) {
    case "changeable":
      return (
        <>
          <MoveForms id={id} move={move} errors={errors} saving={saving} />
          <CancelForm error={errors?.reason} maxLength={reasonMaxLength} saving={saving} />
        </>
      );
    case "started":
      return <Aside>This meeting has started, so it can no longer be moved or cancelled.</Aside>;
    case "cancelled":
      return null;
  }
}

function MoveForms({
  id,
  move,
  errors,
  saving,
}: {
  id: string;
  move: MoveChoices | undefined;
  errors: Record<string, string> | undefined;
  saving: boolean;
}) {
  return (
    <section aria-labelledby="move" className={cardClass}>
      <h2 id="move" className={cardTitleClass}>
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
        <Button type="submit" variant="secondary" size="sm" disabled={saving}>
          Show free times
        </Button>
      </Form>
      {move && move.times.length > 0 ? (
        <Form method="post" action={`/admin/bookings/${id}?date=${move.date}`} className="mt-4">
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="date" value={move.date} />
          <RadioGroupField
            id="move-time"
            name="timeSlot"
            legend={<>Free times on {move.dateLabel} (Toronto)</>}
            options={move.times}
            error={errors?.timeSlot}
            required
          />
          <div className="mt-4">
            <Button type="submit" size="sm" disabled={saving}>
              Move the meeting
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function CancelForm({
  error,
  maxLength,
  saving,
}: {
  error: string | undefined;
  maxLength: number;
  saving: boolean;
}) {
  return (
    <section aria-labelledby="cancel" className={cardClass}>
      <h2 id="cancel" className={cardTitleClass}>
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
        <Button type="submit" variant="danger" size="sm" disabled={saving}>
          Cancel the meeting
        </Button>
      </Form>
    </section>
  );
}
