/**
 * The day and time a visitor has chosen on /book-a-call, kept in the page's query
 * (`?date=2026-12-09&time=15:00`) so that the language switch, which takes the page's query along
 * (public/site.js), opens the other language's page at the same step (issue 24): the day chosen,
 * and the form for the time chosen. The time is written only while the form is shown. The rest of
 * the query (a campaign's tags) is left as it is.
 */
import { isSlotTime } from "~/domain/slots";
import { isCalendarDate } from "~/domain/time";

export interface ChosenSlot {
  date: string | null;
  /** Only with a date. */
  time: string | null;
}

/** What the query names, each part only when well formed; a time without a day is no choice. */
export function chosenSlotOf(search: string): ChosenSlot {
  const params = new URLSearchParams(search);
  const date = params.get("date");
  const time = params.get("time");
  const chosenDate = date && isCalendarDate(date) ? date : null;
  return { date: chosenDate, time: chosenDate && time && isSlotTime(time) ? time : null };
}

/** The query with `chosen` in place of the choice it held: "" when nothing remains. */
export function withChosenSlot(search: string, chosen: ChosenSlot): string {
  const params = new URLSearchParams(search);
  params.delete("date");
  params.delete("time");
  if (chosen.date) {
    params.set("date", chosen.date);
    if (chosen.time) params.set("time", chosen.time);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
