/**
 * Personal data is kept no longer than it serves (ADR 012): an Idempotency-Key's stored answer
 * only as long as a client may retry (24 hours by default), a sent email's content only as long as
 * someone may ask about it (30 days by default), a webhook event's body and its receivers' answers,
 * once no delivery waits for them, as long as an owner may look into a delivery (30 days by
 * default, ADR 038), and the console's sessions, sign-in attempts and password reset requests
 * (with their IPs) only until they have ended or left their throttle's window
 * (console/sessions.server.ts, console/throttle.server.ts). A job in every server process prunes
 * them at start and then hourly, in batches of short transactions with a rest between two (ADR 053);
 * a transaction-scoped advisory lock lets one process at a time do it, and the statements are
 * idempotent, so several processes, or a run repeated, change nothing more. The local mailbox's
 * messages (DATA_DIR/mail, without SMTP_URL) are kept as long as a sent email's content (issue 22,
 * item 12).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { inBatch } from "./db/batch.server";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import type { Executor } from "./db/executor.server";
import { emailOutbox, idempotencyKeys } from "./db/schema.server";
import type { Logger } from "./logger.server";
import { pruneSignInRecords } from "./console/sessions.server";
import { deleteMailboxMessagesBefore } from "./mail/transport.server";
import { pruneWebhookBodies } from "./webhooks/pruning.server";

export interface RetentionPolicy {
  idempotencyKeyTtlMs: number;
  sentEmailBodyTtlMs: number;
  /** From an event's creation, once none of its deliveries is pending (WEBHOOK_BODY_TTL_DAYS). */
  webhookBodyTtlMs: number;
}

/** The TTLs as the operator set them (IDEMPOTENCY_KEY_TTL_HOURS, SENT_EMAIL_BODY_TTL_DAYS, WEBHOOK_BODY_TTL_DAYS). */
export function retentionPolicyOf(
  config: Pick<Config, "IDEMPOTENCY_KEY_TTL_HOURS" | "SENT_EMAIL_BODY_TTL_DAYS" | "WEBHOOK_BODY_TTL_DAYS">,
): RetentionPolicy {
  return {
    idempotencyKeyTtlMs: config.IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000,
    sentEmailBodyTtlMs: config.SENT_EMAIL_BODY_TTL_DAYS * 86_400_000,
    webhookBodyTtlMs: config.WEBHOOK_BODY_TTL_DAYS * 86_400_000,
  };
}

/** Idempotency keys older than their TTL: pruning deletes them. */
export function expiredIdempotencyKeys(policy: RetentionPolicy, now: Date): SQL {
  return lt(idempotencyKeys.createdAt, new Date(now.getTime() - policy.idempotencyKeyTtlMs));
}

/**
 * Emails sent longer ago than their content's TTL and not yet pruned: pruning clears their
 * content. Pending and failed emails are never touched.
 */
export function expiredEmailContent(policy: RetentionPolicy, now: Date): SQL {
  return and(
    eq(emailOutbox.status, "sent"),
    isNull(emailOutbox.prunedAt),
    lt(emailOutbox.sentAt, new Date(now.getTime() - policy.sentEmailBodyTtlMs)),
  )!;
}

export interface Pruned {
  idempotencyKeys: number;
  emailBodies: number;
  webhookBodies: number;
  staffSessions: number;
  signInAttempts: number;
  passwordResetRequests: number;
}

/**
 * What pruning leaves of a sent email: the kind, the recipient's hash, the times, the attempts, the
 * status and the Message-ID. The same for an email that ages out and one whose recipient asked to
 * be erased (app/server/console/privacy.server.ts).
 */
export function prunedEmailContent(now: Date) {
  return {
    recipient: null,
    subject: null,
    content: null,
    html: null,
    text: null,
    attachments: [],
    prunedAt: now,
  } satisfies Partial<typeof emailOutbox.$inferInsert>;
}

/** Any number, the same in every process (the migrations use another). */
const RETENTION_LOCK_ID = 724_301_119;

/**
 * Rows of each kind changed per transaction. On PGlite, where a batch holds the whole database, a
 * batch of 100 expired keys and 100 emails took about 60-70 ms and one of 500 about 150-165 ms
 * (ADR 053): a booking waits for one batch at most.
 */
export const PRUNE_BATCH_SIZE = 100;

/**
 * One batch of each kind of expired data, at most `limit` rows of each: expired idempotency keys
 * are deleted, expired emails keep only what `prunedEmailContent` leaves, expired webhook events
 * are emptied (webhooks/pruning.server.ts), and the console's ended sessions and old throttle
 * records are deleted (console/sessions.server.ts).
 */
async function pruneBatch(tx: Executor, now: Date, policy: RetentionPolicy, limit: number): Promise<Pruned> {
  const keys = await tx
    .delete(idempotencyKeys)
    .where(
      inBatch(tx, idempotencyKeys, expiredIdempotencyKeys(policy, now), limit, idempotencyKeys.createdAt),
    )
    .returning({ key: idempotencyKeys.key });
  const emails = await tx
    .update(emailOutbox)
    .set(prunedEmailContent(now))
    .where(inBatch(tx, emailOutbox, expiredEmailContent(policy, now), limit, emailOutbox.sentAt))
    .returning({ id: emailOutbox.id });
  const webhookBodies = await pruneWebhookBodies(
    tx,
    new Date(now.getTime() - policy.webhookBodyTtlMs),
    now,
    limit,
  );
  const signInRecords = await pruneSignInRecords(tx, now, limit);
  return { idempotencyKeys: keys.length, emailBodies: emails.length, webhookBodies, ...signInRecords };
}

export interface PruneOptions {
  /** Rows of each kind changed per transaction. */
  batchSize?: number;
  /** Asked between two batches: once it is true, the run stops there and leaves the rest for the next. */
  stopped?: () => boolean;
  /** Awaited before each batch: on PGlite, the site's waiting requests go first (server/http/request-turns.ts). */
  requestsFirst?: () => Promise<void>;
}

/**
 * Prunes everything expired, a batch per short transaction until a batch finds less than a full
 * one of every kind (issue 27, item 5): at 100,000 rows one transaction would hold its locks, and
 * on PGlite the whole database, for as long as it took. Each batch takes a transaction-scoped
 * advisory lock, so one process prunes at a time; returns the counts, or undefined when another
 * process was pruning at the first batch. A process that finds the lock taken between two of its
 * batches stops there and leaves the rest to the one that holds it.
 */
export async function pruneExpiredData(
  db: Database,
  now: Date,
  policy: RetentionPolicy,
  { batchSize = PRUNE_BATCH_SIZE, stopped = () => false, requestsFirst }: PruneOptions = {},
): Promise<Pruned | undefined> {
  let total: Pruned | undefined;
  for (;;) {
    await requestsFirst?.();
    const started = performance.now();
    const pruned = await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`);
      if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
      return pruneBatch(tx, now, policy, batchSize);
    });
    if (!pruned) return total;
    total = total ? sumOf(total, pruned) : pruned;
    if (Object.values(pruned).every((count) => count < batchSize) || stopped()) return total;
    // Pruning is background work: it rests as long as its batch took before the next, and whatever
    // arrived meanwhile is answered first. PGlite answers a query without leaving the event loop's
    // turn, so back-to-back batches were one turn: at 100,000 leads and 256,000 expired emails a
    // server answered no request, not even a static file, for the 30 s that pruning took. Given a
    // turn between batches but no rest, each request waited a batch for each of its turns.
    await sleep(performance.now() - started);
  }
}

function sumOf(a: Pruned, b: Pruned): Pruned {
  return Object.fromEntries(
    Object.entries(a).map(([kind, count]) => [kind, count + b[kind as keyof Pruned]]),
  ) as unknown as Pruned;
}

export interface RetentionJobOptions {
  db: Database;
  policy: RetentionPolicy;
  logger: Logger;
  now?: () => Date;
  /** From start() to the first run (PRUNE_DELAY_SECONDS): 0 runs at once. */
  firstRunAfterMs?: number;
  intervalMs?: number;
  /**
   * The local mailbox, when there is one (no SMTP_URL): its messages are deleted once they are
   * older than a sent email's content is kept (SENT_EMAIL_BODY_TTL_DAYS).
   */
  localMailDir?: string;
  /** Awaited before each batch (PruneOptions). */
  requestsFirst?: () => Promise<void>;
}

/** Runs pruneExpiredData at start (or `firstRunAfterMs` later) and then every hour, until stopped. */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private run: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionJobOptions) {}

  start(): void {
    this.stopped = false;
    const { firstRunAfterMs = 0 } = this.options;
    if (firstRunAfterMs > 0) this.timer = setTimeout(() => this.prune(), firstRunAfterMs);
    else this.prune();
  }

  /** Prunes nothing more, and resolves once a run in progress has finished its batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.run;
  }

  private prune() {
    const {
      db,
      policy,
      logger,
      now = () => new Date(),
      intervalMs = 60 * 60_000,
      localMailDir,
      requestsFirst,
    } = this.options;
    const at = now();
    const started = performance.now();
    const database = pruneExpiredData(db, at, policy, {
      stopped: () => this.stopped,
      requestsFirst,
    }).then(
      (pruned) => {
        // Counts only, and how long the run took: what was pruned was personal data.
        const ms = Math.round(performance.now() - started);
        if (pruned) logger.info({ ...pruned, ms }, "Expired personal data pruned");
        else logger.debug("Pruning skipped: another process is pruning");
      },
      (error: unknown) => logger.error({ err: error }, "Pruning expired personal data failed"),
    );
    // The mailbox is this host's (DATA_DIR/mail): every process prunes it, whoever prunes the
    // database, and a file deleted by another is simply not counted.
    const mailbox = localMailDir
      ? deleteMailboxMessagesBefore(localMailDir, new Date(at.getTime() - policy.sentEmailBodyTtlMs)).then(
          (mailboxFiles) => {
            if (mailboxFiles > 0)
              logger.info({ mailboxFiles }, "Expired messages deleted from the local mailbox");
          },
          (error: unknown) =>
            logger.error({ err: error }, "Deleting expired messages from the local mailbox failed"),
        )
      : undefined;
    this.run = Promise.all([database, mailbox]).then(() => {
      if (!this.stopped) this.timer = setTimeout(() => this.prune(), intervalMs);
    });
  }
}
