/**
 * Email that is never lost. Rows are written to email_outbox in the transaction of their lead or
 * booking, with a NOTIFY that wakes the worker of every server process when that transaction
 * commits; the worker sends them. Each pass claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease, so several server processes on one PostgreSQL never send the same row at once, and keeps
 * claiming until no row is due; a failed send is retried with exponential backoff until the
 * message is 24 hours past due, then marked failed. A row may be due later than it is written:
 * a reminder is queued with its booking and waits for the day before the meeting. Delivery is at
 * least once, under a Message-ID that stays the same for every attempt (ADR 012).
 *
 * A row holds what its template needs, not the message: the worker renders the HTML and text
 * when it sends, so that the request that queues it does not (ADR 042). Rows queued before that
 * carry their rendered HTML and text, and are sent as they are.
 */
import { emailSha256 } from "./consent.server";
import { setImmediate } from "node:timers/promises";
import { and, eq, lte, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database } from "./db/client.server";
import { inBatch } from "./db/batch.server";
import { oneStatement, type StatementPart } from "./db/one-statement.server";
import type { Executor } from "./db/executor.server";
import { emailOutbox } from "./db/schema.server";
import type { Logger } from "./logger.server";
import { type EmailContent, type EmailRenderer, emailSubject } from "./mail/templates.server";
import type { MailTransport, OutgoingEmail } from "./mail/transport.server";
import { WakeablePass } from "./wakeable-pass.server";

/** The NOTIFY channel of queued email: enqueueEmails notifies it, the worker's process listens. */
export const OUTBOX_CHANNEL = "email_outbox";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** A row the transport took, and when. */
interface Sent {
  id: string;
  at: Date;
}

export type NewOutboxEmail = Pick<
  typeof emailOutbox.$inferInsert,
  "kind" | "attachments" | "leadId" | "appointmentId"
> & {
  recipient: string;
  /** What the template needs; rendered by the worker when it sends. */
  content: EmailContent;
  /** When to send it, if not at once: a reminder waits for the day before its meeting. */
  dueAt?: Date;
};

/** An email's outbox row as queued: what enqueueEmails and a prepared write (ADR 050) insert. */
export function outboxRow(email: NewOutboxEmail, now: Date) {
  const { dueAt = now, ...fields } = email;
  return {
    ...fields,
    // Stored for the console's list of emails, which shows it without rendering anything.
    subject: emailSubject(email.content),
    recipientSha256: emailSha256(email.recipient),
    dueAt,
    nextAttemptAt: dueAt,
    createdAt: now,
  } satisfies typeof emailOutbox.$inferInsert;
}

/**
 * Queues the emails and wakes the workers, in one statement: one round trip of the caller's
 * transaction. `alongside`: other writes about the same thing (the booking the emails are about,
 * say), sent in that statement too (db/one-statement.server.ts).
 */
export async function enqueueEmails(
  tx: Executor,
  emails: NewOutboxEmail[],
  now: Date,
  alongside: StatementPart[] = [],
): Promise<void> {
  const rows = emails.map((email) => outboxRow(email, now));
  const statement = oneStatement([...alongside, ...outboxParts(tx, rows)]);
  if (statement) await tx.execute(statement);
}

/** The outbox rows' INSERT and the wake-up, as parts of one statement; nothing for no rows. */
export function outboxParts(tx: Executor, rows: PgInsertValue<typeof emailOutbox>[]): StatementPart[] {
  if (rows.length === 0) return [];
  return [tx.insert(emailOutbox).values(rows), { clauses: [], select: wakeUp }];
}

/**
 * Queues the email only when `queued` is true, with the same statements either way: an INSERT …
 * SELECT … WHERE on a parameter, and the wake-up. For a request whose work must not tell whether
 * anyone was found (a password reset for an address that may have no account, issue 22 item 9).
 */
export async function enqueueEmailIf(
  tx: Executor,
  queued: boolean,
  email: NewOutboxEmail,
  now: Date,
): Promise<void> {
  const row = outboxRow(email, now);
  const columns = (Object.keys(row) as (keyof typeof row)[]).filter((key) => row[key] !== undefined);
  await tx.execute(sql`
    insert into ${emailOutbox} (${sql.join(
      columns.map((key) => sql.identifier(emailOutbox[key].name)),
      sql`, `,
    )})
    select ${sql.join(
      columns.map((key) => sql`${sql.param(row[key], emailOutbox[key])}`),
      sql`, `,
    )}
    where ${queued}`);
  await notifyWorkers(tx);
}

/** Wakes the worker of every server process; PostgreSQL delivers it when the transaction commits, and not at all if it rolls back. */
const wakeUp = sql`pg_notify(${OUTBOX_CHANNEL}, '')`;

async function notifyWorkers(tx: Executor): Promise<void> {
  await tx.execute(sql`select ${wakeUp}`);
}

/**
 * Queues a failed email again, as staff ask from the console: pending and due now, with a fresh
 * count of attempts. Due now, not at its first due time: the worker gives up 24 hours after a
 * message is due, so a message that failed long ago would otherwise be marked failed at its first
 * refusal. Its Message-ID stays, so it is recognisably the same message. False when the email is
 * not (or no longer) failed.
 */
export async function requeueFailedEmail(tx: Executor, id: string, now: Date): Promise<boolean> {
  const requeued = await tx
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, dueAt: now, nextAttemptAt: now })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id });
  if (requeued.length === 0) return false;
  await notifyWorkers(tx);
  return true;
}

export interface RetryPolicy {
  /** Wait before the second attempt; doubled for each later one. */
  firstRetryMs: number;
  /** Longest wait between two attempts. */
  maxRetryMs: number;
  /** After this long since the message was due, stop trying and mark it failed. */
  giveUpAfterMs: number;
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs: number;
  /** A send not finished by then counts as failed; shorter than the lease, so no other worker can take the row meanwhile. */
  sendTimeoutMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  // With the 5-second poll, the rows of a worker that died are sent again within 50 s.
  leaseMs: 45_000,
  // Above the transport's own 10-second SMTP timeouts, with room for the row's update afterwards.
  sendTimeoutMs: 30_000,
};

export const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** The wait after the given number of failed attempts: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxRetryMs);
}

/** SMTP errors often quote the recipient ("550 <ada@example.com>: no such user"); logs must not. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[email]");
}

/** The right side of our Message-IDs: the domain of the sender's address, as mail systems expect. */
export function messageIdDomain(from: string): string {
  return /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Renders each row's content when it is sent: in the site, its renderer's thread (ADR 048). */
  render: EmailRenderer;
  logger: Logger;
  now?: () => Date;
  /** How often to look for due rows without being woken: retries, and rows whose lease ran out. */
  pollIntervalMs?: number;
  /** Rows claimed at once, and sent concurrently. */
  batchSize?: number;
  /** Awaited before each batch: on PGlite, the site's waiting requests go first (server/http/request-turns.ts). */
  requestsFirst?: () => Promise<void>;
  retryPolicy?: RetryPolicy;
}

export class OutboxWorker {
  private readonly passes: WakeablePass;
  private readonly now: () => Date;
  private readonly policy: RetryPolicy;
  private readonly batchSize: number;
  private readonly domain: string;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.policy = options.retryPolicy ?? defaultRetryPolicy;
    this.batchSize = options.batchSize ?? 10;
    this.domain = messageIdDomain(options.from);
    this.passes = new WakeablePass(() => this.runOnce(), {
      pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      onError: (error) => options.logger.error({ err: error }, "Outbox pass failed"),
    });
  }

  start(): void {
    this.passes.start();
  }

  /** Sends nothing more, and resolves once the pass in progress (if any) has finished its batch. */
  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** Wake up now rather than at the next poll: mail has just been queued. */
  nudge(): void {
    this.passes.nudge();
  }

  /** One pass: claims due rows a batch at a time, sends each batch, until none is due. Returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      await this.options.requestsFirst?.();
      const claimed = await this.claimDueRows();
      const deliveries: Promise<Sent | undefined>[] = [];
      for (const row of claimed) {
        deliveries.push(this.deliver(row));
        // Rendering an email in this thread is 1-3 ms of work with no I/O in it, so a batch started
        // at once ran as one stretch, and a request that arrived meanwhile waited it out (bench:api's
        // p99). Each delivery starts in a turn of the event loop of its own; the sends still
        // overlap. The site's renderer has a thread of its own (ADR 048); the tests' does not.
        await setImmediate();
      }
      const delivered = (await Promise.all(deliveries)).filter((done) => done !== undefined);
      await this.markSent(delivered);
      sent += delivered.length;
      // A short batch means nothing more was due; a stop waits for the batch, not for the backlog.
      if (claimed.length < this.batchSize || this.passes.stopped) return sent;
    }
  }

  /**
   * Takes the due rows of a batch, in one statement: each gets an attempt more, the lease, and its
   * Message-ID. SKIP LOCKED leaves the rows another worker is claiming to that worker.
   */
  private async claimDueRows() {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.policy.leaseMs);
    const { db } = this.options;
    const due = and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now));
    return (
      db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: leaseUntil,
          // Chosen on the first attempt and kept: a message sent twice is recognisably one message.
          messageId: sql`coalesce(${emailOutbox.messageId}, '<' || ${emailOutbox.id}::text || ${`@${this.domain}>`})`,
        })
        // The oldest due rows, at most a batch of them, and still due when updated: a row another
        // worker sent meanwhile is not taken.
        .where(inBatch(db, emailOutbox, due, this.batchSize, emailOutbox.nextAttemptAt))
        .returning()
    );
  }

  /**
   * The batch's sent rows, marked sent in one statement, each at the time its send ended. A
   * process that dies first leaves them pending under their lease, and they are sent again (at
   * least once, under the same Message-ID).
   */
  private async markSent(sent: Sent[]): Promise<void> {
    if (sent.length === 0) return;
    const times = sql.join(
      sent.map(({ id, at }) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.options.db.execute(sql`
      update ${emailOutbox} set status = 'sent', sent_at = sent.at, last_error = null
      from (values ${times}) as sent (id, at)
      where ${emailOutbox.id} = sent.id`);
  }

  /** Sends the row; when it was sent, the time its send ended, for markSent. A failure is recorded here. */
  private async deliver(row: OutboxRow): Promise<Sent | undefined> {
    const { db, transport, logger } = this.options;
    try {
      // A template that fails to render counts as a failed send: retried, then failed for an operator.
      const email = await this.outgoingEmail(row);
      const outcome = await withinMs(this.policy.sendTimeoutMs, transport.send(email));
      logger.info({ emailId: row.id, kind: row.kind, via: outcome.delivered }, "Email sent");
      return { id: row.id, at: this.now() };
    } catch (error) {
      const now = this.now();
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = now.getTime() - row.dueAt.getTime() >= this.policy.giveUpAfterMs;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: reason.slice(0, 1_000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, this.policy)),
        })
        // Only while our lease holds: a row another worker has claimed since, or sent, stays as it is.
        .where(
          and(
            eq(emailOutbox.id, row.id),
            eq(emailOutbox.status, "pending"),
            eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
          ),
        );
      logger.warn(
        {
          emailId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          giveUp,
          reason: withoutEmailAddresses(reason),
        },
        giveUp ? "Email failed for good" : "Email send failed; will retry",
      );
      return undefined;
    }
  }

  private async outgoingEmail(row: OutboxRow): Promise<OutgoingEmail> {
    const { recipient, messageId } = row;
    // The claim sets the Message-ID, and only sent rows lose their content (email_outbox_content_check).
    if (recipient === null || messageId === null) throw new Error(`Email ${row.id} has no content to send`);
    return {
      from: this.options.from,
      to: recipient,
      ...(await this.message(row)),
      attachments: row.attachments,
      messageId,
      queuedAt: row.dueAt,
    };
  }

  /** Rendered from the template's data; a row queued before ADR 042 already holds its message. */
  private async message(row: OutboxRow): Promise<Pick<OutgoingEmail, "subject" | "html" | "text">> {
    if (row.content !== null) return this.options.render(row.content);
    const { subject, html, text } = row;
    if (subject === null || html === null || text === null)
      throw new Error(`Email ${row.id} has no content to send`);
    return { subject, html, text };
  }
}

/** The promise's outcome, or a rejection once `ms` have passed without one. */
function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the mail transport within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
