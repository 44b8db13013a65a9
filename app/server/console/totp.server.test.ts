import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCodeAt, totpEnrolment, totpStepOf } from "./totp.server";

// RFC 6238, appendix B: the SHA-1 key "12345678901234567890". Its 8-digit codes end in these six
// digits, which is what a 6-digit app shows.
const RFC_SECRET = Secret.fromUTF8("12345678901234567890").base32;
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP codes", () => {
  it("are the RFC 6238 test vectors", () => {
    expect(totpCodeAt(RFC_SECRET, at(59))).toBe("287082");
    expect(totpCodeAt(RFC_SECRET, at(1_111_111_109))).toBe("081804");
    expect(totpCodeAt(RFC_SECRET, at(1_234_567_890))).toBe("005924");
  });

  it("are accepted one 30-second step either side of the server's clock, not two", () => {
    // "287082" is the code of step 1 (30-59 s).
    expect(totpStepOf(RFC_SECRET, "287082", at(45))).toBe(1);
    expect(totpStepOf(RFC_SECRET, "287082", at(29))).toBe(1);
    expect(totpStepOf(RFC_SECRET, "287082", at(60))).toBe(1);
    expect(totpStepOf(RFC_SECRET, "287082", at(89))).toBe(1);
    expect(totpStepOf(RFC_SECRET, "287082", at(90))).toBeUndefined();
    expect(totpStepOf(RFC_SECRET, "287082", at(1_000))).toBeUndefined();
  });

  it("belong to their own step, whichever step the clock is in", () => {
    // The next step's code, a moment early; which steps were used already is the database's to say.
    expect(totpStepOf(RFC_SECRET, totpCodeAt(RFC_SECRET, at(60)), at(45))).toBe(2);
    expect(totpStepOf(RFC_SECRET, totpCodeAt(RFC_SECRET, at(0)), at(45))).toBe(0);
  });

  it("refuses anything but the right six digits", () => {
    for (const code of ["", "28708", "2870820", "287 082", "28708a", "000000", "９８７０８２"]) {
      expect(totpStepOf(RFC_SECRET, code, at(45)), code).toBeUndefined();
    }
  });

  it("are another secret's for another secret", () => {
    const secret = newTotpSecret();
    expect(totpStepOf(secret, totpCodeAt(RFC_SECRET, at(45)), at(45))).toBeUndefined();
    expect(totpStepOf(secret, totpCodeAt(secret, at(45)), at(45))).toBe(1);
  });
});

describe("a new TOTP secret", () => {
  it("has 160 random bits, as base32", () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newTotpSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    }
  });

  it("is offered to the app as an otpauth:// address and its QR code", async () => {
    const secret = newTotpSecret();
    const enrolment = await totpEnrolment(secret, "ada@maplewiseleads.example");
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain("ada@maplewiseleads.example");
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(uri.searchParams.get("issuer")).toBeTruthy();
    expect(enrolment.secret).toBe(secret);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
