/**
 * Idempotency-Key support: the first successful answer to a request is stored, in the transaction
 * that did the work, and a retry with the same key gets that answer again instead of a second lead
 * or booking. A key reused for a different request is refused.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "./db/executor.server";
import { idempotencyKeys } from "./db/schema.server";

export type IdempotencyScope = "bookings" | "booking-changes" | "leads";

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Keys are chosen by the client: any printable ASCII of a sensible length. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** A hash of the request as sent, so a reused key with a different body can be told apart. */
export function requestFingerprint(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

export interface Idempotency {
  key: string;
  fingerprint: string;
}

export type PreviousAnswer = { kind: "replayed"; response: StoredResponse } | { kind: "key-reused" };

/** The answer already given to this key, if any; a key used for a different request is "key-reused". */
export async function previousAnswer(
  db: Executor,
  scope: IdempotencyScope,
  idempotency: Idempotency | undefined,
): Promise<PreviousAnswer | undefined> {
  if (!idempotency) return undefined;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, idempotency.key)));
  if (!row) return undefined;
  if (row.requestHash !== idempotency.fingerprint) return { kind: "key-reused" };
  return { kind: "replayed", response: { status: row.responseStatus, body: row.responseBody } };
}

export async function storeResponse(
  tx: Executor,
  scope: IdempotencyScope,
  idempotency: Idempotency | undefined,
  response: StoredResponse,
): Promise<void> {
  const insert = responseInsert(tx, scope, idempotency, response);
  if (insert) await insert;
}

/** storeResponse's INSERT, unsent, to go in a statement with others (enqueueEmails' `alongside`); none without a key. */
export function responseInsert(
  tx: Executor,
  scope: IdempotencyScope,
  idempotency: Idempotency | undefined,
  response: StoredResponse,
) {
  const row = responseRow(scope, idempotency, response);
  return row && tx.insert(idempotencyKeys).values(row);
}

/** The stored answer's row (a prepared write's values, ADR 050); none without a key. */
export function responseRow(
  scope: IdempotencyScope,
  idempotency: Idempotency | undefined,
  response: StoredResponse,
) {
  if (!idempotency) return undefined;
  return {
    scope,
    key: idempotency.key,
    requestHash: idempotency.fingerprint,
    responseStatus: response.status,
    responseBody: response.body,
  } satisfies typeof idempotencyKeys.$inferInsert;
}
