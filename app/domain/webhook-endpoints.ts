/**
 * The states of a webhook endpoint and of its deliveries as the database stores them (ADR 038 §7),
 * named here so that the console's pages, its server code and the command line read them alike.
 */

/** Why an endpoint is disabled: by an owner, after 72 hours of failures, or by a 410 Gone. */
export const WEBHOOK_DISABLED_REASONS = ["owner", "failing", "gone"] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** A delivery waits (and is retried) until a 2xx, or fails for good. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How long a replaced signing secret still signs beside the new one, so that a receiver can switch. */
export const PREVIOUS_SECRET_HOURS = 24;
