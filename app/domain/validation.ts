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

/** A choice a visitor sees, with its French label (issue 24); `label` stays the English one. */
export interface BilingualOption<Value extends string = string> extends Option<Value> {
  readonly fr: string;
}

/** The list as a visitor reads it in `locale` ("en" or "fr"): the same values, their labels in it. */
export function optionsIn<Value extends string>(
  list: readonly BilingualOption<Value>[],
  locale: "en" | "fr",
): Option<Value>[] {
  return list.map(({ value, label, fr }) => ({ value, label: locale === "fr" ? fr : label }));
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

/**
 * The messages the shared rules give, in one language. The schemas are built from them, so that a
 * form and the API answer in the visitor's language (issue 24): English here, French in
 * app/content/fr/validation.ts.
 */
export interface ValidationWords {
  /** spec.md section 5's generic messages, for fields it gives no message of their own. */
  required: string;
  invalidInput: string;
  invalidEmail: string;
  /** An email field left empty: it is required, not wrong. */
  emailRequired: string;
  unstorableText: string;
  maxLength: (fieldLabel: string, max: number) => string;
  /** How the email field is named in its length message. */
  emailLabel: string;
}

export const englishValidationWords: ValidationWords = {
  required: "Required",
  invalidInput: "Invalid input",
  invalidEmail: "Please enter a valid email address",
  emailRequired: "Email is required",
  unstorableText: "This field contains characters that are not allowed",
  maxLength: (fieldLabel, max) => `${fieldLabel} must be at most ${max} characters`,
  emailLabel: "Email address",
};

export const UNSTORABLE_TEXT_MESSAGE = englishValidationWords.unstorableText;

export function hasNoDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

export const maxLengthMessage = englishValidationWords.maxLength;

export const REQUIRED = englishValidationWords.required;
export const INVALID_INPUT = englishValidationWords.invalidInput;

/** "Required" for a missing field, "Invalid input" for one of the wrong type, in `words`' language. */
export function requiredOrInvalidIn(words: ValidationWords) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined ? words.required : words.invalidInput;
}

export const requiredOrInvalid = requiredOrInvalidIn(englishValidationWords);

/** Optional free text, trimmed; an empty string is allowed because the forms start empty. */
export function optionalTextIn(words: ValidationWords, fieldLabel: string, max: number) {
  return z.optional(
    z
      .string({ error: requiredOrInvalidIn(words) })
      .check(z.trim(), z.maxLength(max, words.maxLength(fieldLabel, max))),
  );
}

export function optionalText(fieldLabel: string, max: number) {
  return optionalTextIn(englishValidationWords, fieldLabel, max);
}

export const EMAIL_MAX_LENGTH = 254;

/**
 * Trimmed, present (an empty one is required, not invalid), at most 254 characters (the longest
 * address SMTP carries), then a well-formed address.
 */
export function emailAddressIn(words: ValidationWords) {
  return z.pipe(
    z
      .string({ error: (issue) => (issue.input === undefined ? words.emailRequired : words.invalidEmail) })
      .check(
        z.trim(),
        z.minLength(1, words.emailRequired),
        z.maxLength(EMAIL_MAX_LENGTH, words.maxLength(words.emailLabel, EMAIL_MAX_LENGTH)),
      ),
    z.email({ error: words.invalidEmail }),
  );
}

export const emailAddress = emailAddressIn(englishValidationWords);

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
