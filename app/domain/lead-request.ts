/**
 * The lead request of the /contact funnel (spec.md sections 3 and 5): its option lists, one zod
 * schema for the browser and the server, the five steps with the fields each validates, and the
 * spam guards the server enforces too (DESIGN.md decision 6).
 */
import * as z from "zod/mini";
import {
  type BilingualOption,
  choiceOf,
  emailAddressIn,
  englishValidationWords,
  hasNoDuplicates,
  optionValues,
  optionalTextIn,
  requiredOrInvalid,
  type ValidationWords,
} from "./validation";
import { campaignShape, timeToCompleteMs } from "./visit";

// The funnel's screens and the server's emails read the labels from here too.
export { optionLabel } from "./validation";

export const roles = [
  { value: "decision-maker", label: "Decision Maker", fr: "Personne décisionnaire" },
  { value: "influencer", label: "Key Influencer", fr: "Personne influente clé" },
  { value: "research", label: "Researcher", fr: "Personne qui s’informe" },
] as const satisfies readonly BilingualOption[];

export const intents = [
  { value: "immediate", label: "Immediately", fr: "Immédiatement" },
  { value: "1-3months", label: "1-3 months", fr: "D’ici 1 à 3 mois" },
  { value: "3-6months", label: "3-6 months", fr: "D’ici 3 à 6 mois" },
  { value: "exploring", label: "Just exploring", fr: "J’explore les options" },
] as const satisfies readonly BilingualOption[];

export const industries = [
  { value: "finance-insurance", label: "Finance & Insurance", fr: "Finance et assurance" },
  { value: "home-improvement", label: "Home Improvement", fr: "Rénovation résidentielle" },
  { value: "automotive", label: "Automotive", fr: "Automobile" },
  { value: "healthcare", label: "Healthcare", fr: "Santé" },
  { value: "legal", label: "Legal", fr: "Services juridiques" },
  { value: "education", label: "Education", fr: "Éducation" },
  { value: "technology", label: "Technology", fr: "Technologie" },
  { value: "other", label: "Other", fr: "Autre" },
] as const satisfies readonly BilingualOption[];

// spec.md stores territories as their display texts, so value and label are the same.
export const territories = [
  { value: "United States", label: "United States", fr: "États-Unis" },
  { value: "Canada", label: "Canada", fr: "Canada" },
  { value: "United Kingdom", label: "United Kingdom", fr: "Royaume-Uni" },
  { value: "Australia", label: "Australia", fr: "Australie" },
  { value: "European Union", label: "European Union", fr: "Union européenne" },
  { value: "Other", label: "Other", fr: "Autre" },
] as const satisfies readonly BilingualOption[];

/** Budgets and volumes are monthly; the period is shown beside the labels, not inside them. */
export const budgetPeriod = "per month";
export const budgets = [
  { value: "under-10k", label: "Under $10,000", fr: "Moins de 10 000 $" },
  { value: "10k-25k", label: "$10,000 - $25,000", fr: "10 000 $ à 25 000 $" },
  { value: "25k-50k", label: "$25,000 - $50,000", fr: "25 000 $ à 50 000 $" },
  { value: "50k-100k", label: "$50,000 - $100,000", fr: "50 000 $ à 100 000 $" },
  { value: "over-100k", label: "Over $100,000", fr: "Plus de 100 000 $" },
] as const satisfies readonly BilingualOption[];

export const volumePeriod = "leads per month";
export const volumes = [
  { value: "under-100", label: "Under 100", fr: "Moins de 100" },
  { value: "100-500", label: "100 - 500", fr: "100 à 500" },
  { value: "500-1000", label: "500 - 1,000", fr: "500 à 1 000" },
  { value: "1000-5000", label: "1,000 - 5,000", fr: "1 000 à 5 000" },
  { value: "over-5000", label: "Over 5,000", fr: "Plus de 5 000" },
] as const satisfies readonly BilingualOption[];

export const leadTypes = [
  { value: "qualified-leads", label: "Qualified Leads", fr: "Prospects qualifiés" },
  { value: "appointments", label: "Booked Appointments", fr: "Rendez-vous fixés" },
  { value: "form-fills", label: "Form Fills", fr: "Formulaires remplis" },
  { value: "phone-calls", label: "Phone Calls", fr: "Appels téléphoniques" },
] as const satisfies readonly BilingualOption[];

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

/** The lead request's messages in one language (issue 24); French in app/content/fr/validation.ts. */
export interface LeadRequestWords extends ValidationWords {
  /** How each free-text field is named in its length message. */
  fieldLabels: { name: string; company: string; phone: string; message: string };
  nameRequired: string;
  companyRequired: string;
  role: string;
  intent: string;
  industry: string;
  territoryFromList: string;
  noTerritory: string;
  atMostTerritories: (count: number) => string;
  territoryOnce: string;
  budget: string;
  volume: string;
  leadType: string;
  consent: string;
}

export const englishLeadRequestWords: LeadRequestWords = {
  ...englishValidationWords,
  fieldLabels: { name: "Name", company: "Company", phone: "Phone number", message: "Message" },
  nameRequired: "Name is required",
  companyRequired: "Company is required",
  role: "Please select your role",
  intent: "Please select your timeline",
  industry: "Please select your industry",
  territoryFromList: "Please select territories from the list",
  noTerritory: "Please select at least one territory",
  atMostTerritories: (count) => `Please select at most ${count} territories`,
  territoryOnce: "Please select each territory only once",
  budget: "Please select your budget range",
  volume: "Please select expected volume",
  leadType: "Please select lead type",
  consent: "Please provide consent to contact you",
};

/** The lead request's schema, answering in the language of `words`. */
export function leadRequestSchemaIn(words: LeadRequestWords) {
  const requiredText = (message: string, fieldLabel: string, max: number) =>
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, message), z.maxLength(max, words.maxLength(fieldLabel, max)));
  const labels = words.fieldLabels;
  return z.object({
    name: requiredText(words.nameRequired, labels.name, 100),
    email: emailAddressIn(words),
    company: requiredText(words.companyRequired, labels.company, 150),
    phone: optionalTextIn(words, labels.phone, 40),
    role: choiceOf(roles, words.role),
    intent: choiceOf(intents, words.intent),
    industry: choiceOf(industries, words.industry),
    territories: z
      .array(z.enum(optionValues(territories), { error: words.territoryFromList }), {
        error: words.noTerritory,
      })
      .check(
        z.minLength(1, words.noTerritory),
        z.maxLength(territories.length, words.atMostTerritories(territories.length)),
        z.refine(hasNoDuplicates, words.territoryOnce),
      ),
    budget: choiceOf(budgets, words.budget),
    volume: choiceOf(volumes, words.volume),
    leadType: choiceOf(leadTypes, words.leadType),
    message: optionalTextIn(words, labels.message, 2000),
    consent: z.literal(true, { error: words.consent }),
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
}

export type LeadRequestSchema = ReturnType<typeof leadRequestSchemaIn>;

export const leadRequestSchema = leadRequestSchemaIn(englishLeadRequestWords);

/**
 * How far the browser's submissionTime may be from the server's clock. A visitor's clock can be
 * wrong by minutes or hours, never by a year; "0000-01-01" or "9999-12-31" is not a time a form
 * was sent, and PostgreSQL cannot store every such year either. Checked by the server, which has
 * the clock; the browser always sends its own now.
 */
export const SUBMISSION_TIME_TOLERANCE_MS = 366 * 24 * 60 * 60 * 1000;

export function submissionTimeIsPlausible(submissionTime: string, now: Date): boolean {
  const distance = Math.abs(Date.parse(submissionTime) - now.getTime());
  return !Number.isNaN(distance) && distance <= SUBMISSION_TIME_TOLERANCE_MS;
}

export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type LeadFieldName = keyof LeadRequest;

/** The five steps of spec.md section 2 and the fields each must get right before Next. */
export const leadFunnelSteps = [
  { title: "Contact information", fields: ["name", "email", "company", "phone"] },
  { title: "Role & intent", fields: ["role", "intent"] },
  { title: "Industry & territories", fields: ["industry", "territories"] },
  // The optional message sits with the specifications it explains.
  { title: "Lead specifications", fields: ["budget", "volume", "leadType", "message"] },
  { title: "Review & submit", fields: ["consent"] },
] as const satisfies readonly { title: string; fields: readonly LeadFieldName[] }[];

const stepSchemasOf = (schema: LeadRequestSchema) =>
  leadFunnelSteps.map((step) =>
    z.pick(
      schema,
      Object.fromEntries(step.fields.map((field) => [field, true])) as { [Field in LeadFieldName]?: true },
    ),
  );
const stepSchemasBySchema = new WeakMap<LeadRequestSchema, ReturnType<typeof stepSchemasOf>>();

/**
 * The schema of one step, `stepIndex` counting from 0 like leadFunnelSteps, so that a step
 * validates only its own fields (spec.md section 5), in the language of `schema`.
 */
export function stepSchema(stepIndex: number, schema: LeadRequestSchema = leadRequestSchema) {
  let steps = stepSchemasBySchema.get(schema);
  if (!steps) stepSchemasBySchema.set(schema, (steps = stepSchemasOf(schema)));
  const step = steps[stepIndex];
  if (!step) throw new RangeError(`No funnel step at index ${stepIndex}`);
  return step;
}

/** The index of the step that asks for a field, or -1 for a field no step shows (the campaign fields). */
export function stepIndexOfField(field: string): number {
  return leadFunnelSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

/**
 * The index of the first of the first `stepCount` steps whose own fields are not valid, or
 * `stepCount` when they all are: how far a visitor may go with these values.
 */
export function firstInvalidStepIndex(
  values: unknown,
  stepCount: number = leadFunnelSteps.length,
  schema: LeadRequestSchema = leadRequestSchema,
): number {
  for (let index = 0; index < stepCount; index++) {
    if (!stepSchema(index, schema).safeParse(values).success) return index;
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
