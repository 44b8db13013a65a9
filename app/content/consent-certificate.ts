import type { CertificateLabels } from "~/components/consent-certificate";
import type { CertificateSample } from "./sample-certificate";

/** A consent certificate's words (components/consent-certificate.tsx): the console's, and the English pages'. */
export const certificateLabels = {
  consent: "The consent",
  givenBy: "Given by",
  erasedPerson: "Erased at the person's request",
  emailSha256: "Email address hash (SHA-256)",
  text: "Text shown, verbatim",
  textVersion: "Text version",
  textLanguage: "Text language",
  textSha256: "Text SHA-256, as stored",
  receivedUtc: "Received (UTC)",
  receivedToronto: "Received (Toronto)",
  timeToComplete: "Time to complete the form",
  consentRecord: "Consent record",
  notRecorded: "Not recorded",
  verification: "Verification",
  verified: "Verified: the SHA-256 of the stored text matches the stored hash.",
  mismatch:
    "Mismatch: the SHA-256 of the stored text does not match the stored hash. The text or its hash was changed after the consent was recorded.",
  recomputed: "Recomputed now from the stored text (UTF-8):",
  versionRetired: "The site no longer publishes this version of the text, so it cannot be compared.",
  publishedMatches: (version) => `The stored text is the text the site publishes as version ${version}.`,
  publishedDiffers: (version) =>
    `The stored text differs from the text the site publishes as version ${version}.`,
  circumstances: "Circumstances",
  ipAddress: "IP address",
  userAgent: "Browser (user agent)",
  page: "Page",
  referrer: "Referrer",
  campaign: "Campaign",
  noCampaign: "None",
  visitorTimeZone: "Visitor's time zone",
  erasedAt: "Erased (Toronto)",
  reason: "Reason",
  reasonNotGiven: "Not given",
  evidenceSha256: "Evidence hash (SHA-256)",
  evidenceHashRule: "How the evidence hash was made",
} satisfies CertificateLabels;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** How long the form took, in words: 42,000 ms → "42 seconds", 185,000 → "3 minutes 5 seconds". */
export function formDurationInWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return plural(seconds, "second");
  return rest === 0 ? plural(minutes, "minute") : `${plural(minutes, "minute")} ${plural(rest, "second")}`;
}

/** The sample certificate the English home and compliance pages show (content/sample-certificate.ts). */
export const certificateSample = {
  label: "Sample",
  title: "A consent certificate, as a client receives it",
  note: "A sample: the person and the company are made up. The consent wording, its version and its hash are the ones our own lead form records, and the layout is the one our console prints for every lead.",
  person: {
    name: "Alex Sample",
    email: "alex.sample@example.com",
    company: "Sample Mortgage Brokerage Inc.",
    phone: "(416) 555-0199",
  },
  emailSha256: "cc513e531eafdba6f384bfb9c94f01c3ee57f4d35a92eb20e39187f351a0589f",
  language: "English",
  durationInWords: formDurationInWords,
  labels: certificateLabels,
} satisfies CertificateSample;
