/**
 * Idempotency-Key support: the first successful answer to a request is stored, in the transaction
 * that did the work, and a retry with the same key gets that answer again instead of a second lead
 * or booking. A key reused for a different request is refused.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "./db/executor.server";
import { idempotencyKeys } from "./db/schema.server";

export type IdempotencyScope = "bookings" | "leads";

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

export type Lookup =
  { found: false } | { found: true; response: StoredResponse } | { found: true; mismatch: true };

export async function findStoredResponse(
  db: Executor,
  scope: IdempotencyScope,
  key: string,
  fingerprint: string,
): Promise<Lookup> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return { found: false };
  if (row.requestHash !== fingerprint) return { found: true, mismatch: true };
  return { found: true, response: { status: row.responseStatus, body: row.responseBody } };
}

export async function storeResponse(
  tx: Executor,
  scope: IdempotencyScope,
  key: string,
  fingerprint: string,
  response: StoredResponse,
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    scope,
    key,
    requestHash: fingerprint,
    responseStatus: response.status,
    responseBody: response.body,
  });
}
