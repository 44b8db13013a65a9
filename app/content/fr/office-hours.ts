import { zoneAbbreviation } from "~/domain/time";
import { siteFr } from "./site";

/**
 * The office hours in French, with their time zone (see ../office-hours.ts for why text written
 * once says "heure de l'Est" and text written for a known day says HNE or HAE).
 */
const schedule = `${siteFr.officeSchedule.days}, ${siteFr.officeSchedule.times}`;

/** "du lundi au vendredi, de 9 h à 18 h, heure de l'Est" (pages set it in brackets where needed). */
export const officeHours = `${schedule}, heure de l'Est`;

/** On a Toronto calendar date: "du lundi au vendredi, de 9 h à 18 h, HAE". */
export function officeHoursOn(date: string): string {
  return `${schedule}, ${zoneAbbreviation(date) === "EDT" ? "HAE" : "HNE"}`;
}
