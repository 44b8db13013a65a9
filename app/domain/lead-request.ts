/**
 * The lead request of the /contact funnel (spec.md sections 3 and 5): its option lists, one zod
 * schema for the browser and the server, the five steps with the fields each validates, and the
 * spam guards the server enforces too (DESIGN.md decision 6).
 */
import * as z from "zod/mini";
import {
  type Option,
  choiceOf,
  emailAddress,
  hasNoDuplicates,
  maxLengthMessage,
  optionValues,
  optionalText,
  requiredOrInvalid,
} from "./validation";
import { campaignShape, timeToCompleteMs } from "./visit";

// The funnel's screens and the server's emails read the labels from here too.
export { optionLabel } from "./validation";

export const roles = [
  { value: "decision-maker", label: "Decision Maker" },
  { value: "influencer", label: "Key Influencer" },
  { value: "research", label: "Researcher" },
] as const satisfies readonly Option[];

export const intents = [
  { value: "immediate", label: "Immediately" },
  { value: "1-3months", label: "1-3 months" },
  { value: "3-6months", label: "3-6 months" },
  { value: "exploring", label: "Just exploring" },
] as const satisfies readonly Option[];

export const industries = [
  { value: "finance-insurance", label: "Finance & Insurance" },
  { value: "home-improvement", label: "Home Improvement" },
  { value: "automotive", label: "Automotive" },
  { value: "healthcare", label: "Healthcare" },
  { value: "legal", label: "Legal" },
  { value: "education", label: "Education" },
  { value: "technology", label: "Technology" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

// spec.md stores territories as their display texts, so value and label are the same.
export const territories = [
  { value: "United States", label: "United States" },
  { value: "Canada", label: "Canada" },
  { value: "United Kingdom", label: "United Kingdom" },
  { value: "Australia", label: "Australia" },
  { value: "European Union", label: "European Union" },
  { value: "Other", label: "Other" },
] as const satisfies readonly Option[];

/** Budgets and volumes are monthly; the period is shown beside the labels, not inside them. */
export const budgetPeriod = "per month";
export const budgets = [
  { value: "under-10k", label: "Under $10,000" },
  { value: "10k-25k", label: "$10,000 - $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "over-100k", label: "Over $100,000" },
] as const satisfies readonly Option[];

export const volumePeriod = "leads per month";
export const volumes = [
  { value: "under-100", label: "Under 100" },
  { value: "100-500", label: "100 - 500" },
  { value: "500-1000", label: "500 - 1,000" },
  { value: "1000-5000", label: "1,000 - 5,000" },
  { value: "over-5000", label: "Over 5,000" },
] as const satisfies readonly Option[];

export const leadTypes = [
  { value: "qualified-leads", label: "Qualified Leads" },
  { value: "appointments", label: "Booked Appointments" },
  { value: "form-fills", label: "Form Fills" },
  { value: "phone-calls", label: "Phone Calls" },
] as const satisfies readonly Option[];

export type Role = (typeof roles)[number]["value"];
export type Intent = (typeof intents)[number]["value"];
export type Industry = (typeof industries)[number]["value"];
export type Territory = (typeof territories)[number]["value"];
export type Budget = (typeof budgets)[number]["value"];
export type Volume = (typeof volumes)[number]["value"];
export type LeadType = (typeof leadTypes)[number]["value"];

/** The hidden field only bots fill in (spec.md section 4). */
export const HONEYPOT_FIELD = "company_website";
/**
 * A person needs longer than this to fill in five steps (spec.md section 9). The server measures
 * it from the signed form token it issued with the page; the browser, from hydration, which comes
 * later, so that it never sends what the server would drop.
 */
export const MIN_TIME_TO_COMPLETE_MS = 5000;

function requiredText(message: string, fieldLabel: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, maxLengthMessage(fieldLabel, max)));
}

const NO_TERRITORY = "Please select at least one territory";

export const leadRequestSchema = z.object({
  name: requiredText("Name is required", "Name", 100),
  email: emailAddress,
  company: requiredText("Company is required", "Company", 150),
  phone: optionalText("Phone number", 40),
  role: choiceOf(roles, "Please select your role"),
  intent: choiceOf(intents, "Please select your timeline"),
  industry: choiceOf(industries, "Please select your industry"),
  territories: z
    .array(z.enum(optionValues(territories), { error: "Please select territories from the list" }), {
      error: NO_TERRITORY,
    })
    .check(
      z.minLength(1, NO_TERRITORY),
      z.maxLength(territories.length, `Please select at most ${territories.length} territories`),
      z.refine(hasNoDuplicates, "Please select each territory only once"),
    ),
  budget: choiceOf(budgets, "Please select your budget range"),
  volume: choiceOf(volumes, "Please select expected volume"),
  leadType: choiceOf(leadTypes, "Please select lead type"),
  message: optionalText("Message", 2000),
  consent: z.literal(true, { error: "Please provide consent to contact you" }),
  ...campaignShape,
  submissionTime: z.iso.datetime({ offset: true, error: requiredOrInvalid }),
  timeToComplete: timeToCompleteMs,
  // The server's signed word of when it served the form. Checked by the server only: a missing or
  // bad one is dropped quietly like a filled honeypot, never answered with a 400.
  formToken: z.optional(z.string({ error: requiredOrInvalid })),
  // Not trimmed: the spam guard, not the schema, decides what counts as filled in.
  // No length limit (the 32 KB body cap bounds it): a bot that fills the honeypot with a lot of
  // text must be dropped quietly like any other, not told why with a 400.
  [HONEYPOT_FIELD]: z.optional(z.string({ error: requiredOrInvalid })),
});

/**
 * How far the browser's submissionTime may be from the server's clock. A visitor's clock can be
 * wrong by minutes or hours, never by a year; "0000-01-01" or "9999-12-31" is not a time a form
 * was sent, and PostgreSQL cannot store every such year either. Checked by the server, which has
 * the clock; the browser always sends its own now.
 */
export const SUBMISSION_TIME_TOLERANCE_MS = 366 * 24 * 60 * 60 * 1000;

export function submissionTimeProblem(submissionTime: string, now: Date): string | undefined {
  const distance = Math.abs(Date.parse(submissionTime) - now.getTime());
  return Number.isNaN(distance) || distance > SUBMISSION_TIME_TOLERANCE_MS
    ? "The submission time must be within a year of now"
    : undefined;
}

export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type LeadFieldName = keyof LeadRequest;

/** The five steps of spec.md section 2 and the fields each must get right before Next. */
export const leadFunnelSteps = [
  { title: "Contact Information", fields: ["name", "email", "company", "phone"] },
  { title: "Role & Intent", fields: ["role", "intent"] },
  { title: "Industry & Territories", fields: ["industry", "territories"] },
  // The optional message sits with the specifications it explains.
  { title: "Lead Specifications", fields: ["budget", "volume", "leadType", "message"] },
  { title: "Review & Submit", fields: ["consent"] },
] as const satisfies readonly { title: string; fields: readonly LeadFieldName[] }[];

const stepSchemas = leadFunnelSteps.map((step) =>
  z.pick(
    leadRequestSchema,
    Object.fromEntries(step.fields.map((field) => [field, true])) as { [Field in LeadFieldName]?: true },
  ),
);

/**
 * The schema of one step, `stepIndex` counting from 0 like leadFunnelSteps, so that a step
 * validates only its own fields (spec.md section 5).
 */
export function stepSchema(stepIndex: number) {
  const schema = stepSchemas[stepIndex];
  if (!schema) throw new RangeError(`No funnel step at index ${stepIndex}`);
  return schema;
}

/** The index of the step that asks for a field, or -1 for a field no step shows (the campaign fields). */
export function stepIndexOfField(field: string): number {
  return leadFunnelSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

/**
 * The index of the first of the first `stepCount` steps whose own fields are not valid, or
 * `stepCount` when they all are: how far a visitor may go with these values.
 */
export function firstInvalidStepIndex(values: unknown, stepCount: number = leadFunnelSteps.length): number {
  for (let index = 0; index < stepCount; index++) {
    if (!stepSchema(index).safeParse(values).success) return index;
  }
  return stepCount;
}

export type SpamVerdict = "honeypot" | "too-fast";

/** The reason to drop a submission silently, or null. The honeypot is the surer sign, so it goes first. */
export function spamVerdict(lead: { company_website?: string; timeToComplete: number }): SpamVerdict | null {
  if (lead.company_website?.trim()) return "honeypot";
  if (lead.timeToComplete < MIN_TIME_TO_COMPLETE_MS) return "too-fast";
  return null;
}

/** What gets logged for each guard, worded as in spec.md section 8. */
export const spamLogMessages = {
  honeypot: "Honeypot field filled",
  "too-fast": "Form submitted too quickly",
} as const satisfies Record<SpamVerdict, string>;

/**
 * What the funnel holds before it is valid: selects may be empty and consent unticked. The
 * browser adds submissionTime, timeToComplete and the form token when it submits.
 */
export interface LeadFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  role: Role | "";
  intent: Intent | "";
  industry: Industry | "";
  territories: Territory[];
  budget: Budget | "";
  volume: Volume | "";
  leadType: LeadType | "";
  message: string;
  consent: boolean;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
  referrer: string;
  [HONEYPOT_FIELD]: string;
}

/** Every field empty, no territory, consent not given. */
export const leadFormDefaults: LeadFormValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  role: "",
  intent: "",
  industry: "",
  territories: [],
  budget: "",
  volume: "",
  leadType: "",
  message: "",
  consent: false,
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_content: "",
  utm_term: "",
  referrer: "",
  [HONEYPOT_FIELD]: "",
};
