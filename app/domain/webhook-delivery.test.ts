import { describe, expect, it } from "vitest";
import { attemptVerdict, webhookRetryDelayMs } from "./webhook-delivery";

describe("webhook retries", () => {
  it("wait a random time under a ceiling that doubles from 15 s up to 4 hours", () => {
    const atMost = (failures: number) => webhookRetryDelayMs(failures, null, () => 1);
    expect([1, 2, 3, 4, 5].map(atMost)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000]);
    expect(atMost(10)).toBe(7_680_000);
    expect(atMost(12)).toBe(4 * 3_600_000);
    expect(atMost(50)).toBe(4 * 3_600_000);
    expect(webhookRetryDelayMs(3, null, () => 0.5)).toBe(30_000);
  });

  it("wait at least a second", () => {
    expect(webhookRetryDelayMs(1, null, () => 0)).toBe(1_000);
  });

  it("never come sooner than the receiver's Retry-After", () => {
    expect(webhookRetryDelayMs(1, 600, () => 1)).toBe(600_000);
    expect(webhookRetryDelayMs(20, 60, () => 1)).toBe(4 * 3_600_000);
    expect(webhookRetryDelayMs(1, 0, () => 0)).toBe(1_000);
  });

  it("are spread out: the mean wait over many deliveries is half the ceiling", () => {
    let seed = 42;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const waits = Array.from({ length: 10_000 }, () => webhookRetryDelayMs(5, null, random));
    const mean = waits.reduce((sum, wait) => sum + wait, 0) / waits.length;
    expect(mean).toBeGreaterThan(110_000);
    expect(mean).toBeLessThan(130_000);
    expect(new Set(waits).size).toBeGreaterThan(5_000);
  });
});

describe("an attempt's answer", () => {
  it("delivers on any 2xx", () => {
    for (const status of [200, 201, 202, 204, 299]) expect(attemptVerdict(status)).toBe("delivered");
  });

  it("is tried again without an answer, and on 408, 429 and 5xx", () => {
    for (const status of [null, 408, 429, 500, 502, 503, 504, 599])
      expect(attemptVerdict(status)).toBe("retry");
  });

  it("disables the endpoint on 410 Gone", () => {
    expect(attemptVerdict(410)).toBe("gone");
  });

  it("fails the delivery at once on a redirect or another 4xx", () => {
    for (const status of [100, 301, 302, 307, 400, 401, 403, 404, 413, 422])
      expect(attemptVerdict(status)).toBe("refused");
  });
});
