import { describe, expect, it } from "vitest";
import { utmParameters, visitContextSchema } from "./visit";

describe("visitContextSchema", () => {
  it("accepts an empty context and strips unknown keys", () => {
    expect(visitContextSchema.parse({ other: 1 })).toEqual({});
  });

  it("caps lengths and checks types", () => {
    expect(visitContextSchema.safeParse({ utm_source: "x".repeat(201) }).success).toBe(false);
    expect(visitContextSchema.safeParse({ referrer: "x".repeat(2001) }).success).toBe(false);
    expect(visitContextSchema.safeParse({ timeToComplete: -1 }).success).toBe(false);
    expect(visitContextSchema.safeParse({ timeToComplete: "5000" }).success).toBe(false);
    expect(visitContextSchema.parse({ visitorTimeZone: "America/Toronto", timeToComplete: 9000 })).toEqual({
      visitorTimeZone: "America/Toronto",
      timeToComplete: 9000,
    });
  });
});

describe("utmParameters", () => {
  it("keeps only the campaign parameters that have a value", () => {
    expect(
      utmParameters({ utm_source: "google", utm_medium: "", utm_campaign: undefined, utm_term: "ppl" }),
    ).toEqual({
      utm_source: "google",
      utm_term: "ppl",
    });
  });
});
