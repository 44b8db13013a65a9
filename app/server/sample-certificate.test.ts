/** The sample certificate of the public pages carries the real consent texts and hashes, as the server computes them. */
import { describe, expect, it } from "vitest";
import { consentTexts } from "~/domain/consent";
import { emailSha256, sha256 } from "./consent.server";
import { certificateSample as sampleEn } from "~/content/consent-certificate";
import { certificateSample as sampleFr } from "~/content/fr/consent-certificate";
import { leadConsentSha256, sampleCertificate } from "~/content/sample-certificate";

describe("the sample consent certificate", () => {
  for (const [locale, sample] of [
    ["en", sampleEn],
    ["fr", sampleFr],
  ] as const) {
    const certificate = sampleCertificate(sample, locale);

    it(`shows the ${locale} lead consent text with its real version and hash`, () => {
      expect(certificate.record.text).toBe(consentTexts.lead[locale].text);
      expect(certificate.record.version).toBe(consentTexts.lead[locale].version);
      expect(leadConsentSha256[locale]).toBe(sha256(consentTexts.lead[locale].text));
      expect(certificate.record.storedSha256).toBe(sha256(certificate.record.text));
      expect(certificate.verification.recomputedSha256).toBe(sha256(certificate.record.text));
    });

    it(`hashes the ${locale} sample's email address as the server does`, () => {
      expect(certificate.emailSha256).toBe(emailSha256(sample.person.email));
    });

    it(`uses a made-up ${locale} person at a reserved domain and a documentation IP address`, () => {
      expect(sample.person.email).toMatch(/@example\.com$/);
      expect(sample.person.phone).toMatch(/555-01\d\d$/);
      expect(certificate.evidence?.ipAddress).toMatch(/^203\.0\.113\./);
    });
  }

  it("writes the time received in each language", () => {
    expect(sampleCertificate(sampleEn, "en").record.receivedAtToronto).toContain("10:42");
    expect(sampleCertificate(sampleFr, "fr").record.receivedAtToronto).toContain("10\u00a0h\u00a042");
  });
});
