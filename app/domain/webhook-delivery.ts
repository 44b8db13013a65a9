/**
 * When the site tries a webhook delivery again, and when it stops (issue 25 item 2, ADR 038 §7).
 * Pure rules; the worker (app/server/webhooks/worker.server.ts) applies them.
 */

/** A delivery that has failed for this long since its first attempt fails for good, and an endpoint failing this long is disabled. */
export const WEBHOOK_GIVE_UP_HOURS = 72;
export const WEBHOOK_GIVE_UP_MS = WEBHOOK_GIVE_UP_HOURS * 3_600_000;

/** The ceiling of the wait before the second attempt; it doubles with each failure… */
const FIRST_RETRY_MS = 15_000;
/** …up to this ceiling, so that a receiver back after an outage hears again within hours, not days. */
const MAX_RETRY_MS = 4 * 3_600_000;
/** A `Retry-After` longer than the back-off wins, up to the client's cap of a day. */
const MIN_RETRY_MS = 1_000;

/**
 * The wait after the n-th failed attempt: "full jitter" (a random wait between zero and the
 * exponential ceiling), so that the deliveries of a receiver that was down for an hour do not all
 * come back at the same second. At least a second, and never shorter than the receiver's
 * `Retry-After`.
 */
export function webhookRetryDelayMs(
  failedAttempts: number,
  retryAfterSeconds: number | null = null,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
  const jittered = Math.max(MIN_RETRY_MS, Math.round(random() * ceiling));
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1_000);
}

export type AttemptVerdict =
  /** A 2xx: delivered. */
  | "delivered"
  /** No answer, or an answer that says "later" (408, 429, 5xx): try again. */
  | "retry"
  /** 410 Gone: the receiver says it will never want another; the endpoint is disabled. */
  | "gone"
  /** Any other answer (a 3xx, since redirects are not followed, or a 4xx): the receiver refused this event. */
  | "refused";

/** What an attempt's answer (or its lack: `null`) means for the delivery. */
export function attemptVerdict(statusCode: number | null): AttemptVerdict {
  if (statusCode === null) return "retry";
  if (statusCode >= 200 && statusCode < 300) return "delivered";
  if (statusCode === 408 || statusCode === 429 || statusCode >= 500) return "retry";
  if (statusCode === 410) return "gone";
  return "refused";
}
