import { bookingPolicyWords } from "~/domain/booking-policy";
import { officeHours } from "./office-hours";
import { site } from "./site";
import type { Copy, Hero, PageMeta } from "./types";

/**
 * The copy of /contact (spec.md section 2 "Contact"): the page around the funnel, the funnel's
 * labels and the thank-you view. The funnel's rules and error messages are not here: they come
 * from the shared schema in app/domain/lead-request.ts.
 */
export const contact = {
  meta: {
    title: "Contact Us",
    description:
      "Request a compliant pay-per-lead program: tell us your industry, territories, budget and lead criteria and we reply within 24 hours on business days.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Contact",
    title: "Start your lead journey",
    lead: `Tell us who you need to reach and under which rules. We reply ${site.responsePromise} with a plan, pricing and the consent standard every lead will carry.`,
  } satisfies Hero,
  /** The names of the page's two columns, for screen readers. */
  sections: { form: "Lead request form", otherWays: "Other ways to reach us" },
  talkFirst: {
    title: "Prefer to talk first?",
    body: `Book a free ${bookingPolicyWords.meetingLengthAdjective} consultation with a strategist. We will look at your market, your compliance obligations and whether pay-per-lead fits, before you fill in anything.`,
    label: "Book a free consultation",
    to: "/book-a-call",
  },
  contactDetails: { title: "Contact details" },
  whatToExpect: {
    title: "What to expect",
    items: [
      "An initial consultation within 24 hours on business days",
      "A discussion of your lead specifications and the compliance rules that apply to them",
      "A custom strategy proposal with channels, volumes and cost per lead",
      "A transparent walk-through of our process and pricing, with no long-term contract",
    ],
  },
  learnMore: {
    title: "Prefer to learn more first?",
    body: "See how we keep every lead defensible, which industries we serve, and what we have learned running compliant campaigns.",
    links: [
      { to: "/compliance", label: "Our compliance standards" },
      { to: "/industries", label: "Industries we serve" },
      { to: "/blogs", label: "Read the blog" },
    ],
  },
} as const;

export type ContactPage = Copy<typeof contact>;

/** The funnel's wording: step introductions, field labels and hints, and what it says on submit. */
export const funnelCopy = {
  title: "Request qualified leads",
  /** The five steps' names, in the order of leadFunnelSteps (app/domain/lead-request.ts). */
  steps: [
    "Contact information",
    "Role & intent",
    "Industry & territories",
    "Lead specifications",
    "Review & submit",
  ],
  /** Above the step: "Step 2 of 5". */
  progress: (step: number, count: number) => `Step ${step} of ${count}`,
  /** The progress bar's value for screen readers: "Step 2 of 5: Role & intent". */
  progressValue: (step: number, count: number, name: string) => `Step ${step} of ${count}: ${name}`,
  stepIntros: [
    "Who should we send the proposal to?",
    "Help us pitch the conversation at the right level.",
    "Where do your customers live, and which rules apply to reaching them?",
    "What does a lead worth paying for look like to you?",
    "Check your answers, then send your request.",
  ],
  labels: {
    name: "Full name",
    email: "Work email",
    company: "Company",
    phone: "Phone",
    role: "Your role in the decision",
    intent: "When do you want leads to start?",
    industry: "Industry",
    territories: "Territories you sell into",
    budget: "Monthly lead budget",
    volume: "Expected monthly volume",
    leadType: "Lead type",
    message: "Anything else we should know?",
  },
  hints: {
    phone: "Optional. We call only if you ask us to.",
    territories: "Choose every region you need leads from; consent rules differ in each.",
    budget: "Your spend per month, in Canadian dollars.",
    volume: "How many leads per month you can work.",
    message:
      "Optional. For example the products you sell, licences you hold, or rules your leads must meet (CASL, TCPA, GDPR).",
  },
  selectPlaceholder: "Select...",
  notProvided: "Not provided",
  edit: "Edit",
  consentTitle: "Consent",
  previous: "Previous",
  next: "Next",
  submit: "Submit Request",
  sending: "Sending...",
  /** Followed by the email and phone as links (NoScriptNotice). */
  noScript: "This form needs JavaScript, which is not running in this browser.",
  failure: {
    title: "Your request was not sent.",
    unreachable: "We could not reach our server, so nothing was saved.",
    serverError: "Our server could not save your request just now, so nothing was saved.",
    rateLimited: "We received too many requests from your network in a short time.",
    /** After `rateLimited`, with the wait the server asked for (its Retry-After, in whole minutes). */
    retryIn: (minutes: number) => `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    retry: "Try again",
    kept: "Your answers are kept in this browser, so you do not need to retype them.",
    otherWay: "You can also reach us directly:",
    /** Between the email and the phone number. */
    or: "or",
  },
  /** After the phone number, in brackets. */
  officeHours,
  /** Beside the alert in the form, in other words: the toast points to it rather than repeat it. */
  toast: "Not sent yet: the form says what went wrong, and keeps your answers.",
} as const;

export type FunnelCopy = Copy<typeof funnelCopy>;

export const thankYou = {
  title: "Thanks—your request was received",
  emailSent: "A confirmation email is on its way to",
  reply: `Our team typically replies ${site.responsePromise}, with questions about your lead specifications and a first proposal.`,
  contactTitle: "Need to reach us sooner?",
  home: "Back to Home",
  homeTo: "/",
} as const;

export type ThankYouCopy = Copy<typeof thankYou>;
