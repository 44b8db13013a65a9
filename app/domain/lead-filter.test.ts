import { describe, expect, it } from "vitest";
import {
  auditableLeadFilter,
  LEAD_SEARCH_MAX_LENGTH,
  leadFilterQuery,
  parseLeadFilter,
  receivedBetween,
} from "./lead-filter";
import { CURSOR_MESSAGE, encodeCursor } from "./page-cursor";
import { UNSTORABLE_TEXT_MESSAGE } from "./validation";

const position = { at: "2026-11-20T14:05:09.123456Z", id: "7d0c6f7e-1c5a-4a8e-9d3b-2f6b8a1e4c01" };
const older = { direction: "after", ...position } as const;

const parse = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe("parseLeadFilter", () => {
  it("reads every field of the filter", () => {
    const result = parse(
      "status=qualified&industry=legal&territory=European+Union&budget=25k-50k&leadType=phone-calls" +
        "&language=fr&from=2026-11-01&to=2026-11-30&utm_source=google&q=Northshore&cursor=" +
        encodeCursor(older),
    );
    expect(result).toEqual({
      ok: true,
      filter: {
        status: "qualified",
        industry: "legal",
        territory: "European Union",
        budget: "25k-50k",
        leadType: "phone-calls",
        language: "fr",
        from: "2026-11-01",
        to: "2026-11-30",
        utm_source: "google",
        q: "Northshore",
        cursor: older,
      },
      values: expect.objectContaining({ cursor: encodeCursor(older), q: "Northshore" }),
    });
  });

  it("takes empty and blank values as any, trims the rest and ignores other parameters", () => {
    expect(parse("status=&industry=&language=&q=++&from=&cursor=&page=3&utm_medium=cpc&fbclid=x")).toEqual({
      ok: true,
      filter: {},
      values: {},
    });
    expect(parse("q=%20grace%20")).toMatchObject({ ok: true, filter: { q: "grace" } });
    expect(parse("")).toEqual({ ok: true, filter: {}, values: {} });
  });

  it("names each value the form could not have sent", () => {
    const result = parse(
      "status=archived&industry=mining&territory=Mars&budget=lots&leadType=fax&language=de&from=2026-02-30&to=tomorrow&cursor=bm90IGEgY3Vyc29y",
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        status: "Choose a status from the list",
        industry: "Choose an industry from the list",
        territory: "Choose a territory from the list",
        budget: "Choose a budget from the list",
        leadType: "Choose a lead type from the list",
        language: "Choose a language from the list",
        from: "Enter a date as YYYY-MM-DD between 2000-01-01 and 2099-12-31",
        to: "Enter a date as YYYY-MM-DD between 2000-01-01 and 2099-12-31",
        cursor: CURSOR_MESSAGE,
      },
      values: expect.objectContaining({ status: "archived", cursor: "bm90IGEgY3Vyc29y" }),
    });
  });

  it("refuses absurd dates and damaged cursors", () => {
    for (const date of ["0000-01-01", "1999-12-31", "2100-01-01", "9999-12-31", "2026-1-5", "20261105"]) {
      expect(parse(`from=${date}`).ok, date).toBe(false);
    }
    expect(parse("from=2000-01-01&to=2099-12-31").ok).toBe(true);
    for (const cursor of ["-1", "abc", "%00", encodeCursor(older).slice(1), "x".repeat(10_000)]) {
      expect(parse(`cursor=${cursor}`).ok, cursor).toBe(false);
    }
    expect(parse(`cursor=${encodeCursor(older)}&cursor=${encodeCursor(older)}`).ok).toBe(false);
  });

  it("refuses a range that ends before it starts, and takes a single day", () => {
    expect(parse("from=2026-11-20&to=2026-11-19")).toMatchObject({
      ok: false,
      problems: { to: "The end date is before the start date" },
    });
    expect(parse("from=2026-11-20&to=2026-11-20").ok).toBe(true);
  });

  it("refuses overlong and unstorable text", () => {
    expect(parse(`q=${"a".repeat(LEAD_SEARCH_MAX_LENGTH + 1)}`)).toMatchObject({
      ok: false,
      problems: { q: `The search must be at most ${LEAD_SEARCH_MAX_LENGTH} characters` },
    });
    expect(parse(`q=${"a".repeat(LEAD_SEARCH_MAX_LENGTH)}`).ok).toBe(true);
    expect(parse("q=a%00b")).toMatchObject({ ok: false, problems: { q: UNSTORABLE_TEXT_MESSAGE } });
    expect(parse(`utm_source=${"g".repeat(201)}`)).toMatchObject({
      ok: false,
      problems: { utm_source: "utm_source must be at most 200 characters" },
    });
    // Percent-encoded bytes that are not UTF-8 decode to U+FFFD, which is storable.
    expect(parse("q=%ED%A0%80")).toMatchObject({ ok: true, filter: { q: "\ufffd\ufffd\ufffd" } });
  });

  it("takes a language by its code only, as the form sends it", () => {
    expect(parse("language=en")).toEqual({
      ok: true,
      filter: { language: "en" },
      values: { language: "en" },
    });
    expect(parse("language=+fr+")).toMatchObject({ ok: true, filter: { language: "fr" } });
    for (const language of ["French", "FR", "fr-CA", "english"]) {
      expect(parse(`language=${language}`), language).toMatchObject({
        ok: false,
        problems: { language: "Choose a language from the list" },
      });
    }
    expect(parse("language=en&language=fr")).toMatchObject({
      ok: false,
      problems: { language: "Language is given more than once" },
    });
  });

  it("refuses a filter parameter given twice", () => {
    expect(parse("status=new&status=won")).toMatchObject({
      ok: false,
      problems: { status: "Status is given more than once" },
    });
    expect(parse("utm_medium=a&utm_medium=b").ok).toBe(true);
  });
});

describe("leadFilterQuery", () => {
  it("writes the filter back in the form's order, without empty fields", () => {
    expect(leadFilterQuery({})).toBe("");
    expect(leadFilterQuery({ status: "new", q: "a&b=c", territory: "United Kingdom", cursor: older })).toBe(
      `?q=a%26b%3Dc&status=new&territory=United+Kingdom&cursor=${encodeCursor(older)}`,
    );
  });

  it("changes what it is told to, so that a status link or a page link keeps the rest", () => {
    const filter = { industry: "legal", status: "new", cursor: older } as const;
    const newer = { ...older, direction: "before" } as const;
    expect(leadFilterQuery(filter, { status: "won", cursor: undefined })).toBe("?status=won&industry=legal");
    expect(leadFilterQuery(filter, { status: undefined, cursor: undefined })).toBe("?industry=legal");
    expect(leadFilterQuery(filter, { cursor: newer })).toBe(
      `?status=new&industry=legal&cursor=${encodeCursor(newer)}`,
    );
    expect(leadFilterQuery(filter, { language: "fr", cursor: undefined })).toBe(
      "?status=new&industry=legal&language=fr",
    );
  });

  it("reads back as the same filter", () => {
    const filter = {
      q: "O'Brien & Sons, 100%",
      status: "lost",
      industry: "other",
      territory: "Other",
      budget: "over-100k",
      leadType: "appointments",
      language: "fr",
      from: "2026-01-01",
      to: "2026-12-31",
      utm_source: "news letter",
      cursor: older,
    } as const;
    expect(parse(leadFilterQuery(filter).slice(1))).toMatchObject({ ok: true, filter });
  });
});

describe("receivedBetween", () => {
  it("is whole Toronto days, from the first day's midnight to the midnight after the last", () => {
    expect(receivedBetween({ from: "2026-11-26", to: "2026-11-26" })).toEqual({
      start: new Date("2026-11-26T05:00:00Z"),
      end: new Date("2026-11-27T05:00:00Z"),
    });
    // Summer time: midnight in Toronto is 04:00 UTC.
    expect(receivedBetween({ from: "2026-07-01" })).toEqual({ start: new Date("2026-07-01T04:00:00Z") });
    // The day daylight saving time ends has 25 hours, and all of them are in the range.
    expect(receivedBetween({ to: "2026-11-01" })).toEqual({ end: new Date("2026-11-02T05:00:00Z") });
    expect(receivedBetween({ from: "2026-11-01" })).toEqual({ start: new Date("2026-11-01T04:00:00Z") });
    expect(receivedBetween({})).toEqual({});
  });
});

describe("auditableLeadFilter", () => {
  it("keeps what was filtered on and only that something was searched for", () => {
    expect(
      auditableLeadFilter({
        q: "grace@example.com",
        status: "won",
        language: "fr",
        from: "2026-11-01",
        cursor: older,
      }),
    ).toEqual({ searched: true, status: "won", language: "fr", from: "2026-11-01" });
    expect(auditableLeadFilter({})).toEqual({});
  });
});
