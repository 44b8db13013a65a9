import { describe, expect, it } from "vitest";
import { defaultRetryPolicy, retryDelayMs, withoutEmailAddresses } from "./outbox.server";

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
