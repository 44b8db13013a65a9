/**
 * The funnel's draft in the browser's local storage (spec.md sections 3 and 4): every value plus
 * currentStep under `leadFunnelProgress`, restored on load and merged with the campaign
 * parameters of this visit.
 */
import {
  HONEYPOT_FIELD,
  type LeadFormValues,
  firstInvalidStepIndex,
  leadFormDefaults,
  leadFunnelSteps,
} from "~/domain/lead-request";
import type { CampaignFields } from "../campaign";

export const DRAFT_STORAGE_KEY = "leadFunnelProgress";

export interface FunnelProgress {
  values: LeadFormValues;
  /** Counting from 0, like leadFunnelSteps. */
  stepIndex: number;
}

/**
 * Fields a draft never keeps: the honeypot is never a visitor's, and consent must be given by
 * ticking the box in the visit that sends the request, not carried over from an earlier one, for
 * the consent record to show an express opt-in (CASL).
 */
const notKept = new Set<string>([HONEYPOT_FIELD, "consent"]);

/** What is stored: the values but those above, and currentStep counting from 1. */
export function serializeDraft({ values, stepIndex }: FunnelProgress): string {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !notKept.has(field)));
  return JSON.stringify({ ...kept, currentStep: stepIndex + 1 });
}

/** Thrown for a draft that is not the JSON object this module writes. */
export class UnreadableDraftError extends Error {}

/** Each stored value of the right type; anything else falls back to the empty form's value. */
function valuesOf(stored: Record<string, unknown>): LeadFormValues {
  const values: Record<string, unknown> = { ...leadFormDefaults };
  for (const [field, empty] of Object.entries(leadFormDefaults)) {
    const value = stored[field];
    if (notKept.has(field)) continue;
    if (Array.isArray(empty)) {
      if (Array.isArray(value)) values[field] = value.filter((item) => typeof item === "string");
    } else if (typeof value === typeof empty) {
      values[field] = value;
    }
  }
  return values as unknown as LeadFormValues;
}

/**
 * The progress to start from: the stored draft (or the empty form when there is none) with this
 * visit's campaign parameters where it has them. The step is the stored one unless an earlier
 * step's values are not valid (a draft from an older form, or edited by hand): the visitor
 * resumes where there is something to fix. Throws UnreadableDraftError for a corrupt draft.
 */
export function restoreProgress(stored: string | null, campaign: CampaignFields): FunnelProgress {
  let draft: unknown = {};
  if (stored !== null) {
    try {
      draft = JSON.parse(stored);
    } catch (error) {
      throw new UnreadableDraftError("The saved draft is not JSON", { cause: error });
    }
    if (typeof draft !== "object" || draft === null || Array.isArray(draft)) {
      throw new UnreadableDraftError("The saved draft is not an object");
    }
  }
  const saved = draft as Record<string, unknown>;
  const values = valuesOf(saved);
  for (const [field, value] of Object.entries(campaign)) {
    if (value) values[field as keyof CampaignFields] = value;
  }
  const lastStep = leadFunnelSteps.length;
  const savedStep = Number.isInteger(saved.currentStep) ? (saved.currentStep as number) : 1;
  const stepIndex = Math.min(Math.max(savedStep, 1), lastStep) - 1;
  return { values, stepIndex: firstInvalidStepIndex(values, stepIndex) };
}
