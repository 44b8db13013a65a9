/**
 * Webhook events written with the change they report (ADR 038): one statement in the change's own
 * transaction, or a part of the change's own statement, stores the event and a delivery for each
 * enabled endpoint subscribed to its type, and a NOTIFY wakes the webhook worker of every server
 * process once it commits. A rollback takes the event with it; a commit makes it durable. Nothing
 * is stored when no endpoint listens. The HTTP requests are the worker's, after the answer
 * (worker.server.ts).
 */
import { sql } from "drizzle-orm";
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventTypeOrTest } from "../../domain/webhook-events";
import type { Executor } from "../db/executor.server";
import { oneStatement, type WithClauses } from "../db/one-statement.server";
import type { Placeable } from "../db/prepared-write.server";

/** The NOTIFY channel of queued webhook deliveries. */
export const WEBHOOK_CHANNEL = "webhook_outbox";

export interface NewWebhookEvent {
  type: WebhookEventTypeOrTest;
  /** The payload's `data`: a snapshot of the lead, the booking or the erasure. */
  data: Record<string, unknown>;
  leadId?: string;
  appointmentId?: string;
  /** Only this endpoint, whatever it subscribes to: a test event sent from the console or the command line. */
  endpointId?: string;
}

/** The exact text signed and sent on every attempt: `{ type, version, timestamp, data }`. */
export function webhookBody(type: string, occurredAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({
    type,
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: occurredAt.toISOString(),
    data,
  });
}

/** Stores the event and its deliveries; returns how many endpoints will receive it. */
export async function enqueueWebhookEvent(tx: Executor, event: NewWebhookEvent, now: Date): Promise<number> {
  const { clauses, select } = webhookEventClauses(webhookEventRow(event, now));
  const result = await tx.execute<{ queued: number }>(
    oneStatement([
      { clauses, select: sql`(select count(*) from webhook_deliveries)::int as queued, ${select}` },
    ])!,
  );
  return rowsOf<{ queued: number }>(result)[0]!.queued;
}

/** An event as its statement stores it: what webhookEventClauses places, and a prepared write's values (ADR 050). */
export function webhookEventRow(event: NewWebhookEvent, now: Date) {
  return {
    type: event.type,
    version: WEBHOOK_PAYLOAD_VERSION,
    body: webhookBody(event.type, now, event.data),
    occurredAt: now.toISOString(),
    leadId: event.leadId ?? null,
    appointmentId: event.appointmentId ?? null,
    endpointId: event.endpointId,
  };
}

/**
 * The event, a delivery for each endpoint that will receive it, and the workers' wake-up when
 * there is one, as clauses of a larger statement (enqueueEmails' `alongside`): the change it
 * reports and its event in one round trip. One event per statement: the clauses' names are fixed.
 * The row's values are only placed, so they may be a prepared write's placeholders (ADR 050).
 */
export function webhookEventClauses(event: Placeable<ReturnType<typeof webhookEventRow>>): WithClauses {
  const targets =
    event.endpointId === undefined
      ? sql`select id from webhook_endpoints where disabled_at is null and ${event.type} = any(event_types)`
      : sql`select id from webhook_endpoints where id = ${event.endpointId}`;
  return {
    clauses: [
      sql`webhook_targets as (${targets})`,
      sql`webhook_event as (
        insert into webhook_events (type, version, body, occurred_at, lead_id, appointment_id)
        select ${event.type}, ${event.version}, ${event.body}, ${event.occurredAt}::timestamptz,
               ${event.leadId}::uuid, ${event.appointmentId}::uuid
        where exists (select 1 from webhook_targets)
        returning id)`,
      sql`webhook_deliveries as (
        insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
        select webhook_event.id, webhook_targets.id, ${event.occurredAt}::timestamptz
        from webhook_event, webhook_targets
        returning id)`,
    ],
    select: sql`(select pg_notify(${WEBHOOK_CHANNEL}, '') where exists (select 1 from webhook_deliveries)) as webhook_wake_up`,
  };
}

/**
 * Wakes the webhook worker of every server process once the caller's transaction commits (a
 * NOTIFY is held until then, and dropped with a rollback): for a change that makes deliveries due
 * without a new event, such as enabling an endpoint or sending a delivery again.
 */
export async function notifyWebhookWorkers(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}

/** PGlite's and node-postgres's results both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
