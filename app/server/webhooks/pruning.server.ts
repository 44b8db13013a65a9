/**
 * What stays of a webhook event once it has served (ADR 038 §10). An erasure deletes the person's
 * events that no receiver got and empties the ones delivered; retention empties events whose
 * deliveries have all finished once WEBHOOK_BODY_TTL_DAYS have passed. An emptied event keeps its
 * type, times and deliveries, the console's record of what was sent where and when, but not its
 * body; and its attempts lose the excerpts of the receivers' answers, which may echo the body.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, type SQL } from "drizzle-orm";
import type { Executor } from "../db/executor.server";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../db/schema.server";

/** Empties the events the condition selects; returns how many it emptied now (not before). */
async function pruneEvents(tx: Executor, events: SQL, now: Date): Promise<number> {
  await tx
    .update(webhookAttempts)
    .set({ responseExcerpt: null })
    .where(
      and(
        isNotNull(webhookAttempts.responseExcerpt),
        inArray(
          webhookAttempts.deliveryId,
          tx
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
            .where(events),
        ),
      ),
    );
  const pruned = await tx
    .update(webhookEvents)
    .set({ body: null, prunedAt: now })
    .where(and(isNull(webhookEvents.prunedAt), events))
    .returning({ id: webhookEvents.id });
  return pruned.length;
}

/** An event's deliveries, for `exists` and `not exists`. */
function deliveriesOf(tx: Executor, ...conditions: SQL[]) {
  return tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, webhookEvents.id), ...conditions));
}

export interface WebhookErasureCounts {
  /** Pending or failed: never to be sent now. */
  webhookDeliveriesDeleted: number;
  /** Events left with no delivery: no receiver got them. */
  webhookEventsDeleted: number;
  /** Events some receiver got: emptied, their deliveries kept. */
  webhookEventsPruned: number;
}

/**
 * In an erasure's transaction: the events of the person's leads and bookings are not sent any
 * more (their pending and failed deliveries go, and an event left with none goes with them), and
 * those a receiver got are emptied. Erasing there is the receiver's part: person.erased tells it.
 */
export async function eraseWebhookEvents(
  tx: Executor,
  subjects: { leadIds: string[]; bookingIds: string[] },
  now: Date,
): Promise<WebhookErasureCounts> {
  const theirs = or(
    ...(subjects.leadIds.length > 0 ? [inArray(webhookEvents.leadId, subjects.leadIds)] : []),
    ...(subjects.bookingIds.length > 0 ? [inArray(webhookEvents.appointmentId, subjects.bookingIds)] : []),
  );
  if (!theirs) return { webhookDeliveriesDeleted: 0, webhookEventsDeleted: 0, webhookEventsPruned: 0 };
  const deliveriesDeleted = await tx
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ["pending", "failed"]),
        inArray(
          webhookDeliveries.eventId,
          tx.select({ id: webhookEvents.id }).from(webhookEvents).where(theirs),
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  const eventsDeleted = await tx
    .delete(webhookEvents)
    .where(and(theirs, notExists(deliveriesOf(tx))))
    .returning({ id: webhookEvents.id });
  return {
    webhookDeliveriesDeleted: deliveriesDeleted.length,
    webhookEventsDeleted: eventsDeleted.length,
    webhookEventsPruned: await pruneEvents(tx, theirs, now),
  };
}

/**
 * For the retention job: empties the events created before `before` that no delivery waits for
 * any more (delivered, failed for good, or their endpoint removed), at most `limit` of them.
 * Returns how many.
 */
export async function pruneWebhookBodies(
  tx: Executor,
  before: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const served = and(
    isNull(webhookEvents.prunedAt),
    lt(webhookEvents.createdAt, before),
    notExists(deliveriesOf(tx, eq(webhookDeliveries.status, "pending"))),
  );
  const batch = await tx
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(served)
    // Through the events' index on their instant, from where the events left start (db/batch.server.ts).
    .orderBy(webhookEvents.createdAt)
    .limit(limit)
    // Another transaction's event (an erasure emptying it) is left for the next run.
    .for("update", { skipLocked: true });
  if (batch.length === 0) return 0;
  return pruneEvents(
    tx,
    inArray(
      webhookEvents.id,
      batch.map((event) => event.id),
    ),
    now,
  );
}
