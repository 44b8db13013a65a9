/**
 * Issue 25 item 6, from the change to the receiver, on PGlite and PostgreSQL: each change the site
 * reports (a lead, its status, its owner, a booking's life, an erasure) reaches a receiver of the
 * test's own through the running worker woken by the commit (its polling is set too slow to be what
 * delivers it), signed as the `standardwebhooks` library verifies and once per webhook-id; and 200
 * leads posted at once to the API give 200 deliveries under 200 ids. How soon is a benchmark's
 * figure, not a timed assertion: on a machine at a load of 30 the seconds are the machine's.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { bookingRequestSchema } from "~/domain/booking-request";
import { leadRequestSchema } from "~/domain/lead-request";
import { WEBHOOK_EVENT_TYPES } from "~/domain/webhook-events";
import { startApi } from "../../../tests/support/api-server";
import { capturedLogger } from "../../../tests/support/captured-logger";
import { testDatabases } from "../../../tests/support/databases";
import {
  bookingBody,
  leadBody,
  leadFormToken,
  MONDAY,
  testFormTokens,
} from "../../../tests/support/fixtures";
import { actingStaff } from "../../../tests/support/staff";
import { startWebhookReceiver, type WebhookReceiver } from "../../../tests/support/webhook-receiver";
import { cancelBooking, createBooking, rescheduleBooking } from "../bookings.server";
import { markAttendance } from "../console/bookings.server";
import { assignLead, changeLead } from "../console/leads.server";
import { erasePersonalData } from "../console/privacy.server";
import type { DatabaseHandle } from "../db/client.server";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { createLead } from "../leads.server";
import { createLogger } from "../logger.server";
import { createWebhookClient } from "./http.server";
import { WEBHOOK_CHANNEL } from "./outbox.server";
import { newWebhookSecret, sealWebhookSecret } from "./signing-secret.server";
import { WebhookWorker } from "./worker.server";

const SITE_URL = "https://www.maplewiseleads.example";
const FRIDAY_10AM = new Date("2026-11-20T15:00:00.000Z");
const MONDAY_NOON = new Date("2026-11-23T17:00:00.000Z");
/** Slower than any wait below: an event that arrives came through the commit's wake-up, not a poll. */
const NO_POLLING_MS = 600_000;
/** How long a wait for an event may take on a busy machine before the test calls it lost. */
const PATIENCE_MS = 60_000;
const sealingKey = randomBytes(32);

describe.each(testDatabases)(
  "webhooks from change to receiver on $name",
  { timeout: 300_000 },
  ({ open }) => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** The database, a receiver subscribed to every event, and the worker running as the server runs it. */
    async function setUp(clock: () => Date) {
      const database: DatabaseHandle = await open();
      cleanups.push(() => database.close());
      const secret = newWebhookSecret();
      const receiver: WebhookReceiver = await startWebhookReceiver([secret]);
      cleanups.push(() => receiver.close());
      const id = randomUUID();
      const { sealed, keyId } = sealWebhookSecret(sealingKey, id, secret);
      await database.db.insert(webhookEndpoints).values({
        id,
        url: receiver.url,
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        secretSealed: sealed,
        secretKeyId: keyId,
      });
      // What the worker logs is kept, to say why an event did not arrive if one ever does not.
      const { lines: logged, logger } = capturedLogger("warn");
      const worker = new WebhookWorker({
        db: database.db,
        client: createWebhookClient({ allowedHosts: ["127.0.0.1"] }),
        sealingKey,
        siteUrl: SITE_URL,
        logger,
        now: clock,
        pollIntervalMs: NO_POLLING_MS,
      });
      await database.listen(WEBHOOK_CHANNEL, () => worker.nudge(), createLogger("silent"));
      worker.start();
      cleanups.push(() => worker.stop());
      /** Waits for the receiver to hold `count` webhooks; a miss names each delivery's state and the worker's log. */
      async function waitForDeliveries(count: number) {
        try {
          return await receiver.waitFor(count, PATIENCE_MS);
        } catch (error) {
          const deliveries = await database.db
            .select({
              status: webhookDeliveries.status,
              attempts: webhookDeliveries.attempts,
              nextAttemptAt: webhookDeliveries.nextAttemptAt,
              lastError: webhookDeliveries.lastError,
            })
            .from(webhookDeliveries);
          throw new Error(
            `${(error as Error).message}; deliveries ${JSON.stringify(deliveries)}; ` +
              `rejected ${JSON.stringify(receiver.rejected.map((r) => r.reason))}; log ${JSON.stringify(logged)}`,
            { cause: error },
          );
        }
      }
      return { database, receiver, waitForDeliveries };
    }

    it("delivers every event type when its change commits, verified, once per id", async () => {
      let now = FRIDAY_10AM;
      const { database, receiver, waitForDeliveries } = await setUp(() => now);
      const { db } = database;
      const deps = {
        db,
        now: () => now,
        salesInbox: "sales@maplewiseleads.example",
        siteUrl: SITE_URL,
        logger: createLogger("silent"),
        formTokens: testFormTokens,
      };
      const staff = await actingStaff(db, deps.now);
      const owner = await actingStaff(db, deps.now, "owner");
      const arrivals: string[] = [];

      /** Runs the change and waits for its event at the receiver. */
      async function expectDelivered(type: string, change: () => Promise<unknown>) {
        const count = receiver.received.length;
        await change();
        const [received] = (await waitForDeliveries(count + 1)).slice(count);
        expect(received!.payload.type).toBe(type);
        arrivals.push(type);
        return received!.payload.data;
      }

      const lead = await expectDelivered("lead.created", () =>
        createLead(
          deps,
          z.parse(leadRequestSchema, leadBody({ email: "erin@example.com" })),
          {},
          { ipAddress: "198.51.100.7", userAgent: "Test browser", pageUrl: `${SITE_URL}/contact` },
        ),
      );
      const leadId = String(lead.id);
      await expectDelivered("lead.status_changed", () =>
        changeLead(
          deps,
          { leadId, staffId: staff.staff.id, expectedStatus: "new", toStatus: "contacted" },
          now,
          staff.audit,
        ),
      );
      const given = await expectDelivered("lead.assigned", () =>
        assignLead(deps, { leadId, expectedOwnerId: null, ownerId: staff.staff.id }, now, staff.audit),
      );
      expect(given).toMatchObject({ owner: { email: staff.staff.email }, previousOwner: null });
      const booking = await expectDelivered("booking.created", () =>
        createBooking(
          deps,
          z.parse(bookingRequestSchema, bookingBody({ date: MONDAY, timeSlot: "10:00" })),
          {},
          {},
        ),
      );
      const bookingId = String(booking.id);
      await expectDelivered("booking.rescheduled", () =>
        rescheduleBooking(deps, bookingId, { date: MONDAY, timeSlot: "11:00" }, "visitor"),
      );
      const other = await expectDelivered("booking.created", () =>
        createBooking(
          deps,
          z.parse(bookingRequestSchema, bookingBody({ date: MONDAY, timeSlot: "14:00" })),
          {},
          {},
        ),
      );
      await expectDelivered("booking.cancelled", () => cancelBooking(deps, String(other.id), {}, "visitor"));
      // Every attempt recorded before the clock jumps three days, when a lease would look long expired.
      await expect
        .poll(async () => (await db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded"))
        .toBe(true);
      now = MONDAY_NOON;
      await expectDelivered("booking.attended", () =>
        markAttendance(deps, staff, bookingId, "attended", now),
      );
      await expectDelivered("booking.no_show", () => markAttendance(deps, staff, bookingId, "no-show", now));
      const erased = await expectDelivered("person.erased", () =>
        erasePersonalData(
          db,
          { email: "erin@example.com", reason: "Asked by email", staffId: owner.staff.id },
          now,
          (tx, found, counts) =>
            owner.audit(tx, {
              action: "privacy-erased",
              subjectType: "person",
              subjectId: found.emailSha256,
              details: { ...counts },
            }),
        ),
      );
      expect(Object.keys(erased).sort()).toEqual(["emailSha256", "erasedAt"]);

      expect(new Set(arrivals)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
      const ids = receiver.received.map((received) => received.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(receiver.rejected).toEqual([]);
    });

    it("gives 200 leads posted at once 200 deliveries under 200 ids", async () => {
      const { database, receiver } = await setUp(() => new Date());
      const api = await startApi(database);
      cleanups.push(() => api.close());
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          fetch(`${api.origin}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(leadBody({ email: `burst-${n}@example.com`, formToken: leadFormToken() })),
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
      const leadIds = await Promise.all(
        responses.map(async (response) => ((await response.json()) as { id: string }).id),
      );

      const received = await receiver.waitFor(200, 60_000);
      expect(new Set(received.map((webhook) => webhook.id)).size).toBe(200);
      expect(new Set(received.map((webhook) => webhook.payload.data.id))).toEqual(new Set(leadIds));
      await expect
        .poll(async () =>
          (await database.db.select().from(webhookDeliveries)).filter((d) => d.status === "succeeded"),
        )
        .toHaveLength(200);
      expect(receiver.received).toHaveLength(200);
      expect(receiver.rejected).toEqual([]);
    });
  },
);
