/**
 * /admin/availability?week=YYYY-MM-DD: a working week of slots, each free, booked, blocked (with
 * its note and who blocked it), a closed holiday or past, with links to the weeks around it;
 * forms to block or unblock a slot, a day or a range of dates with a note; and the coming year's
 * Ontario holidays, each reopened for bookings or closed again. Plain forms: no JavaScript needed,
 * and it works while the server runs, on PGlite too. Everything is worded in the loader (see
 * features/console/bookings.tsx); the screen's sections are in features/console/availability/.
 */
import { data, Link } from "react-router";
import * as z from "zod/mini";
import {
  holidayFormSchema,
  SLOT_NOTE_MAX_LENGTH,
  slotSelectionSchema,
  weekInRange,
  weekStart,
} from "~/domain/slot-week";
import { SLOT_TIMES } from "~/domain/booking-policy";
import {
  addDays,
  formatBookingDate,
  formatSlotTime,
  formatTorontoInstant,
  isCalendarDate,
  torontoToday,
} from "~/domain/time";
import { Holidays } from "~/features/console/availability/holidays";
import { SlotForms } from "~/features/console/availability/slot-forms";
import { WeekGrid, WeekNavigation } from "~/features/console/availability/week";
import { ConsolePageError, linkClass, plural } from "~/features/console/bookings";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { Notice, PageHeader, Refusal, SavingFieldset } from "~/features/console/ui";
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

/**
 * The problems told at the top of the page: all of them for a form without fields of its own (a
 * button in the grid, a holiday's), only the form's own for the others, whose fields show theirs.
 */
function problemsAtTop(answer: AvailabilityAnswer | undefined): string[] {
  if (!answer) return [];
  const fieldless = !["slot", "day", "range"].includes(answer.target);
  if (fieldless) return Object.values(answer.fieldErrors);
  return answer.fieldErrors.form ? [answer.fieldErrors.form] : [];
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as AvailabilityAnswer | undefined);
  const topProblems = problemsAtTop(answer);
  return (
    <>
      <PageHeader title="Availability">
        <Link to="/admin/bookings" className={linkClass}>
          Bookings
        </Link>
      </PageHeader>
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      {topProblems.length > 0 ? <Refusal className="mb-6">{topProblems.join(" ")}</Refusal> : null}

      <WeekNavigation
        monday={loaderData.monday}
        previous={loaderData.previous}
        next={loaderData.next}
        isThisWeek={loaderData.isThisWeek}
      />
      <SavingFieldset saving={saving}>
        <WeekGrid weekLabel={loaderData.weekLabel} days={loaderData.days} times={loaderData.times} />
        <SlotForms
          errorsOf={(target) => (answer?.target === target ? answer.fieldErrors : {})}
          defaults={loaderData.formDefaults}
          times={loaderData.times}
          noteMaxLength={loaderData.noteMaxLength}
        />
        <Holidays holidays={loaderData.holidays} noteMaxLength={loaderData.noteMaxLength} />
      </SavingFieldset>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsolePageError error={error} backTo={{ to: "/admin/availability", label: "This week" }} />;
}
