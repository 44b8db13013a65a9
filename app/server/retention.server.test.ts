import { describe, expect, it } from "vitest";
import { retentionPolicyOf } from "./retention.server";

describe("retentionPolicyOf", () => {
  it("reads the keys' TTL in hours and the email and webhook bodies' in days", () => {
    expect(
      retentionPolicyOf({
        IDEMPOTENCY_KEY_TTL_HOURS: 2,
        SENT_EMAIL_BODY_TTL_DAYS: 3,
        WEBHOOK_BODY_TTL_DAYS: 5,
      }),
    ).toEqual({
      idempotencyKeyTtlMs: 2 * 60 * 60 * 1000,
      sentEmailBodyTtlMs: 3 * 24 * 60 * 60 * 1000,
      webhookBodyTtlMs: 5 * 24 * 60 * 60 * 1000,
    });
  });
});
