import { describe, expect, it } from "vitest";
import {
  escapeText,
  foldLine,
  icalendarDocument,
  mailtoAddress,
  quotedParameter,
  utcDateTime,
} from "./icalendar";
import { torontoInstant } from "./time";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and every kind of newline", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("quotedParameter", () => {
  it("quotes the value, with double quotes turned into single ones", () => {
    expect(quotedParameter('Robert "Bob" Smith')).toBe(`"Robert 'Bob' Smith"`);
  });

  it("turns line breaks and other control characters into spaces, so no line or parameter can end inside it", () => {
    expect(quotedParameter("Jane\r\nATTENDEE:mailto:x@example.org\u0000\t;")).toBe(
      '"Jane  ATTENDEE:mailto:x@example.org  ;"',
    );
  });

  it("keeps accents, colons and semicolons, which a quoted value may hold", () => {
    expect(quotedParameter("Zoë Côté; Ops: Québec")).toBe('"Zoë Côté; Ops: Québec"');
  });
});

describe("mailtoAddress", () => {
  it("writes an address as a mailto URI", () => {
    expect(mailtoAddress("jane@example.org")).toBe("mailto:jane@example.org");
  });

  it("leaves the refused address, someone's personal data, out of the error it throws", () => {
    let message = "";
    try {
      mailtoAddress("jane.doe@example org");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toBe("");
    expect(message).not.toContain("jane.doe");
  });

  it.each(["not an address", "jane@example.org\r\nX-EVIL:1", 'jane"@example.org', "jane", "a@b@c", ""])(
    "refuses %j, which would end the property early",
    (email) => {
      expect(() => mailtoAddress(email)).toThrow("the attendee's address is not an email address");
    },
  );
});

describe("foldLine", () => {
  it("leaves a line of 75 octets as it is", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds a line of 75 characters that is more than 75 octets", () => {
    const line = `SUMMARY:${"é".repeat(67)}`;
    expect(line).toHaveLength(75);
    expect(foldLine(line)).not.toBe(line);
  });

  it("folds longer lines so that no physical line passes 75 octets, each continuation starting with a space", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(100)}`);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of physical.slice(1)) expect(line.startsWith(" ")).toBe(true);
    // Unfolding gives the line back: no multi-octet character was cut in two.
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(100)}`);
  });

  it("counts a lone surrogate as the three octets of the U+FFFD it is written as", () => {
    const folded = foldLine(`SUMMARY:${"\ud800".repeat(30)}`);
    for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it("never cuts a character outside the Basic Multilingual Plane in two", () => {
    const line = `SUMMARY:${"🍁".repeat(40)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("utcDateTime", () => {
  // 2026-11-01: EDT (UTC-4) ends; 10:00 in Toronto is 14:00 UTC the Friday before, 15:00 after.
  it("writes the UTC instant of each Toronto slot across a change of Toronto's clock", () => {
    expect(utcDateTime(torontoInstant("2026-10-30", "10:00"))).toBe("20261030T140000Z");
    expect(utcDateTime(torontoInstant("2026-11-02", "10:00"))).toBe("20261102T150000Z");
    // 2027-03-14: EST becomes EDT again.
    expect(utcDateTime(torontoInstant("2027-03-12", "10:00"))).toBe("20270312T150000Z");
    expect(utcDateTime(torontoInstant("2027-03-15", "10:00"))).toBe("20270315T140000Z");
  });

  it("drops the milliseconds", () => {
    expect(utcDateTime(new Date("2026-10-28T15:04:05.678Z"))).toBe("20261028T150405Z");
  });
});

describe("icalendarDocument", () => {
  it("ends every line with CRLF and folds the long ones", () => {
    const document = icalendarDocument(["BEGIN:VCALENDAR", `X-LONG:${"a".repeat(100)}`, "END:VCALENDAR"]);
    expect(document).toBe(
      `BEGIN:VCALENDAR\r\nX-LONG:${"a".repeat(68)}\r\n ${"a".repeat(32)}\r\nEND:VCALENDAR\r\n`,
    );
  });
});
