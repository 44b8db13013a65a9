import { bookingPolicyWords } from "~/domain/booking-policy";
import { officeHours } from "./office-hours";
import { site } from "./site";
import type { PageMeta } from "./types";

/**
 * The copy of a booking's own page, /bookings/{id}?token=… (DESIGN.md decision 10), and the
 * messages the API gives for the same situations, so that both say the same thing.
 */
const tooLateLead = `This meeting starts in less than ${bookingPolicyWords.changeCutoff}, so it can no longer be moved or cancelled online. Please call us at`;

export const manageBooking = {
  meta: {
    title: "Your Consultation",
    description: `Your free ${bookingPolicyWords.meetingLengthAdjective} call with ${site.brand}: reschedule or cancel it.`,
  } satisfies PageMeta,
  eyebrow: "Your booking",
  title: {
    confirmed: "Your consultation is confirmed",
    cancelled: "This meeting was cancelled",
    past: "This meeting has taken place",
  },
  details: "Meeting details",
  calendarFile: "Download the calendar file (.ics)",
  bookAgain: "Book a new call",
  cancelledNote: "Its time has been released. If you would still like to talk, pick a new time.",
  tooLate: {
    /** Before the phone number, which the page shows as a link. */
    lead: tooLateLead,
    message: `${tooLateLead} ${site.phone.display} (${officeHours}).`,
  },
  cancelledCannotMove: "This meeting was cancelled, so it cannot be moved. Please book a new call.",
  history: "History",
  reschedule: {
    title: "Move to another time",
    lead: "Pick a new date and time. The current time stays yours until the new one is confirmed.",
    needsJavaScript:
      "Choosing a new time needs JavaScript, which is not running in this browser; cancelling below works without it.",
    confirm: "Move my meeting",
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
};
