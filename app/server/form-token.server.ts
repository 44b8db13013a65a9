/**
 * Signed form tokens: the server's word that it served a form at a given moment, so that the
 * time a visitor took is measured by the server's clock, not reported by the browser
 * (docs/decisions/013-shared-rate-limit-and-form-tokens.md).
 *
 * A token is `base64url(payload).base64url(HMAC-SHA256(key, base64url(payload)))`, the payload
 * being `{"p": purpose, "t": issued at, in ms}`. It is not secret and not single-use: it proves
 * only when and for which form it was issued.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** After this, a token is still genuine but stale: the visitor left the form open a long time. */
export const FORM_TOKEN_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Far longer than any token we issue; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 256;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type FormTokenCheck =
  | { valid: true; ageMs: number; stale: boolean }
  | { valid: false; reason: "missing" | "malformed" | "forged" | "wrong-purpose" };

export interface FormTokens {
  issue(purpose: string): string;
  check(token: unknown, purpose: string): FormTokenCheck;
}

/**
 * @param key a key of its own (AppSecret.keyFor("form-token"))
 * @param clock the real time in ms; never a fixed test clock, or no token would ever age
 */
export function createFormTokens(key: Buffer, clock: () => number = Date.now): FormTokens {
  const signatureOf = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    issue(purpose) {
      const payload = Buffer.from(JSON.stringify({ p: purpose, t: clock() })).toString("base64url");
      return `${payload}.${signatureOf(payload).toString("base64url")}`;
    },

    check(token, purpose) {
      if (token === undefined || token === null || token === "") return { valid: false, reason: "missing" };
      if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) {
        return { valid: false, reason: "malformed" };
      }
      const [payload = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !BASE64URL.test(payload) || !BASE64URL.test(signature)) {
        return { valid: false, reason: "malformed" };
      }
      // Compared as text: base64url's last character carries spare bits that a decoder ignores,
      // so comparing decoded bytes would also accept other spellings of the same signature.
      const expected = Buffer.from(signatureOf(payload).toString("base64url"));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: "forged" };
      }
      // Signed by us, so well-formed; checked all the same, as a key could outlive a format.
      const claims = parseClaims(payload);
      if (!claims) return { valid: false, reason: "malformed" };
      if (claims.p !== purpose) return { valid: false, reason: "wrong-purpose" };
      const ageMs = clock() - claims.t;
      return { valid: true, ageMs, stale: ageMs > FORM_TOKEN_STALE_AFTER_MS };
    },
  };
}

function parseClaims(payload: string): { p: string; t: number } | undefined {
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (typeof claims !== "object" || claims === null) return undefined;
    const { p, t } = claims as Record<string, unknown>;
    return typeof p === "string" && Number.isSafeInteger(t) ? { p, t: t as number } : undefined;
  } catch {
    return undefined;
  }
}
