/**
 * What the browser reports about a visit alongside a lead or a booking, for its consent record
 * (DESIGN.md decision 7): campaign parameters, the referring page, the visitor's time zone and
 * how long the form took. All optional; lengths capped so that nothing can flood the database.
 */
import * as z from "zod/mini";
// For zod's English messages (validation.ts registers them): the rules below have none of their own.
import "./validation";

export const utmParameterNames = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;
export type UtmParameterName = (typeof utmParameterNames)[number];

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`)));

export const visitContextSchema = z.object({
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(2000),
  visitorTimeZone: optionalText(64),
  timeToComplete: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(86_400_000))),
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
