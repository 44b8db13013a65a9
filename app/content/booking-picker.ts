import { bookingPolicyWords } from "~/domain/booking-policy";
import type { SlotUnavailableReason } from "~/domain/slots";
import type { Copy } from "./types";

/**
 * The words of the date and time picker and of the "add to calendar" links, which /book-a-call
 * and a booking's own page share: kept apart from either page's copy, so that a booking's page
 * does not load /book-a-call's form and agenda (its JavaScript budget, DESIGN.md). Only strings:
 * a booking's page receives them from its loader, in its own language alone (ADR 041); the two
 * sentences built from numbers and a date are in ./booking-picker-sentences.ts.
 */
export const bookingPicker = {
  /** The date picker's words for screen readers (DateCalendar). */
  calendar: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    /** The list under the grid of the month's holidays. */
    holidays: "Holidays",
    /** After a day's date: "Thursday, November 26, 2026, today". */
    today: "today",
  },
  times: {
    title: "Available times",
    prompt: "Choose a date to see its times.",
    loading: "Loading availability...",
    notes: [
      `Each meeting is ${bookingPolicyWords.meetingLength}.`,
      "All times are in Eastern Time (Toronto).",
      "Limited availability ensures quality conversations.",
    ],
  },
  /** Why a time cannot be chosen, read by screen readers after the time. */
  unavailable: {
    booked: "already booked",
    blocked: "not available",
    past: "already past",
    notice: `less than ${bookingPolicyWords.notice} from now`,
    closed: "not a business day",
  } satisfies Record<SlotUnavailableReason, string>,
  /** The confirmation's and the booking page's three ways to put the call in a calendar. */
  addToCalendar: {
    title: "Add it to your calendar",
    google: "Add to Google Calendar",
    outlook: "Add to Outlook",
    /** The .ics file, which Apple's Calendar and desktop calendar programs open. */
    file: "Add to Apple Calendar (.ics)",
    /** After the name of a link that opens a new tab, for screen readers. */
    newTab: "(opens in a new tab)",
  },
} as const;

export type BookingPickerCopy = Copy<typeof bookingPicker>;
