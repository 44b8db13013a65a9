import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { consentRecords } from "./db/schema.server";
import {
  canonicalEvidenceJson,
  type ConsentEvidence,
  consentEvidence,
  emailSha256,
  ERASED_EVIDENCE_FIELDS,
  evidenceSha256,
} from "./consent.server";

const record: typeof consentRecords.$inferSelect = {
  id: "6f1c2a7e-3b9d-4e2f-8a1b-0c9d8e7f6a5b",
  leadId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  appointmentId: null,
  language: "en",
  consentText: "I agree.",
  consentVersion: "lead-v1-2026-11-21",
  consentSha256: "a".repeat(64),
  receivedAt: new Date("2026-11-20T15:00:00Z"),
  ipAddress: "203.0.113.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0",
  pageUrl: "https://www.example.com/contact",
  referrer: "https://search.example/?q=leads",
  utm: { utm_source: "google", utm_campaign: "fall-2026" },
  visitorTimeZone: "America/Toronto",
  timeToCompleteMs: 42_000,
  evidenceSha256: null,
  erasedAt: null,
  erasureReason: null,
  createdAt: new Date("2026-11-20T15:00:00Z"),
};

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("the evidence hash", () => {
  it("is the SHA-256 of the evidence as RFC 8785 canonical JSON: keys sorted, no spaces", () => {
    const evidence = consentEvidence(record, "Grace@Example.com");
    const canonical =
      '{"consentRecordId":"6f1c2a7e-3b9d-4e2f-8a1b-0c9d8e7f6a5b","consentSha256":"' +
      "a".repeat(64) +
      '","consentVersion":"lead-v1-2026-11-21","email":"Grace@Example.com",' +
      '"ipAddress":"203.0.113.7","pageUrl":"https://www.example.com/contact",' +
      '"receivedAt":"2026-11-20T15:00:00.000Z","referrer":"https://search.example/?q=leads",' +
      '"subject":{"id":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d","type":"lead"},"timeToCompleteMs":42000,' +
      '"userAgent":"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0",' +
      '"utm":{"utm_campaign":"fall-2026","utm_source":"google"},"visitorTimeZone":"America/Toronto"}';
    expect(canonicalEvidenceJson(evidence)).toBe(canonical);
    expect(evidenceSha256(evidence)).toBe(sha256(canonical));
  });

  it("does not depend on the order in which the fields were written", () => {
    const evidence = consentEvidence(record, "grace@example.com");
    const reordered = Object.fromEntries(Object.entries(evidence).reverse()) as unknown as ConsentEvidence;
    reordered.utm = { utm_campaign: "fall-2026", utm_source: "google" };
    expect(evidenceSha256(reordered)).toBe(evidenceSha256(evidence));
  });

  it("changes with any one field, and tells a missing value from an empty one", () => {
    const evidence = consentEvidence(record, "grace@example.com");
    const variants: ConsentEvidence[] = [
      { ...evidence, ipAddress: "203.0.113.8" },
      { ...evidence, email: "Grace@example.com" },
      { ...evidence, utm: {} },
      { ...evidence, referrer: null },
      { ...evidence, referrer: "" },
      { ...evidence, timeToCompleteMs: 42_001 },
      { ...evidence, subject: { type: "booking", id: evidence.subject.id } },
    ];
    const hashes = new Set([evidence, ...variants].map(evidenceSha256));
    expect(hashes.size).toBe(variants.length + 1);
  });

  it("writes text beyond ASCII as it is, and escapes only what JSON must", () => {
    const evidence = {
      ...consentEvidence(record, "zoë@exämple.com"),
      userAgent: 'Navigateur 🍁 "quoted"\tand\u001f',
    };
    const json = canonicalEvidenceJson(evidence);
    expect(json).toContain('"email":"zoë@exämple.com"');
    expect(json).toContain('"userAgent":"Navigateur 🍁 \\"quoted\\"\\tand\\u001f"');
    expect(evidenceSha256(evidence)).toBe(sha256(json));
  });

  it("names the booking for a booking's record", () => {
    const evidence = consentEvidence(
      { ...record, leadId: null, appointmentId: "b0b0b0b0-0000-4000-8000-000000000000" },
      "x@y.z",
    );
    expect(evidence.subject).toEqual({ type: "booking", id: "b0b0b0b0-0000-4000-8000-000000000000" });
  });
});

describe("an erasure of the evidence", () => {
  it("removes every circumstance of the consent and nothing that proves what was agreed to", () => {
    expect(Object.keys(ERASED_EVIDENCE_FIELDS).sort()).toEqual(
      ["ipAddress", "pageUrl", "referrer", "userAgent", "utm", "visitorTimeZone"].sort(),
    );
  });
});

describe("emailSha256", () => {
  it("hashes the address lower-cased, so that any spelling of it finds the same person", () => {
    expect(emailSha256("Grace@Example.COM")).toBe(sha256("grace@example.com"));
  });
});
