/** What each webhook event means, and each state of an endpoint or a delivery, as the console says them. */
import type { WebhookDeliveryStatus, WebhookDisabledReason } from "~/domain/webhook-endpoints";
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from "~/domain/webhook-events";
import { WEBHOOK_GIVE_UP_HOURS } from "~/domain/webhook-delivery";

/** One line each, for the owner choosing what an endpoint receives: when it is sent. */
export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  "lead.created": "A visitor sent the contact form: the new lead and their answers.",
  "lead.status_changed": "Staff moved a lead to another status.",
  "lead.assigned": "Staff gave a lead to a member of staff, or to nobody: the lead with its new owner.",
  "booking.created": "A visitor booked a consultation.",
  "booking.rescheduled": "A consultation was moved to another time.",
  "booking.cancelled": "A consultation was cancelled, by the visitor or by staff.",
  "booking.attended": "Staff marked that the person came to their consultation.",
  "booking.no_show": "Staff marked that the person did not come.",
  "person.erased": "A person's data was erased at their request (only a hash of their email is sent).",
};

/** An event type as the receiver sees it in `type`; the test event is named as what it is. */
export function webhookEventLabel(type: string): string {
  return type === WEBHOOK_TEST_EVENT ? `${type} (test)` : type;
}

export const disabledReasonLabels: Record<WebhookDisabledReason, string> = {
  owner: "Disabled by an owner",
  failing: `Disabled after ${WEBHOOK_GIVE_UP_HOURS} hours of failures`,
  gone: "Disabled: the receiver answered 410 Gone",
};

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: "Waiting",
  succeeded: "Delivered",
  failed: "Failed",
};
