import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFormTokens, FORM_TOKEN_STALE_AFTER_MS } from "./form-token.server";

const key = randomBytes(32);
const ISSUED_AT = Date.parse("2026-11-26T15:25:00Z");

/** Tokens issued at ISSUED_AT and checked `laterMs` after it. */
function tokensChecked(laterMs: number) {
  const issued = createFormTokens(key, () => ISSUED_AT).issue("lead");
  return { issued, check: createFormTokens(key, () => ISSUED_AT + laterMs).check };
}

describe("form tokens", () => {
  it("give the age of a genuine token by the clock that checks it", () => {
    const { issued, check } = tokensChecked(6_000);
    expect(check(issued, "lead")).toEqual({ valid: true, ageMs: 6_000, stale: false });
  });

  it("are base64url, two parts, and carry no more than the purpose and the time", () => {
    const token = createFormTokens(key, () => ISSUED_AT).issue("lead");
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const payload = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(payload).toEqual({ p: "lead", t: ISSUED_AT });
  });

  it("call a token older than 24 hours genuine but stale", () => {
    expect(tokensChecked(FORM_TOKEN_STALE_AFTER_MS).check(tokensChecked(0).issued, "lead")).toMatchObject({
      valid: true,
      stale: false,
    });
    const twoDays = tokensChecked(2 * FORM_TOKEN_STALE_AFTER_MS);
    expect(twoDays.check(twoDays.issued, "lead")).toEqual({
      valid: true,
      ageMs: 2 * FORM_TOKEN_STALE_AFTER_MS,
      stale: true,
    });
  });

  it("give a token from a clock that runs ahead a negative age", () => {
    const { issued, check } = tokensChecked(-2_000);
    expect(check(issued, "lead")).toMatchObject({ valid: true, ageMs: -2_000 });
  });

  it("refuse a token signed with another key", () => {
    const forged = createFormTokens(randomBytes(32), () => ISSUED_AT - 60_000).issue("lead");
    expect(createFormTokens(key).check(forged, "lead")).toEqual({ valid: false, reason: "forged" });
  });

  it("refuse a token whose time was changed", () => {
    const [, signature] = createFormTokens(key, () => ISSUED_AT)
      .issue("lead")
      .split(".");
    const earlier = Buffer.from(JSON.stringify({ p: "lead", t: ISSUED_AT - 60_000 })).toString("base64url");
    expect(createFormTokens(key).check(`${earlier}.${signature}`, "lead")).toEqual({
      valid: false,
      reason: "forged",
    });
  });

  it("refuse a token whose signature was changed or cut", () => {
    const token = createFormTokens(key, () => ISSUED_AT).issue("lead");
    const { check } = createFormTokens(key);
    // Every other letter in the last place: those that decode to the same bytes too, as the last
    // of 43 base64url characters carries 4 spare bits.
    for (const last of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".replace(
      token.at(-1)!,
      "",
    )) {
      expect(check(token.slice(0, -1) + last, "lead"), last).toMatchObject({
        valid: false,
        reason: "forged",
      });
    }
    expect(check(token.slice(0, -4), "lead")).toMatchObject({ valid: false, reason: "forged" });
  });

  it("refuse a token issued for another form", () => {
    const booking = createFormTokens(key, () => ISSUED_AT - 60_000).issue("booking");
    expect(createFormTokens(key).check(booking, "lead")).toEqual({ valid: false, reason: "wrong-purpose" });
  });

  it.each([[undefined], [null], [""]])("call %j missing", (token) => {
    expect(createFormTokens(key).check(token, "lead")).toEqual({ valid: false, reason: "missing" });
  });

  it.each([
    ["a number", 42],
    ["an object", { p: "lead" }],
    ["one part", "abc"],
    ["three parts", "a.b.c"],
    ["characters outside base64url", "ab+c.de/f"],
    ["a kilobyte of text", `${"a".repeat(1000)}.${"b".repeat(43)}`],
  ])("call %s malformed", (_case, token) => {
    expect(createFormTokens(key).check(token, "lead")).toEqual({ valid: false, reason: "malformed" });
  });
});
