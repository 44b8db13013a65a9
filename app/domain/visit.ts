/**
 * What the browser reports about a visit alongside a lead or a booking, for its consent record
 * (DESIGN.md decision 7): campaign parameters, the referring page, the visitor's time zone and
 * how long the form took. All optional; lengths capped so that nothing can flood the database.
 */
import * as z from "zod/mini";
import { INVALID_INPUT, optionalText, requiredOrInvalid } from "./validation";

export const utmParameterNames = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;
export type UtmParameterName = (typeof utmParameterNames)[number];

export const UTM_MAX_LENGTH = 200;
export const REFERRER_MAX_LENGTH = 2000;

/** The campaign parameters and the referring page, as the lead request carries them too. */
export const campaignShape = {
  utm_source: optionalText("utm_source", UTM_MAX_LENGTH),
  utm_medium: optionalText("utm_medium", UTM_MAX_LENGTH),
  utm_campaign: optionalText("utm_campaign", UTM_MAX_LENGTH),
  utm_content: optionalText("utm_content", UTM_MAX_LENGTH),
  utm_term: optionalText("utm_term", UTM_MAX_LENGTH),
  referrer: optionalText("Referrer", REFERRER_MAX_LENGTH),
};

/** A day: the longest time to complete that is recorded; browsers send a longer one as this. */
export const MAX_TIME_TO_COMPLETE_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from the form's load to its submit: a whole number, at most a day. */
export const timeToCompleteMs = z
  .number({ error: requiredOrInvalid })
  .check(
    z.int(INVALID_INPUT),
    z.minimum(0, INVALID_INPUT),
    z.maximum(MAX_TIME_TO_COMPLETE_MS, INVALID_INPUT),
  );

export const visitContextSchema = z.object({
  ...campaignShape,
  visitorTimeZone: optionalText("Time zone", 64),
  timeToComplete: z.optional(timeToCompleteMs),
});

export type VisitContext = z.infer<typeof visitContextSchema>;

/** The campaign parameters that were given, without empty ones. */
export function utmParameters(
  values: Partial<Record<UtmParameterName, string | undefined>>,
): Record<string, string> {
  const present: Record<string, string> = {};
  for (const name of utmParameterNames) {
    const value = values[name];
    if (value) present[name] = value;
  }
  return present;
}
