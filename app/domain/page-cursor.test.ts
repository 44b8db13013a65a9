import { describe, expect, it } from "vitest";
import {
  COUNT_CAP,
  countLabel,
  CURSOR_MESSAGE,
  cursorParam,
  decodeCursor,
  encodeCursor,
  isExactCount,
  type PageCursor,
} from "./page-cursor";

const cursor: PageCursor = {
  direction: "after",
  at: "2026-11-20T14:05:09.123456Z",
  id: "7d0c6f7e-1c5a-4a8e-9d3b-2f6b8a1e4c01",
};

/** Base64url of any text, as a forger would write it. */
const forged = (text: string) =>
  Buffer.from(text, "utf8").toString("base64").replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("encodeCursor and decodeCursor", () => {
  it("read back what they wrote, in both directions, in characters an address carries as they are", () => {
    for (const direction of ["after", "before"] as const) {
      const encoded = encodeCursor({ ...cursor, direction });
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(encoded)).toEqual({ ...cursor, direction });
    }
  });

  it("refuse to write a position that is not a row's", () => {
    expect(() => encodeCursor({ ...cursor, at: "2026-11-20T14:05:09.123Z" })).toThrow();
    expect(() => encodeCursor({ ...cursor, id: cursor.id.toUpperCase() })).toThrow();
  });

  it("decode nothing but what they write", () => {
    const valid = `after~${cursor.at}~${cursor.id}`;
    expect(decodeCursor(forged(valid))).toEqual(cursor);
    for (const text of [
      "",
      "after",
      valid.replace("after", "sideways"),
      `${valid}~more`,
      valid.replace(cursor.id, cursor.id.toUpperCase()),
      valid.replace(cursor.id, "not-a-uuid"),
      valid.replace(".123456Z", ".123Z"),
      valid.replace(".123456Z", ".123456+00:00"),
      // Absurd dates: out of the site's years, or not in the calendar.
      valid.replace("2026-11-20", "1970-01-01"),
      valid.replace("2026-11-20", "9999-12-31"),
      valid.replace("2026-11-20", "2026-02-30"),
      valid.replace("14:05:09", "25:61:61"),
      // NUL bytes and lone surrogates, in the text and around it.
      `${valid}\u0000`,
      valid.replace("after", "after\u0000"),
      `${valid}\ud800`,
      valid.replace("~", "\udfff~"),
    ]) {
      expect(decodeCursor(forged(text)), JSON.stringify(text)).toBeUndefined();
    }
  });

  it("turn away hostile text without decoding it", () => {
    for (const text of [
      "%00",
      "\u0000",
      "\ud800",
      "abc=",
      "a b",
      "YWJj\u0000",
      "=",
      encodeCursor(cursor) + "==",
      "A".repeat(201),
      "A".repeat(5_000_000),
      // Base64 of a truncated cursor: decodes, but to no cursor.
      encodeCursor(cursor).slice(0, -4),
      encodeCursor(cursor).slice(1),
    ]) {
      expect(decodeCursor(text), text.slice(0, 40)).toBeUndefined();
    }
  });
});

describe("cursorParam", () => {
  const params = (query: string) => cursorParam(new URLSearchParams(query));

  it("is the first page without a cursor, or with an empty one", () => {
    expect(params("")).toEqual({ ok: true, cursor: undefined });
    expect(params("cursor=")).toEqual({ ok: true, cursor: undefined });
    expect(params("page=3")).toEqual({ ok: true, cursor: undefined });
  });

  it("reads a cursor, and refuses a damaged one or two", () => {
    expect(params(`cursor=${encodeCursor(cursor)}`)).toEqual({ ok: true, cursor });
    expect(params("cursor=nonsense")).toEqual({ ok: false, problem: CURSOR_MESSAGE });
    expect(params("cursor=%00")).toEqual({ ok: false, problem: CURSOR_MESSAGE });
    expect(params(`cursor=${encodeCursor(cursor)}&cursor=${encodeCursor(cursor)}`)).toEqual({
      ok: false,
      problem: CURSOR_MESSAGE,
    });
  });
});

describe("countLabel", () => {
  it("is exact up to the cap and says so beyond it", () => {
    expect(countLabel(0)).toBe("0");
    expect(countLabel(COUNT_CAP)).toBe("1,000");
    expect(countLabel(COUNT_CAP + 1)).toBe("1,000+");
    expect(isExactCount(COUNT_CAP)).toBe(true);
    expect(isExactCount(COUNT_CAP + 1)).toBe(false);
  });
});
