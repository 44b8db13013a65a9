/**
 * Building blocks shared by the request schemas (booking-request.ts, lead-request.ts): option
 * lists with their labels, the field rules both forms have, and the conversion of zod's issues
 * into one message per field, which the forms show and the server's 400 answers carry.
 *
 * The schemas use zod/mini rather than classic zod because /contact and /book-a-call validate
 * with them in the browser, within a JavaScript budget that has no room for classic zod: its
 * methods live on prototypes, cannot be tree-shaken and cost about 92 KB gzip.
 *
 * Every rule of the shared schemas carries its own message, so zod's English locale (1.3 KB
 * gzip, and registered on the server anyway by classic zod) is not needed: a message reads the
 * same in the browser and on the server whatever else the process has loaded.
 */
import * as z from "zod/mini";

/** One choice of a select, a radio group or a checkbox list. */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

export function optionValues<const Value extends string>(list: readonly Option<Value>[]): Value[] {
  return list.map((option) => option.value);
}

/**
 * The label of a value. An unknown value (an old saved draft, a retired option) is shown as it
 * is rather than as nothing.
 */
export function optionLabel(list: readonly Option[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}

/** One of the list's values; an empty choice, a missing one and an unknown one share the message. */
export function choiceOf<const Value extends string>(list: readonly Option<Value>[], message: string) {
  return z.enum(optionValues(list), { error: message });
}

/**
 * Text PostgreSQL cannot store: NUL (U+0000), which `text` refuses, and an unpaired UTF-16
 * surrogate ("\ud800"), which JSON.parse accepts but UTF-8 cannot encode. Either would reach the
 * database and come back as a 500, so every place that takes text from a request asks this first.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for.
const unstorableText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !unstorableText.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = "This field contains characters that are not allowed";

export function hasNoDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

export function maxLengthMessage(fieldLabel: string, max: number): string {
  return `${fieldLabel} must be at most ${max} characters`;
}

// The generic messages of spec.md section 5, for fields it gives no message of their own.
export const REQUIRED = "Required";
export const INVALID_INPUT = "Invalid input";

export function requiredOrInvalid(issue: { input?: unknown }): string {
  return issue.input === undefined ? REQUIRED : INVALID_INPUT;
}

/** Optional free text, trimmed; an empty string is allowed because the forms start empty. */
export function optionalText(fieldLabel: string, max: number) {
  return z.optional(
    z
      .string({ error: requiredOrInvalid })
      .check(z.trim(), z.maxLength(max, maxLengthMessage(fieldLabel, max))),
  );
}

export const EMAIL_MAX_LENGTH = 254;
const INVALID_EMAIL = "Please enter a valid email address";

/** Trimmed, at most 254 characters (the longest address SMTP carries), then a well-formed address. */
export const emailAddress = z.pipe(
  z
    .string({ error: INVALID_EMAIL })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, maxLengthMessage("Email address", EMAIL_MAX_LENGTH))),
  z.email({ error: INVALID_EMAIL }),
);

/** Where an issue that belongs to no field (a body that is not an object) is reported. */
export const FORM_ERROR_KEY = "form";

/** The first message for each top-level field, e.g. { email: "Please enter a valid email address" }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    messages[field] ??= issue.message;
  }
  return messages;
}
