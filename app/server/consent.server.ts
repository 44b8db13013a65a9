/**
 * The consent record of a lead or a booking (DESIGN.md decision 7): the verbatim text the visitor
 * was shown, its version and SHA-256, the server's receive time and the circumstances.
 */
import { createHash } from "node:crypto";
import { type ConsentKind, consentTexts } from "~/domain/consent";
import { utmParameters, type VisitContext } from "~/domain/visit";
import type { consentRecords } from "./db/schema.server";

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

export function consentRecordValues(
  kind: ConsentKind,
  subject: { leadId: string } | { appointmentId: string },
  receivedAt: Date,
  request: RequestCircumstances,
  visit: VisitContext,
): typeof consentRecords.$inferInsert {
  const { text, version } = consentTexts[kind];
  return {
    ...subject,
    consentText: text,
    consentVersion: version,
    consentSha256: sha256(text),
    receivedAt,
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    pageUrl: request.pageUrl,
    referrer: visit.referrer,
    utm: utmParameters(visit),
    visitorTimeZone: visit.visitorTimeZone,
    timeToCompleteMs: visit.timeToComplete,
  };
}
