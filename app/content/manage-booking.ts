import { bookingPolicyWords } from "~/domain/booking-policy";
import type { BookingHistoryEntry } from "~/domain/booking-change";
import { officeHours, officeHoursOn } from "./office-hours";
import { site } from "./site";
import type { Copy, PageMeta } from "./types";

/**
 * The copy of a booking's own page, /bookings/{id}?token=… (DESIGN.md decision 10), and the
 * messages the API gives for the same situations, so that both say the same thing.
 */
const tooLateLead = `This meeting starts in less than ${bookingPolicyWords.changeCutoff}, so it can no longer be moved or cancelled online. Please call us at`;

export const manageBooking = {
  meta: {
    title: "Your consultation",
    description: `Your free ${bookingPolicyWords.meetingLengthAdjective} call with ${site.brand}: reschedule or cancel it.`,
  } satisfies PageMeta,
  eyebrow: "Your booking",
  title: {
    confirmed: "Your consultation is confirmed",
    cancelled: "This meeting was cancelled",
    past: "This meeting has taken place",
  },
  /** Under the title, with the meeting's date and time ("Thursday, November 26, 2026 at 10:20 AM EST"). */
  heroLead: (when: string) => `Free ${bookingPolicyWords.meetingLengthAdjective} consultation, ${when}.`,
  /** Between a date and a time. */
  at: "at",
  /** The office hours as Toronto's clock reads them on the given day, after the phone number. */
  officeHoursOn,
  details: "Meeting details",
  /** The terms of the meeting's details. */
  rows: {
    status: "Status",
    date: "Date",
    time: "Time",
    meetingType: "Meeting type",
    topics: "Topics",
  },
  status: { confirmed: "Confirmed", cancelled: "Cancelled" },
  /** After the time, in brackets. */
  meetingLength: bookingPolicyWords.meetingLength,
  bookAgain: "Book a new call",
  bookAgainTo: "/book-a-call",
  cancelledNote: "Its time has been released. If you would still like to talk, pick a new time.",
  tooLate: {
    /** Before the phone number, which the page shows as a link. */
    lead: tooLateLead,
    message: `${tooLateLead} ${site.phone.display} (${officeHours}).`,
  },
  cancelledCannotMove: "This meeting was cancelled, so it cannot be moved. Please book a new call.",
  history: "History",
  /** Each entry of the history: what happened, and to which date and time ("slot"). */
  historyEntry: {
    kinds: { booked: "Booked", rescheduled: "Moved", cancelled: "Cancelled" } satisfies Record<
      BookingHistoryEntry["kind"],
      string
    >,
    booked: (slot: string) => `For ${slot}`,
    moved: (from: string, to: string) => `From ${from} to ${to}`,
    /** A cancellation, or a move whose earlier time is not known. */
    other: (slot: string) => `The meeting of ${slot}`,
    /** Before the reason the visitor gave. */
    reason: "Reason:",
  },
  /** The card with the email, phone and offices. */
  questions: "Questions?",
  reschedule: {
    title: "Move to another time",
    lead: "Pick a new date and time. The current time stays yours until the new one is confirmed.",
    needsJavaScript:
      "Choosing a new time needs JavaScript, which is not running in this browser; cancelling below works without it.",
    /** The button, followed by `to` and the new date and time. */
    confirm: "Move my meeting",
    to: "to",
    saving: "Moving...",
    moved: "Your meeting has moved. We have emailed you the updated calendar invitation.",
    failure: "Your meeting could not be moved. Please try again, or call us.",
    /** Beside the alert in the page: it points to it rather than repeat it. */
    toast: "Not moved: the page says why.",
  },
  cancel: {
    title: "Cancel the meeting",
    lead: "Cancelling releases the time at once and emails you a cancellation for your calendar.",
    reasonLabel: "Reason (optional)",
    reasonHint: "Helps us improve; only our team sees it.",
    submit: "Cancel this meeting",
  },
} as const;

/** Not `ManageBookingPage`: app/server/manage-booking.server.ts has that name for the page's server side. */
export type ManageBookingCopy = Copy<typeof manageBooking>;
