/**
 * A seeded database (seed-database.ts) as a site's would be had its pruning never run (issue 27,
 * item 5): the worst backlog the retention job can meet. Every email sent over the seed's five
 * years keeps its content, but those of an erased lead or booking, which the erasure pruned; and
 * `keys` idempotency keys, stored three days ago, wait to be deleted. bench:console has a warm
 * server prune it while it takes bookings.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../app/server/db/client.server.ts";
import { emailOutbox, idempotencyKeys } from "../../app/server/db/schema.server.ts";
import {
  expiredEmailContent,
  expiredIdempotencyKeys,
  type RetentionPolicy,
} from "../../app/server/retention.server.ts";

/** Three days: past the keys' TTL (IDEMPOTENCY_KEY_TTL_HOURS, at most a day in practice). */
const KEY_AGE = "3 days";

export async function storeRetentionBacklog(
  db: Database,
  keys: number,
): Promise<{ emails: number; keys: number }> {
  return db.transaction(async (tx) => {
    // Each kind's content from its newest email that still has one: what the template needs, as
    // the outbox stores it (ADR 042). A kind with none left (a small seed's cancellations) gets an
    // HTML and text body instead, as emails queued before ADR 042 have. Pruning clears either.
    const emails = (await tx.execute(sql`
      with sample as (
        select distinct on (kind) kind, recipient, subject, content from email_outbox
        where content is not null order by kind, created_at desc
      )
      update email_outbox email
      set recipient = coalesce(sample.recipient, 'visitor@example.com'),
        subject = coalesce(sample.subject, email.kind),
        content = sample.content,
        html = case when sample.content is null then '<p>' || email.kind || '</p>' end,
        text = case when sample.content is null then email.kind end,
        pruned_at = null
      from email_outbox target left join sample on sample.kind = target.kind
      where target.id = email.id and email.status = 'sent' and email.pruned_at is not null
        and not exists (select from leads where leads.id = email.lead_id and leads.erased_at is not null)
        and not exists (
          select from appointments
          where appointments.id = email.appointment_id and appointments.erased_at is not null
        )`)) as unknown as { affectedRows?: number; rowCount?: number };
    await tx.execute(sql`
      insert into idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
      select 'bookings', 'backlog-' || n, md5(n::text), 201, jsonb_build_object('n', n),
        now() - interval '${sql.raw(KEY_AGE)}' - n * interval '1 millisecond'
      from generate_series(1, ${keys}) as n`);
    return { emails: emails.affectedRows ?? emails.rowCount ?? 0, keys };
  });
}

/**
 * What of the backlog is still there at `now`: what the retention job would prune under `policy`
 * (its own conditions). More than none once a server has stopped means that its pruning had not
 * finished.
 */
export async function remainingBacklog(
  db: Database,
  policy: RetentionPolicy,
  now: Date,
): Promise<{ emails: number; keys: number }> {
  const [emails, keys] = await Promise.all([
    db.$count(emailOutbox, expiredEmailContent(policy, now)),
    db.$count(idempotencyKeys, expiredIdempotencyKeys(policy, now)),
  ]);
  return { emails, keys };
}
