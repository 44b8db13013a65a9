import { describe, expect, it } from "vitest";
import { isWebhookEventType, webhookMessageId } from "./webhook-events";

describe("the webhook-id", () => {
  it("is msg_ and the event's 32 hex digits, without dots", () => {
    expect(webhookMessageId("5B0F3C1E-8D2A-4E7B-9C1D-2F3A4B5C6D7E")).toBe(
      "msg_5b0f3c1e8d2a4e7b9c1d2f3a4b5c6d7e",
    );
  });
});

describe("event types", () => {
  it("are the issue's list, and the test event is not one a receiver subscribes to", () => {
    expect(isWebhookEventType("booking.no_show")).toBe(true);
    expect(isWebhookEventType("webhook.test")).toBe(false);
    expect(isWebhookEventType("lead.deleted")).toBe(false);
  });
});
