/**
 * Ids as they arrive from a URL or a form, parsed into the one spelling the database writes: a
 * UUID, lower-case, hyphenated. Parsed once, at the edge, so that every comparison after it is of
 * two ids the same way spelled: `ABC…` and `abc…` are one id to PostgreSQL, and were two to
 * JavaScript's `===` (an owner's own id in upper case passed "you cannot change your own account").
 *
 * The shape is PostgreSQL's output format (8-4-4-4-12 hexadecimal digits), not RFC 9562's versions:
 * any row's id has it, and nothing else reaches the database, which answers another spelling of a
 * uuid with an error.
 */
import * as z from "zod/mini";

/** A form field holding an id: its message when it is missing or not a UUID; the value lower-cased. */
export function uuidField(message: string) {
  return z.guid(message).check(z.toLowerCase());
}

const uuid = uuidField("Not a UUID");

/** The id in its one spelling, or undefined when the text is not a UUID at all. */
export function parseUuid(text: string | null | undefined): string | undefined {
  const parsed = z.safeParse(uuid, text);
  return parsed.success ? parsed.data : undefined;
}
