/**
 * /admin/availability?week=YYYY-MM-DD: a working week of slots, each free, booked, blocked (with
 * its note and who blocked it), a closed holiday or past, with links to the weeks around it;
 * forms to block or unblock a slot, a day or a range of dates with a note; and the coming year's
 * Ontario holidays, each reopened for bookings or closed again. Plain forms: no JavaScript needed,
 * and it works while the server runs, on PGlite too. Everything is worded in the loader (see
 * features/console/bookings.tsx).
 */
import { data, Form, Link } from "react-router";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/status";
import {
  holidayFormSchema,
  SLOT_NOTE_MAX_LENGTH,
  slotSelectionSchema,
  weekInRange,
  weekStart,
} from "~/domain/slot-week";
import { bookingPolicyWords, SLOT_TIMES } from "~/domain/booking-policy";
import {
  addDays,
  formatBookingDate,
  formatSlotTime,
  formatTorontoInstant,
  isCalendarDate,
  torontoToday,
} from "~/domain/time";
import { ConsolePageError, linkClass, plural } from "~/features/console/bookings";
import { consoleMeta } from "~/features/console/meta";
import {
  headerCellClass,
  InputField,
  Notice,
  PageHeader,
  SelectInputField,
  tableClass,
  TableScroller,
} from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { shortDate } from "~/server/console/booking-labels.server";
import {
  availabilityWeek,
  changeSlots,
  closeHoliday,
  type HolidayOutcome,
  reopenHoliday,
  type SlotChangeOutcome,
  upcomingHolidays,
} from "~/server/console/availability.server";
import { type FormAnswer, readForm, succeeded } from "~/server/console/forms.server";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () => consoleMeta("Availability");

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const now = services.now();
  const today = torontoToday(now);
  const week = new URL(args.request.url).searchParams.get("week");
  if (week !== null && !(isCalendarDate(week) && weekInRange(week, now))) {
    throw data("The week must be a date (YYYY-MM-DD) from 2000 to two years from today.", { status: 400 });
  }
  const shown = await availabilityWeek(services.db, week ?? today, now);
  const shownWeek = (monday: string) => weekInRange(monday, now) || weekInRange(addDays(monday, 4), now);
  const [previous, next] = [addDays(shown.monday, -7), addDays(shown.monday, 7)];
  return {
    monday: shown.monday,
    weekLabel: formatBookingDate(shown.monday),
    isThisWeek: shown.monday === weekStart(today),
    previous: shownWeek(previous) ? previous : null,
    next: shownWeek(next) ? next : null,
    times: SLOT_TIMES.map((time) => ({ value: time, label: formatSlotTime(time) })),
    days: shown.days.map((day) => ({
      ...day,
      shortLabel: shortDate(day.date),
      label: formatBookingDate(day.date),
    })),
    holidays: (await upcomingHolidays(services.db, now)).map((holiday) => ({
      ...holiday,
      label: formatBookingDate(holiday.date),
      reopening: holiday.reopening && {
        ...holiday.reopening,
        at: formatTorontoInstant(new Date(holiday.reopening.at)),
      },
    })),
    formDefaults: { date: shown.monday < today ? today : shown.monday, rangeEnd: addDays(shown.monday, 4) },
    noteMaxLength: SLOT_NOTE_MAX_LENGTH,
  };
}

/** Which form an answer is for: a form of the panel shows its fields' problems beside them. */
const TARGETS = ["grid", "slot", "day", "range", "holiday"] as const;
type Target = (typeof TARGETS)[number];
type AvailabilityAnswer = FormAnswer & { target: Target };

const envelopeSchema = z.object({ intent: z.string(), target: z.catch(z.enum(TARGETS), "grid") });

/** Bad input (400) or a change refused (409): nothing was stored, and the answer says which form it is for. */
function refusedFor(target: Target, fieldErrors: Record<string, string>, status = 400) {
  return data<AvailabilityAnswer>({ fieldErrors, target }, { status });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function slotsAnswer(outcome: SlotChangeOutcome, target: Target) {
  switch (outcome.kind) {
    case "invalid":
      return refusedFor(target, outcome.fieldErrors);
    case "blocked": {
      const leftAsTheyWere = [
        outcome.alreadyBlocked > 0 ? `${plural(outcome.alreadyBlocked, "slot")} already blocked` : "",
        outcome.booked > 0 ? `${plural(outcome.booked, "booked slot")} left as booked` : "",
      ].filter(Boolean);
      if (outcome.blocked === 0) {
        return refusedFor(target, { form: `Nothing was blocked: ${leftAsTheyWere.join(" and ")}.` }, 409);
      }
      const rest = leftAsTheyWere.length > 0 ? ` ${capitalised(leftAsTheyWere.join("; "))}.` : "";
      return { ...succeeded(`Blocked ${plural(outcome.blocked, "slot")}.${rest}`), target };
    }
    case "unblocked":
      if (outcome.unblocked === 0) {
        return refusedFor(target, { form: "Nothing was unblocked: no slot there is blocked." }, 409);
      }
      return {
        ...succeeded(
          `Unblocked ${plural(outcome.unblocked, "slot")}: visitors can book ${
            outcome.unblocked === 1 ? "it" : "them"
          } again where the booking rules allow.`,
        ),
        target,
      };
  }
}

function holidayAnswer(outcome: HolidayOutcome, date: string) {
  const target = "holiday";
  switch (outcome.kind) {
    case "invalid":
      return refusedFor(target, outcome.fieldErrors);
    case "reopened":
      return { ...succeeded(`${outcome.name} (${formatBookingDate(date)}) is open for bookings.`), target };
    case "already-reopened":
      return refusedFor(target, { form: `${outcome.name} is already open for bookings.` }, 409);
    case "not-reopened":
      return refusedFor(target, { form: `${outcome.name} was not open for bookings; nothing changed.` }, 409);
    case "closed": {
      const kept = outcome.bookingsKept;
      const note =
        kept > 0
          ? ` ${plural(kept, "meeting")} booked that day ${kept === 1 ? "stays" : "stay"} booked: cancel or move ${
              kept === 1 ? "it" : "them"
            } from Bookings if needed.`
          : "";
      return { ...succeeded(`${outcome.name} (${formatBookingDate(date)}) is closed again.${note}`), target };
    }
  }
}

export async function action(args: Route.ActionArgs) {
  const staff = staffRequest(args.context);
  const { services } = staff;
  const envelope = await readForm(args.request.clone(), envelopeSchema);
  const target = envelope.ok ? envelope.data.target : "grid";
  switch (envelope.intent) {
    case "block":
    case "unblock": {
      const form = await readForm(args.request, slotSelectionSchema);
      if (!form.ok) return refusedFor(target, form.fieldErrors);
      return slotsAnswer(
        await changeSlots(services.db, staff, envelope.intent, form.data, services.now()),
        target,
      );
    }
    case "reopen-holiday":
    case "close-holiday": {
      const form = await readForm(args.request, holidayFormSchema);
      if (!form.ok) return refusedFor("holiday", form.fieldErrors);
      const change = envelope.intent === "reopen-holiday" ? reopenHoliday : closeHoliday;
      return holidayAnswer(await change(services.db, staff, form.data, services.now()), form.data.date);
    }
    default:
      return refusedFor(target, { form: "Unknown action." });
  }
}

const stateStyles = {
  free: "bg-white",
  booked: "bg-brand-50",
  blocked: "bg-warning-50",
  holiday: "bg-slate-100",
  past: "bg-slate-50 text-slate-700",
} as const;

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

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { monday, weekLabel, days, times, previous, next, holidays, formDefaults, noteMaxLength } =
    loaderData;
  const answer = actionData as AvailabilityAnswer | undefined;
  const panelErrors = (target: Target) => (answer?.target === target ? answer.fieldErrors : {});
  // A form without fields of its own (a button in the grid, a holiday's) has its problems told at the top.
  const fieldless = answer !== undefined && !["slot", "day", "range"].includes(answer.target);
  const topProblems = answer
    ? fieldless
      ? Object.values(answer.fieldErrors)
      : answer.fieldErrors.form
        ? [answer.fieldErrors.form]
        : []
    : [];

  return (
    <>
      <PageHeader title="Availability">
        <Link to="/admin/bookings" className={linkClass}>
          Bookings
        </Link>
      </PageHeader>
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      {topProblems.length > 0 ? <Alert className="mb-6">{topProblems.join(" ")}</Alert> : null}

      <nav aria-label="Weeks" className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        {previous ? (
          <Link to={`?week=${previous}`} className={linkClass}>
            <span aria-hidden="true">← </span>Previous week
          </Link>
        ) : null}
        {loaderData.isThisWeek ? null : (
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

      <h2 className="mb-1 text-lg font-bold text-slate-900">Week of {weekLabel}</h2>
      <p className="mb-3 text-sm text-slate-700">
        Toronto time. Visitors can book a free slot within the next {bookingPolicyWords.window}, at least{" "}
        {bookingPolicyWords.notice} ahead.
      </p>
      <TableScroller label={`Slots of the week of ${weekLabel}`}>
        <table className={`${tableClass} table-fixed`}>
          <caption className="sr-only">
            Slots of the week of {weekLabel}: free, booked, blocked, holiday or past
          </caption>
          <colgroup>
            <col className="w-24" />
            {days.map((day) => (
              <col key={day.date} className="w-44" />
            ))}
          </colgroup>
          <thead className="bg-slate-50 align-top">
            <tr>
              <th scope="col" className={headerCellClass}>
                Time
              </th>
              {days.map((day) => (
                <th key={day.date} scope="col" className={`${headerCellClass} whitespace-normal`}>
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
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {times.map((time, row) => (
              <tr key={time.value}>
                <th scope="row" className={`${headerCellClass} align-top`}>
                  {time.label}
                </th>
                {days.map((day) => {
                  const slot = day.slots[row]!;
                  const slotName = `${day.label} at ${time.label}`;
                  return (
                    <td key={day.date} className={`px-2 py-2 align-top text-xs ${stateStyles[slot.state]}`}>
                      {slot.state === "booked" && slot.booking ? (
                        <Link
                          to={`/admin/bookings/${slot.booking.id}`}
                          className={`${linkClass} break-words`}
                        >
                          Booked: {slot.booking.name ?? "erased"}
                          <span className="sr-only">, {slotName}</span>
                        </Link>
                      ) : slot.state === "blocked" ? (
                        <Form method="post">
                          <GridTarget date={day.date} time={time.value} />
                          <span className="block font-semibold text-warning-900">Blocked</span>
                          {slot.block?.note ? (
                            <span className="block break-words">{slot.block.note}</span>
                          ) : null}
                          <span className="block break-all text-slate-700">
                            by {slot.block?.blockedBy ?? "npm run slots"}
                          </span>
                          <button
                            type="submit"
                            name="intent"
                            value="unblock"
                            className={`${unblockButton} mt-1`}
                          >
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
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>

      <section aria-labelledby="change-slots" className="mt-10">
        <h2
          id="change-slots"
          tabIndex={-1}
          className="mb-1 text-lg font-bold text-slate-900 focus:outline-none"
        >
          Block or unblock with a note
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          A block leaves booked slots as they are and says how many there were; weekends, closed holidays and
          slots that have started are skipped. Unblocking makes slots bookable again.
        </p>
        <div className="grid gap-6 lg:grid-cols-3">
          {(
            [
              ["slot", "One slot"],
              ["day", "A whole day"],
              ["range", "A range of dates"],
            ] as const
          ).map(([target, title]) => (
            <SlotForm
              key={target}
              target={target}
              title={title}
              errors={panelErrors(target)}
              defaults={formDefaults}
              times={times}
              noteMaxLength={noteMaxLength}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="holidays" className="mt-10">
        <h2 id="holidays" className="mb-1 text-lg font-bold text-slate-900">
          Ontario holidays of the coming year
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Closed to bookings unless reopened. Closing a reopened holiday again keeps the meetings already
          booked on it.
        </p>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {holidays.map((holiday) => (
            <li key={holiday.date} className="flex flex-wrap items-end justify-between gap-4 p-4">
              <div className="text-sm">
                <p className="font-semibold text-slate-900">
                  {holiday.name},{" "}
                  <Link to={`?week=${holiday.date}`} className={linkClass}>
                    {holiday.label}
                  </Link>
                </p>
                <p className="text-slate-700">
                  {holiday.reopening
                    ? `Open for bookings: reopened by ${holiday.reopening.reopenedBy ?? "a former account"} on ${
                        holiday.reopening.at
                      }${holiday.reopening.note ? ` (${holiday.reopening.note})` : ""}.`
                    : "Closed to bookings."}
                </p>
              </div>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="target" value="holiday" />
                <input type="hidden" name="date" value={holiday.date} />
                {holiday.reopening ? (
                  <Button type="submit" name="intent" value="close-holiday" variant="secondary" size="sm">
                    Close again<span className="sr-only"> {holiday.name}</span>
                  </Button>
                ) : (
                  <>
                    <InputField
                      name="note"
                      idPrefix={`holiday-${holiday.date}-`}
                      label={
                        <>
                          Note (optional)<span className="sr-only"> for {holiday.name}</span>
                        </>
                      }
                      maxLength={noteMaxLength}
                    />
                    <Button type="submit" name="intent" value="reopen-holiday" variant="secondary" size="sm">
                      Reopen<span className="sr-only"> {holiday.name}</span> for bookings
                    </Button>
                  </>
                )}
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function SlotForm({
  target,
  title,
  errors,
  defaults,
  times,
  noteMaxLength,
}: {
  target: "slot" | "day" | "range";
  title: string;
  errors: Record<string, string>;
  defaults: { date: string; rangeEnd: string };
  times: { value: string; label: string }[];
  noteMaxLength: number;
}) {
  const prefix = `${target}-`;
  return (
    <Form
      method="post"
      aria-labelledby={`${prefix}title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h3 id={`${prefix}title`} className="font-bold text-slate-900">
        {title}
      </h3>
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="scope" value={target} />
      {target === "range" ? (
        <>
          <InputField
            name="from"
            idPrefix={prefix}
            type="date"
            label="First date"
            required
            defaultValue={defaults.date}
            error={errors.from}
          />
          <InputField
            name="to"
            idPrefix={prefix}
            type="date"
            label="Last date"
            required
            defaultValue={defaults.rangeEnd}
            error={errors.to}
          />
        </>
      ) : (
        <InputField
          name="date"
          idPrefix={prefix}
          type="date"
          label="Date"
          required
          defaultValue={defaults.date}
          error={errors.date}
        />
      )}
      {target === "slot" ? (
        <SelectInputField
          name="time"
          idPrefix={prefix}
          label="Time (Toronto)"
          options={times}
          error={errors.time}
        />
      ) : null}
      <InputField
        name="note"
        idPrefix={prefix}
        label="Note (optional)"
        hint="Shown to staff in the week's grid, never to visitors."
        maxLength={noteMaxLength}
        error={errors.note}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="block" size="sm">
          Block
        </Button>
        <Button type="submit" name="intent" value="unblock" variant="secondary" size="sm">
          Unblock
        </Button>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/availability", label: "This week" }} />;
}
