import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useBookingPickerCopy } from "./booking-picker-copy";
import {
  type IsoWeekday,
  addMonths,
  daysIntoWeek,
  firstDayOfWeek,
  formatMonth,
  monthOf,
  monthWeeks,
  weekdayNames,
} from "~/domain/month-grid";
import { BOOKING_WINDOW_DAYS } from "~/domain/booking-policy";
import { type AvailabilityOptions, dateAvailabilityOn, dateProblem } from "~/domain/slots";
import { addDays, formatBookingDate } from "~/domain/time";
import { useLocale } from "~/use-locale";

/**
 * A single-date calendar for the bookable window: a month grid in which the keyboard moves as in
 * the WAI-ARIA date picker pattern (arrows by day and week, Home and End to the week's ends, Page
 * Up and Page Down by month) and only one day is in the tab order. Weekends, holidays, past dates
 * and dates beyond the window stay in the grid, marked unavailable, and cannot be chosen. A holiday
 * says which it is, in its name for screen readers and in a list under the grid for everyone.
 *
 * Written for this page rather than taken from react-day-picker, whose 22 KB gzip do not fit the
 * page's budget (docs/decisions/009-booking-calendar-without-react-day-picker.md).
 */
export function DateCalendar({
  today,
  selected,
  onSelect,
  labelledBy,
  ready = true,
  reopenedHolidays = [],
  steadyHeight = true,
}: {
  /** Toronto's date, from the server. */
  today: string;
  /** Holidays staff reopened for bookings ("YYYY-MM-DD"), from the server: offered like any weekday. */
  reopenedHolidays?: readonly string[];
  selected: string | null;
  onSelect: (date: string) => void;
  labelledBy: string;
  /** False while the page's script is not running yet: every button is disabled, the grid busy. */
  ready?: boolean;
  /**
   * Six weeks and room for two holiday notes in every month, as tall as CalendarPlaceholder, for a
   * page that shows the placeholder first; false where the server draws the month (a booking's
   * page), so that a month of five weeks leaves no blank row.
   */
  steadyHeight?: boolean;
}) {
  const words = useBookingPickerCopy().calendar;
  const locale = useLocale();
  const firstDay = firstDayOfWeek(locale);
  const lastDate = addDays(today, BOOKING_WINDOW_DAYS);
  // One Set per list the server sent, not per render: every day button reads it.
  const holidayKey = reopenedHolidays.join();
  const rules = useMemo<AvailabilityOptions>(
    () => ({ reopenedHolidays: new Set(holidayKey ? holidayKey.split(",") : []) }),
    [holidayKey],
  );
  const [firstMonth, lastMonth] = [monthOf(today), monthOf(lastDate)];
  const [focused, setFocused] = useState(selected ?? today);
  const [month, setMonth] = useState(monthOf(focused));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const monthRows = monthWeeks(month, firstDay);
  const weeks = steadyHeight ? sixWeeks(monthRows) : monthRows;
  const closedForHolidays = weeks.flat().flatMap((date) => {
    const day = date ? dateAvailabilityOn(date, today, rules) : undefined;
    return date && day?.reason === "holiday" ? [{ date, closed: dateProblem(day, locale) }] : [];
  });

  const clamp = (date: string) => (date < today ? today : date > lastDate ? lastDate : date);

  function moveTo(date: string) {
    const next = clamp(date);
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  }

  function showMonth(step: number) {
    const next = addMonths(month, step);
    setMonth(next);
    setFocused(clamp(`${next}-01`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = daysIntoWeek(date, firstDay); // days since the grid's first column
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => `${addMonths(monthOf(date), -1)}-01`,
      PageDown: () => `${addMonths(monthOf(date), 1)}-01`,
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          onClick={() => showMonth(-1)}
          disabled={!ready || month <= firstMonth}
          aria-label={words.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id="calendar-month" aria-live="polite" className="font-semibold text-slate-900">
          {formatMonth(month, locale)}
        </p>
        <button
          type="button"
          className={navButton}
          onClick={() => showMonth(1)}
          disabled={!ready || month >= lastMonth}
          aria-label={words.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${labelledBy} calendar-month`}
        // Tells screen readers why every day is disabled for now.
        aria-busy={!ready || undefined}
        className="mt-3 w-full"
      >
        <WeekdayNames firstDay={firstDay} />
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, day) =>
                date ? (
                  <td key={date} role="gridcell" className="p-0.5 text-center">
                    <DayButton
                      date={date}
                      today={today}
                      rules={rules}
                      selected={date === selected}
                      tabbable={date === focused}
                      disabled={!ready}
                      onSelect={onSelect}
                      onKeyDown={onKeyDown}
                    />
                  </td>
                ) : (
                  <BlankCell key={`blank-${day}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={steadyHeight ? `${holidayNotes} ${holidayNotesRoom}` : holidayNotes}>
        {closedForHolidays.length > 0 && (
          <ul aria-label={words.holidays} className="space-y-1">
            {closedForHolidays.map(({ date, closed }) => (
              <li key={date}>
                {closed} ({formatBookingDate(date, locale)})
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const navButton =
  "grid size-9 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40";
const holidayNotes = "mt-3 text-xs text-slate-600";
/** Room for a month's two holidays at most (December's), so that a month with none is as tall. */
const holidayNotesRoom = "min-h-9";
const GRID_WEEKS = 6;

/**
 * Every month as six weeks, the most a month spans: the calendar keeps its height from month to
 * month, and the same as its placeholder's.
 */
function sixWeeks(weeks: (string | null)[][]): (string | null)[][] {
  const blankWeek = Array.from({ length: 7 }, () => null);
  return [...weeks, ...Array.from({ length: GRID_WEEKS - weeks.length }, () => blankWeek)];
}

function WeekdayNames({ firstDay }: { firstDay: IsoWeekday }) {
  const locale = useLocale();
  return (
    <thead>
      <tr>
        {weekdayNames(locale, firstDay).map(({ long, short }) => (
          <th key={long} scope="col" abbr={long} className="pb-2 text-xs font-medium text-slate-600">
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A cell with no day, as tall as a day's. */
function BlankCell() {
  return (
    <td role="gridcell" className="p-0.5">
      <span className="mx-auto block size-10" />
    </td>
  );
}

/**
 * The calendar before the server has said which day it is: its frame, at its size, busy. The page
 * is prerendered, so it cannot know the date; its script asks (GET /api/booking-calendar).
 */
export function CalendarPlaceholder({ labelledBy }: { labelledBy: string }) {
  const words = useBookingPickerCopy().calendar;
  const firstDay = firstDayOfWeek(useLocale());
  return (
    <div>
      <div className="flex items-center justify-between">
        <button type="button" className={navButton} disabled aria-label={words.previousMonth}>
          <span aria-hidden="true">‹</span>
        </button>
        {/* No month yet: a line of its height, so that nothing moves when the month comes. */}
        <p id="calendar-month" className="font-semibold text-slate-900">
          {"\u00a0"}
        </p>
        <button type="button" className={navButton} disabled aria-label={words.nextMonth}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        role="grid"
        aria-labelledby={`${labelledBy} calendar-month`}
        aria-busy="true"
        className="mt-3 w-full"
      >
        <WeekdayNames firstDay={firstDay} />
        <tbody>
          {Array.from({ length: GRID_WEEKS }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, day) => (
                <BlankCell key={day} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={`${holidayNotes} ${holidayNotesRoom}`} />
    </div>
  );
}

function DayButton({
  date,
  today,
  rules,
  selected,
  tabbable,
  disabled,
  onSelect,
  onKeyDown,
}: {
  date: string;
  today: string;
  rules: AvailabilityOptions;
  selected: boolean;
  tabbable: boolean;
  disabled: boolean;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}) {
  const words = useBookingPickerCopy().calendar;
  const locale = useLocale();
  const availability = dateAvailabilityOn(date, today, rules);
  const { bookable } = availability;
  const state = selected
    ? "bg-brand-800 text-white"
    : bookable
      ? "text-slate-900 hover:bg-brand-50"
      : "text-slate-400";
  return (
    <button
      type="button"
      data-date={date}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${formatBookingDate(date, locale)}${date === today ? `, ${words.today}` : ""}${
        availability.reason === "holiday" ? `, ${dateProblem(availability, locale)}` : ""
      }`}
      aria-pressed={selected}
      aria-disabled={!bookable || undefined}
      onClick={() => bookable && onSelect(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      className={`relative mx-auto grid size-10 place-items-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-50 ${state}`}
    >
      {Number(date.slice(8))}
      {/*
       * Today has a dot under its number, as calendar apps mark it: a shape, not a colour or a
       * frame that could pass for the chosen day, which is filled. Its name says "today" too.
       */}
      {date === today ? (
        <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-current" />
      ) : null}
    </button>
  );
}
