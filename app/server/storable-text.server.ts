/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates: isStorableText in domain/validation.ts)
 * used to reach the database and come back as a 500; it is now a 400 naming the field, for every
 * string in a body, whichever field it is in (fields added later included).
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "~/domain/validation";

export { UNSTORABLE_TEXT_MESSAGE };

function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (depth > 20 || !value || typeof value !== "object") return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((entry) => holdsUnstorableText(entry, depth + 1));
}

/**
 * The top-level fields of a JSON body whose text (at any depth) cannot be stored, with the message
 * (English unless the visitor's language gives another).
 */
export function unstorableTextFields(
  body: Record<string, unknown>,
  message: string = UNSTORABLE_TEXT_MESSAGE,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (holdsUnstorableText(value) || !isStorableText(field)) problems[field] = message;
  }
  return problems;
}
