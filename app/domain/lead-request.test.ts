import { describe, expect, it } from "vitest";
import {
  HONEYPOT_FIELD,
  MIN_TIME_TO_COMPLETE_MS,
  budgets,
  firstInvalidStepIndex,
  industries,
  intents,
  leadFormDefaults,
  leadFunnelSteps,
  leadRequestSchema,
  leadTypes,
  optionLabel,
  roles,
  spamLogMessages,
  spamVerdict,
  stepIndexOfField,
  stepSchema,
  territories,
  volumes,
} from "./lead-request";
import { fieldErrors } from "./validation";

const validLead = {
  name: "Jane Doe",
  email: "jane@example.org",
  company: "Acme Insurance",
  phone: "(416) 555-0123 ext. 4",
  role: "decision-maker",
  intent: "1-3months",
  industry: "finance-insurance",
  territories: ["Canada", "United States"],
  budget: "25k-50k",
  volume: "500-1000",
  leadType: "qualified-leads",
  message: "We sell term life insurance in Ontario.",
  consent: true,
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "fall-2026",
  utm_content: "",
  utm_term: "",
  referrer: "https://www.google.com/",
  submissionTime: "2026-11-21T15:04:05.123Z",
  timeToComplete: 95_000,
  company_website: "",
};

function errorsFor(overrides: Record<string, unknown>): Record<string, string> {
  const result = leadRequestSchema.safeParse({ ...validLead, ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

describe("option lists", () => {
  it("have the values of spec.md section 3", () => {
    const values = (list: readonly { value: string }[]) => list.map((option) => option.value);
    expect(values(roles)).toEqual(["decision-maker", "influencer", "research"]);
    expect(values(intents)).toEqual(["immediate", "1-3months", "3-6months", "exploring"]);
    expect(values(industries)).toHaveLength(8);
    expect(values(territories)).toEqual([
      "United States",
      "Canada",
      "United Kingdom",
      "Australia",
      "European Union",
      "Other",
    ]);
    expect(values(budgets)).toEqual(["under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k"]);
    expect(values(volumes)).toEqual(["under-100", "100-500", "500-1000", "1000-5000", "over-5000"]);
    expect(values(leadTypes)).toEqual(["qualified-leads", "appointments", "form-fills", "phone-calls"]);
  });

  it("label values", () => {
    expect(optionLabel(roles, "influencer")).toBe("Key Influencer");
    expect(optionLabel(budgets, "10k-25k")).toBe("$10,000 - $25,000");
    expect(optionLabel(volumes, "500-1000")).toBe("500 - 1,000");
    expect(optionLabel(leadTypes, "appointments")).toBe("Booked Appointments");
    expect(optionLabel(territories, "European Union")).toBe("European Union");
  });
});

describe("leadRequestSchema", () => {
  it("accepts a complete lead", () => {
    expect(leadRequestSchema.parse(validLead)).toEqual(validLead);
  });

  it("needs neither phone, message, campaign parameters, referrer nor honeypot", () => {
    const {
      phone,
      message,
      utm_source,
      utm_medium,
      utm_campaign,
      utm_content,
      utm_term,
      referrer,
      company_website,
      ...required
    } = validLead;
    expect(leadRequestSchema.parse(required)).toEqual(required);
  });

  it("strips unknown keys", () => {
    expect(leadRequestSchema.parse({ ...validLead, currentStep: 5 })).not.toHaveProperty("currentStep");
  });

  it("gives the messages of spec.md section 5 for the empty funnel", () => {
    const result = leadRequestSchema.safeParse({
      ...leadFormDefaults,
      submissionTime: validLead.submissionTime,
      timeToComplete: validLead.timeToComplete,
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name is required",
      email: "Email is required",
      company: "Company is required",
      role: "Please select your role",
      intent: "Please select your timeline",
      industry: "Please select your industry",
      territories: "Please select at least one territory",
      budget: "Please select your budget range",
      volume: "Please select expected volume",
      leadType: "Please select lead type",
      consent: "Please provide consent to contact you",
    });
  });

  it("gives the same messages for unknown choices", () => {
    expect(
      errorsFor({
        role: "ceo",
        intent: "someday",
        industry: "mining",
        budget: "1m",
        volume: "lots",
        leadType: "emails",
      }),
    ).toEqual({
      role: "Please select your role",
      intent: "Please select your timeline",
      industry: "Please select your industry",
      budget: "Please select your budget range",
      volume: "Please select expected volume",
      leadType: "Please select lead type",
    });
  });

  it("treats a blank name or company as missing", () => {
    expect(errorsFor({ name: "   ", company: "\t" })).toEqual({
      name: "Name is required",
      company: "Company is required",
    });
  });

  it("accepts only listed territories, each once", () => {
    expect(errorsFor({ territories: ["Mars"] })).toEqual({
      territories: "Please select territories from the list",
    });
    expect(errorsFor({ territories: ["Canada", "Canada"] })).toEqual({
      territories: "Please select each territory only once",
    });
    expect(errorsFor({ territories: territories.map((territory) => territory.value) })).toEqual({});
  });

  it("puts no format rule on the phone", () => {
    expect(errorsFor({ phone: "call me after 5" })).toEqual({});
  });

  it("caps text fields with a message naming them", () => {
    expect(errorsFor({ message: "x".repeat(2001) })).toEqual({
      message: "Message must be at most 2000 characters",
    });
    expect(errorsFor({ utm_campaign: "x".repeat(201) })).toEqual({
      utm_campaign: "utm_campaign must be at most 200 characters",
    });
    expect(errorsFor({ referrer: "x".repeat(2001) })).toEqual({
      referrer: "Referrer must be at most 2000 characters",
    });
  });

  it("uses the generic messages where the spec has none", () => {
    expect(errorsFor({ submissionTime: undefined, timeToComplete: undefined })).toEqual({
      submissionTime: "Required",
      timeToComplete: "Required",
    });
    expect(errorsFor({ submissionTime: "yesterday", timeToComplete: -1 })).toEqual({
      submissionTime: "Invalid input",
      timeToComplete: "Invalid input",
    });
    expect(errorsFor({ timeToComplete: 1.5 })).toEqual({ timeToComplete: "Invalid input" });
    expect(errorsFor({ timeToComplete: 86_400_001 })).toEqual({ timeToComplete: "Invalid input" });
    expect(errorsFor({ [HONEYPOT_FIELD]: 42 })).toEqual({ company_website: "Invalid input" });
    // A long honeypot value is still a valid request: the spam guard drops it quietly.
    expect(errorsFor({ [HONEYPOT_FIELD]: "x".repeat(5_000) })).toEqual({});
  });

  it("takes a submission time with an offset too", () => {
    expect(errorsFor({ submissionTime: "2026-11-21T10:04:05-05:00" })).toEqual({});
    expect(errorsFor({ submissionTime: "2026-11-21T10:04:05" })).toEqual({ submissionTime: "Invalid input" });
  });

  it("lets spam through validation so the guards can drop it quietly", () => {
    expect(errorsFor({ [HONEYPOT_FIELD]: "https://spam.example", timeToComplete: 200 })).toEqual({});
  });
});

describe("funnel steps", () => {
  it("are the five of spec.md section 2", () => {
    expect(leadFunnelSteps.map((step) => step.title)).toEqual([
      "Contact information",
      "Role & intent",
      "Industry & territories",
      "Lead specifications",
      "Review & submit",
    ]);
    expect(leadFunnelSteps[4].fields).toEqual(["consent"]);
  });

  it("cover every field the visitor fills in exactly once", () => {
    const stepFields = leadFunnelSteps.flatMap((step) => [...step.fields]);
    expect(new Set(stepFields).size).toBe(stepFields.length);
    expect(stepFields.sort()).toEqual(
      [
        "name",
        "email",
        "company",
        "phone",
        "role",
        "intent",
        "industry",
        "territories",
        "budget",
        "volume",
        "leadType",
        "message",
        "consent",
      ].sort(),
    );
  });

  it("validate only their own fields", () => {
    // Step 1 filled in, everything else still empty.
    const draft = { ...leadFormDefaults, name: "Jane", email: "jane@example.org", company: "Acme" };
    expect(stepSchema(0).safeParse(draft).success).toBe(true);
    const stepTwo = stepSchema(1).safeParse(draft);
    expect(fieldErrors(stepTwo.error!)).toEqual({
      role: "Please select your role",
      intent: "Please select your timeline",
    });
    expect(fieldErrors(stepSchema(2).safeParse(draft).error!)).toEqual({
      industry: "Please select your industry",
      territories: "Please select at least one territory",
    });
    expect(Object.keys(fieldErrors(stepSchema(3).safeParse(draft).error!))).toEqual([
      "budget",
      "volume",
      "leadType",
    ]);
    expect(fieldErrors(stepSchema(4).safeParse(draft).error!)).toEqual({
      consent: "Please provide consent to contact you",
    });
  });

  it("shows the step 1 messages on step 1", () => {
    const result = stepSchema(0).safeParse({ ...leadFormDefaults, email: "nope" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      company: "Company is required",
    });
  });

  it("counts steps from 0", () => {
    expect(() => stepSchema(5)).toThrow(RangeError);
    expect(() => stepSchema(-1)).toThrow(RangeError);
  });

  it("know which step asks for each field", () => {
    expect(stepIndexOfField("email")).toBe(0);
    expect(stepIndexOfField("intent")).toBe(1);
    expect(stepIndexOfField("territories")).toBe(2);
    expect(stepIndexOfField("message")).toBe(3);
    expect(stepIndexOfField("consent")).toBe(4);
    expect(stepIndexOfField("utm_source")).toBe(-1);
    expect(stepIndexOfField("form")).toBe(-1);
  });

  it("find the first step the values do not get past", () => {
    const stepOne = { ...leadFormDefaults, name: "Jane", email: "jane@example.org", company: "Acme" };
    expect(firstInvalidStepIndex(leadFormDefaults)).toBe(0);
    expect(firstInvalidStepIndex(stepOne)).toBe(1);
    expect(firstInvalidStepIndex(stepOne, 1)).toBe(1);
    expect(firstInvalidStepIndex({ ...validLead, role: "boss" })).toBe(1);
    expect(firstInvalidStepIndex(validLead)).toBe(leadFunnelSteps.length);
  });
});

describe("spamVerdict", () => {
  it("passes a person who took their time", () => {
    expect(spamVerdict({ company_website: "", timeToComplete: MIN_TIME_TO_COMPLETE_MS })).toBeNull();
    expect(spamVerdict({ timeToComplete: 60_000 })).toBeNull();
    expect(spamVerdict({ company_website: "  \n", timeToComplete: 60_000 })).toBeNull();
  });

  it("drops a filled honeypot first, then a submission under 5000 ms", () => {
    expect(spamVerdict({ company_website: "spam.example", timeToComplete: 60_000 })).toBe("honeypot");
    expect(spamVerdict({ company_website: "spam.example", timeToComplete: 10 })).toBe("honeypot");
    expect(spamVerdict({ timeToComplete: MIN_TIME_TO_COMPLETE_MS - 1 })).toBe("too-fast");
  });

  it("logs the words of spec.md section 8", () => {
    expect(spamLogMessages.honeypot).toBe("Honeypot field filled");
    expect(spamLogMessages["too-fast"]).toBe("Form submitted too quickly");
  });
});

describe("leadFormDefaults", () => {
  it("starts empty, with no territory and no consent", () => {
    expect(leadFormDefaults.territories).toEqual([]);
    expect(leadFormDefaults.consent).toBe(false);
    const { territories: _territories, consent: _consent, ...text } = leadFormDefaults;
    expect(Object.values(text).every((value) => value === "")).toBe(true);
  });
});
