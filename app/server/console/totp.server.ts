/**
 * The optional second factor: RFC 6238 time-based codes (30 seconds, 6 digits, SHA-1, which every
 * authenticator app supports) through the otpauth library (ADR 020). A code is accepted within
 * one step either side of the server's clock, and never twice: the step it belongs to is claimed
 * in the account's row, in the one statement that accepts it (ADR 028).
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { site } from "~/content/site";
import type { Executor } from "../db/executor.server";
import { staffAccounts } from "../db/schema.server";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
// otpauth compares the bytes of two equally long strings and throws on six characters that are not
// six bytes ("９８７０８２"): only ASCII digits are handed to it.
const CODE_SHAPE = new RegExp(`^[0-9]{${DIGITS}}$`);

function totpOf(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: site.brand,
    label: account,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// URI as an SVG QR code, and the URI itself. */
export async function totpEnrolment(secretBase32: string, account: string) {
  const uri = totpOf(secretBase32, account).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg, secret: secretBase32 };
}

/** The time step a code belongs to, if it is the secret's code within one step of `now`; else undefined. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | undefined {
  if (!CODE_SHAPE.test(code)) return undefined;
  const delta = totpOf(secretBase32, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts a code of the account's second factor at most once, in one statement: its step is
 * written to the account's row only if the row still holds this secret and no code of this step or
 * a later one was accepted; no row written means the code is refused. Reading the last step, then
 * checking, then writing it let twelve browsers in with one code at once (issue 22, item 2): each
 * read the step before any wrote it. The only place a code is accepted: the sign-in's code step,
 * turning two-step sign-in on (`factor: "pending"`, which also makes the pending secret the
 * account's) and turning it off.
 */
export async function claimTotpCode(
  db: Executor,
  claim: { accountId: string; secret: string; code: string; factor: "confirmed" | "pending" },
  now: Date,
): Promise<boolean> {
  const step = totpStepOf(claim.secret, claim.code, now);
  if (step === undefined) return false;
  const stepIsNew = or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step));
  const claimed = await db
    .update(staffAccounts)
    .set(
      claim.factor === "pending"
        ? { totpSecret: claim.secret, pendingTotpSecret: null, totpLastStep: step }
        : { totpLastStep: step },
    )
    .where(
      and(
        eq(staffAccounts.id, claim.accountId),
        eq(
          claim.factor === "pending" ? staffAccounts.pendingTotpSecret : staffAccounts.totpSecret,
          claim.secret,
        ),
        stepIsNew,
      ),
    )
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}

/** The code an app would show at `now`: for the tests, which play the app. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, "").generate({ timestamp: now.getTime() });
}
