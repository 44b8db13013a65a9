/**
 * The optional second factor: RFC 6238 time-based codes (30 seconds, 6 digits, SHA-1, which every
 * authenticator app supports) through the otpauth library (ADR 020). A code is accepted within
 * one step either side of the server's clock, and never twice: the step it belongs to is stored.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { site } from "~/content/site";

const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: site.brand,
    label: account,
    algorithm: "SHA1",
    digits: 6,
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

/**
 * The time step of a valid code, or undefined. A code whose step is not after `lastStep` was
 * already used (or is older than one that was): refused, so a code seen over a shoulder cannot be
 * replayed within its 30 seconds.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const delta = totpOf(secretBase32, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code an app would show at `now`: for the tests, which play the app. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, "").generate({ timestamp: now.getTime() });
}
