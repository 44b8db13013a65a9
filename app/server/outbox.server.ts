/**
 * Email that is never lost. Rows are written to email_outbox in the transaction of their lead or
 * booking; this worker sends them. Each pass claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease, so several server processes on one PostgreSQL never send the same row at once; a failed
 * send is retried with exponential backoff until the message is 24 hours old, then marked failed.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import type { Executor } from "./db/executor.server";
import { emailOutbox } from "./db/schema.server";
import type { Logger } from "./logger.server";
import type { MailTransport } from "./mail/transport.server";

export type NewOutboxEmail = Omit<
  typeof emailOutbox.$inferInsert,
  "id" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "sentAt" | "createdAt"
>;

export async function enqueueEmails(tx: Executor, emails: NewOutboxEmail[], now: Date): Promise<void> {
  if (emails.length === 0) return;
  await tx
    .insert(emailOutbox)
    .values(emails.map((email) => ({ ...email, nextAttemptAt: now, createdAt: now })));
}

export interface RetryPolicy {
  /** Wait before the second attempt; doubled for each later one. */
  firstRetryMs: number;
  /** Longest wait between two attempts. */
  maxRetryMs: number;
  /** After this long since the message was queued, stop trying and mark it failed. */
  giveUpAfterMs: number;
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait after the given number of failed attempts: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxRetryMs);
}

/** SMTP errors often quote the recipient ("550 <ada@example.com>: no such user"); logs must not. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[email]");
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now?: () => Date;
  pollIntervalMs?: number;
  batchSize?: number;
  retryPolicy?: RetryPolicy;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private readonly now: () => Date;
  private readonly policy: RetryPolicy;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.policy = options.retryPolicy ?? defaultRetryPolicy;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Sends nothing more, and resolves once the pass in progress (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Wake up now rather than at the next poll: a lead or booking has just queued mail. */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running
        .then(() => this.runOnce())
        .catch((error: unknown) => this.options.logger.error({ err: error }, "Outbox pass failed"))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.pollIntervalMs ?? 5_000);
        });
    }, delayMs);
  }

  /** One pass: claim the due rows, send each, record the outcome. Returns how many were sent. */
  async runOnce(): Promise<number> {
    const claimed = await this.claimDueRows();
    let sent = 0;
    for (const row of claimed) {
      if (await this.deliver(row)) sent++;
    }
    return sent;
  }

  private async claimDueRows() {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.policy.leaseMs);
    const { db } = this.options;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(emailOutbox.nextAttemptAt)
        .limit(this.options.batchSize ?? 10)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(row: typeof emailOutbox.$inferSelect): Promise<boolean> {
    const { db, transport, logger, from } = this.options;
    try {
      const outcome = await transport.send({
        from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments,
        messageId: `<${row.id}@outbox>`,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: this.now(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      logger.info({ emailId: row.id, kind: row.kind, via: outcome.delivered }, "Email sent");
      return true;
    } catch (error) {
      const now = this.now();
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = now.getTime() - row.createdAt.getTime() >= this.policy.giveUpAfterMs;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: reason.slice(0, 1_000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, this.policy)),
        })
        .where(eq(emailOutbox.id, row.id));
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
      return false;
    }
  }
}
