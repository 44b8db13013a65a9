import { describe, expect, it } from "vitest";
import { campaignOfVisit } from "./campaign";

describe("campaignOfVisit", () => {
  it("reads the five utm parameters from the address and keeps the referring page", () => {
    const campaign = campaignOfVisit(
      "?utm_source=google&utm_medium=cpc&utm_campaign=casl-audit&utm_content=ad-2&utm_term=pay+per+lead&x=1",
      "https://www.google.ca/",
    );
    expect(campaign).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "casl-audit",
      utm_content: "ad-2",
      utm_term: "pay per lead",
      referrer: "https://www.google.ca/",
    });
  });

  it("gives empty texts when there are none", () => {
    expect(campaignOfVisit("", "")).toEqual({
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_content: "",
      utm_term: "",
      referrer: "",
    });
  });

  it("cuts parameters to the lengths the server accepts", () => {
    const campaign = campaignOfVisit(
      `?utm_source=${"a".repeat(500)}`,
      `https://x.example/${"b".repeat(3000)}`,
    );
    expect(campaign.utm_source).toHaveLength(200);
    expect(campaign.referrer).toHaveLength(2000);
  });
});
