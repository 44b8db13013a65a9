/**
 * Webhook endpoints as owners manage them (ADR 038 §8–9) on PGlite and PostgreSQL: adding one
 * (the secret returned once opens from its sealed copy), refusals that store nothing, the list and
 * an endpoint's page with its deliveries and attempts, enabling (held deliveries released, the
 * worker woken), disabling, removing (its deliveries, and the events no one else has), rotating
 * (the previous secret kept 24 hours), sending a delivery again and a test event; each change
 * audited with the endpoint's origin, never its path, query or secret.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WEBHOOK_EVENT_TYPES, webhookMessageId } from "~/domain/webhook-events";
import type { DatabaseHandle } from "../db/client.server";
import {
  auditLog,
  staffAccounts,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "../db/schema.server";
import { createLogger } from "../logger.server";
import { testClock } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import { LOCAL_TOOL, type Actor } from "../console/accounts.server";
import {
  addEndpoint,
  ATTEMPTS_SHOWN,
  disableEndpoint,
  enableEndpoint,
  endpointDetail,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  type WebhookServices,
} from "./endpoints.server";
import { enqueueWebhookEvent, WEBHOOK_CHANNEL } from "./outbox.server";
import { openWebhookSecret } from "./signing-secret.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const HOUR_MS = 3_600_000;
/** A receiver's URL with a token of its own in its path and query, which only owners may see. */
const RECEIVER = "https://crm.example.com/hooks/p4th-t0ken?key=qu3ry-t0ken";

const unknownId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabases)("webhook endpoints on $name", ({ open }) => {
  let database: DatabaseHandle;
  let services: WebhookServices;
  let owner: Actor;
  const clock = testClock(NOW);
  const sealingKey = randomBytes(32);
  let notifications = 0;

  beforeAll(async () => {
    database = await open();
    services = { db: database.db, sealingKey, allowedHosts: ["127.0.0.1"], now: clock.now };
    const [account] = await database.db
      .insert(staffAccounts)
      .values({ email: "owner@staff.example.com", role: "owner" })
      .returning({ id: staffAccounts.id });
    owner = { staffId: account!.id, actor: "owner@staff.example.com", ipAddress: "203.0.113.7" };
    await database.listen(WEBHOOK_CHANNEL, () => notifications++, createLogger("silent"));
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.delete(webhookEndpoints);
    await database.db.delete(webhookEvents);
    await database.db.delete(auditLog);
  });

  async function added(url = RECEIVER, eventTypes: string[] = ["lead.created", "booking.created"]) {
    const outcome = await addEndpoint(services, { url, eventTypes }, owner);
    if (outcome.kind !== "added") throw new Error(`Not added: ${JSON.stringify(outcome)}`);
    return outcome;
  }

  /** Queues a lead.created event to the endpoints subscribed; returns its delivery to `endpointId`. */
  async function deliveryFor(endpointId: string) {
    const ofEndpoint = () =>
      database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    const before = new Set((await ofEndpoint()).map((delivery) => delivery.id));
    await enqueueWebhookEvent(database.db, { type: "lead.created", data: { id: "lead" } }, clock.now());
    return (await ofEndpoint()).find((delivery) => !before.has(delivery.id))!;
  }

  const auditEntries = () =>
    database.db
      .select({
        action: auditLog.action,
        actor: auditLog.actor,
        staffId: auditLog.staffId,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        details: auditLog.details,
      })
      .from(auditLog)
      .orderBy(auditLog.id);

  describe("adding", () => {
    it("stores the endpoint with its secret sealed, returns the secret once and audits its origin only", async () => {
      const { id, origin, secret } = await added(RECEIVER, [
        "booking.created",
        "lead.created",
        "lead.created",
      ]);
      expect(origin).toBe("https://crm.example.com");
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      const [stored] = await database.db.select().from(webhookEndpoints);
      expect(stored).toMatchObject({
        id,
        url: RECEIVER,
        // In the list's order, once each.
        eventTypes: ["lead.created", "booking.created"],
        disabledAt: null,
        createdBy: owner.staffId,
        createdAt: NOW,
        previousSecretSealed: null,
      });
      expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
      expect(
        openWebhookSecret(sealingKey, id, { sealed: stored!.secretSealed, keyId: stored!.secretKeyId }),
      ).toBe(secret);
      expect(await auditEntries()).toEqual([
        {
          action: "webhook-created",
          actor: owner.actor,
          staffId: owner.staffId,
          subjectType: "webhook",
          subjectId: id,
          details: { endpointId: id, origin, eventTypes: ["lead.created", "booking.created"] },
        },
      ]);
      const audited = JSON.stringify(await database.db.select().from(auditLog));
      expect(audited).not.toContain("t0ken");
      expect(audited).not.toContain(secret.slice(6));
    });

    it("takes http to an allowed host, and every event type", async () => {
      const { id } = await added("http://127.0.0.1:4100/hook", [...WEBHOOK_EVENT_TYPES]);
      const [stored] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      expect(stored?.eventTypes).toEqual([...WEBHOOK_EVENT_TYPES]);
    });

    it.each([
      ["no URL", "", ["lead.created"], { url: "Enter the URL of the receiver." }],
      [
        "http to a host not allowed",
        "http://crm.example.com/hook",
        ["lead.created"],
        { url: "Use https: webhooks carry personal information and are never sent in clear." },
      ],
      [
        "a user name in the URL",
        "https://me:pw@crm.example.com/",
        ["lead.created"],
        { url: expect.stringContaining("user name") },
      ],
      ["no event", RECEIVER, [], { events: "Choose at least one event to send." }],
      [
        "an event the site does not send",
        RECEIVER,
        ["lead.created", "lead.deleted"],
        { events: expect.stringContaining("Not an event this site sends: lead.deleted.") },
      ],
      ["the test event", RECEIVER, ["webhook.test"], { events: expect.stringContaining("webhook.test") }],
      [
        "both wrong",
        "ftp://crm.example.com/",
        [],
        { url: "Use an https:// URL.", events: "Choose at least one event to send." },
      ],
    ])("refuses %s, storing nothing", async (_case, url, eventTypes, fieldErrors) => {
      expect(await addEndpoint(services, { url, eventTypes }, owner)).toEqual({
        kind: "refused",
        fieldErrors,
      });
      expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
      expect(await auditEntries()).toEqual([]);
    });
  });

  describe("the list and an endpoint's page", () => {
    it("lists each endpoint's origin, URL, events, state and pending deliveries, held while disabled", async () => {
      const first = await added();
      clock.advance(1000);
      const second = await added("https://automation.example.org/in", ["lead.created"]);
      await deliveryFor(first.id);
      await deliveryFor(first.id);
      await database.db
        .update(webhookEndpoints)
        .set({ lastSuccessAt: NOW, failingSince: new Date(NOW.getTime() + 60_000) })
        .where(eq(webhookEndpoints.id, second.id));
      await disableEndpoint(services, second.id, owner);

      expect(await listEndpoints(database.db)).toEqual([
        {
          id: first.id,
          url: RECEIVER,
          origin: "https://crm.example.com",
          eventTypes: ["lead.created", "booking.created"],
          disabled: null,
          lastSuccessAt: null,
          failingSince: null,
          pendingDeliveries: 2,
          createdAt: NOW,
        },
        {
          id: second.id,
          url: "https://automation.example.org/in",
          origin: "https://automation.example.org",
          eventTypes: ["lead.created"],
          disabled: { at: clock.now(), reason: "owner" },
          lastSuccessAt: NOW,
          failingSince: new Date(NOW.getTime() + 60_000),
          pendingDeliveries: 2,
          createdAt: clock.now(),
        },
      ]);
    });

    it("shows its deliveries newest first, each with its webhook-id and latest attempts and their answers", async () => {
      const { id } = await added();
      const older = await deliveryFor(id);
      clock.advance(60_000);
      const newer = await deliveryFor(id);
      // Created by the database's clock: set to the site's, a minute apart.
      await database.db
        .update(webhookDeliveries)
        .set({ createdAt: NOW })
        .where(eq(webhookDeliveries.id, older.id));
      await database.db
        .update(webhookDeliveries)
        .set({ createdAt: clock.now() })
        .where(eq(webhookDeliveries.id, newer.id));
      await database.db
        .update(webhookDeliveries)
        .set({ status: "failed", attempts: ATTEMPTS_SHOWN + 2 })
        .where(eq(webhookDeliveries.id, older.id));
      for (let n = 0; n < ATTEMPTS_SHOWN + 2; n++) {
        await database.db.insert(webhookAttempts).values({
          deliveryId: older.id,
          startedAt: new Date(NOW.getTime() + n * 1000),
          durationMs: 120 + n,
          statusCode: n === 0 ? null : 500,
          errorKind: n === 0 ? "timeout" : null,
          responseExcerpt: n === 0 ? null : `<h1>Error ${n}</h1>`,
        });
      }

      const detail = await endpointDetail(services, id);
      expect(detail).toMatchObject({ id, secretUnreadable: false, previousSecretUntil: null });
      expect(detail!.deliveries.map((delivery) => delivery.id)).toEqual([newer.id, older.id]);
      const [pendingOne, failedOne] = detail!.deliveries;
      expect(pendingOne).toMatchObject({
        eventType: "lead.created",
        messageId: webhookMessageId(newer.eventId),
        status: "pending",
        attempts: 0,
        latestAttempts: [],
        // Not tried yet: it goes out on its own.
        canSendAgain: false,
      });
      expect(failedOne!.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(failedOne).toMatchObject({ status: "failed", canSendAgain: true });
      // The latest attempts, newest first; the first two (the timeout among them) are not shown.
      expect(failedOne!.latestAttempts.map((attempt) => attempt.responseExcerpt)).toEqual(
        [6, 5, 4, 3, 2].map((n) => `<h1>Error ${n}</h1>`),
      );
      expect(failedOne!.latestAttempts[0]).toMatchObject({
        statusCode: 500,
        durationMs: 126,
        startedAt: new Date(NOW.getTime() + 6000),
      });
      expect(await endpointDetail(services, unknownId)).toBeUndefined();
    });

    it("says when its secret was sealed under another APP_SECRET", async () => {
      const { id } = await added();
      const elsewhere = { ...services, sealingKey: randomBytes(32) };
      expect((await endpointDetail(elsewhere, id))?.secretUnreadable).toBe(true);
    });
  });

  describe("enabling and disabling", () => {
    it("disables for the owner, holding its deliveries; enabling forgets its failures and releases them now", async () => {
      const { id } = await added();
      const delivery = await deliveryFor(id);
      expect(await disableEndpoint(services, id, owner)).toBe("done");
      expect(await disableEndpoint(services, id, owner)).toBe("unchanged");
      const [disabled] = await database.db.select().from(webhookEndpoints);
      expect(disabled).toMatchObject({ disabledAt: NOW, disabledReason: "owner" });

      // Waiting for a retry in an hour, and failing for a day.
      const retryAt = new Date(NOW.getTime() + HOUR_MS);
      await database.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: retryAt, attempts: 3 })
        .where(eq(webhookDeliveries.id, delivery.id));
      await database.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(NOW.getTime() - 24 * HOUR_MS) })
        .where(eq(webhookEndpoints.id, id));
      clock.advance(60_000);
      const before = notifications;
      expect(await enableEndpoint(services, id, owner)).toBe("done");
      expect(await enableEndpoint(services, id, owner)).toBe("unchanged");
      const [enabled] = await database.db.select().from(webhookEndpoints);
      expect(enabled).toMatchObject({ disabledAt: null, disabledReason: null, failingSince: null });
      const [released] = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      expect(released).toMatchObject({ status: "pending", nextAttemptAt: clock.now(), attempts: 3 });
      await vi.waitFor(() => expect(notifications).toBeGreaterThan(before));

      expect((await auditEntries()).map((entry) => entry.action)).toEqual([
        "webhook-created",
        "webhook-disabled",
        "webhook-enabled",
      ]);
    });

    it("answers not-found for an endpoint that does not exist", async () => {
      expect(await enableEndpoint(services, unknownId, owner)).toBe("not-found");
      expect(await disableEndpoint(services, unknownId, owner)).toBe("not-found");
      expect(await removeEndpoint(services, unknownId, owner)).toBe("not-found");
      expect(await rotateSecret(services, unknownId, owner)).toBe("not-found");
      expect(await sendTestEvent(services, unknownId, owner)).toBe("not-found");
      expect(await resendDelivery(services, unknownId, unknownId, owner)).toBe("not-found");
      expect(await auditEntries()).toEqual([]);
    });
  });

  it("removes an endpoint with its deliveries and attempts, and the events only it had; the audit log keeps it", async () => {
    const removed = await added();
    const kept = await added("https://automation.example.org/in", ["booking.created"]);
    const onlyRemoved = await deliveryFor(removed.id);
    await enqueueWebhookEvent(database.db, { type: "booking.created", data: { id: "b" } }, NOW);
    const [shared] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, kept.id));
    await database.db
      .insert(webhookAttempts)
      .values({ deliveryId: onlyRemoved.id, startedAt: NOW, durationMs: 5, statusCode: 500 });

    expect(await removeEndpoint(services, removed.id, owner)).toBe("done");
    expect(await database.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)).toEqual([
      { id: kept.id },
    ]);
    expect(await database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).toEqual([
      { id: shared!.id },
    ]);
    expect(await database.db.select({ id: webhookEvents.id }).from(webhookEvents)).toEqual([
      { id: shared!.eventId },
    ]);
    expect(await database.db.select().from(webhookAttempts)).toEqual([]);
    const [entry] = (await auditEntries()).filter((audited) => audited.action === "webhook-removed");
    expect(entry).toMatchObject({
      subjectId: removed.id,
      details: {
        endpointId: removed.id,
        origin: "https://crm.example.com",
        eventTypes: ["lead.created", "booking.created"],
      },
    });
  });

  describe("rotating the secret", () => {
    it("returns a new secret once and keeps the previous one signing for 24 hours", async () => {
      const { id, secret } = await added();
      const [before] = await database.db.select().from(webhookEndpoints);
      clock.advance(60_000);
      const rotated = await rotateSecret(services, id, owner);
      if (rotated === "not-found") throw new Error("Not found");
      expect(rotated.secret).not.toBe(secret);
      expect(rotated.previousUntil).toEqual(new Date(clock.now().getTime() + 24 * HOUR_MS));
      const [after] = await database.db.select().from(webhookEndpoints);
      expect(after).toMatchObject({
        previousSecretSealed: before!.secretSealed,
        previousSecretExpiresAt: rotated.previousUntil,
      });
      const stored = (sealed: string) =>
        openWebhookSecret(sealingKey, id, { sealed, keyId: after!.secretKeyId });
      expect(stored(after!.secretSealed)).toBe(rotated.secret);
      expect(stored(after!.previousSecretSealed!)).toBe(secret);
      expect((await endpointDetail(services, id))?.previousSecretUntil).toEqual(rotated.previousUntil);

      const [entry] = (await auditEntries()).filter((audited) => audited.action === "webhook-secret-rotated");
      expect(entry?.details).toEqual({
        endpointId: id,
        origin: "https://crm.example.com",
        eventTypes: ["lead.created", "booking.created"],
      });
      expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain(
        rotated.secret.slice(6),
      );
    });

    it("drops a previous secret sealed under another APP_SECRET, which could not sign", async () => {
      const { id } = await added();
      const elsewhere = { ...services, sealingKey: randomBytes(32) };
      const rotated = await rotateSecret(elsewhere, id, owner);
      if (rotated === "not-found") throw new Error("Not found");
      expect(rotated.previousUntil).toBeNull();
      const [after] = await database.db.select().from(webhookEndpoints);
      expect(after).toMatchObject({ previousSecretSealed: null, previousSecretExpiresAt: null });
      expect(
        openWebhookSecret(elsewhere.sealingKey, id, {
          sealed: after!.secretSealed,
          keyId: after!.secretKeyId,
        }),
      ).toBe(rotated.secret);
      expect((await endpointDetail(elsewhere, id))?.secretUnreadable).toBe(false);
    });
  });

  describe("sending again", () => {
    it("makes a failed delivery pending and due now, its attempts and 72 hours afresh, under the same event", async () => {
      const { id } = await added();
      const delivery = await deliveryFor(id);
      await database.db
        .update(webhookDeliveries)
        .set({ status: "failed", attempts: 40, firstAttemptAt: NOW, nextAttemptAt: NOW, lastStatusCode: 500 })
        .where(eq(webhookDeliveries.id, delivery.id));
      clock.advance(80 * HOUR_MS);
      const before = notifications;

      expect(await resendDelivery(services, id, delivery.id, owner)).toBe("done");
      const [resent] = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      expect(resent).toMatchObject({
        eventId: delivery.eventId,
        status: "pending",
        attempts: 0,
        firstAttemptAt: null,
        nextAttemptAt: clock.now(),
      });
      await vi.waitFor(() => expect(notifications).toBeGreaterThan(before));
      const [entry] = (await auditEntries()).filter((audited) => audited.action === "webhook-resent");
      expect(entry?.details).toEqual({
        endpointId: id,
        origin: "https://crm.example.com",
        eventTypes: ["lead.created", "booking.created"],
        deliveryId: delivery.id,
      });
    });

    it("brings forward one waiting for a retry", async () => {
      const { id } = await added();
      const delivery = await deliveryFor(id);
      await database.db
        .update(webhookDeliveries)
        .set({ attempts: 2, firstAttemptAt: NOW, nextAttemptAt: new Date(NOW.getTime() + HOUR_MS) })
        .where(eq(webhookDeliveries.id, delivery.id));
      expect(await resendDelivery(services, id, delivery.id, owner)).toBe("done");
      const [resent] = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      expect(resent).toMatchObject({
        status: "pending",
        attempts: 0,
        firstAttemptAt: null,
        nextAttemptAt: NOW,
      });
    });

    it("refuses a delivered one, one not tried yet, one whose body was pruned, and another endpoint's", async () => {
      const { id } = await added();
      const other = await added("https://automation.example.org/in", ["lead.created"]);
      expect(await resendDelivery(services, id, (await deliveryFor(id)).id, owner)).toBe("not-attempted");
      const delivered = await deliveryFor(id);
      await database.db
        .update(webhookDeliveries)
        .set({ status: "succeeded", succeededAt: NOW })
        .where(eq(webhookDeliveries.id, delivered.id));
      expect(await resendDelivery(services, id, delivered.id, owner)).toBe("succeeded");

      const pruned = await deliveryFor(id);
      await database.db
        .update(webhookDeliveries)
        .set({ status: "failed" })
        .where(eq(webhookDeliveries.id, pruned.id));
      await database.db
        .update(webhookEvents)
        .set({ body: null, prunedAt: NOW })
        .where(eq(webhookEvents.id, pruned.eventId));
      expect(await resendDelivery(services, id, pruned.id, owner)).toBe("pruned");

      const [othersDelivery] = await database.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.endpointId, other.id), eq(webhookDeliveries.eventId, pruned.eventId)),
        );
      expect(await resendDelivery(services, id, othersDelivery!.id, owner)).toBe("not-found");
      expect((await auditEntries()).filter((entry) => entry.action === "webhook-resent")).toEqual([]);
    });
  });

  it("sends a test event to this endpoint alone, even unsubscribed and disabled, saying who sent it", async () => {
    const { id } = await added(RECEIVER, ["person.erased"]);
    const bystander = await added("https://automation.example.org/in", [...WEBHOOK_EVENT_TYPES]);
    await disableEndpoint(services, id, owner);
    const before = notifications;

    expect(await sendTestEvent(services, id, LOCAL_TOOL)).toBe("done");
    const deliveries = await database.db
      .select({
        endpointId: webhookDeliveries.endpointId,
        body: webhookEvents.body,
        type: webhookEvents.type,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ endpointId: id, type: "webhook.test" });
    expect(JSON.parse(deliveries[0]!.body!)).toEqual({
      type: "webhook.test",
      version: 1,
      timestamp: NOW.toISOString(),
      data: { endpointId: id, sentBy: "local tool" },
    });
    expect(deliveries.some((delivery) => delivery.endpointId === bystander.id)).toBe(false);
    await vi.waitFor(() => expect(notifications).toBeGreaterThan(before));
    const [entry] = (await auditEntries()).filter((audited) => audited.action === "webhook-test-sent");
    expect(entry).toMatchObject({ actor: "local tool", staffId: null, subjectId: id });
  });
});
