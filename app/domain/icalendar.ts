/**
 * Writing iCalendar (RFC 5545): the one writer of the booking's own file (./calendar.ts) and of
 * the staff's calendar feed (./calendar-feed.ts). Our own rather than a package's (ADR 045): the
 * `ics` package validated every event twice with a schema library, which was a seventh of a
 * booking's time on the server, and folded lines at 75 characters where the RFC says octets;
 * `ical-generator` escapes URI values as if they were text.
 */

/** TEXT as RFC 5545 3.3.11 writes it: backslashes, semicolons, commas and newlines escaped. */
export function escapeText(text: string): string {
  return text
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A parameter value in double quotes (a person's CN). RFC 5545 3.1 allows neither a double quote
 * nor a control character in one, and the escapes of RFC 6868 are not read by every calendar
 * program: double quotes become single ones, and line breaks and other controls spaces.
 */
export function quotedParameter(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  return `"${value.replaceAll('"', "'").replace(/[\u0000-\u001f\u007f]/g, " ")}"`;
}

/**
 * A CAL-ADDRESS (RFC 5545 3.3.3) from an email address. An address that could not be one (a
 * space, a quote, a line break, no @) is a bug upstream: it would end the property early. The
 * message leaves the value out, as it is someone's personal data and errors are logged.
 */
export function mailtoAddress(email: string): string {
  if (!/^[^\s"<>@]+@[^\s"<>@]+$/.test(email))
    throw new Error("the attendee's address is not an email address");
  return `mailto:${email}`;
}

const MAX_LINE_OCTETS = 75;

/** The octets of a code point in UTF-8; a lone surrogate is written as U+FFFD, three octets. */
function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space, which
 * counts towards its 75. Folds fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** A DATE-TIME in UTC: 20261201T150000Z. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A whole document from its content lines: each folded and ended with CRLF. */
export function icalendarDocument(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
