import { describe, expect, it } from "vitest";
import {
  auditableLeadFilter,
  LEAD_PAGE_MAX,
  LEAD_SEARCH_MAX_LENGTH,
  leadFilterQuery,
  parseLeadFilter,
  receivedBetween,
} from "./lead-filter";
import { UNSTORABLE_TEXT_MESSAGE } from "./validation";

const parse = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe("parseLeadFilter", () => {
  it("reads every field of the filter", () => {
    const result = parse(
      "status=qualified&industry=legal&territory=European+Union&budget=25k-50k&leadType=phone-calls" +
        "&language=fr&from=2026-11-01&to=2026-11-30&utm_source=google&q=Northshore&page=3",
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
        page: 3,
      },
      values: expect.objectContaining({ page: "3", q: "Northshore" }),
    });
  });

  it("takes empty and blank values as any, trims the rest and ignores other parameters", () => {
    expect(parse("status=&industry=&language=&q=++&from=&page=&utm_medium=cpc&fbclid=x")).toEqual({
      ok: true,
      filter: {},
      values: {},
    });
    expect(parse("q=%20grace%20")).toMatchObject({ ok: true, filter: { q: "grace" } });
    expect(parse("")).toEqual({ ok: true, filter: {}, values: {} });
  });

  it("names each value the form could not have sent", () => {
    const result = parse(
      "status=archived&industry=mining&territory=Mars&budget=lots&leadType=fax&language=de&from=2026-02-30&to=tomorrow&page=0",
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
        page: `The page must be a whole number from 1 to ${LEAD_PAGE_MAX}`,
      },
      values: expect.objectContaining({ status: "archived", page: "0" }),
    });
  });

  it("refuses absurd dates and pages", () => {
    for (const date of ["0000-01-01", "1999-12-31", "2100-01-01", "9999-12-31", "2026-1-5", "20261105"]) {
      expect(parse(`from=${date}`).ok, date).toBe(false);
    }
    expect(parse("from=2000-01-01&to=2099-12-31").ok).toBe(true);
    for (const page of ["-1", "1.5", "1e3", "abc", String(LEAD_PAGE_MAX + 1), "99999999999999999999"]) {
      expect(parse(`page=${page}`).ok, page).toBe(false);
    }
    expect(parse(`page=${LEAD_PAGE_MAX}`)).toMatchObject({ ok: true, filter: { page: LEAD_PAGE_MAX } });
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
  it("writes the filter back in the form's order, without empty fields or page 1", () => {
    expect(leadFilterQuery({})).toBe("");
    expect(leadFilterQuery({ page: 1 })).toBe("");
    expect(leadFilterQuery({ status: "new", q: "a&b=c", territory: "United Kingdom", page: 2 })).toBe(
      "?q=a%26b%3Dc&status=new&territory=United+Kingdom&page=2",
    );
  });

  it("changes what it is told to, so that a status link or a page link keeps the rest", () => {
    const filter = { industry: "legal", status: "new", page: 4 } as const;
    expect(leadFilterQuery(filter, { status: "won", page: undefined })).toBe("?status=won&industry=legal");
    expect(leadFilterQuery(filter, { status: undefined, page: undefined })).toBe("?industry=legal");
    expect(leadFilterQuery(filter, { page: 5 })).toBe("?status=new&industry=legal&page=5");
    expect(leadFilterQuery(filter, { language: "fr", page: undefined })).toBe(
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
      page: 7,
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
        page: 3,
      }),
    ).toEqual({ searched: true, status: "won", language: "fr", from: "2026-11-01" });
    expect(auditableLeadFilter({})).toEqual({});
  });
});
