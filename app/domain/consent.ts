/**
 * The consent texts, versioned (DESIGN.md decision 7). The form shows exactly this text and the
 * server records exactly this text with its version, so a consent record proves what the visitor
 * read. Changing a text means a new version: records made under the old one keep their meaning.
 */
export interface ConsentText {
  readonly version: string;
  readonly text: string;
}

export const consentTexts = {
  lead: {
    version: "lead-v1-2026-11-21",
    text:
      "By submitting this form, I agree to be contacted by email and phone about your lead-generation " +
      "services. I can opt out at any time. See the Privacy Policy and Terms of Service.",
  },
  booking: {
    version: "booking-v1-2026-11-21",
    text:
      "I agree to be contacted about my inquiry and understand that the meeting will be recorded for " +
      "quality purposes.",
  },
} as const satisfies Record<string, ConsentText>;

export type ConsentKind = keyof typeof consentTexts;
