/**
 * Signing in and the sessions it opens (issue 11, point 1). A session is a row keyed by the
 * SHA-256 of a random token that only the browser's cookie holds; it ends after 8 hours without
 * a request, after 7 days in any case, at sign-out, or when revoked (sign out everywhere, a new
 * password, a disabled account). Every failed sign-in gets one message, whatever was wrong, and
 * attempts are throttled per address and per IP (throttle.server.ts).
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { emailSha256, sha256 } from "../consent.server";
import type { Database } from "../db/client.server";
import { inBatch } from "../db/batch.server";
import type { Executor } from "../db/executor.server";
import { staffAccounts, staffSessions } from "../db/schema.server";
import { recordAudit } from "./audit.server";
import { passwordMatches } from "./passwords.server";
import { attemptSucceeded, pruneThrottleRecords, startAttempt } from "./throttle.server";
import { claimTotpCode } from "./totp.server";

export const SESSION_IDLE_MS = 8 * 3_600_000;
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export { FAILURES_PER_ADDRESS, FAILURES_PER_IP, THROTTLE_WINDOW_MS } from "./throttle.server";

export const SIGN_IN_FAILED_MESSAGE = "That email and password do not match an active account.";
export const WRONG_CODE_MESSAGE = "That code is not right. Enter the code your app shows now.";
export const SIGN_IN_THROTTLED_MESSAGE =
  "Too many failed sign-ins. Wait 15 minutes, then try again or reset your password.";

export type StaffAccount = typeof staffAccounts.$inferSelect;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export type SignInOutcome =
  { kind: "signed-in"; token: string; needsCode: boolean } | { kind: "failed" } | { kind: "throttled" };

export async function accountByEmail(db: Executor, email: string): Promise<StaffAccount | undefined> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.trim().toLowerCase()));
  return account;
}

export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  client: ClientInfo,
  now: Date,
): Promise<SignInOutcome> {
  // Throttled before anything is looked up: no password is even checked.
  const attempt = await startAttempt(
    db,
    { addressSha256: emailSha256(credentials.email.trim()), ip: client.ip },
    now,
  );
  if (!attempt) return { kind: "throttled" };
  const account = await accountByEmail(db, credentials.email);
  const passwordOk = await passwordMatches(account?.passwordHash ?? null, credentials.password);
  const succeeded = passwordOk && account !== undefined && account.disabledAt === null;
  return db.transaction(async (tx) => {
    if (succeeded) await attemptSucceeded(tx, attempt);
    await recordAudit(
      tx,
      {
        action: succeeded ? "sign-in" : "sign-in-failed",
        staffId: account?.id ?? null,
        // An address that has no account is whatever someone typed: not kept.
        actor: account?.email ?? "unknown address",
        subjectType: account ? "staff" : undefined,
        subjectId: account?.id,
        ipAddress: client.ip,
        details: succeeded && account?.totpSecret ? { awaitingCode: true } : {},
      },
      now,
    );
    if (!succeeded || !account) return { kind: "failed" as const };
    const token = await openSession(tx, account, client, now);
    return { kind: "signed-in" as const, token, needsCode: account.totpSecret !== null };
  });
}

async function openSession(db: Executor, account: StaffAccount, client: ClientInfo, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    tokenSha256: sha256(token),
    staffId: account.id,
    // Without a second factor the password was all there was to give.
    secondFactorAt: account.totpSecret ? null : now,
    authenticatedAt: now,
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return token;
}

export interface LiveSession {
  tokenSha256: string;
  account: StaffAccount;
  /** Signed in with the password; the account's TOTP code is still to come. */
  awaitingCode: boolean;
  /** When this browser last gave the password or a code (recent-authentication.server.ts). */
  authenticatedAt: Date | null;
}

/** A session that has not ended: not revoked, not 7 days old, not 8 hours idle. */
export function sessionIsOpen(now: Date) {
  return and(
    isNull(staffSessions.revokedAt),
    gt(staffSessions.expiresAt, now),
    gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
}

/**
 * An open session that has also passed the second factor, if the account has one: someone
 * signed in, as the team page counts them. One still waiting for its code is open (`liveSession`
 * must find it to take the code) but not signed in.
 */
export function sessionIsSignedIn(now: Date) {
  return and(sessionIsOpen(now), isNotNull(staffSessions.secondFactorAt));
}

/** The session a cookie's token opens, if it is still live; its last-seen time moves on. */
export async function liveSession(db: Executor, token: string, now: Date): Promise<LiveSession | undefined> {
  const tokenSha256 = sha256(token);
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(eq(staffSessions.tokenSha256, tokenSha256), sessionIsOpen(now), isNull(staffAccounts.disabledAt)),
    );
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenSha256, tokenSha256));
  }
  return {
    tokenSha256,
    account: row.account,
    awaitingCode: row.account.totpSecret !== null && row.session.secondFactorAt === null,
    authenticatedAt: row.session.authenticatedAt,
  };
}

export type CodeOutcome = "accepted" | "wrong" | "throttled";

/**
 * The second step of a sign-in: the TOTP code. Wrong codes count as failed sign-ins of the
 * address, so the throttle covers both steps; the fifth ends the session.
 */
export async function confirmSignInCode(
  db: Database,
  session: LiveSession,
  code: string,
  client: ClientInfo,
  now: Date,
): Promise<CodeOutcome> {
  const { account } = session;
  const attempt = await startAttempt(db, { addressSha256: emailSha256(account.email), ip: client.ip }, now);
  if (!attempt) {
    await revokeSession(db, session.tokenSha256, now);
    return "throttled";
  }
  return db.transaction(async (tx) => {
    const accepted =
      account.totpSecret !== null &&
      (await claimTotpCode(
        tx,
        { accountId: account.id, secret: account.totpSecret, code, factor: "confirmed" },
        now,
      ));
    await recordAudit(
      tx,
      {
        action: accepted ? "sign-in" : "sign-in-failed",
        staffId: account.id,
        actor: account.email,
        subjectType: "staff",
        subjectId: account.id,
        ipAddress: client.ip,
        details: { step: "code" },
      },
      now,
    );
    if (!accepted) {
      // The wrong code that reaches the limit ends the session at once, rather than leaving it to
      // wait for an attempt that would be refused whatever code it brought.
      if (!attempt.last) return "wrong";
      await revokeSession(tx, session.tokenSha256, now);
      return "throttled";
    }
    await attemptSucceeded(tx, attempt);
    await tx
      .update(staffSessions)
      .set({ secondFactorAt: now, authenticatedAt: now })
      .where(eq(staffSessions.tokenSha256, session.tokenSha256));
    return "accepted";
  });
}

export async function revokeSession(db: Executor, tokenSha256: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenSha256, tokenSha256), isNull(staffSessions.revokedAt)));
}

/** Every open session of the account ends: sign out everywhere, a new password, a disabled account. */
export async function revokeAllSessions(db: Executor, staffId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ tokenSha256: staffSessions.tokenSha256 });
  return revoked.length;
}

/**
 * Sessions and attempts nobody can use any more, removed by the retention job (retention.server.ts):
 * a session past its 7 days or 8 idle hours, or revoked 8 hours ago; attempts and reset requests
 * older than their throttle's window. At most `limit` of each; returns how many of each.
 */
export async function pruneSignInRecords(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ staffSessions: number; signInAttempts: number; passwordResetRequests: number }> {
  const ended = or(
    lt(staffSessions.expiresAt, now),
    lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    lt(staffSessions.revokedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
  const sessions = await db
    .delete(staffSessions)
    .where(inBatch(db, staffSessions, ended, limit))
    .returning({ tokenSha256: staffSessions.tokenSha256 });
  return { staffSessions: sessions.length, ...(await pruneThrottleRecords(db, now, limit)) };
}
