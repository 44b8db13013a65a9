/**
 * /admin/availability, the week: links to the weeks around it and a form to go to any week, then
 * the grid of its slots (times down, days across), each with the button that blocks or unblocks
 * it, and each day's buttons for the whole day.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { bookingPolicyWords } from "~/domain/booking-policy";
import type { SlotState } from "~/domain/slot-week";
import { linkClass } from "~/features/console/bookings";
import { InputField } from "~/features/console/fields";
import { HeaderCell, Table } from "~/features/console/table";

export interface TimeView {
  value: string;
  label: string;
}

interface SlotView {
  state: SlotState;
  booking?: { id: string; name: string | null };
  block?: { note: string | null; blockedBy: string | null };
}

export interface DayView {
  date: string;
  /** The column's heading, short. */
  shortLabel: string;
  /** The date in full, which the buttons of its column name for screen readers. */
  label: string;
  /** The Ontario holiday of the day, and (not null) its reopening by staff. */
  holiday?: { name: string; reopening: object | null };
  closedOnline?: "past" | "beyond-window";
  /** One a time of the week's times, in their order. */
  slots: SlotView[];
}

export function WeekNavigation({
  monday,
  previous,
  next,
  isThisWeek,
}: {
  monday: string;
  previous: string | null;
  next: string | null;
  isThisWeek: boolean;
}) {
  return (
    <nav aria-label="Weeks" className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      {previous ? (
        <Link to={`?week=${previous}`} className={linkClass}>
          <span aria-hidden="true">← </span>Previous week
        </Link>
      ) : null}
      {isThisWeek ? null : (
        <Link to="/admin/availability" className={linkClass}>
          This week
        </Link>
      )}
      {next ? (
        <Link to={`?week=${next}`} className={linkClass}>
          Next week<span aria-hidden="true"> →</span>
        </Link>
      ) : null}
      <Form method="get" className="flex items-end gap-2">
        <InputField name="week" idPrefix="go-" type="date" label="Week of" defaultValue={monday} required />
        <Button type="submit" variant="secondary" size="sm">
          Show
        </Button>
      </Form>
      <a href="#change-slots" className={linkClass}>
        Skip to the block and unblock forms
      </a>
    </nav>
  );
}

export function WeekGrid({
  weekLabel,
  days,
  times,
}: {
  weekLabel: string;
  days: DayView[];
  times: TimeView[];
}) {
  return (
    <>
      <h2 className="mb-1 text-lg font-bold text-slate-900">Week of {weekLabel}</h2>
      <p className="mb-3 text-sm text-slate-700">
        Toronto time. Visitors can book a free slot within the next {bookingPolicyWords.window}, at least{" "}
        {bookingPolicyWords.notice} ahead.
      </p>
      <Table
        label={`Slots of the week of ${weekLabel}`}
        caption={<>Slots of the week of {weekLabel}: free, booked, blocked, holiday or past</>}
        className="table-fixed"
        columns={
          <colgroup>
            <col className="w-24" />
            {days.map((day) => (
              <col key={day.date} className="w-44" />
            ))}
          </colgroup>
        }
        headClassName="align-top"
        head={
          <>
            <HeaderCell>Time</HeaderCell>
            {days.map((day) => (
              <DayHeader day={day} key={day.date} />
            ))}
          </>
        }
      >
        {times.map((time, row) => (
          <tr key={time.value}>
            <HeaderCell scope="row" className="align-top">
              {time.label}
            </HeaderCell>
            {days.map((day) => (
              <SlotCell day={day} time={time} slot={day.slots[row]!} key={day.date} />
            ))}
          </tr>
        ))}
      </Table>
    </>
  );
}

const smallButton =
  "rounded-md border bg-white px-2 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-700";
const blockButton = `${smallButton} border-warning-800 text-warning-900 hover:bg-warning-50`;
const unblockButton = `${smallButton} border-brand-800 text-brand-900 hover:bg-brand-50`;

/** The hidden fields of a grid button's form: which slot, or which day. */
function GridTarget({ date, time }: { date: string; time?: string }) {
  return (
    <>
      <input type="hidden" name="target" value="grid" />
      <input type="hidden" name="scope" value={time ? "slot" : "day"} />
      <input type="hidden" name="date" value={date} />
      {time ? <input type="hidden" name="time" value={time} /> : null}
    </>
  );
}

/** A day's heading: its date, its holiday or distance, and the buttons for the whole day. */
function DayHeader({ day }: { day: DayView }) {
  return (
    <HeaderCell className="whitespace-normal">
      <span className="block">{day.shortLabel}</span>
      {day.holiday ? (
        <span className="block text-xs font-normal text-slate-700">
          {day.holiday.name}: {day.holiday.reopening ? "reopened" : "closed"}
        </span>
      ) : null}
      {day.closedOnline === "beyond-window" ? (
        <span className="block text-xs font-normal text-slate-700">
          Beyond the {bookingPolicyWords.window} visitors see
        </span>
      ) : null}
      {day.closedOnline === "past" || (day.holiday && !day.holiday.reopening) ? null : (
        <Form method="post" className="mt-2 flex flex-wrap gap-1">
          <GridTarget date={day.date} />
          <button type="submit" name="intent" value="block" className={blockButton}>
            Block day<span className="sr-only"> {day.label}</span>
          </button>
          <button type="submit" name="intent" value="unblock" className={unblockButton}>
            Unblock day<span className="sr-only"> {day.label}</span>
          </button>
        </Form>
      )}
    </HeaderCell>
  );
}

const stateStyles = {
  free: "bg-white",
  booked: "bg-brand-50",
  blocked: "bg-warning-50",
  holiday: "bg-slate-100",
  past: "bg-slate-50 text-slate-700",
} as const satisfies Record<SlotState, string>;

/** A slot: its meeting, its block with the button that lifts it, or the button that blocks it. */
function SlotCell({ day, time, slot }: { day: DayView; time: TimeView; slot: SlotView }) {
  const slotName = `${day.label} at ${time.label}`;
  return (
    <td className={`px-2 py-2 align-top text-xs ${stateStyles[slot.state]}`}>
      {slot.state === "booked" && slot.booking ? (
        <Link to={`/admin/bookings/${slot.booking.id}`} className={`${linkClass} break-words`}>
          Booked: {slot.booking.name ?? "erased"}
          <span className="sr-only">, {slotName}</span>
        </Link>
      ) : slot.state === "blocked" ? (
        <Form method="post">
          <GridTarget date={day.date} time={time.value} />
          <span className="block font-semibold text-warning-900">Blocked</span>
          {slot.block?.note ? <span className="block break-words">{slot.block.note}</span> : null}
          <span className="block break-all text-slate-700">
            by {slot.block?.blockedBy ?? "npm run slots"}
          </span>
          <button type="submit" name="intent" value="unblock" className={`${unblockButton} mt-1`}>
            Unblock<span className="sr-only"> {slotName}</span>
          </button>
        </Form>
      ) : slot.state === "free" ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <GridTarget date={day.date} time={time.value} />
          <span>Free</span>
          <button type="submit" name="intent" value="block" className={blockButton}>
            Block<span className="sr-only"> {slotName}</span>
          </button>
        </Form>
      ) : (
        <span>{slot.state === "holiday" ? "Holiday" : "Past"}</span>
      )}
    </td>
  );
}
