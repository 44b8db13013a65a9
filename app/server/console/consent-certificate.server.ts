/**
 * Proof of consent (issue 11, point 6; CASL puts the burden of proof on the sender): for one lead
 * or booking, the consent as recorded, the text's SHA-256 recomputed from the stored text and
 * compared, and the circumstances; after an erasure, only the hashes and the reason.
 */
import { eq } from "drizzle-orm";
import { allConsentTexts, type ConsentText } from "~/domain/consent";
import { parseUuid } from "~/domain/ids";
import { formatBookingDate, formatSlotWithZone, formatTorontoInstant } from "~/domain/time";
import { sha256 } from "../consent.server";
import type { Executor } from "../db/executor.server";
import { appointments, consentRecords, leads } from "../db/schema.server";

export type ConsentSubjectType = "lead" | "booking";

/** Whose certificate a request is for: one route module serves /admin/leads/… and /admin/bookings/…. */
export function consentSubjectTypeOf(request: Request): ConsentSubjectType {
  // The request's path is canonical (server/http/request-target.ts) but for letter case, which
  // React Router ignores when it matches: /ADMIN/LEADS/… is the lead's page too.
  return new URL(request.url).pathname.toLowerCase().startsWith("/admin/leads/") ? "lead" : "booking";
}

export interface ConsentCertificate {
  subject: {
    type: ConsentSubjectType;
    id: string;
    /** "Lead from Cobol Compilers Ltd", "Meeting on Monday, …": without personal data once erased. */
    title: string;
    emailSha256: string;
    /** Who consented, while they are held; undefined once erased. */
    person: { name: string; email: string; company: string | null; phone: string | null } | undefined;
    erasedAt: Date | null;
  };
  record: {
    id: string;
    text: string;
    version: string;
    /** The language of the text shown, "en" or "fr": each language's text is a version of its own. */
    language: string;
    storedSha256: string;
    receivedAt: Date;
    timeToCompleteMs: number | null;
  };
  verification: {
    /** SHA-256 of the stored text as UTF-8, computed now. */
    recomputedSha256: string;
    matches: boolean;
    /** Whether the stored text is the one the site publishes under that version; null for a version it no longer has. */
    publishedTextMatches: boolean | null;
  };
  /** The circumstances of the consent; undefined once erased. */
  evidence:
    | {
        ipAddress: string | null;
        userAgent: string | null;
        pageUrl: string | null;
        referrer: string | null;
        utm: Record<string, string>;
        visitorTimeZone: string | null;
      }
    | undefined;
  erasure: { erasedAt: Date; reason: string | null; evidenceSha256: string } | undefined;
}

function publishedText(version: string): ConsentText | undefined {
  return allConsentTexts.find((text) => text.version === version);
}

async function subjectOf(db: Executor, type: ConsentSubjectType, id: string) {
  if (type === "lead") {
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    return (
      lead && {
        title: lead.company ? `Lead from ${lead.company}` : "Erased lead",
        emailSha256: lead.emailSha256,
        person:
          lead.erasedAt === null && lead.name !== null && lead.email !== null
            ? { name: lead.name, email: lead.email, company: lead.company, phone: lead.phone }
            : undefined,
        erasedAt: lead.erasedAt,
      }
    );
  }
  const [booking] = await db.select().from(appointments).where(eq(appointments.id, id));
  return (
    booking && {
      title: `Meeting on ${formatBookingDate(booking.date)} at ${formatSlotWithZone(booking.date, booking.timeSlot)}`,
      emailSha256: booking.emailSha256,
      person:
        booking.erasedAt === null && booking.name !== null && booking.email !== null
          ? { name: booking.name, email: booking.email, company: booking.company, phone: booking.phone }
          : undefined,
      erasedAt: booking.erasedAt,
    }
  );
}

/** The certificate of a lead's or a booking's consent; undefined when there is no such lead or booking. */
export async function consentCertificate(
  db: Executor,
  type: ConsentSubjectType,
  id: string,
): Promise<ConsentCertificate | undefined> {
  if (!parseUuid(id)) return undefined;
  const subject = await subjectOf(db, type, id);
  if (!subject) return undefined;
  const [record] = await db
    .select()
    .from(consentRecords)
    .where(eq(type === "lead" ? consentRecords.leadId : consentRecords.appointmentId, id));
  // Every lead and booking is stored with its consent record, in one transaction.
  if (!record) throw new Error(`The ${type} ${id} has no consent record`);
  const recomputedSha256 = sha256(record.consentText);
  const published = publishedText(record.consentVersion);
  return {
    subject: { type, id, ...subject },
    record: {
      id: record.id,
      text: record.consentText,
      version: record.consentVersion,
      language: record.language,
      storedSha256: record.consentSha256,
      receivedAt: record.receivedAt,
      timeToCompleteMs: record.timeToCompleteMs,
    },
    verification: {
      recomputedSha256,
      matches: recomputedSha256 === record.consentSha256,
      publishedTextMatches: published ? published.text === record.consentText : null,
    },
    evidence:
      record.erasedAt === null
        ? {
            ipAddress: record.ipAddress,
            userAgent: record.userAgent,
            pageUrl: record.pageUrl,
            referrer: record.referrer,
            utm: record.utm,
            visitorTimeZone: record.visitorTimeZone,
          }
        : undefined,
    erasure:
      record.erasedAt !== null && record.evidenceSha256 !== null
        ? { erasedAt: record.erasedAt, reason: record.erasureReason, evidenceSha256: record.evidenceSha256 }
        : undefined,
  };
}

/** The rule of the evidence hash, as a certificate states it (consent.server.ts, evidenceSha256). */
export const EVIDENCE_HASH_RULE =
  "SHA-256 (hex) of the RFC 8785 canonical JSON of consentRecordId, subject {type, id}, email (as given), " +
  "consentVersion, consentSha256, receivedAt (ISO 8601 UTC), ipAddress, userAgent, pageUrl, referrer, utm, " +
  "visitorTimeZone and timeToCompleteMs, as they were before the erasure";

/** The certificate as a JSON document: what a regulator or the person is handed. */
export function certificateDocument(
  certificate: ConsentCertificate,
  issued: { at: Date; by: string; url: string },
) {
  const { subject, record, verification, evidence, erasure } = certificate;
  return {
    document: "Proof of consent",
    issuedAt: issued.at.toISOString(),
    issuedBy: issued.by,
    url: issued.url,
    subject: {
      type: subject.type,
      id: subject.id,
      emailSha256: subject.emailSha256,
      ...(subject.person ?? {}),
      erased: subject.erasedAt !== null,
    },
    consent: {
      recordId: record.id,
      text: record.text,
      version: record.version,
      language: record.language,
      sha256: record.storedSha256,
      receivedAtUtc: record.receivedAt.toISOString(),
      receivedAtToronto: formatTorontoInstant(record.receivedAt),
      timeToCompleteMs: record.timeToCompleteMs,
    },
    verification: {
      method: "SHA-256 (hex) of the stored consent text as UTF-8, recomputed when this document was issued",
      recomputedSha256: verification.recomputedSha256,
      matchesStoredSha256: verification.matches,
      isPublishedTextOfVersion: verification.publishedTextMatches,
    },
    circumstances: evidence
      ? {
          ipAddress: evidence.ipAddress,
          userAgent: evidence.userAgent,
          pageUrl: evidence.pageUrl,
          referrer: evidence.referrer,
          campaign: evidence.utm,
          visitorTimeZone: evidence.visitorTimeZone,
        }
      : null,
    erasure: erasure
      ? {
          erasedAt: erasure.erasedAt.toISOString(),
          reason: erasure.reason,
          evidenceSha256: erasure.evidenceSha256,
          evidenceHashRule: EVIDENCE_HASH_RULE,
        }
      : null,
  };
}
