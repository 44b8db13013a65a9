/**
 * The agency's webhook endpoints as owners manage them, in the console (/admin/webhooks) and with
 * `npm run webhooks` (issue 25, ADR 038 §8–9): add one (its signing secret is returned once and
 * stored only sealed), list them, read one with its recent deliveries and their attempts, enable,
 * disable, remove, rotate the secret, send a delivery again and send a test event.
 *
 * Who may call these is decided before them: the owners' layout in the console, the server's own
 * user for the command line. Each change locks the row it changes, so that it and the worker (which
 * disables a failing endpoint) go one after the other, and writes its audit entry in its own
 * transaction. Audit details name the endpoint by its id and origin only: a receiver's URL often
 * carries a token of its own in its path or query.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { checkWebhookUrl } from "~/domain/webhook-url";
import {
  PREVIOUS_SECRET_HOURS,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
} from "~/domain/webhook-endpoints";
import {
  isWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookMessageId,
} from "~/domain/webhook-events";
import type { Actor } from "../console/accounts.server";
import { type AuditAction, recordAudit } from "../console/audit.server";
import { clockContext, configContext, databaseContext, webhookSealingKeyContext } from "../context.server";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from "../db/schema.server";
import { enqueueWebhookEvent, notifyWebhookWorkers } from "./outbox.server";
import { newWebhookSecret, sealWebhookSecret, webhookSecretKeyId } from "./signing-secret.server";

/** What the functions below need of the server. */
export interface WebhookServices {
  db: Database;
  /** `keyFor(WEBHOOK_SECRET_KEY_USE)` of the server's secret, which seals the signing secrets. */
  sealingKey: Buffer;
  /** WEBHOOK_ALLOWED_HOSTS: the hosts an endpoint's URL may name with http. */
  allowedHosts: readonly string[];
  now: () => Date;
}

/** The services a console request was given by the process (server/site.ts). */
export function webhookServicesOf(context: Readonly<RouterContextProvider>): WebhookServices {
  return {
    db: context.get(databaseContext),
    sealingKey: context.get(webhookSealingKeyContext),
    allowedHosts: context.get(configContext).WEBHOOK_ALLOWED_HOSTS,
    now: context.get(clockContext),
  };
}

/** How many of an endpoint's deliveries its page shows, newest first. */
export const RECENT_DELIVERIES = 20;
/** How many attempts of each of them, the latest: a delivery retried for 3 days has about 45. */
export const ATTEMPTS_SHOWN = 5;

const HOUR_MS = 3_600_000;

/** The part of a URL that may be shown and recorded anywhere: no path, no query. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

export interface EndpointSummary {
  id: string;
  /** The whole URL: owners only (both callers are). */
  url: string;
  origin: string;
  eventTypes: string[];
  disabled: { at: Date; reason: WebhookDisabledReason } | null;
  lastSuccessAt: Date | null;
  /** The first failure since the last success. */
  failingSince: Date | null;
  /** Deliveries still to make; while the endpoint is disabled, they are held until it is enabled. */
  pendingDeliveries: number;
  createdAt: Date;
}

/** The endpoints with their counts of pending deliveries, oldest first. */
async function summaries(db: Executor, endpointId?: string): Promise<EndpointSummary[]> {
  const pending = db
    .select({ endpointId: webhookDeliveries.endpointId, n: count().as("n") })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, "pending"))
    .groupBy(webhookDeliveries.endpointId)
    .as("pending");
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      eventTypes: webhookEndpoints.eventTypes,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
      lastSuccessAt: webhookEndpoints.lastSuccessAt,
      failingSince: webhookEndpoints.failingSince,
      createdAt: webhookEndpoints.createdAt,
      pending: pending.n,
    })
    .from(webhookEndpoints)
    .leftJoin(pending, eq(pending.endpointId, webhookEndpoints.id))
    .where(endpointId === undefined ? undefined : eq(webhookEndpoints.id, endpointId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(({ disabledAt, disabledReason, pending: pendingDeliveries, ...row }) => ({
    ...row,
    origin: originOf(row.url),
    disabled:
      disabledAt === null ? null : { at: disabledAt, reason: disabledReason as WebhookDisabledReason },
    pendingDeliveries: Number(pendingDeliveries ?? 0),
  }));
}

export function listEndpoints(db: Executor): Promise<EndpointSummary[]> {
  return summaries(db);
}

export interface DeliveryView {
  id: string;
  eventId: string;
  /** The `webhook-id` the receiver sees. */
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When a pending delivery is tried next (or held, while the endpoint is disabled). */
  nextAttemptAt: Date;
  succeededAt: Date | null;
  /** When the change it reports was made. */
  occurredAt: Date;
  /** Whether "send again" would do anything (resendDelivery). */
  canSendAgain: boolean;
  /** The latest ATTEMPTS_SHOWN attempts, newest first. */
  latestAttempts: AttemptView[];
}

export interface AttemptView {
  id: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  errorKind: string | null;
  errorMessage: string | null;
  /** The answer's first 2 KB, as text; never interpreted. */
  responseExcerpt: string | null;
}

export interface EndpointDetail extends EndpointSummary {
  /** Sealed under another APP_SECRET: nothing can be signed until the secret is rotated. */
  secretUnreadable: boolean;
  /** While a rotated-out secret still signs beside the new one. */
  previousSecretUntil: Date | null;
  deliveries: DeliveryView[];
}

/** One endpoint, its recent deliveries and their latest attempts; undefined when there is none. */
export async function endpointDetail(
  services: WebhookServices,
  endpointId: string,
): Promise<EndpointDetail | undefined> {
  const { db } = services;
  const [summary] = await summaries(db, endpointId);
  if (!summary) return undefined;
  const [secret] = await db
    .select({
      keyId: webhookEndpoints.secretKeyId,
      previousUntil: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      succeededAt: webhookDeliveries.succeededAt,
      occurredAt: webhookEvents.occurredAt,
      prunedAt: webhookEvents.prunedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(RECENT_DELIVERIES);
  const attempts = await latestAttempts(
    db,
    deliveries.map((delivery) => delivery.id),
  );
  const now = services.now();
  return {
    ...summary,
    secretUnreadable: secret!.keyId !== webhookSecretKeyId(services.sealingKey),
    previousSecretUntil: secret!.previousUntil && secret!.previousUntil > now ? secret!.previousUntil : null,
    deliveries: deliveries.map(({ prunedAt, ...delivery }) => ({
      ...delivery,
      messageId: webhookMessageId(delivery.eventId),
      status: delivery.status as WebhookDeliveryStatus,
      canSendAgain: whyNotSendAgain({ ...delivery, pruned: prunedAt !== null }) === undefined,
      latestAttempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    })),
  };
}

async function latestAttempts(db: Executor, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return [];
  const ranked = db
    .select({
      id: webhookAttempts.id,
      deliveryId: webhookAttempts.deliveryId,
      startedAt: webhookAttempts.startedAt,
      durationMs: webhookAttempts.durationMs,
      statusCode: webhookAttempts.statusCode,
      errorKind: webhookAttempts.errorKind,
      errorMessage: webhookAttempts.errorMessage,
      responseExcerpt: webhookAttempts.responseExcerpt,
      rank: sql<number>`row_number() over (partition by ${webhookAttempts.deliveryId} order by ${webhookAttempts.id} desc)`.as(
        "rank",
      ),
    })
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, ATTEMPTS_SHOWN))
    .orderBy(desc(ranked.id));
  return rows.map(({ rank: _rank, ...attempt }) => attempt);
}

export type AddEndpointOutcome =
  | { kind: "added"; id: string; origin: string; secret: string }
  | { kind: "refused"; fieldErrors: { url?: string; events?: string } };

/** The event types asked for, checked against the list, in the list's order; or what is wrong. */
function checkEventTypes(
  asked: readonly string[],
): { ok: true; types: string[] } | { ok: false; message: string } {
  const unknown = asked.filter((type) => !isWebhookEventType(type));
  if (unknown.length > 0)
    return {
      ok: false,
      message: `Not an event this site sends: ${unknown.join(", ")}. Choose from ${WEBHOOK_EVENT_TYPES.join(", ")}.`,
    };
  const types = WEBHOOK_EVENT_TYPES.filter((type) => asked.includes(type));
  if (types.length === 0) return { ok: false, message: "Choose at least one event to send." };
  return { ok: true, types };
}

/**
 * A new endpoint, enabled, with a new signing secret sealed under the server's key and the
 * endpoint's own id. The secret is in the answer and nowhere else: it cannot be read back.
 */
export async function addEndpoint(
  services: WebhookServices,
  input: { url: string; eventTypes: readonly string[] },
  by: Actor,
): Promise<AddEndpointOutcome> {
  const url = checkWebhookUrl(input.url, services.allowedHosts);
  const eventTypes = checkEventTypes(input.eventTypes);
  if (!url.ok || !eventTypes.ok) {
    return {
      kind: "refused",
      fieldErrors: {
        ...(url.ok ? {} : { url: url.message }),
        ...(eventTypes.ok ? {} : { events: eventTypes.message }),
      },
    };
  }
  // The id is chosen here: the sealed secret names it, so a copy in another row does not open.
  const id = randomUUID();
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(services.sealingKey, id, secret);
  const now = services.now();
  const endpoint = {
    id,
    url: url.url.href,
    eventTypes: eventTypes.types,
    secretSealed: sealed.sealed,
    secretKeyId: sealed.keyId,
    createdAt: now,
    createdBy: by.staffId ?? null,
  };
  await services.db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values(endpoint);
    await auditEndpoint(tx, by, "webhook-created", endpoint, now);
  });
  return { kind: "added", id, origin: url.url.origin, secret };
}

/** A change to one endpoint: made, no such endpoint, or it was already so. */
export type EndpointChange = "done" | "not-found" | "unchanged";

type LockedEndpoint = typeof webhookEndpoints.$inferSelect;

/** The endpoint's row, locked until the transaction ends, handed to `change`, which audits itself. */
async function changeEndpoint<Outcome>(
  services: WebhookServices,
  endpointId: string,
  change: (tx: Executor, endpoint: LockedEndpoint, now: Date) => Promise<Outcome>,
): Promise<Outcome | "not-found"> {
  return services.db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId))
      .for("update");
    if (!endpoint) return "not-found" as const;
    return change(tx, endpoint, services.now());
  });
}

function auditEndpoint(
  tx: Executor,
  by: Actor,
  action: AuditAction,
  endpoint: Pick<LockedEndpoint, "id" | "url" | "eventTypes">,
  now: Date,
  details: Record<string, unknown> = {},
) {
  return recordAudit(
    tx,
    {
      ...by,
      action,
      subjectType: "webhook",
      subjectId: endpoint.id,
      details: {
        endpointId: endpoint.id,
        origin: originOf(endpoint.url),
        eventTypes: endpoint.eventTypes,
        ...details,
      },
    },
    now,
  );
}

/**
 * Enabled again: its failures are forgotten, and the deliveries held while it was disabled are due
 * at once (the worker is woken when the transaction commits). An attempt still in flight from
 * before it was disabled loses its lease with them, and is sent again: at least once, as always.
 */
export function enableEndpoint(services: WebhookServices, endpointId: string, by: Actor) {
  return changeEndpoint(services, endpointId, async (tx, endpoint, now): Promise<EndpointChange> => {
    if (endpoint.disabledAt === null) return "unchanged";
    await tx
      .update(webhookEndpoints)
      .set({ disabledAt: null, disabledReason: null, failingSince: null })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const released = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.status, "pending"),
          gt(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (released.length > 0) await notifyWebhookWorkers(tx);
    await auditEndpoint(tx, by, "webhook-enabled", endpoint, now);
    return "done";
  });
}

/** Disabled by an owner: it gets no new deliveries, and its pending ones are held until it is enabled. */
export function disableEndpoint(services: WebhookServices, endpointId: string, by: Actor) {
  return changeEndpoint(services, endpointId, async (tx, endpoint, now): Promise<EndpointChange> => {
    if (endpoint.disabledAt !== null) return "unchanged";
    const reason: WebhookDisabledReason = "owner";
    await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledReason: reason })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await auditEndpoint(tx, by, "webhook-disabled", endpoint, now);
    return "done";
  });
}

/**
 * Removed with its deliveries and their attempts, and the events no other endpoint still has (their
 * bodies hold personal data that nothing would send any more); the audit log keeps that it existed.
 */
export function removeEndpoint(services: WebhookServices, endpointId: string, by: Actor) {
  return changeEndpoint(services, endpointId, async (tx, endpoint, now): Promise<EndpointChange> => {
    const deliveries = await tx
      .delete(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .returning({ eventId: webhookDeliveries.eventId });
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    const eventIds = [...new Set(deliveries.map((delivery) => delivery.eventId))];
    if (eventIds.length > 0) {
      await tx
        .delete(webhookEvents)
        .where(
          and(
            inArray(webhookEvents.id, eventIds),
            sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id})`,
          ),
        );
    }
    await auditEndpoint(tx, by, "webhook-removed", endpoint, now);
    return "done";
  });
}

export type RotateOutcome = { kind: "rotated"; secret: string; previousUntil: Date | null } | "not-found";

/**
 * A new signing secret, returned once. The one it replaces still signs beside it for
 * PREVIOUS_SECRET_HOURS, so that the receiver can switch without refusing an event; unless it was
 * sealed under another APP_SECRET, when it cannot sign at all and is dropped (the previous secret
 * is opened with the endpoint's key id, which is the new one's).
 */
export async function rotateSecret(
  services: WebhookServices,
  endpointId: string,
  by: Actor,
): Promise<RotateOutcome> {
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(services.sealingKey, endpointId, secret);
  return changeEndpoint(services, endpointId, async (tx, endpoint, now) => {
    const previousReadable = endpoint.secretKeyId === sealed.keyId;
    const previousUntil = previousReadable ? new Date(now.getTime() + PREVIOUS_SECRET_HOURS * HOUR_MS) : null;
    await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: sealed.sealed,
        secretKeyId: sealed.keyId,
        previousSecretSealed: previousReadable ? endpoint.secretSealed : null,
        previousSecretExpiresAt: previousUntil,
      })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await auditEndpoint(tx, by, "webhook-secret-rotated", endpoint, now);
    return { kind: "rotated" as const, secret, previousUntil };
  });
}

type SendAgainRefusal = "succeeded" | "not-attempted" | "pruned";
export type ResendOutcome = "done" | "not-found" | SendAgainRefusal;

/**
 * Why sending a delivery again would do nothing, if it would: it succeeded, it has not been tried
 * yet (it goes out on its own), or its event's body was removed by retention.
 */
function whyNotSendAgain(delivery: {
  status: string;
  attempts: number;
  pruned: boolean;
}): SendAgainRefusal | undefined {
  if (delivery.status === "succeeded") return "succeeded";
  if (delivery.status === "pending" && delivery.attempts === 0) return "not-attempted";
  if (delivery.pruned) return "pruned";
  return undefined;
}

/**
 * A failed delivery, or one waiting for a retry, sent again: due now, its attempts counted afresh
 * and a new 72 hours before it fails for good, under the same `webhook-id` (it is the same event: a
 * receiver that processed it already folds it). While the endpoint is disabled it is held with the
 * others. An attempt in flight meanwhile loses its lease, so its outcome is dropped and the delivery
 * is sent again: at least once, as every delivery.
 */
export function resendDelivery(
  services: WebhookServices,
  endpointId: string,
  deliveryId: string,
  by: Actor,
): Promise<ResendOutcome> {
  return changeEndpoint(services, endpointId, async (tx, endpoint, now): Promise<ResendOutcome> => {
    const [delivery] = await tx
      .select({
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        prunedAt: webhookEvents.prunedAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .for("update", { of: webhookDeliveries });
    if (!delivery) return "not-found";
    const refusal = whyNotSendAgain({ ...delivery, pruned: delivery.prunedAt !== null });
    if (refusal) return refusal;
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: now, attempts: 0, firstAttemptAt: null })
      .where(eq(webhookDeliveries.id, deliveryId));
    await notifyWebhookWorkers(tx);
    await auditEndpoint(tx, by, "webhook-resent", endpoint, now, { deliveryId });
    return "done";
  });
}

/**
 * A `webhook.test` event for this endpoint alone, whatever it subscribes to, saying who sent it: the
 * receiver's owner sees the signature check pass (or not) without waiting for a lead.
 */
export function sendTestEvent(
  services: WebhookServices,
  endpointId: string,
  by: Actor,
): Promise<"done" | "not-found"> {
  return changeEndpoint(services, endpointId, async (tx, endpoint, now) => {
    await enqueueWebhookEvent(
      tx,
      {
        type: WEBHOOK_TEST_EVENT,
        endpointId: endpoint.id,
        data: { endpointId: endpoint.id, sentBy: by.actor },
      },
      now,
    );
    await auditEndpoint(tx, by, "webhook-test-sent", endpoint, now);
    return "done" as const;
  });
}
