/**
 * The webhook worker against a receiver of the test's own on 127.0.0.1 (allowed by
 * WEBHOOK_ALLOWED_HOSTS), which verifies every request with the `standardwebhooks` library: events
 * arrive signed, once per id, the signature covering the second the header names; a 500 then a 200 is the same id twice; a receiver that hangs is cut
 * at 10 s without holding up another's events; Retry-After, 410 and three days of failures; and on
 * PostgreSQL, two workers send each delivery once.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { WEBHOOK_GIVE_UP_MS } from "~/domain/webhook-delivery";
import { type WebhookEventType, webhookMessageId } from "~/domain/webhook-events";
import { raceTest, testDatabases } from "../../../tests/support/databases";
import { withRenderings } from "../../../tests/support/outbox-emails";
import { actingStaff } from "../../../tests/support/staff";
import { startWebhookReceiver, type WebhookReceiver } from "../../../tests/support/webhook-receiver";
import type { Database, DatabaseHandle } from "../db/client.server";
import {
  auditLog,
  emailOutbox,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema.server";
import { createLogger } from "../logger.server";
import { createWebhookClient } from "./http.server";
import { enqueueWebhookEvent, WEBHOOK_CHANNEL } from "./outbox.server";
import { newWebhookSecret, sealWebhookSecret } from "./signing-secret.server";
import { WebhookWorker } from "./worker.server";

const sealingKey = randomBytes(32);
const SITE_URL = "https://www.example.com";

/** An endpoint as an owner would add it, with the secret it would have been shown. */
async function addEndpoint(db: Database, url: string, eventTypes: WebhookEventType[] = ["lead.created"]) {
  const id = randomUUID();
  const secret = newWebhookSecret();
  const { sealed, keyId } = sealWebhookSecret(sealingKey, id, secret);
  await db.insert(webhookEndpoints).values({ id, url, eventTypes, secretSealed: sealed, secretKeyId: keyId });
  return { id, secret };
}

function leadEvent(n: number) {
  return {
    type: "lead.created" as const,
    data: { id: `lead-${n}`, answers: [{ label: "Company", value: "Café Émile" }] },
  };
}

describe.each(testDatabases)("webhook delivery on $name", (testDatabase) => {
  let database: DatabaseHandle;
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setUp(
    options: {
      now?: () => Date;
      wallClock?: () => Date;
      timeoutMs?: number;
      random?: () => number;
      pollIntervalMs?: number;
      requestsFirst?: () => Promise<void>;
    } = {},
  ) {
    database = await testDatabase.open();
    cleanup.push(() => database.close());
    const worker = new WebhookWorker({
      db: database.db,
      client: createWebhookClient({ allowedHosts: ["127.0.0.1"], timeoutMs: options.timeoutMs }),
      sealingKey,
      siteUrl: SITE_URL,
      logger: createLogger("silent"),
      now: options.now,
      wallClock: options.wallClock,
      random: options.random ?? (() => 0),
      pollIntervalMs: options.pollIntervalMs ?? 200,
      requestsFirst: options.requestsFirst,
    });
    return worker;
  }

  async function receiver(secrets: string[] | (() => string[])): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver(secrets);
    cleanup.push(() => started.close());
    return started;
  }

  function run(worker: WebhookWorker) {
    worker.start();
    cleanup.push(() => worker.stop());
  }

  it("sends each event once, signed, woken by the commit's NOTIFY", async () => {
    // A poll of ten minutes, longer than the wait below: only the NOTIFY can wake it in time.
    const worker = await setUp({ pollIntervalMs: 600_000 });
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    await database.listen(WEBHOOK_CHANNEL, () => worker.nudge(), createLogger("silent"));
    run(worker);

    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(1), new Date()));
    const [received] = await hook.waitFor(1, 60_000);
    expect(received!.payload).toMatchObject({ type: "lead.created", version: 1, data: { id: "lead-1" } });
    expect(received!.headers["content-type"]).toBe("application/json");
    expect(received!.headers["user-agent"]).toMatch(/webhooks/);
    expect(received!.id).toMatch(/^msg_[0-9a-f]{32}$/);
    // The timestamp is the wall clock's, in seconds: receivers refuse one five minutes off.
    expect(Math.abs(received!.timestamp - Date.now() / 1000)).toBeLessThan(60);

    await expect.poll(() => deliveryStatuses(database.db)).toEqual(["succeeded"]);
    await worker.stop();
    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 200 });
    const attempts = await database.db.select().from(webhookAttempts);
    expect(attempts).toEqual([
      expect.objectContaining({ statusCode: 200, errorKind: null, nextAttemptAt: null, responseBytes: 0 }),
    ]);
    expect(hook.received).toHaveLength(1);
    expect(hook.rejected).toEqual([]);
    const [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow!.lastSuccessAt).not.toBeNull();
  }, 120_000);

  it("signs the very second its webhook-timestamp header names, however the clock turns meanwhile", async () => {
    // A wall clock that moves on a second at each reading: two readings would never agree.
    let seconds = Math.floor(Date.now() / 1000);
    const worker = await setUp({ wallClock: () => new Date(++seconds * 1000) });
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(3), new Date()));
    run(worker);

    await hook.waitFor(1, 60_000);
    expect(hook.rejected).toEqual([]);
    await expect.poll(() => deliveryStatuses(database.db)).toEqual(["succeeded"]);
  }, 120_000);

  it("sends a 500's event again under the same id, with a later timestamp, and succeeds on the 200", async () => {
    const worker = await setUp();
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = ({ attempt }) =>
      attempt === 1 ? { status: 500, body: "database is down" } : { status: 200 };
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(2), new Date()));
    run(worker);

    const [first, second] = await hook.waitFor(2, 10_000);
    expect(second!.id).toBe(first!.id);
    expect(second!.body).toBe(first!.body);
    expect(second!.receivedAt).toBeGreaterThanOrEqual(first!.receivedAt + 1_000);
    await expect.poll(() => deliveryStatuses(database.db)).toEqual(["succeeded"]);
    await worker.stop();

    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
    });
    const attempts = await database.db.select().from(webhookAttempts).orderBy(webhookAttempts.id);
    expect(attempts.map((attempt) => [attempt.statusCode, attempt.responseExcerpt])).toEqual([
      [500, "database is down"],
      [200, ""],
    ]);
    expect(attempts[0]!.nextAttemptAt).not.toBeNull();
    // Failing since the 500, and no longer once the 200 came.
    const [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow).toMatchObject({ failingSince: null, disabledAt: null });
  });

  it("cuts a receiver that hangs at 10 s, while another endpoint's events still arrive at once", async () => {
    const worker = await setUp();
    const stuck = await receiver(() => [stuckEndpoint.secret]);
    const healthy = await receiver(() => [healthyEndpoint.secret]);
    const stuckEndpoint = await addEndpoint(database.db, stuck.url);
    const healthyEndpoint = await addEndpoint(database.db, healthy.url);
    stuck.answer = () => "hang";
    run(worker);

    const sentAt = Date.now();
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(3), new Date()));
    await stuck.waitFor(1, 5_000);
    await healthy.waitFor(1, 5_000);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    // A second event for both while the first request still hangs.
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(4), new Date()));
    await healthy.waitFor(2, 5_000);

    await expect
      .poll(() => stuck.cutWhileHanging, { timeout: 20_000, interval: 200 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () =>
          database.db
            .select()
            .from(webhookAttempts)
            .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
            .where(eq(webhookDeliveries.endpointId, stuckEndpoint.id)),
        { timeout: 10_000, interval: 200 },
      )
      .not.toHaveLength(0);
    const [cut] = await database.db
      .select()
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookDeliveries.endpointId, stuckEndpoint.id));
    expect(cut!.webhook_attempts).toMatchObject({ statusCode: null, errorKind: "timeout" });
    expect(cut!.webhook_attempts.durationMs).toBeGreaterThanOrEqual(10_000);
    expect(cut!.webhook_attempts.durationMs).toBeLessThan(15_000);
    expect(cut!.webhook_deliveries.status).toBe("pending");
  }, 60_000);

  it("waits as long as a 429's Retry-After asks", async () => {
    const worker = await setUp();
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = ({ attempt }) =>
      attempt === 1 ? { status: 429, headers: { "retry-after": "3" } } : { status: 200 };
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(5), new Date()));
    run(worker);
    const [first, second] = await hook.waitFor(2, 15_000);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(2_900);
    const [attempt] = await database.db.select().from(webhookAttempts).orderBy(webhookAttempts.id).limit(1);
    expect(attempt).toMatchObject({ statusCode: 429, retryAfterSeconds: 3 });
  });

  it("fails a delivery at once on a 4xx or a redirect, which is never followed", async () => {
    const worker = await setUp();
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = ({ attempt }) =>
      attempt === 1
        ? { status: 302, headers: { location: "http://127.0.0.1:1/elsewhere" } }
        : { status: 200 };
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(6), new Date()));
    await worker.drain();
    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      lastStatusCode: 302,
      lastError: "HTTP 302",
    });
    expect(hook.received).toHaveLength(1);
    // A refusal is about that event, not the receiver: the endpoint is not marked failing.
    const [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow!.failingSince).toBeNull();
  });

  it("disables an endpoint that answers 410 Gone, in the audit log, and tells the owners", async () => {
    const worker = await setUp();
    const owner = await actingStaff(database.db, () => new Date(), "owner");
    await actingStaff(database.db, () => new Date(), "staff");
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = () => ({ status: 410 });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(7), new Date()));
    await worker.drain();

    const [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow).toMatchObject({ disabledReason: "gone" });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook-disabled-gone"));
    expect(audit).toMatchObject({
      actor: "webhook delivery",
      subjectId: endpoint.id,
      details: { endpointId: endpoint.id, origin: new URL(hook.url).origin, eventTypes: ["lead.created"] },
    });
    // The audit entry carries the origin only: the URL's path and query may hold the receiver's token.
    expect(JSON.stringify(audit)).not.toContain("receiver-token");
    const emails = await withRenderings(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "webhook-disabled")),
      SITE_URL,
    );
    expect(emails.map((email) => email.recipient)).toEqual([owner.staff.email]);
    expect(emails[0]!.subject).toBe(`Webhooks to ${new URL(hook.url).origin} are paused`);
    expect(emails[0]!.text).toContain(`${SITE_URL}/admin/webhooks/${endpoint.id}`);

    // From now on it is given no new events.
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(8), new Date()));
    await worker.drain();
    expect(hook.received).toHaveLength(1);
  });

  it("disables an endpoint after 72 hours of failures, and fails a delivery 72 hours after its first attempt", async () => {
    let clock = new Date("2026-11-20T15:00:00Z");
    const worker = await setUp({ now: () => clock });
    const owner = await actingStaff(database.db, () => clock, "owner");
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = () => ({ status: 503 });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(9), clock));

    await worker.drain();
    let [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow!.failingSince).toEqual(clock);
    const failingSince = clock;

    // Each retry as soon as it is due, a day at a time: still failing, not yet disabled.
    for (const hours of [24, 48, 71]) {
      clock = new Date(failingSince.getTime() + hours * 3_600_000);
      await worker.drain();
      [endpointRow] = await database.db.select().from(webhookEndpoints);
      expect(endpointRow!.disabledAt).toBeNull();
    }
    clock = new Date(failingSince.getTime() + WEBHOOK_GIVE_UP_MS);
    await worker.drain();
    [endpointRow] = await database.db.select().from(webhookEndpoints);
    expect(endpointRow).toMatchObject({ disabledReason: "failing", failingSince });
    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 5,
      lastStatusCode: 503,
      lastError: "HTTP 503",
    });
    const emails = await withRenderings(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "webhook-disabled")),
      SITE_URL,
    );
    expect(emails.map((email) => email.recipient)).toEqual([owner.staff.email]);
    expect(emails[0]!.text).toContain("HTTP 503");
    expect(emails[0]!.text).toContain("Friday, November 20, 2026 at 10:00 AM EST");
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook-disabled-failing"));
    expect(audits).toHaveLength(1);
  });

  it("after a success, makes the endpoint's deliveries that wait for a later retry due at once", async () => {
    let clock = new Date("2026-11-20T15:00:00Z");
    const worker = await setUp({ now: () => clock });
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = () => ({ status: 503, headers: { "retry-after": "3600" } });
    for (const n of [10, 11, 12])
      await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(n), clock));
    await worker.drain();
    clock = new Date(clock.getTime() + 60_000);
    // Their next attempts are an hour away.
    const waiting = await database.db.select().from(webhookDeliveries);
    expect(waiting.every((delivery) => delivery.status === "pending" && delivery.nextAttemptAt > clock)).toBe(
      true,
    );

    // The receiver is back; a new event succeeds, and the three waiting ones follow at once.
    hook.answer = () => ({ status: 200 });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(13), clock));
    await worker.drain();
    const deliveries = await database.db.select().from(webhookDeliveries);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([
      "succeeded",
      "succeeded",
      "succeeded",
      "succeeded",
    ]);
  });

  it("signs with the previous secret beside the new one for a day after a rotation", async () => {
    const worker = await setUp();
    const previous = newWebhookSecret();
    const current = newWebhookSecret();
    const oldReceiver = await receiver([previous]);
    const newReceiver = await receiver([current]);
    for (const hook of [oldReceiver, newReceiver]) {
      const id = randomUUID();
      await database.db.insert(webhookEndpoints).values({
        id,
        url: hook.url,
        eventTypes: ["lead.created"],
        ...rename(sealWebhookSecret(sealingKey, id, current)),
        previousSecretSealed: sealWebhookSecret(sealingKey, id, previous).sealed,
        previousSecretExpiresAt: new Date(Date.now() + 3_600_000),
      });
    }
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(14), new Date()));
    await worker.drain();
    expect(oldReceiver.received).toHaveLength(1);
    expect(newReceiver.received).toHaveLength(1);
    expect(String(newReceiver.received[0]!.headers["webhook-signature"]).split(" ")).toHaveLength(2);

    // Once the overlap is over, only the new secret signs.
    await database.db.update(webhookEndpoints).set({ previousSecretExpiresAt: new Date(Date.now() - 1_000) });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(15), new Date()));
    await worker.drain();
    expect(newReceiver.received).toHaveLength(2);
    expect(oldReceiver.received).toHaveLength(1);
    expect(oldReceiver.rejected).toHaveLength(1);
  });

  it("records a secret sealed under another server secret as a failed attempt, without sending", async () => {
    const worker = await setUp();
    const hook = await receiver([newWebhookSecret()]);
    const id = randomUUID();
    await database.db.insert(webhookEndpoints).values({
      id,
      url: hook.url,
      eventTypes: ["lead.created"],
      ...rename(sealWebhookSecret(randomBytes(32), id, newWebhookSecret())),
    });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(16), new Date()));
    await worker.drain();
    expect(hook.received).toHaveLength(0);
    expect(hook.rejected).toHaveLength(0);
    const [attempt] = await database.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ errorKind: "secret", statusCode: null });
    expect(attempt!.errorMessage).toMatch(/another APP_SECRET/);
  });

  it("holds a disabled endpoint's deliveries, but sends it an owner's test event", async () => {
    const worker = await setUp();
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(17), new Date()));
    await database.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: "owner" })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await database.db.transaction((tx) =>
      enqueueWebhookEvent(
        tx,
        { type: "webhook.test", data: { endpointId: endpoint.id }, endpointId: endpoint.id },
        new Date(),
      ),
    );
    await worker.drain();
    expect(hook.received.map((received) => received.payload.type)).toEqual(["webhook.test"]);
    const held = await database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, "pending")));
    expect(held).toHaveLength(1);
  });

  /**
   * A worker whose site has requests waiting until the test lets them go, with one event queued:
   * `asked()` counts the worker's calls to requestsFirst.
   */
  async function setUpWithRequestsWaiting() {
    let requestsDone!: () => void;
    const requestsWaiting = new Promise<void>((resolve) => (requestsDone = resolve));
    let asked = 0;
    const worker = await setUp({
      requestsFirst: () => {
        asked += 1;
        return requestsWaiting;
      },
    });
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(19), new Date()));
    return { worker, hook, requestsDone, asked: () => asked };
  }

  it("lets the site's waiting requests go first: it claims nothing while they wait", async () => {
    const { worker, hook, requestsDone, asked } = await setUpWithRequestsWaiting();
    const drained = worker.drain();
    await expect.poll(asked).toBe(1);
    const [waiting] = await database.db.select().from(webhookDeliveries);
    expect(waiting).toMatchObject({ status: "pending", attempts: 0 });

    requestsDone();
    await drained;
    expect(hook.received).toHaveLength(1);
    expect(await deliveryStatuses(database.db)).toEqual(["succeeded"]);
    // Asked again before the claim that found nothing more due.
    expect(asked()).toBeGreaterThanOrEqual(2);
  });

  it("claims nothing when stopped while it waits for the site's requests", async () => {
    const { worker, hook, requestsDone, asked } = await setUpWithRequestsWaiting();
    worker.start();
    await expect.poll(asked).toBe(1);

    const stopped = worker.stop();
    requestsDone();
    await stopped;
    expect(hook.received).toEqual([]);
    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("sends a delivery again under the same id when a stopped worker's lease runs out", async () => {
    let clock = new Date();
    const worker = await setUp({ now: () => clock });
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    hook.answer = ({ attempt }) => (attempt === 1 ? "hang" : { status: 200 });
    await database.db.transaction((tx) => enqueueWebhookEvent(tx, leadEvent(18), clock));
    worker.start();
    await hook.waitFor(1, 5_000);
    // The process stops while the request hangs: nothing is recorded, the lease stands.
    await worker.stop();
    expect(await database.db.select().from(webhookAttempts)).toEqual([]);

    clock = new Date(clock.getTime() + 31_000);
    const restarted = await setUpAnotherWorker(database, () => clock);
    await restarted.drain();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]!.id).toBe(hook.received[0]!.id);
    const [delivery] = await database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  raceTest(testDatabase)("two workers on one PostgreSQL send each of 60 deliveries once", async () => {
    await setUp();
    const hook = await receiver(() => [endpoint.secret]);
    const endpoint = await addEndpoint(database.db, hook.url);
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n++) await enqueueWebhookEvent(tx, leadEvent(100 + n), new Date());
    });
    const workers = [await setUpAnotherWorker(database), await setUpAnotherWorker(database)];
    await Promise.all(workers.map((worker) => worker.drain()));
    const ids = hook.received.map((received) => received.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const deliveries = await database.db.select().from(webhookDeliveries);
    expect(deliveries.every((delivery) => delivery.status === "succeeded" && delivery.attempts === 1)).toBe(
      true,
    );
    expect(ids).toContain(webhookMessageId(deliveries[0]!.eventId));
  });
});

function setUpAnotherWorker(database: DatabaseHandle, now?: () => Date) {
  return Promise.resolve(
    new WebhookWorker({
      db: database.db,
      client: createWebhookClient({ allowedHosts: ["127.0.0.1"] }),
      sealingKey,
      siteUrl: SITE_URL,
      logger: createLogger("silent"),
      now,
      random: () => 0,
    }),
  );
}

async function deliveryStatuses(db: Database) {
  return (await db.select({ status: webhookDeliveries.status }).from(webhookDeliveries)).map(
    (row) => row.status,
  );
}

function rename({ sealed, keyId }: { sealed: string; keyId: string }) {
  return { secretSealed: sealed, secretKeyId: keyId };
}
