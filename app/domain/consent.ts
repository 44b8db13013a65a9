/**
 * The consent texts, versioned (DESIGN.md decision 7). The form shows exactly this text and the
 * server records exactly this text with its version, so a consent record proves what the visitor
 * read. Changing a text means a new version: records made under the old one keep their meaning.
 */
export interface ConsentText {
  readonly version: string;
  readonly text: string;
}

/**
 * Each text in each language the site speaks (issue 24). A French text is a version of its own,
 * with its own hash, recorded verbatim as it was shown; Quebec's Law 25 asks for consent in clear
 * and simple terms, which for a French-speaking visitor means French.
 */
export const consentTexts = {
  lead: {
    en: {
      version: "lead-v1-2026-11-21",
      text:
        "By submitting this form, I agree to be contacted by email and phone about your lead-generation " +
        "services. I can opt out at any time. See the Privacy Policy and Terms of Service.",
    },
    fr: {
      version: "lead-fr-v1-2026-11-25",
      text:
        "En soumettant ce formulaire, j’accepte que l’on communique avec moi par courriel et par " +
        "téléphone au sujet de vos services de génération de prospects. Je peux retirer mon " +
        "consentement en tout temps. Voir la Politique de confidentialité et les Conditions d’utilisation.",
    },
  },
  booking: {
    en: {
      version: "booking-v1-2026-11-21",
      text:
        "I agree to be contacted about my inquiry and understand that the meeting will be recorded for " +
        "quality purposes.",
    },
    fr: {
      version: "booking-fr-v1-2026-11-25",
      text:
        "J’accepte que l’on communique avec moi au sujet de ma demande et je comprends que la rencontre " +
        "sera enregistrée à des fins de contrôle de la qualité.",
    },
  },
} as const satisfies Record<string, Record<"en" | "fr", ConsentText>>;

export type ConsentKind = keyof typeof consentTexts;

/** Every text ever shown, whatever its kind and language: what a stored version refers to. */
export const allConsentTexts: readonly ConsentText[] = Object.values(consentTexts).flatMap((byLanguage) =>
  Object.values(byLanguage),
);
