/**
 * The events the site sends to the agency's webhook endpoints (issue 25, ADR 038). The list is the
 * one place the event types are named: the database checks an endpoint's subscriptions against it,
 * the console and the command line offer it.
 */
export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.attended",
  "booking.no_show",
  "person.erased",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only to the endpoint an owner tests from the console or the command line, never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export type WebhookEventTypeOrTest = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * The `webhook-id` of an event, the same on every attempt and for every endpoint: `msg_` and the
 * event's uuid as 32 hex digits, since the specification allows no `.` in it. Receivers fold
 * duplicates by it.
 */
export function webhookMessageId(eventId: string): string {
  return `msg_${eventId.replaceAll("-", "").toLowerCase()}`;
}

/** The version of every payload this site sends today; a removed or changed field means a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;
