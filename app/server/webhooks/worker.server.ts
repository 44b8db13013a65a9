/**
 * Sends the queued webhook deliveries (issue 25 item 2, ADR 038 §4–§7), after the answer to the
 * request that queued them. Woken by the NOTIFY of outbox.server.ts and by a poll, it claims due
 * deliveries with FOR UPDATE SKIP LOCKED and a lease, as the email outbox does, so that several
 * server processes never send one delivery at once. Unlike the email worker it does not wait for a
 * whole batch: requests run side by side, at most MAX_IN_FLIGHT per process and
 * MAX_IN_FLIGHT_PER_ENDPOINT per endpoint, and each one that ends lets the next claim in, so that
 * one receiver that hangs for its 10 seconds delays nobody else's events.
 *
 * Each attempt is signed per the Standard Webhooks specification with the `standardwebhooks`
 * package, under the event's id (the same for every attempt and every endpoint), and recorded with
 * its outcome in one transaction guarded by the lease.
 */
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { site } from "~/content/site";
import { formatTorontoInstant } from "~/domain/time";
import { WEBHOOK_GIVE_UP_MS, attemptVerdict, webhookRetryDelayMs } from "~/domain/webhook-delivery";
import { WEBHOOK_TEST_EVENT, webhookMessageId } from "~/domain/webhook-events";
import { recordAudit } from "../console/audit.server";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import {
  staffAccounts,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { WebhookDisabledContent } from "../mail/templates.server";
import { enqueueEmails } from "../outbox.server";
import type { WebhookClient, WebhookResponse } from "./http.server";
import { WakeablePass } from "../wakeable-pass.server";
import { UnreadableWebhookSecret, openWebhookSecret } from "./signing-secret.server";

/** An attempt's outcome: the client's, or a secret that could not be opened, which no request was made for. */
type AttemptOutcome =
  WebhookResponse | { kind: "failed"; errorKind: "secret"; message: string; durationMs: number };

/** Requests in flight in one process. */
const MAX_IN_FLIGHT = 16;
/** Requests in flight to one endpoint: a receiver is not flooded after an outage. */
const MAX_IN_FLIGHT_PER_ENDPOINT = 4;
/** How long a claimed delivery stays invisible to other workers: above the client's 10-second limit. */
const LEASE_MS = 30_000;
/** How often to look for due deliveries without being woken: retries, and leases that ran out. */
const POLL_INTERVAL_MS = 5_000;
/** Candidates looked at per claim: enough to fill the free places despite busy endpoints. */
const CLAIM_WINDOW = 64;

export interface WebhookWorkerOptions {
  db: Database;
  client: WebhookClient;
  /** `secret.keyFor(WEBHOOK_SECRET_KEY_USE)`: opens the endpoints' sealed signing secrets. */
  sealingKey: Buffer;
  siteUrl: string;
  logger: Logger;
  /** The site's clock, which queued the deliveries: a delivery is due by the same "now". */
  now?: () => Date;
  /** The clock of the `webhook-timestamp` header: always the real one, since receivers compare it with theirs. */
  wallClock?: () => Date;
  pollIntervalMs?: number;
  random?: () => number;
  /** Awaited before each claim: on PGlite, the site's waiting requests go first (server/http/request-turns.ts). */
  requestsFirst?: () => Promise<void>;
}

interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
  attempts: number;
  firstAttemptAt: Date;
  leaseUntil: Date;
  url: string;
  secretSealed: string;
  secretKeyId: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
}

export class WebhookWorker {
  private readonly inFlight = new Map<
    string,
    { endpointId: string; abort: AbortController; done: Promise<void> }
  >();
  private readonly passes: WakeablePass;
  private readonly now: () => Date;
  private readonly wallClock: () => Date;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.wallClock = options.wallClock ?? (() => new Date());
    this.passes = new WakeablePass(() => this.claimAndStart(), {
      pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
      onError: (error) => options.logger.error({ err: error }, "Webhook claim failed"),
    });
  }

  start(): void {
    this.passes.start();
  }

  /** Sends nothing more; requests in flight are cut, and their deliveries sent again once their lease ends. */
  async stop(): Promise<void> {
    const claimEnded = this.passes.stop();
    for (const request of this.inFlight.values()) request.abort.abort();
    await claimEnded;
    await Promise.all([...this.inFlight.values()].map((request) => request.done));
  }

  /** Look now rather than at the next poll: a delivery was just queued, or a place came free. */
  nudge(): void {
    this.passes.nudge();
  }

  /** Claims and sends until nothing more is due, then resolves once every request has ended: for tests and scripts. */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.claimAndStart();
      if (this.inFlight.size === 0 && started === 0) return;
      await Promise.race([...this.inFlight.values()].map((request) => request.done));
    }
  }

  /** Claims as many due deliveries as there are free places and starts their requests; returns how many. */
  private async claimAndStart(): Promise<number> {
    let started = 0;
    while (!this.passes.stopped) {
      const room = MAX_IN_FLIGHT - this.inFlight.size;
      if (room <= 0) break;
      await this.options.requestsFirst?.();
      // A stop during that wait claims nothing: its requests would start after the stop cut the others.
      if (this.passes.stopped) break;
      const claimed = await this.claim(room);
      for (const delivery of claimed) this.startAttempt(delivery);
      started += claimed.length;
      if (claimed.length < room) break;
    }
    return started;
  }

  private async claim(room: number): Promise<ClaimedDelivery[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const busy = new Map<string, number>();
    for (const { endpointId } of this.inFlight.values())
      busy.set(endpointId, (busy.get(endpointId) ?? 0) + 1);
    return this.options.db.transaction(async (tx) => {
      const candidates = await tx
        .select({
          id: webhookDeliveries.id,
          endpointId: webhookDeliveries.endpointId,
          eventId: webhookDeliveries.eventId,
          eventType: webhookEvents.type,
          body: webhookEvents.body,
          attempts: webhookDeliveries.attempts,
          firstAttemptAt: webhookDeliveries.firstAttemptAt,
          url: webhookEndpoints.url,
          secretSealed: webhookEndpoints.secretSealed,
          secretKeyId: webhookEndpoints.secretKeyId,
          previousSecretSealed: webhookEndpoints.previousSecretSealed,
          previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(
          and(
            eq(webhookDeliveries.status, "pending"),
            sql`${webhookDeliveries.nextAttemptAt} <= ${now}`,
            // A disabled endpoint's deliveries are held; an owner's test event still goes, to check the receiver.
            sql`(${webhookEndpoints.disabledAt} is null or ${webhookEvents.type} = ${WEBHOOK_TEST_EVENT})`,
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(CLAIM_WINDOW)
        .for("update", { of: webhookDeliveries, skipLocked: true });
      const chosen: typeof candidates = [];
      for (const candidate of candidates) {
        if (chosen.length === room) break;
        const endpointLoad = busy.get(candidate.endpointId) ?? 0;
        if (endpointLoad >= MAX_IN_FLIGHT_PER_ENDPOINT || candidate.body === null) continue;
        busy.set(candidate.endpointId, endpointLoad + 1);
        chosen.push(candidate);
      }
      if (chosen.length === 0) return [];
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          nextAttemptAt: leaseUntil,
          firstAttemptAt: sql`coalesce(${webhookDeliveries.firstAttemptAt}, ${now})`,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            chosen.map((delivery) => delivery.id),
          ),
        );
      return chosen.map((delivery) => ({
        ...delivery,
        body: delivery.body!,
        attempts: delivery.attempts + 1,
        firstAttemptAt: delivery.firstAttemptAt ?? now,
        leaseUntil,
      }));
    });
  }

  private startAttempt(delivery: ClaimedDelivery) {
    const abort = new AbortController();
    const done = this.attempt(delivery, abort.signal)
      .catch((error: unknown) =>
        this.options.logger.error(
          { err: error, deliveryId: delivery.id },
          "Webhook attempt could not be recorded",
        ),
      )
      .finally(() => {
        this.inFlight.delete(delivery.id);
        this.nudge();
      });
    this.inFlight.set(delivery.id, { endpointId: delivery.endpointId, abort, done });
  }

  private async attempt(delivery: ClaimedDelivery, signal: AbortSignal): Promise<void> {
    const startedAt = this.now();
    try {
      const response = await this.send(delivery, signal);
      if (!signal.aborted) await this.record(delivery, startedAt, response);
    } catch (error) {
      // Cut by a stop: nothing is recorded, the lease runs out, and another process (or this one,
      // restarted) sends it again under the same id.
      if (!signal.aborted) throw error;
    }
  }

  private async send(delivery: ClaimedDelivery, signal: AbortSignal): Promise<AttemptOutcome> {
    // The header names the same second the signature covers: read the clock once for both, or a
    // second that turns between two readings sends a signature no receiver can verify.
    const timestamp = this.wallClock();
    let signatures: string;
    try {
      signatures = this.signatures(delivery, timestamp);
    } catch (error) {
      if (!(error instanceof UnreadableWebhookSecret)) throw error;
      return { kind: "failed", errorKind: "secret", message: error.message, durationMs: 0 };
    }
    return this.options.client.send(
      {
        url: delivery.url,
        headers: {
          "content-type": "application/json",
          "user-agent": `${site.brand} webhooks (+${this.options.siteUrl})`,
          "webhook-id": webhookMessageId(delivery.eventId),
          "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
          "webhook-signature": signatures,
        },
        body: delivery.body,
      },
      signal,
    );
  }

  /** The current secret's signature, and during a rotation the previous one's beside it, space-separated. */
  private signatures(delivery: ClaimedDelivery, timestamp: Date): string {
    const { sealingKey } = this.options;
    const messageId = webhookMessageId(delivery.eventId);
    const secrets = [
      openWebhookSecret(sealingKey, delivery.endpointId, {
        sealed: delivery.secretSealed,
        keyId: delivery.secretKeyId,
      }),
    ];
    if (
      delivery.previousSecretSealed !== null &&
      delivery.previousSecretExpiresAt !== null &&
      delivery.previousSecretExpiresAt > this.now()
    ) {
      secrets.push(
        openWebhookSecret(sealingKey, delivery.endpointId, {
          sealed: delivery.previousSecretSealed,
          keyId: delivery.secretKeyId,
        }),
      );
    }
    return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, delivery.body)).join(" ");
  }

  private async record(delivery: ClaimedDelivery, startedAt: Date, response: AttemptOutcome): Promise<void> {
    const { db, logger } = this.options;
    const now = this.now();
    const statusCode = response.kind === "answered" ? response.statusCode : null;
    const verdict =
      response.kind === "failed" && response.errorKind === "invalid-url"
        ? "refused"
        : attemptVerdict(statusCode);
    const retryAfterSeconds = response.kind === "answered" ? response.retryAfterSeconds : null;
    const outOfTime = now.getTime() - delivery.firstAttemptAt.getTime() >= WEBHOOK_GIVE_UP_MS;
    const retry = verdict === "retry" && !outOfTime;
    const nextAttemptAt = retry
      ? new Date(
          now.getTime() + webhookRetryDelayMs(delivery.attempts, retryAfterSeconds, this.options.random),
        )
      : null;
    const error =
      response.kind === "failed" ? `${response.errorKind}: ${response.message}` : `HTTP ${statusCode}`;

    const disabled = await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        startedAt,
        durationMs: response.durationMs,
        statusCode,
        errorKind: response.kind === "failed" ? response.errorKind : null,
        errorMessage: response.kind === "failed" ? response.message.slice(0, 1_000) : null,
        responseBytes: response.kind === "answered" ? response.responseBytes : null,
        responseExcerpt: response.kind === "answered" ? response.excerpt : null,
        retryAfterSeconds,
        nextAttemptAt,
      });
      // Only while our lease holds: a delivery another worker has claimed since stays as that worker leaves it.
      const updated = await tx
        .update(webhookDeliveries)
        .set({
          status: verdict === "delivered" ? "succeeded" : retry ? "pending" : "failed",
          succeededAt: verdict === "delivered" ? now : null,
          lastStatusCode: statusCode,
          lastError: verdict === "delivered" ? null : error.slice(0, 1_000),
          ...(nextAttemptAt ? { nextAttemptAt } : {}),
        })
        .where(
          and(
            eq(webhookDeliveries.id, delivery.id),
            eq(webhookDeliveries.status, "pending"),
            eq(webhookDeliveries.nextAttemptAt, delivery.leaseUntil),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (updated.length === 0 || delivery.eventType === WEBHOOK_TEST_EVENT) return undefined;
      if (verdict === "delivered") {
        await this.endpointSucceeded(tx, delivery.endpointId, now);
        return undefined;
      }
      if (verdict === "gone") return this.disableEndpoint(tx, delivery, "gone", now, error);
      // A refusal (a 4xx) is about this event, not the receiver's health.
      if (verdict === "retry") return this.endpointFailed(tx, delivery, now, error);
      return undefined;
    });

    const fields = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      eventType: delivery.eventType,
      attempt: delivery.attempts,
      statusCode,
      durationMs: response.durationMs,
    };
    if (verdict === "delivered") logger.info(fields, "Webhook delivered");
    else
      logger.warn(
        { ...fields, reason: error, nextAttemptAt },
        retry ? "Webhook attempt failed; will retry" : "Webhook delivery failed for good",
      );
    if (disabled)
      logger.error({ endpointId: delivery.endpointId, reason: disabled }, "Webhook endpoint disabled");
  }

  /**
   * The receiver is back: the endpoint is no longer failing, and its other deliveries that wait
   * for a later retry are due now rather than hours from now. Those under a lease (their requests
   * in flight) are left alone, so none is sent twice at once: a lease ends at most LEASE_MS after
   * its claim, and a claim by another process may be stamped a little after this one's "now", so
   * only waits longer than twice the lease are cut short; shorter ones end soon anyway.
   */
  private async endpointSucceeded(tx: Executor, endpointId: string, now: Date) {
    await tx
      .update(webhookEndpoints)
      .set({ lastSuccessAt: now, failingSince: null })
      .where(eq(webhookEndpoints.id, endpointId));
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, "pending"),
          gt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + 2 * LEASE_MS)),
        ),
      );
  }

  /** Marks the endpoint failing since now if it was not; disables it once it has failed for WEBHOOK_GIVE_UP_HOURS. */
  private async endpointFailed(tx: Executor, delivery: ClaimedDelivery, now: Date, error: string) {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledAt)))
      .returning({ failingSince: webhookEndpoints.failingSince });
    if (!endpoint?.failingSince || now.getTime() - endpoint.failingSince.getTime() < WEBHOOK_GIVE_UP_MS)
      return undefined;
    return this.disableEndpoint(tx, delivery, "failing", now, error, endpoint.failingSince);
  }

  /** Stops sending to the endpoint, in the audit log, and tells every active owner by email. */
  private async disableEndpoint(
    tx: Executor,
    delivery: ClaimedDelivery,
    reason: "failing" | "gone",
    now: Date,
    lastError: string,
    failingSince: Date = now,
  ) {
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledAt)))
      .returning({ eventTypes: webhookEndpoints.eventTypes });
    if (disabled.length === 0) return undefined;
    const origin = new URL(delivery.url).origin;
    await recordAudit(
      tx,
      {
        action: reason === "gone" ? "webhook-disabled-gone" : "webhook-disabled-failing",
        actor: "webhook delivery",
        subjectType: "webhook",
        subjectId: delivery.endpointId,
        details: { endpointId: delivery.endpointId, origin, eventTypes: disabled[0]!.eventTypes },
      },
      now,
    );
    const owners = await tx
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, "owner"), isNull(staffAccounts.disabledAt)));
    const content: WebhookDisabledContent = {
      kind: "webhook-disabled",
      origin,
      failingSinceLabel: formatTorontoInstant(failingSince),
      lastError:
        reason === "gone" ? "HTTP 410 Gone: the receiver asked not to be sent any more events." : lastError,
      consoleUrl: new URL(`/admin/webhooks/${delivery.endpointId}`, this.options.siteUrl).href,
    };
    await enqueueEmails(
      tx,
      owners.map((owner) => ({ kind: "webhook-disabled", recipient: owner.email, content })),
      now,
    );
    return reason;
  }
}
