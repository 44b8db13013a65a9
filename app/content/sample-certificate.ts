/**
 * The sample consent certificate of the home and compliance pages (issue 26 item 1): a lead from
 * our own /contact form as the console's proof of consent shows it, for a made-up person and
 * company, labelled as a sample. The consent wording, its version and its SHA-256 are the real
 * ones (sample-certificate.test.ts recomputes the hashes), in the page's language.
 */
import type { CertificateLabels, CertificateView, ConsentPersonView } from "~/components/consent-certificate";
import { consentTexts } from "~/domain/consent";
import type { Locale } from "~/domain/locale";
import { formatTorontoInstant } from "~/domain/time";
import { pathIn } from "./public-paths";

/** A language's words for the sample: its label, its made-up person, and the certificate's words. */
export interface CertificateSample {
  /** The visible "Sample" label. */
  label: string;
  title: string;
  /** What is made up and what is real. */
  note: string;
  person: ConsentPersonView;
  /** SHA-256 of `person.email` in lower case, as the server stores it. */
  emailSha256: string;
  /** The language of the consent text, in that language's words. */
  language: string;
  durationInWords: (ms: number) => string;
  labels: CertificateLabels;
}

/** SHA-256 of each language's lead consent text, as the server stores it with every lead. */
export const leadConsentSha256 = {
  en: "74531cbb35fc3edbac26c08309fa6900fdb3f0825a020caf752e86103f334fd7",
  fr: "79d73eaa35085e683d5b8db66b4f0b1b9c15221e06cbd38dd6d520934b8ecaa8",
} as const satisfies Record<Locale, string>;

/** A SHA-256 as a picture has room for it: "SHA-256 7453…4fd7". */
export function shortSha256(sha256: string): string {
  return `SHA-256 ${sha256.slice(0, 4)}…${sha256.slice(-4)}`;
}

/** A Tuesday morning in November, in Toronto: 10:42 EST. */
const RECEIVED_AT = new Date("2026-11-24T15:42:07Z");
const TIME_TO_COMPLETE_MS = 161_000;

export function sampleCertificate(sample: CertificateSample, locale: Locale): CertificateView {
  const consent = consentTexts.lead[locale];
  const sha256 = leadConsentSha256[locale];
  return {
    person: sample.person,
    emailSha256: sample.emailSha256,
    record: {
      id: "5eabd4d6-cb4b-4b59-b2e0-73346f368cc8",
      text: consent.text,
      version: consent.version,
      language: sample.language,
      storedSha256: sha256,
      receivedAtUtc: RECEIVED_AT.toISOString(),
      receivedAtToronto: formatTorontoInstant(RECEIVED_AT, locale),
      timeToComplete: sample.durationInWords(TIME_TO_COMPLETE_MS),
    },
    verification: { matches: true, recomputedSha256: sha256, publishedTextMatches: true },
    evidence: {
      // 203.0.113.0/24 is reserved for documentation (RFC 5737): no one's address.
      ipAddress: "203.0.113.24",
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      pageUrl: `https://maplewiseleads.example${pathIn("/contact", locale)}`,
      referrer: "https://www.google.com/",
      utm: [
        { name: "utm_source", value: "google" },
        { name: "utm_medium", value: "cpc" },
        { name: "utm_campaign", value: "sample-mortgage-renewal" },
      ],
      visitorTimeZone: "America/Toronto",
    },
    erasure: undefined,
  };
}
