/**
 * Consent certificates on PGlite and PostgreSQL: a lead's and a booking's consent as recorded, the
 * hash recomputed from the stored text (a tampered text or hash shows a mismatch), and after an
 * erasure only the hashes and the reason.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { consentTexts } from "~/domain/consent";
import { sha256 } from "../consent.server";
import type { DatabaseHandle } from "../db/client.server";
import { consentRecords, staffAccounts } from "../db/schema.server";
import { startApi } from "../../../tests/support/api-server";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody, leadBody } from "../../../tests/support/fixtures";
import { certificateDocument, consentCertificate } from "./consent-certificate.server";
import { erasePersonalData } from "./privacy.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const issued = {
  at: NOW,
  by: "owner@maplewise.example",
  url: "https://www.example.com/admin/leads/x/consent",
};

describe.each(testDatabases)("consent certificates on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function seeded() {
    const database = await open();
    cleanups.push(() => database.close());
    const api = await startApi(database, { now: () => NOW, trustProxy: 1 });
    cleanups.push(() => api.close());
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${api.origin}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": "198.51.100.9",
          "User-Agent": "CertificateTest/1.0",
          Referer: "https://www.example.com/contact",
        },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const leadId = await post("/api/leads", leadBody({ visitorTimeZone: "America/Winnipeg" }));
    const bookingId = await post("/api/bookings", bookingBody());
    return { db: database.db, leadId, bookingId };
  }

  const tamper = (
    db: DatabaseHandle["db"],
    leadId: string,
    change: Partial<typeof consentRecords.$inferInsert>,
  ) => db.update(consentRecords).set(change).where(eq(consentRecords.leadId, leadId));

  it("shows a lead's consent as recorded, verified against the stored hash and the published text", async () => {
    const { db, leadId } = await seeded();
    const certificate = (await consentCertificate(db, "lead", leadId))!;
    expect(certificate.subject).toMatchObject({
      type: "lead",
      id: leadId,
      title: "Lead from Compilers Inc.",
      person: { name: "Grace Hopper", email: "grace@example.com", company: "Compilers Inc.", phone: null },
      erasedAt: null,
    });
    expect(certificate.record).toMatchObject({
      text: consentTexts.lead.en.text,
      version: consentTexts.lead.en.version,
      language: "en",
      storedSha256: sha256(consentTexts.lead.en.text),
      receivedAt: NOW,
      timeToCompleteMs: 42_000,
    });
    expect(certificate.verification).toEqual({
      recomputedSha256: sha256(consentTexts.lead.en.text),
      matches: true,
      publishedTextMatches: true,
    });
    expect(certificate.evidence).toEqual({
      ipAddress: "198.51.100.9",
      userAgent: "CertificateTest/1.0",
      pageUrl: "https://www.example.com/contact",
      referrer: "https://search.example/",
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "fall-2026" },
      visitorTimeZone: "America/Winnipeg",
    });
    expect(certificate.erasure).toBeUndefined();

    const document = certificateDocument(certificate, issued);
    expect(document).toMatchObject({
      document: "Proof of consent",
      issuedBy: "owner@maplewise.example",
      subject: { type: "lead", id: leadId, name: "Grace Hopper", email: "grace@example.com", erased: false },
      consent: {
        version: consentTexts.lead.en.version,
        language: "en",
        receivedAtUtc: "2026-11-20T15:00:00.000Z",
        receivedAtToronto: "Friday, November 20, 2026 at 10:00 AM EST",
      },
      verification: { matchesStoredSha256: true, isPublishedTextOfVersion: true },
      circumstances: { ipAddress: "198.51.100.9", campaign: { utm_source: "google" } },
      erasure: null,
    });
  });

  it("shows a booking's consent under its meeting", async () => {
    const { db, bookingId } = await seeded();
    const certificate = (await consentCertificate(db, "booking", bookingId))!;
    expect(certificate.subject.title).toBe("Meeting on Monday, November 23, 2026 at 10:00 AM EST");
    expect(certificate.record.version).toBe(consentTexts.booking.en.version);
    expect(certificate.verification.matches).toBe(true);
    // A lead's certificate is not a booking's, even for an id that exists.
    expect(await consentCertificate(db, "lead", bookingId)).toBeUndefined();
  });

  it("shows a mismatch when the stored text or its hash was changed afterwards", async () => {
    const { db, leadId } = await seeded();
    await tamper(db, leadId, { consentText: `${consentTexts.lead.en.text} And to be called at night.` });
    const changedText = (await consentCertificate(db, "lead", leadId))!;
    expect(changedText.verification).toEqual({
      recomputedSha256: sha256(`${consentTexts.lead.en.text} And to be called at night.`),
      matches: false,
      publishedTextMatches: false,
    });
    expect(certificateDocument(changedText, issued).verification.matchesStoredSha256).toBe(false);

    await tamper(db, leadId, { consentText: consentTexts.lead.en.text, consentSha256: "0".repeat(64) });
    expect((await consentCertificate(db, "lead", leadId))!.verification).toMatchObject({
      matches: false,
      publishedTextMatches: true,
    });
  });

  it("says when the site no longer publishes the recorded version", async () => {
    const { db, leadId } = await seeded();
    await tamper(db, leadId, { consentVersion: "lead-v0-2025-01-01" });
    expect((await consentCertificate(db, "lead", leadId))!.verification).toMatchObject({
      matches: true,
      publishedTextMatches: null,
    });
  });

  it("keeps only the hashes and the reason after an erasure", async () => {
    const { db, leadId } = await seeded();
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: "owner@maplewise.example", role: "owner" })
      .returning();
    const erasedAt = new Date("2026-11-21T15:00:00Z");
    await erasePersonalData(
      db,
      { email: "grace@example.com", reason: "Asked by email on 21 November", staffId: staff!.id },
      erasedAt,
      async () => undefined,
    );
    const certificate = (await consentCertificate(db, "lead", leadId))!;
    expect(certificate.subject).toMatchObject({ title: "Erased lead", person: undefined, erasedAt });
    expect(certificate.evidence).toBeUndefined();
    expect(certificate.erasure).toEqual({
      erasedAt,
      reason: "Asked by email on 21 November",
      evidenceSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(certificate.verification.matches).toBe(true);
    const json = JSON.stringify(certificateDocument(certificate, issued));
    for (const personal of [
      "Grace",
      "grace@example.com",
      "Compilers",
      "198.51.100.9",
      "CertificateTest",
      "Winnipeg",
    ]) {
      expect(json).not.toContain(personal);
    }
    expect(json).toContain(certificate.erasure!.evidenceSha256);
    expect(json).toContain(certificate.subject.emailSha256);
  });

  it("finds nothing for an unknown or malformed id", async () => {
    const { db } = await seeded();
    expect(await consentCertificate(db, "lead", "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    for (const id of ["not-a-uuid", "", "'; drop table leads; --", "0".repeat(10_000)]) {
      expect(await consentCertificate(db, "booking", id)).toBeUndefined();
    }
  });
});
