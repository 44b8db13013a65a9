/**
 * Reads a calendar file the way a calendar program does (ical.js, Mozilla's parser behind
 * Thunderbird), so that tests check what a visitor's calendar will make of our files rather than
 * the text we meant to write.
 */
import ICAL from "ical.js";

export interface ParsedCalendarEvent {
  method: string | undefined;
  uid: string;
  sequence: number;
  status: string | undefined;
  start: Date;
  durationMinutes: number;
  url: string | undefined;
  description: string;
}

export function parseCalendarFile(ics: string): ParsedCalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [vevent, ...others] = calendar.getAllSubcomponents("vevent");
  if (!vevent || others.length > 0) throw new Error("Expected exactly one event in the calendar file");
  const event = new ICAL.Event(vevent);
  const text = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null ? undefined : String(value);
  };
  return {
    method: text(calendar, "method"),
    uid: event.uid,
    sequence: event.sequence,
    status: text(vevent, "status"),
    start: event.startDate.toJSDate(),
    durationMinutes: event.duration.toSeconds() / 60,
    url: text(vevent, "url"),
    description: event.description,
  };
}
