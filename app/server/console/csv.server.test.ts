import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField, csvRecords } from "./csv.server";

describe("csvField", () => {
  it("leaves a plain value as it is, the empty one included", () => {
    expect(csvField("Grace Hopper")).toBe("Grace Hopper");
    expect(csvField("")).toBe("");
    expect(csvField("Ünïcödé 🚀 李小龍")).toBe("Ünïcödé 🚀 李小龍");
  });

  it("quotes a value that holds a comma, a double quote or a line break, and doubles its quotes", () => {
    expect(csvField("Smith, Jones & Partners")).toBe('"Smith, Jones & Partners"');
    expect(csvField('Jean "JJ" O\'Brien')).toBe('"Jean ""JJ"" O\'Brien"');
    expect(csvField("Line one\r\nLine two")).toBe('"Line one\r\nLine two"');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("a\rb")).toBe('"a\rb"');
  });

  it.each([
    ["=", '=HYPERLINK("https://evil.example","Click")'],
    ["+", "+1 416 555 0100"],
    ["-", "-2+3+cmd|' /C calc'!A0"],
    ["@", "@SUM(1+1)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
    ["a full-width =", "\uFF1D1+1"],
    ["a full-width +", "\uFF0B1"],
    ["a full-width -", "\uFF0D1"],
    ["a full-width @", "\uFF20SUM(1)"],
  ])("shows a value that starts with %s as text, with a ' before it", (_start, value) => {
    expect(parse(csvField(value))).toEqual([[`'${value}`]]);
  });

  it("prefixes only the first character: a value that merely holds one is left alone", () => {
    expect(csvField("Ann Lee-Smith")).toBe("Ann Lee-Smith");
    expect(csvField("A=B @ C + D")).toBe("A=B @ C + D");
    expect(csvField(" =1+1")).toBe(" =1+1");
  });
});

describe("csvRecords", () => {
  it("ends every record with CRLF, the last included", () => {
    expect(
      csvRecords([
        ["a", "b"],
        ["c", ""],
      ]),
    ).toBe("a,b\r\nc,\r\n");
    expect(csvRecords([])).toBe("");
  });

  it("gives back what it was given when read by a CSV parser, whatever the text (formulas aside)", () => {
    const hostile = [
      "",
      ",",
      '"',
      '""',
      "a\r\nb",
      "\n\n",
      "a\u0000b",
      "trailing space ",
      " leading space",
      "'already quoted'",
      "emoji 👩🏽‍💼 and RTL \u202Eevil",
      "x".repeat(10_000),
    ];
    const records = [hostile, hostile.slice().reverse(), hostile.map((value) => `${value},${value}`)];
    const read = parse(csvRecords(records), { relax_column_count: false }) as string[][];
    expect(read).toEqual(records);
  });
});
