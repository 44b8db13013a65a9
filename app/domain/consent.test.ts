import { describe, expect, it } from "vitest";
import { consentTexts } from "./consent";

// Records point at a version; a version must always mean the same words. Editing a text without
// adding a new version here makes this test fail on purpose.
const publishedTexts: Record<string, string> = {
  "lead-v1-2026-11-21":
    "By submitting this form, I agree to be contacted by email and phone about your lead-generation services. I can opt out at any time. See the Privacy Policy and Terms of Service.",
  "booking-v1-2026-11-21":
    "I agree to be contacted about my inquiry and understand that the meeting will be recorded for quality purposes.",
};

describe("consentTexts", () => {
  it("keeps the words of every published version", () => {
    for (const { version, text } of Object.values(consentTexts)) {
      expect(publishedTexts[version], version).toBe(text);
    }
  });

  it("gives each kind its own version, named after the kind", () => {
    expect(consentTexts.lead.version).toMatch(/^lead-/);
    expect(consentTexts.booking.version).toMatch(/^booking-/);
  });

  it("says what spec.md section 2 asks of each form", () => {
    expect(consentTexts.lead.text).toMatch(/contacted/);
    expect(consentTexts.lead.text).toMatch(/opt out/);
    expect(consentTexts.lead.text).toMatch(/Privacy Policy.*Terms of Service/);
    expect(consentTexts.booking.text).toMatch(/contacted about my inquiry/);
    expect(consentTexts.booking.text).toMatch(/recorded for quality purposes/);
  });
});
