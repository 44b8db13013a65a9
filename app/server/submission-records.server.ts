/**
 * What a visitor's new lead or booking stores beside its own rows, in its one statement: its
 * consent record, its webhook event, its stored answer (with an Idempotency-Key) and its emails.
 */
import type { Placeholders } from "./db/prepared-write.server";
import type { StatementPart } from "./db/one-statement.server";
import type { Executor } from "./db/executor.server";
import { consentRecords, idempotencyKeys } from "./db/schema.server";
import type { newConsentRecord } from "./consent.server";
import type { responseRow } from "./idempotency.server";
import { outboxParts, type outboxRow } from "./outbox.server";
import { webhookEventClauses, type webhookEventRow } from "./webhooks/outbox.server";

export type SubmissionRecords = {
  consent: ReturnType<typeof newConsentRecord>;
  event: ReturnType<typeof webhookEventRow>;
  answer: ReturnType<typeof responseRow>;
  emails: ReturnType<typeof outboxRow>[];
};

/** Their parts of a prepared write's statement (ADR 050), after the lead's or booking's own. */
export function submissionRecordParts(tx: Executor, v: Placeholders<SubmissionRecords>): StatementPart[] {
  return [
    tx.insert(consentRecords).values(v.consent),
    webhookEventClauses(v.event),
    ...(v.answer ? [tx.insert(idempotencyKeys).values(v.answer)] : []),
    ...outboxParts(tx, v.emails),
  ];
}
