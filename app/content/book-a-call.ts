import { bookingPolicyWords } from "~/domain/booking-policy";
import type { SlotUnavailableReason } from "~/domain/slots";
import { officeHours } from "./office-hours";
import type { Copy, Hero, PageMeta } from "./types";

/**
 * The copy of /book-a-call (spec.md section 2 "Book a call"): the agenda, the picker's cards and
 * notes, the form's labels, and the confirmation. The rules and messages of the booking form
 * come from app/domain/booking-request.ts.
 */
export const bookACall = {
  meta: {
    title: "Book a Call",
    description: `Book a free ${bookingPolicyWords.meetingLengthAdjective} call with our Toronto and Ottawa team: lead-generation strategy, consent and compliance review, and next steps for your program.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Free consultation",
    title: "Book Your Free Strategy Call",
    lead: `A focused ${bookingPolicyWords.meetingLengthAdjective} video call with our team: your goals, the compliance rules that apply to your market, and whether pay-per-lead fits.`,
  } satisfies Hero,
  agenda: {
    title: `What to Expect (${bookingPolicyWords.meetingLength.replace(" ", "\u00a0")})`,
    steps: [
      {
        title: "Quick Discovery",
        minutes: 5,
        body: "Your market, the customers you want to reach and how you handle leads today.",
      },
      {
        title: "Compliance & Strategy",
        minutes: 10,
        body: "The consent rules that apply to you (CASL, PIPEDA, TCPA or GDPR) and the channels that can meet them.",
      },
      {
        title: "Next Steps",
        minutes: 5,
        body: "What a pilot would look like, expected cost per lead, and what we need from you to start.",
      },
    ],
  },
  leadForm: {
    text: "Would you rather send your lead specifications in writing first?",
    link: "Use the lead inquiry form",
    to: "/contact",
  },
  /** The name of the card beside the agenda that holds the links above and the email and phone. */
  otherWays: "Other ways to reach us",
  /** After the phone number, in brackets. */
  officeHours,
  selectDate: {
    title: "Select Date",
    note: `Available Monday - Friday, up to ${bookingPolicyWords.window} in advance`,
    /** Followed by the email and phone as links (NoScriptNotice). */
    noScript:
      "Choosing a date and time needs JavaScript, which is not running in this browser, so this calendar cannot book your call.",
  },
  /** The date picker's words for screen readers, here and on a booking's page (DateCalendar). */
  calendar: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    /** The list under the grid of the month's holidays. */
    holidays: "Holidays",
    /** After a day's date: "Thursday, November 26, 2026, today". */
    today: "today",
  },
  times: {
    title: "Available Times",
    prompt: "Choose a date to see its times.",
    loading: "Loading availability...",
    /** The status line once a day's times are known. */
    status: (available: number, total: number) => `${available} of ${total} times available.`,
    /** The name of the list of a day's times, after its date. */
    listLabel: (date: string) => `Times on ${date}`,
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
  form: {
    detailsTitle: "Booking Details",
    back: "Back to Calendar",
    /** Between the chosen date and time: "Thursday, November 26, 2026 at 10:20 AM EST". */
    at: "at",
    contactTitle: "Contact Information",
    focusTitle: "Meeting Focus",
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      company: "Company",
      meetingType: "Primary Meeting Type",
      topics: "Topics of Interest",
      goals: "What would you like to get out of this call?",
    },
    meetingTypePlaceholder: "Select a meeting type",
    submit: "Confirm Booking",
    saving: "Booking...",
  },
  /**
   * The time was taken by someone else between the choice and the submit: the API's 409 to a
   * booking or a move, and the console's answer to a move, in one wording.
   */
  slotTaken: "Sorry, that time was just booked. Please choose another time.",
  /** spec.md section 8, word for word. */
  failure: "There was an error booking your appointment. Please try again or contact us directly.",
  /** The toasts beside the alerts in the page: they point to them rather than repeat them. */
  toast: {
    failed: "Not booked yet: the form says what went wrong.",
    pickAnother: "That time cannot be booked: the calendar shows the times still free.",
  },
  confirmation: {
    title: "Your Meeting is Confirmed",
    emailSent: "We have sent the details and a calendar invitation to",
    /** The terms of the details list. */
    rows: {
      date: "Date",
      time: "Time",
      meetingType: "Meeting type",
      topics: "Topics",
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
    },
    /** After the time, in brackets. */
    meetingLength: bookingPolicyWords.meetingLength,
    calendarFile: "Download the calendar file (.ics)",
    reschedule: `Need to change it? You can reschedule or cancel up to ${bookingPolicyWords.changeCutoff} before the call, from the link in your email or here:`,
    manage: "Manage your booking",
    home: "Back to Home",
    homeTo: "/",
  },
} as const;

export type BookACallPage = Copy<typeof bookACall>;
