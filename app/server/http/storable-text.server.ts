/**
 * Text PostgreSQL cannot store: NUL (U+0000), which `text` refuses, and an unpaired UTF-16
 * surrogate ("\ud800"), which JSON.parse accepts but UTF-8 cannot encode. Either used to reach
 * the database and come back as a 500; it is now a 400 naming the field, for every string in a
 * body, whichever field it is in (fields added later included).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = "This field contains characters that are not allowed";

function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return unstorable.test(value);
  if (depth > 20 || !value || typeof value !== "object") return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((entry) => holdsUnstorableText(entry, depth + 1));
}

/** The top-level fields of a JSON body whose text (at any depth) cannot be stored, with the message. */
export function unstorableTextFields(body: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (holdsUnstorableText(value) || unstorable.test(field)) problems[field] = UNSTORABLE_TEXT_MESSAGE;
  }
  return problems;
}
