/**
 * How the two flows send a request to our JSON API (docs/api.md): one attempt as the visitor sees
 * it, with one Idempotency-Key, retried a few times when the network or the server fails, so that
 * a dropped connection neither loses the request nor stores it twice.
 */

export type PostOutcome =
  | { kind: "ok"; status: number; body: Record<string, unknown> }
  /** 400: the server's message for each field (docs/api.md, "Validation failures"). */
  | { kind: "invalid"; error: string; fieldErrors: Record<string, string> }
  /** Any other 4xx: the server understood and said no (409 slot taken, 429 too many requests...). */
  | { kind: "refused"; status: number; error: string; code?: string; retryAfterSeconds?: number }
  /** The last try had no answer at all: the network, not our server. */
  | { kind: "unreachable" }
  /** The last try was answered with a 5xx: our server is there but could not do it. */
  | { kind: "server-error"; status: number };

export interface PostOptions {
  idempotencyKey: string;
  /** Tries in all, the first included. */
  tries?: number;
  /** Milliseconds before the second try; each later wait doubles. */
  firstRetryDelayMs?: number;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A new key for each attempt the visitor makes; its retries reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The page's language, as the API is asked to answer in it (ADR 036): the islands' pages declare
 * it on <html lang>, "en-CA" or "fr-CA".
 */
export function pageLanguage(): string {
  return typeof document === "undefined" ? "en-CA" : document.documentElement.lang || "en-CA";
}

export async function postJson(url: string, payload: unknown, options: PostOptions): Promise<PostOutcome> {
  const { tries = 3, firstRetryDelayMs = 1000, fetch: send = fetch, wait = waitFor } = options;
  const body = JSON.stringify(payload);
  let lastServerError: number | undefined;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) await wait(firstRetryDelayMs * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await send(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": pageLanguage(),
          "Idempotency-Key": options.idempotencyKey,
        },
        body,
      });
    } catch (error) {
      console.warn(`POST ${url} failed (try ${attempt} of ${tries})`, error);
      lastServerError = undefined;
      continue;
    }
    if (response.status >= 500) {
      console.warn(`POST ${url} answered ${response.status} (try ${attempt} of ${tries})`);
      lastServerError = response.status;
      continue;
    }
    const answer = await jsonOf(response);
    if (response.ok) return { kind: "ok", status: response.status, body: answer };
    if (response.status === 400) {
      const fieldErrors = (answer.fieldErrors ?? {}) as Record<string, string>;
      return { kind: "invalid", error: textOf(answer.error), fieldErrors };
    }
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "refused",
      status: response.status,
      error: textOf(answer.error),
      ...(answer.code ? { code: textOf(answer.code) } : {}),
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  return lastServerError ? { kind: "server-error", status: lastServerError } : { kind: "unreachable" };
}
