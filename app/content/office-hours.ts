import { zoneAbbreviation } from "~/domain/time";
import { site } from "./site";

/**
 * The office hours with their time zone. Toronto changes its clocks twice a year, so "EST" is true
 * only from November to March and "EDT" only for the rest of the year (DESIGN.md decision 2):
 *
 * - text written once and read on any day after (a prerendered page, an island's first render,
 *   an email, the copy's messages) names the zone "Eastern Time", true in every season;
 * - text written for a known day (a page the server renders on request) names EST or EDT as
 *   Toronto's clock reads that day.
 */
const schedule = `${site.officeSchedule.days} ${site.officeSchedule.times}`;

/** "Monday-Friday 9 AM-6 PM Eastern Time". */
export const officeHours = `${schedule} Eastern Time`;

/** On a Toronto calendar date ("2026-07-15", as torontoToday gives it): "Monday-Friday 9 AM-6 PM EDT". */
export function officeHoursOn(date: string): string {
  return `${schedule} ${zoneAbbreviation(date)}`;
}
