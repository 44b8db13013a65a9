/**
 * Every throttle of the console counts and decides in one atomic step (DESIGN.md, "Security
 * model"; ADR 028). Counting the attempts, then inserting one, let a burst through: 150 sign-ins
 * at once on PostgreSQL each counted before any had inserted, and 22 passwords were checked for an
 * address allowed 5 (issue 22, item 5).
 *
 * A throttle's transaction first takes a lock per key (the address, the IP), then counts, decides
 * and records the attempt, and commits: the next attempt for the same key waits for the lock and
 * counts the one before it. The work the throttle protects (argon2, a code) runs after the commit,
 * outside every lock; the attempt is recorded as failed until that work proves otherwise, so a
 * burst of attempts still being checked counts against the limit.
 */
import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { inBatch } from "../db/batch.server";
import type { Executor } from "../db/executor.server";
import { passwordResetRequests, signInAttempts } from "../db/schema.server";

/**
 * The first half of the two-integer advisory locks the throttles take; the second is a hash of
 * the key. PostgreSQL keeps two-integer locks apart from the one-bigint locks of the migrations
 * and the retention job (client.server.ts, retention.server.ts).
 */
const THROTTLE_LOCK_SPACE = 724_301_120;

function lockIdOf(key: string): number {
  return createHash("sha256").update(key).digest().readInt32BE(0);
}

/**
 * Takes the transaction-scoped lock of each key, held until the transaction ends. Always in
 * ascending order of the lock ids: two transactions that share two keys then take them in the same
 * order, and neither can hold one while waiting for the other (a deadlock). Two keys that share an
 * id (a 32-bit hash) only wait for each other.
 */
export async function lockThrottleKeys(tx: Executor, keys: readonly string[]): Promise<void> {
  const ids = [...new Set(keys.map(lockIdOf))].sort((a, b) => a - b);
  for (const id of ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::integer, ${id}::integer)`);
  }
}

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const FAILURES_PER_ADDRESS = 5;
export const FAILURES_PER_IP = 20;

/** Who is trying: the SHA-256 of the address typed (or the account's), and the client's IP. */
export interface AttemptSource {
  addressSha256: string;
  ip: string | null;
}

/** An attempt the throttle let through, recorded as failed until `attemptSucceeded`. */
export interface Attempt {
  id: number;
  /** Should it fail, the address or the IP has no failure left: the next attempt will be refused. */
  last: boolean;
}

/**
 * Lets one more attempt through for the address and the IP, or none (undefined, "throttled"):
 * at most 5 failures for one address and 20 from one IP within 15 minutes, however many arrive at
 * once. Sign-in's password and code, turning two-step sign-in off and confirming a password for a
 * security change all count here, so guesses at any of them share one budget.
 */
export async function startAttempt(
  db: Database,
  source: AttemptSource,
  now: Date,
): Promise<Attempt | undefined> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const failures = async (tx: Executor, match: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(match, eq(signInAttempts.succeeded, false), gt(signInAttempts.attemptedAt, since)));
    return row?.n ?? 0;
  };
  return db.transaction(async (tx) => {
    const { addressSha256, ip } = source;
    await lockThrottleKeys(tx, [`address ${addressSha256}`, ...(ip === null ? [] : [`ip ${ip}`])]);
    const addressLeft =
      FAILURES_PER_ADDRESS - (await failures(tx, eq(signInAttempts.emailSha256, addressSha256)));
    const ipLeft =
      ip === null ? Infinity : FAILURES_PER_IP - (await failures(tx, eq(signInAttempts.ipAddress, ip)));
    const left = Math.min(addressLeft, ipLeft);
    if (left <= 0) return undefined;
    const [attempt] = await tx
      .insert(signInAttempts)
      .values({ emailSha256: addressSha256, ipAddress: ip, succeeded: false, attemptedAt: now })
      .returning({ id: signInAttempts.id });
    return { id: attempt!.id, last: left === 1 };
  });
}

/** The attempt proved its password or code: it no longer counts as a failure. */
export async function attemptSucceeded(db: Executor, attempt: Attempt): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attempt.id));
}

export const RESET_WINDOW_MS = 3_600_000;
/** Reset links one address may be sent in an hour: enough for a lost email, too few to flood an inbox. */
export const RESETS_PER_HOUR = 3;

/**
 * Records a "forgot your password" request for the address, in the caller's transaction, and says
 * whether it is within the limit: 3 an hour, however many arrive at once. The same statements run
 * for every address and every answer, the unknown and the throttled included, so that neither the
 * work nor its time says which it was (issue 22, item 9). The lock is held until the caller's
 * transaction ends, with the link it issues.
 */
export async function admitResetRequest(tx: Executor, source: AttemptSource, now: Date): Promise<boolean> {
  await lockThrottleKeys(tx, [`reset ${source.addressSha256}`]);
  const [recent] = await tx
    .select({ n: count() })
    .from(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.emailSha256, source.addressSha256),
        eq(passwordResetRequests.admitted, true),
        gt(passwordResetRequests.requestedAt, new Date(now.getTime() - RESET_WINDOW_MS)),
      ),
    );
  const admitted = (recent?.n ?? 0) < RESETS_PER_HOUR;
  await tx.insert(passwordResetRequests).values({
    emailSha256: source.addressSha256,
    ipAddress: source.ip,
    admitted,
    requestedAt: now,
  });
  return admitted;
}

/** Attempts and reset requests older than their throttle's window (retention.server.ts), at most `limit` of each: how many. */
export async function pruneThrottleRecords(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ signInAttempts: number; passwordResetRequests: number }> {
  const attempts = await db
    .delete(signInAttempts)
    .where(
      inBatch(
        db,
        signInAttempts,
        lt(signInAttempts.attemptedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
        limit,
      ),
    )
    .returning({ id: signInAttempts.id });
  const resets = await db
    .delete(passwordResetRequests)
    .where(
      inBatch(
        db,
        passwordResetRequests,
        lt(passwordResetRequests.requestedAt, new Date(now.getTime() - RESET_WINDOW_MS)),
        limit,
      ),
    )
    .returning({ id: passwordResetRequests.id });
  return { signInAttempts: attempts.length, passwordResetRequests: resets.length };
}
