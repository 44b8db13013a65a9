import { describe, expect, it } from "vitest";
import { allConsentTexts, consentTexts } from "./consent";

// Records point at a version; a version must always mean the same words. Editing a text without
// adding a new version here makes this test fail on purpose.
const publishedTexts: Record<string, string> = {
  "lead-v1-2026-11-21":
    "By submitting this form, I agree to be contacted by email and phone about your lead-generation services. I can opt out at any time. See the Privacy Policy and Terms of Service.",
  "booking-v1-2026-11-21":
    "I agree to be contacted about my inquiry and understand that the meeting will be recorded for quality purposes.",
  "lead-fr-v1-2026-11-25":
    "En soumettant ce formulaire, j’accepte que l’on communique avec moi par courriel et par téléphone au sujet de vos services de génération de prospects. Je peux retirer mon consentement en tout temps. Voir la Politique de confidentialité et les Conditions d’utilisation.",
  "booking-fr-v1-2026-11-25":
    "J’accepte que l’on communique avec moi au sujet de ma demande et je comprends que la rencontre sera enregistrée à des fins de contrôle de la qualité.",
};

describe("consentTexts", () => {
  it("keeps the words of every published version", () => {
    for (const { version, text } of allConsentTexts) {
      expect(publishedTexts[version], version).toBe(text);
    }
  });

  it("gives each kind and language its own version, named after the kind", () => {
    expect(consentTexts.lead.en.version).toMatch(/^lead-/);
    expect(consentTexts.booking.en.version).toMatch(/^booking-/);
    expect(consentTexts.lead.fr.version).toMatch(/^lead-fr-/);
    expect(consentTexts.booking.fr.version).toMatch(/^booking-fr-/);
    expect(new Set(allConsentTexts.map((text) => text.version)).size).toBe(allConsentTexts.length);
  });

  it("says the same in French: contact, withdrawal at any time, both documents (Law 25: clear terms)", () => {
    expect(consentTexts.lead.fr.text).toMatch(/communique avec moi/);
    expect(consentTexts.lead.fr.text).toMatch(/retirer mon consentement en tout temps/);
    expect(consentTexts.lead.fr.text).toMatch(/Politique de confidentialité.*Conditions d’utilisation/);
    expect(consentTexts.booking.fr.text).toMatch(/enregistrée/);
  });

  it("says what spec.md section 2 asks of each form", () => {
    expect(consentTexts.lead.en.text).toMatch(/contacted/);
    expect(consentTexts.lead.en.text).toMatch(/opt out/);
    expect(consentTexts.lead.en.text).toMatch(/Privacy Policy.*Terms of Service/);
    expect(consentTexts.booking.en.text).toMatch(/contacted about my inquiry/);
    expect(consentTexts.booking.en.text).toMatch(/recorded for quality purposes/);
  });
});
