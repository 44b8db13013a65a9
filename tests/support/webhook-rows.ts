/**
 * Webhook rows for the integration suites: an endpoint stored as the console stores it (its
 * secret's columns are never read, and no request is ever made), and a stored event's body read
 * back through its type's schema.
 */
import { expect } from "vitest";
import * as z from "zod/mini";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  type WebhookEventTypeOrTest,
  webhookPayloadSchemas,
} from "../../app/domain/webhook-events";
import type { Executor } from "../../app/server/db/executor.server";
import { webhookEndpoints } from "../../app/server/db/schema.server";

export async function insertWebhookEndpoint(
  db: Executor,
  eventTypes: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
  options: { disabledAt?: Date } = {},
) {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: "https://crm.example/hooks/site",
      eventTypes: [...eventTypes],
      secretSealed: "v1.not.a.secret",
      secretKeyId: "00000000",
      ...(options.disabledAt ? { disabledAt: options.disabledAt, disabledReason: "owner" } : {}),
    })
    .returning();
  return endpoint!;
}

/** The body of a stored event, which must be of this type and satisfy its type's schema. */
export function payloadOf<Type extends WebhookEventTypeOrTest>(
  event: { type: string; body: string | null },
  type: Type,
) {
  expect(event.type).toBe(type);
  return z.parse(webhookPayloadSchemas[type], JSON.parse(event.body!));
}
