import { describe, expect, it } from "vitest";
import { type LeadFormValues, leadFormDefaults, leadRequestSchema } from "~/domain/lead-request";
import { MAX_TIME_TO_COMPLETE_MS } from "~/domain/visit";
import { leadPayload, leadSubmitEvent } from "./submission";

const values: LeadFormValues = {
  ...leadFormDefaults,
  name: "Marc Tremblay",
  email: "marc@capitalreno.example",
  company: "Capital Renovations",
  role: "decision-maker",
  intent: "immediate",
  industry: "home-improvement",
  territories: ["Canada", "United States"],
  budget: "25k-50k",
  volume: "100-500",
  leadType: "appointments",
  consent: true,
  utm_source: "google",
  utm_medium: "cpc",
  referrer: "https://www.google.ca/",
  company_website: "",
};

const formToken = "eyJwIjoibGVhZCIsInQiOjB9.c2lnbmF0dXJl";

describe("leadPayload", () => {
  it("adds the submission time, the milliseconds since the form loaded and the form token", () => {
    const loadedAt = Date.parse("2026-11-23T14:00:00.000Z");
    const payload = leadPayload(values, formToken, loadedAt, loadedAt + 93_456.7, "America/Toronto");
    expect(payload.submissionTime).toBe("2026-11-23T14:01:33.456Z");
    expect(payload.timeToComplete).toBe(93_457);
    expect(payload.formToken).toBe(formToken);
    expect(payload.visitorTimeZone).toBe("America/Toronto");
    expect(leadRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("sends a form left open for two days, its time recorded as the longest there is (a day)", () => {
    const loadedAt = Date.parse("2026-11-23T14:00:00.000Z");
    const payload = leadPayload(values, formToken, loadedAt, loadedAt + 2 * MAX_TIME_TO_COMPLETE_MS, "UTC");
    expect(payload.timeToComplete).toBe(MAX_TIME_TO_COMPLETE_MS);
    expect(leadRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves the honeypot out", () => {
    expect(leadPayload({ ...values, company_website: "x" }, formToken, 0, 6000, "UTC")).not.toHaveProperty(
      "company_website",
    );
  });
});

describe("leadSubmitEvent", () => {
  it("carries what spec.md section 7 lists, with the territories counted", () => {
    const lead = leadRequestSchema.parse(leadPayload(values, formToken, 0, 6000, "UTC"));
    expect(leadSubmitEvent(lead)).toEqual({
      event: "lead_form_submit",
      leadType: "appointments",
      industry: "home-improvement",
      budget: "25k-50k",
      territories_count: 2,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "",
    });
  });
});
