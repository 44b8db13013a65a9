/**
 * The consent record of a lead or a booking (DESIGN.md decision 7): the verbatim text the visitor
 * was shown, its version and SHA-256, the server's receive time and the circumstances.
 */
import { createHash, randomUUID } from "node:crypto";
import canonicalize from "canonicalize";
import { type ConsentKind, consentTexts } from "~/domain/consent";
import type { Locale } from "~/domain/locale";
import { utmParameters, type VisitContext } from "~/domain/visit";
import type { consentRecords } from "./db/schema.server";

type ConsentRecord = typeof consentRecords.$inferSelect;

/** What the server knows about the request that carried the consent. */
export interface RequestCircumstances {
  ipAddress?: string;
  userAgent?: string;
  /** The page the form was on, from the Referer header of the API call. */
  pageUrl?: string;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * What stays of an email address once the rest is pruned or erased: enough to answer "did we
 * email this address?" or "whose lead was this?" to whoever knows the address, and no more.
 */
export function emailSha256(address: string): string {
  return sha256(address.toLowerCase());
}

/**
 * The consent record of a lead or a booking received now, whole, as the database will hold it: it
 * goes in the same statement as its subject, and a webhook event reports it from this, unread.
 */
export function newConsentRecord(
  kind: ConsentKind,
  locale: Locale,
  subject: { leadId: string } | { appointmentId: string },
  receivedAt: Date,
  request: RequestCircumstances,
  visit: VisitContext,
): ConsentRecord {
  const { text, version } = consentTexts[kind][locale];
  return {
    id: randomUUID(),
    leadId: null,
    appointmentId: null,
    ...subject,
    language: locale,
    consentText: text,
    consentVersion: version,
    consentSha256: sha256(text),
    receivedAt,
    ipAddress: request.ipAddress ?? null,
    userAgent: request.userAgent ?? null,
    pageUrl: request.pageUrl ?? null,
    referrer: visit.referrer ?? null,
    utm: utmParameters(visit),
    visitorTimeZone: visit.visitorTimeZone ?? null,
    timeToCompleteMs: visit.timeToComplete ?? null,
    evidenceSha256: null,
    erasedAt: null,
    erasureReason: null,
    createdAt: receivedAt,
  };
}

/**
 * The circumstances of a consent as they were recorded, with what binds them to their record and
 * their person: what an erasure removes, and what its evidence hash stands for.
 */
export interface ConsentEvidence {
  consentRecordId: string;
  subject: { type: "lead" | "booking"; id: string };
  /** The address as the person gave it. */
  email: string;
  consentVersion: string;
  consentSha256: string;
  /** ISO 8601, UTC, with milliseconds. */
  receivedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  visitorTimeZone: string | null;
  timeToCompleteMs: number | null;
}

/** The fields an erasure removes from a consent record (the rest stays: text, version, hash, times). */
export const ERASED_EVIDENCE_FIELDS = {
  ipAddress: null,
  userAgent: null,
  pageUrl: null,
  referrer: null,
  utm: {},
  visitorTimeZone: null,
} satisfies Partial<typeof consentRecords.$inferInsert>;

export function consentEvidence(record: ConsentRecord, email: string): ConsentEvidence {
  const subject =
    record.leadId !== null
      ? { type: "lead" as const, id: record.leadId }
      : { type: "booking" as const, id: record.appointmentId! };
  return {
    consentRecordId: record.id,
    subject,
    email,
    consentVersion: record.consentVersion,
    consentSha256: record.consentSha256,
    receivedAt: record.receivedAt.toISOString(),
    ipAddress: record.ipAddress,
    userAgent: record.userAgent,
    pageUrl: record.pageUrl,
    referrer: record.referrer,
    utm: record.utm,
    visitorTimeZone: record.visitorTimeZone,
    timeToCompleteMs: record.timeToCompleteMs,
  };
}

/**
 * The evidence written as RFC 8785 canonical JSON (JCS): keys sorted, no spaces, one spelling of
 * every number and string, text beyond ASCII as it is. The same evidence gives the same bytes
 * whoever writes it, with any JCS library.
 */
export function canonicalEvidenceJson(evidence: ConsentEvidence): string {
  const json = canonicalize(evidence);
  if (json === undefined) throw new Error("Consent evidence has no JSON form");
  return json;
}

/**
 * The one rule of the evidence hash kept after an erasure: SHA-256 (hex) of the canonical JSON of
 * the evidence, so that whoever holds the export made before the erasure can recompute it.
 */
export function evidenceSha256(evidence: ConsentEvidence): string {
  return sha256(canonicalEvidenceJson(evidence));
}
