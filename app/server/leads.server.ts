/**
 * Lead requests from the /contact funnel: the spam guards, then the lead, its consent record, its
 * outbox emails and its webhook event in one statement (DESIGN.md decisions 4, 6 and 7; ADR 038, ADR 042).
 */
import { randomUUID } from "node:crypto";
import { type LeadRequest, spamLogMessages, spamVerdict } from "~/domain/lead-request";
import { absoluteUrl } from "~/domain/meta";
import type { Locale } from "~/domain/locale";
import { utmParameters, type VisitContext } from "~/domain/visit";
import { emailSha256, newConsentRecord, type RequestCircumstances } from "./consent.server";
import type { FormTokens } from "./form-token.server";
import type { Database } from "./db/client.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "./db/errors.server";
import { oneStatement } from "./db/one-statement.server";
import { type Placeholders, PreparedWrite } from "./db/prepared-write.server";
import { type SubmissionRecords, submissionRecordParts } from "./submission-records.server";
import { leads } from "./db/schema.server";
import { type Idempotency, previousAnswer, responseRow, type StoredResponse } from "./idempotency.server";
import { type HeldLead, leadSummary } from "./lead-answers.server";
import type { Logger } from "./logger.server";
import type { LeadConfirmationContent, StaffNotificationContent } from "./mail/templates.server";
import { outboxRow } from "./outbox.server";
import { leadData } from "./webhooks/events.server";
import { webhookEventRow } from "./webhooks/outbox.server";

export type LeadOutcome =
  | { kind: "created" | "replayed"; response: StoredResponse }
  /** Caught by a spam guard: logged, nothing stored, and answered like a success. */
  | { kind: "dropped"; response: StoredResponse }
  | { kind: "key-reused" };

export interface LeadDependencies {
  db: Database;
  now: () => Date;
  salesInbox: string;
  /** The public origin: a webhook's links to the console are absolute. */
  siteUrl: string;
  logger: Logger;
  /** Checks the signed token that says when the server served the form. */
  formTokens: Pick<FormTokens, "check">;
}

/** The purpose the /contact page's form tokens are issued for. */
export const LEAD_FORM = "lead";

/**
 * A new lead's two emails: the visitor's confirmation in the language they used (`locale`), and
 * the sales inbox's notice in English, which names that language: what their templates need, which
 * the outbox's worker renders. `siteUrl`: the public origin of the console's link.
 */
export function leadEmails(
  id: string,
  lead: LeadRequest,
  locale: Locale,
  siteUrl: string,
): { confirmation: LeadConfirmationContent; notification: StaffNotificationContent } {
  return {
    confirmation: {
      kind: "lead-confirmation",
      locale,
      name: lead.name,
      company: lead.company,
      summary: leadSummary(lead, locale),
    },
    notification: {
      kind: "staff-notification",
      subjectLine: `New lead request: ${lead.company}`,
      heading: "A lead request arrived",
      visitorLocale: locale,
      rows: [
        ...leadSummary(lead, "en"),
        {
          label: "Campaign",
          value:
            Object.entries(utmParameters(lead))
              .map(([k, v]) => `${k}=${v}`)
              .join(", ") || "None",
        },
        { label: "Referrer", value: lead.referrer || "None" },
      ],
      consoleLink: { url: absoluteUrl(`/admin/leads/${id}`, siteUrl), label: "Open the lead in the console" },
    },
  };
}

/**
 * A new lead's row as the funnel's request makes it, whole: the lead.created event reports it as
 * built here, so nothing in it is left to a default of the database's. The seed (scripts/lib/
 * seed-rows.ts) makes its leads with it too.
 */
export function newLead(id: string, lead: LeadRequest, locale: Locale, now: Date): HeldLead {
  return {
    id,
    name: lead.name,
    email: lead.email,
    emailSha256: emailSha256(lead.email),
    company: lead.company,
    phone: lead.phone || null,
    role: lead.role,
    intent: lead.intent,
    industry: lead.industry,
    territories: lead.territories,
    budget: lead.budget,
    volume: lead.volume,
    leadType: lead.leadType,
    message: lead.message || null,
    utmSource: lead.utm_source || null,
    utmMedium: lead.utm_medium || null,
    utmCampaign: lead.utm_campaign || null,
    utmContent: lead.utm_content || null,
    utmTerm: lead.utm_term || null,
    referrer: lead.referrer || null,
    submissionTime: new Date(lead.submissionTime),
    timeToCompleteMs: lead.timeToComplete,
    status: "new",
    statusChangedAt: null,
    language: locale,
    erasedAt: null,
    // A lead arrives with nobody working it; staff give it an owner later (lead.assigned).
    ownerId: null,
    createdAt: now,
  };
}

/** Caught by a spam guard: answered like a success, with an id that names nothing, so a bot learns nothing. */
function dropped(): LeadOutcome {
  return { kind: "dropped", response: { status: 201, body: { id: randomUUID() } } };
}

export async function createLead(
  deps: LeadDependencies,
  lead: LeadRequest,
  visit: VisitContext,
  circumstances: RequestCircumstances,
  idempotency?: Idempotency,
  /** The visitor's language, stored with the lead and its consent record. */
  locale: Locale = "en",
): Promise<LeadOutcome> {
  const { db, logger } = deps;
  const now = deps.now();

  // The time is the server's, measured from the token; the browser's timeToComplete is only stored.
  const formToken = deps.formTokens.check(lead.formToken, LEAD_FORM);
  if (!formToken.valid) {
    logger.warn(
      { guard: "form-token", reason: formToken.reason, ipAddress: circumstances.ipAddress },
      "Form token missing, malformed or not ours",
    );
    return dropped();
  }
  const spam = spamVerdict({ company_website: lead.company_website, timeToComplete: formToken.ageMs });
  if (spam) {
    logger.warn({ guard: spam, ipAddress: circumstances.ipAddress }, spamLogMessages[spam]);
    return dropped();
  }

  const previous = await previousAnswer(db, "leads", idempotency);
  if (previous) return previous;

  const id = randomUUID();
  const { confirmation, notification } = leadEmails(id, lead, locale, deps.siteUrl);
  const response: StoredResponse = { status: 201, body: { id } };

  try {
    await storeLead();
  } catch (error) {
    // Two attempts with one key at the same moment: the second one returns the first one's answer.
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const racedAnswer = await previousAnswer(db, "leads", idempotency);
    if (!racedAnswer) throw error;
    return racedAnswer;
  }
  if (formToken.stale) {
    // Kept: the token is ours, and a visitor may well finish a form the next day. Flagged, so that
    // one token replayed for long stands out.
    logger.info(
      { leadId: id, formTokenAgeHours: Math.floor(formToken.ageMs / 3_600_000) },
      "Lead sent from a form served more than 24 hours earlier",
    );
  }
  return { kind: "created", response };

  /** The lead, its consent, its emails, its webhook event and its answer, as built here. */
  async function storeLead() {
    const stored = newLead(id, lead, locale, now);
    const consent = newConsentRecord("lead", locale, { leadId: id }, now, circumstances, visit);
    await leadWrite.run(db, {
      lead: stored,
      consent,
      event: webhookEventRow(
        { type: "lead.created", data: leadData(stored, consent, null, deps.siteUrl), leadId: id },
        now,
      ),
      answer: responseRow("leads", idempotency, response),
      emails: [
        outboxRow(
          { kind: "lead-confirmation", recipient: lead.email, content: confirmation, leadId: id },
          now,
        ),
        outboxRow(
          { kind: "lead-notification", recipient: deps.salesInbox, content: notification, leadId: id },
          now,
        ),
      ],
    });
  }
}

/**
 * A new lead's statement: the lead, its consent, its webhook event, its answer and its emails in
 * one WITH, whole or not at all without a transaction around it (ADR 042), its SQL built once per
 * shape (ADR 050). The event reports the rows as built, which are the rows as stored.
 */
const leadWrite = new PreparedWrite("lead", (tx, v: Placeholders<{ lead: HeldLead } & SubmissionRecords>) =>
  oneStatement([tx.insert(leads).values(v.lead), ...submissionRecordParts(tx, v)])!,
);
