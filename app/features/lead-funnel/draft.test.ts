import { describe, expect, it } from "vitest";
import { type LeadFormValues, leadFormDefaults } from "~/domain/lead-request";
import { type CampaignFields, campaignOfVisit } from "../campaign";
import { UnreadableDraftError, restoreProgress, serializeDraft } from "./draft";

const noCampaign = campaignOfVisit("", "");

const complete: LeadFormValues = {
  ...leadFormDefaults,
  name: "Priya Raman",
  email: "priya@northshore-insurance.example",
  company: "Northshore Insurance",
  role: "decision-maker",
  intent: "1-3months",
  industry: "finance-insurance",
  territories: ["Canada"],
  budget: "10k-25k",
  volume: "100-500",
  leadType: "qualified-leads",
};

describe("restoreProgress", () => {
  it("starts on step 1 with the campaign parameters when there is no draft", () => {
    const campaign = campaignOfVisit("?utm_source=newsletter", "https://news.example/");
    expect(restoreProgress(null, campaign)).toEqual({
      values: { ...leadFormDefaults, utm_source: "newsletter", referrer: "https://news.example/" },
      stepIndex: 0,
    });
  });

  it("restores the values and the step that serializeDraft stored", () => {
    const stored = serializeDraft({ values: complete, stepIndex: 3 });
    expect(JSON.parse(stored)).toMatchObject({ name: "Priya Raman", currentStep: 4 });
    expect(restoreProgress(stored, noCampaign)).toEqual({ values: complete, stepIndex: 3 });
  });

  it("lets fresh campaign parameters win and keeps the draft's where this visit has none", () => {
    const stored = serializeDraft({
      values: {
        ...complete,
        utm_source: "linkedin",
        utm_medium: "social",
        referrer: "https://linkedin.example/",
      },
      stepIndex: 1,
    });
    const fresh: CampaignFields = { ...noCampaign, utm_source: "google", utm_campaign: "spring" };
    const { values } = restoreProgress(stored, fresh);
    expect(values).toMatchObject({
      utm_source: "google",
      utm_medium: "social",
      utm_campaign: "spring",
      referrer: "https://linkedin.example/",
    });
  });

  it("never stores or restores the honeypot", () => {
    const stored = serializeDraft({ values: { ...complete, company_website: "spam.example" }, stepIndex: 0 });
    expect(stored).not.toContain("company_website");
    const tampered = JSON.stringify({ ...JSON.parse(stored), company_website: "spam.example" });
    expect(restoreProgress(tampered, noCampaign).values.company_website).toBe("");
  });

  it("never keeps consent: it is given again in the visit that sends the request", () => {
    const stored = serializeDraft({ values: { ...complete, consent: true }, stepIndex: 4 });
    expect(JSON.parse(stored)).not.toHaveProperty("consent");
    const tampered = JSON.stringify({ ...JSON.parse(stored), consent: true });
    expect(restoreProgress(tampered, noCampaign).values.consent).toBe(false);
  });

  it("replaces values of the wrong type with the empty form's", () => {
    const stored = JSON.stringify({
      name: 42,
      consent: "yes",
      territories: ["Canada", 7],
      email: "a@b.example",
    });
    const { values } = restoreProgress(stored, noCampaign);
    expect(values).toEqual({ ...leadFormDefaults, email: "a@b.example", territories: ["Canada"] });
  });

  it("resumes at the first step whose values are not valid", () => {
    const stored = serializeDraft({ values: { ...complete, industry: "" }, stepIndex: 4 });
    expect(restoreProgress(stored, noCampaign).stepIndex).toBe(2);
  });

  it("keeps the step within 1 to 5", () => {
    const at = (currentStep: unknown) =>
      restoreProgress(JSON.stringify({ ...complete, currentStep }), noCampaign).stepIndex;
    expect(at(9)).toBe(4);
    expect(at(0)).toBe(0);
    expect(at(2.5)).toBe(0);
    expect(at("3")).toBe(0);
  });

  it.each(["{not json", "[1,2]", "null", '"text"'])("refuses the unreadable draft %s", (stored) => {
    expect(() => restoreProgress(stored, noCampaign)).toThrow(UnreadableDraftError);
  });
});
