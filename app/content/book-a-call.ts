import { bookingPolicyWords } from "~/domain/booking-policy";
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
    title: "Book your free strategy call",
    lead: `A focused ${bookingPolicyWords.meetingLengthAdjective} video call with our team: your goals, the compliance rules that apply to your market, and whether pay-per-lead fits.`,
  } satisfies Hero,
  agenda: {
    title: `What to expect (${bookingPolicyWords.meetingLength.replace(" ", "\u00a0")})`,
    steps: [
      {
        title: "Quick discovery",
        minutes: 5,
        body: "Your market, the customers you want to reach and how you handle leads today.",
      },
      {
        title: "Compliance and strategy",
        minutes: 10,
        body: "The consent rules that apply to you (CASL, PIPEDA, TCPA or GDPR) and the channels that can meet them.",
      },
      {
        title: "Next steps",
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
    title: "Select a date",
    note: `Available Monday - Friday, up to ${bookingPolicyWords.window} in advance`,
    /** Followed by the email and phone as links (NoScriptNotice). */
    noScript:
      "Choosing a date and time needs JavaScript, which is not running in this browser, so this calendar cannot book your call.",
  },
  form: {
    detailsTitle: "Booking details",
    back: "Back to Calendar",
    /** Between the chosen date and time: "Thursday, November 26, 2026 at 10:20 AM EST". */
    at: "at",
    contactTitle: "Contact information",
    focusTitle: "Meeting focus",
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
    title: "Your meeting is confirmed",
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
    reschedule: `Need to change it? You can reschedule or cancel up to ${bookingPolicyWords.changeCutoff} before the call, from the link in your email or here:`,
    manage: "Manage your booking",
    home: "Back to Home",
    homeTo: "/",
  },
} as const;

export type BookACallPage = Copy<typeof bookACall>;
