import { emailSha256 } from "./consent.server";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLL_INTERVAL_MS,
  defaultRetryPolicy,
  messageIdDomain,
  retryDelayMs,
  withoutEmailAddresses,
} from "./outbox.server";

describe("retryDelayMs", () => {
  it("waits 30 s after the first failure and doubles after each one", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never waits more than an hour", () => {
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it("keeps trying for 24 hours", () => {
    expect(defaultRetryPolicy.giveUpAfterMs).toBe(24 * 60 * 60_000);
  });
});

describe("the lease", () => {
  it("outlasts the slowest send a live worker allows itself, with room to record the outcome", () => {
    expect(defaultRetryPolicy.leaseMs - defaultRetryPolicy.sendTimeoutMs).toBeGreaterThanOrEqual(10_000);
  });

  it("runs out, and is noticed by the next poll, within 60 s of a worker's death", () => {
    expect(defaultRetryPolicy.leaseMs + DEFAULT_POLL_INTERVAL_MS).toBeLessThanOrEqual(60_000);
  });
});

describe("messageIdDomain", () => {
  it("is the domain of the sender's address", () => {
    expect(messageIdDomain("Maplewise Leads <hello@maplewiseleads.example>")).toBe("maplewiseleads.example");
    expect(messageIdDomain("hello@mail.example.com")).toBe("mail.example.com");
  });

  it("falls back to localhost when the sender has no address", () => {
    expect(messageIdDomain("Maplewise Leads")).toBe("localhost");
  });
});

describe("recipientSha256", () => {
  it("hashes the address lower-cased, so a pruned message can still be matched to it", () => {
    expect(emailSha256("Ada@Example.com")).toBe(emailSha256("ada@example.com"));
    // `printf %s ada@example.com | sha256sum`
    expect(emailSha256("ada@example.com")).toBe(
      "b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72",
    );
  });
});

describe("withoutEmailAddresses", () => {
  it("removes email addresses from an error before it is logged", () => {
    expect(withoutEmailAddresses("550 5.1.1 <ada.lovelace+x@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <[email]>: Recipient address rejected",
    );
    expect(withoutEmailAddresses("connect ECONNREFUSED 127.0.0.1:2525")).toBe(
      "connect ECONNREFUSED 127.0.0.1:2525",
    );
  });
});
