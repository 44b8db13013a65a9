/**
 * Signing in and sessions on PGlite and PostgreSQL: one generic failure whatever was wrong, every
 * attempt recorded and audited with its IP, throttling per address and per IP, the TOTP step with
 * its replay and throttle rules, and the ends of a session (idle, 7 days, revoked, disabled).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailSha256, sha256 } from "../consent.server";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, signInAttempts, staffAccounts, staffSessions } from "../db/schema.server";
import { PRUNE_BATCH_SIZE } from "../retention.server";
import { CLIENT, createAccount, PASSWORD, testClock } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import {
  confirmSignInCode,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_IP,
  liveSession,
  pruneSignInRecords,
  revokeAllSessions,
  revokeSession,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  signIn,
  THROTTLE_WINDOW_MS,
} from "./sessions.server";
import { newTotpSecret, totpCodeAt } from "./totp.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let uniqueness = 0;
/** An address and an IP no other test uses, so that their throttles are their own. */
function fresh() {
  uniqueness++;
  return { email: `member${uniqueness}@maplewiseleads.example`, ip: `198.51.100.${uniqueness}` };
}

describe.each(testDatabases)("signing in on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const auditOf = (staffId: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.staffId, staffId)).orderBy(auditLog.id);
  const attemptsOf = (email: string) =>
    database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.emailSha256, emailSha256(email)))
      .orderBy(signInAttempts.id);

  it("signs in with the right password: a session for this browser, the attempt and an audit entry", async () => {
    const { db } = database;
    const { email, ip } = fresh();
    const account = await createAccount(db, email, "staff");

    const outcome = await signIn(
      db,
      { email: `  ${email.toUpperCase()} `, password: PASSWORD },
      { ip, userAgent: "Firefox" },
      NOW,
    );

    expect(outcome).toEqual({
      kind: "signed-in",
      token: expect.stringMatching(/^[\w-]{43}$/),
      needsCode: false,
    });
    const token = (outcome as { token: string }).token;
    const [session] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id));
    expect(session).toEqual({
      tokenSha256: sha256(token),
      staffId: account.id,
      secondFactorAt: NOW,
      authenticatedAt: NOW,
      ipAddress: ip,
      userAgent: "Firefox",
      createdAt: NOW,
      lastSeenAt: NOW,
      expiresAt: new Date(NOW.getTime() + 7 * 24 * HOUR),
      revokedAt: null,
    });
    expect(await attemptsOf(email)).toEqual([
      {
        id: expect.any(Number),
        emailSha256: emailSha256(email),
        ipAddress: ip,
        succeeded: true,
        attemptedAt: NOW,
      },
    ]);
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        action: "sign-in",
        actor: email,
        subjectType: "staff",
        subjectId: account.id,
        ipAddress: ip,
        occurredAt: NOW,
        details: {},
      }),
    ]);
    const live = await liveSession(db, token, NOW);
    expect(live).toMatchObject({
      tokenSha256: sha256(token),
      awaitingCode: false,
      account: { id: account.id },
    });
  });

  it("fails the same way for a wrong password, an unknown address, a disabled account and one never set up", async () => {
    const { db } = database;
    const wrongPassword = await createAccount(db, fresh().email, "owner");
    const disabled = await createAccount(db, fresh().email, "staff", { disabledAt: NOW });
    const neverSetUp = await createAccount(db, fresh().email, "staff", { password: null });
    const unknown = fresh().email;
    const { ip } = fresh();

    const outcomes = [
      await signIn(
        db,
        { email: wrongPassword.email, password: `${PASSWORD}!` },
        { ip, userAgent: null },
        NOW,
      ),
      await signIn(db, { email: unknown, password: PASSWORD }, { ip, userAgent: null }, NOW),
      await signIn(db, { email: disabled.email, password: PASSWORD }, { ip, userAgent: null }, NOW),
      await signIn(db, { email: neverSetUp.email, password: PASSWORD }, { ip, userAgent: null }, NOW),
      // Nothing a password field can hold matches an account without a password.
      await signIn(db, { email: neverSetUp.email, password: "" }, { ip, userAgent: null }, NOW),
    ];

    expect(outcomes).toEqual(Array(5).fill({ kind: "failed" }));
    const sessions = await db.select().from(staffSessions);
    expect(
      sessions.filter((s) => [wrongPassword.id, disabled.id, neverSetUp.id].includes(s.staffId)),
    ).toEqual([]);
    for (const email of [wrongPassword.email, unknown, disabled.email]) {
      expect(await attemptsOf(email)).toEqual([expect.objectContaining({ ipAddress: ip, succeeded: false })]);
    }
    for (const account of [wrongPassword, disabled, neverSetUp]) {
      const entries = await auditOf(account.id);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry).toMatchObject({ action: "sign-in-failed", actor: account.email, ipAddress: ip });
      }
    }
    // An address without an account is whatever someone typed: the log keeps the attempt, not the address.
    const anonymous = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ipAddress, ip), eq(auditLog.actor, "unknown address")));
    expect(anonymous).toEqual([
      expect.objectContaining({ action: "sign-in-failed", staffId: null, subjectId: null, details: {} }),
    ]);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(unknown);
  });

  it("refuses the 6th attempt for one address within 15 minutes, even with the right password", async () => {
    const { db } = database;
    const { email } = fresh();
    const account = await createAccount(db, email, "staff");
    const clock = testClock(NOW);
    // From several IPs, in several spellings of the address: the limit is the address's.
    for (let n = 0; n < FAILURES_PER_ADDRESS; n++) {
      const spelling = n % 2 ? email.toUpperCase() : email;
      expect(
        await signIn(
          db,
          { email: spelling, password: "wrong" },
          { ip: fresh().ip, userAgent: null },
          clock.now(),
        ),
      ).toEqual({ kind: "failed" });
      clock.advance(MINUTE);
    }

    expect(
      await signIn(db, { email, password: PASSWORD }, { ip: fresh().ip, userAgent: null }, clock.now()),
    ).toEqual({ kind: "throttled" });
    // A throttled attempt checks nothing and records nothing.
    expect(await attemptsOf(email)).toHaveLength(FAILURES_PER_ADDRESS);
    // Another address from the same IPs is not held back.
    const other = await createAccount(db, fresh().email, "staff");
    expect(await signIn(db, { email: other.email, password: PASSWORD }, CLIENT, clock.now())).toMatchObject({
      kind: "signed-in",
    });

    // 15 minutes after the first failure it drops out of the window, and one more try is allowed.
    clock.set(new Date(NOW.getTime() + THROTTLE_WINDOW_MS));
    expect(
      await signIn(db, { email, password: PASSWORD }, { ip: fresh().ip, userAgent: null }, clock.now()),
    ).toMatchObject({ kind: "signed-in" });
    expect((await db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id))).length).toBe(
      1,
    );
  });

  it("blocks an IP after 20 failures in 15 minutes, whatever the addresses, and no other IP", async () => {
    const { db } = database;
    const { ip } = fresh();
    const account = await createAccount(db, fresh().email, "staff");
    const clock = testClock(NOW);
    for (let n = 0; n < FAILURES_PER_IP; n++) {
      expect(
        await signIn(db, { email: fresh().email, password: "guess" }, { ip, userAgent: null }, clock.now()),
      ).toEqual({ kind: "failed" });
      clock.advance(30_000);
    }

    expect(
      await signIn(db, { email: account.email, password: PASSWORD }, { ip, userAgent: null }, clock.now()),
    ).toEqual({ kind: "throttled" });
    expect(
      await signIn(
        db,
        { email: account.email, password: PASSWORD },
        { ip: fresh().ip, userAgent: null },
        clock.now(),
      ),
    ).toMatchObject({ kind: "signed-in" });
    // Successes do not count: the blocked IP is free again once its first failure is 15 minutes old.
    clock.set(new Date(NOW.getTime() + THROTTLE_WINDOW_MS));
    expect(
      await signIn(db, { email: account.email, password: PASSWORD }, { ip, userAgent: null }, clock.now()),
    ).toMatchObject({ kind: "signed-in" });
  });

  it("keeps a session 8 hours after its last request and 7 days at most, writing last-seen once a minute", async () => {
    const { db } = database;
    const account = await createAccount(db, fresh().email, "staff");
    const clock = testClock(NOW);
    const outcome = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, clock.now());
    const token = (outcome as { token: string }).token;
    const lastSeen = async () =>
      (
        await db
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.tokenSha256, sha256(token)))
      )[0]!.lastSeenAt;

    clock.advance(MINUTE);
    expect(await liveSession(db, token, clock.now())).toBeDefined();
    expect(await lastSeen()).toEqual(NOW);
    clock.advance(1);
    expect(await liveSession(db, token, clock.now())).toBeDefined();
    expect(await lastSeen()).toEqual(clock.now());

    // Used every 7 hours, it lives on, but not past 7 days from the sign-in.
    while (clock.now().getTime() + 7 * HOUR < NOW.getTime() + SESSION_MAX_MS) {
      clock.advance(7 * HOUR);
      expect(await liveSession(db, token, clock.now()), clock.now().toISOString()).toBeDefined();
    }
    clock.set(new Date(NOW.getTime() + SESSION_MAX_MS - 1));
    expect(await liveSession(db, token, clock.now())).toBeDefined();
    clock.advance(1);
    expect(await liveSession(db, token, clock.now())).toBeUndefined();

    // Idle: 8 hours after the last request it has ended, and a request then does not revive it.
    const idle = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW);
    const idleToken = (idle as { token: string }).token;
    expect(await liveSession(db, idleToken, new Date(NOW.getTime() + SESSION_IDLE_MS - 1))).toBeDefined();
    const lastRequest = new Date(NOW.getTime() + SESSION_IDLE_MS - 1);
    expect(
      await liveSession(db, idleToken, new Date(lastRequest.getTime() + SESSION_IDLE_MS)),
    ).toBeUndefined();
    expect(
      await liveSession(db, idleToken, new Date(lastRequest.getTime() + SESSION_IDLE_MS - 1)),
    ).toBeDefined();
  });

  it("ends a session revoked, every session at sign-out everywhere, and a disabled account's sessions", async () => {
    const { db } = database;
    const account = await createAccount(db, fresh().email, "staff");
    const bystander = await createAccount(db, fresh().email, "staff");
    const tokenOf = async (email: string) =>
      ((await signIn(db, { email, password: PASSWORD }, CLIENT, NOW)) as { token: string }).token;
    const [laptop, phone, tablet] = [
      await tokenOf(account.email),
      await tokenOf(account.email),
      await tokenOf(account.email),
    ];
    const theirs = await tokenOf(bystander.email);
    const later = new Date(NOW.getTime() + MINUTE);

    await revokeSession(db, sha256(laptop), later);
    expect(await liveSession(db, laptop, later)).toBeUndefined();
    expect(await liveSession(db, phone, later)).toBeDefined();

    expect(await revokeAllSessions(db, account.id, later)).toBe(2);
    expect(await liveSession(db, phone, later)).toBeUndefined();
    expect(await liveSession(db, tablet, later)).toBeUndefined();
    expect(await liveSession(db, theirs, later)).toBeDefined();
    expect(await revokeAllSessions(db, account.id, later)).toBe(0);
    // The revocation time of the first stays what it was.
    const [first] = await db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenSha256, sha256(laptop)));
    expect(first!.revokedAt).toEqual(later);

    // However it was disabled, a disabled account's sessions open nothing.
    await db.update(staffAccounts).set({ disabledAt: later }).where(eq(staffAccounts.id, bystander.id));
    expect(await liveSession(db, theirs, later)).toBeUndefined();
    // A forged or unknown token opens nothing either.
    expect(await liveSession(db, "x".repeat(43), later)).toBeUndefined();
  });

  it("asks an account with TOTP for its code, accepts it once, and refuses its replay", async () => {
    const { db } = database;
    const secret = newTotpSecret();
    const account = await createAccount(db, fresh().email, "staff", { totpSecret: secret });
    const clock = testClock(NOW);

    const outcome = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, clock.now());
    expect(outcome).toMatchObject({ kind: "signed-in", needsCode: true });
    const token = (outcome as { token: string }).token;
    const pending = (await liveSession(db, token, clock.now()))!;
    expect(pending.awaitingCode).toBe(true);
    expect(
      (
        await db
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.tokenSha256, sha256(token)))
      )[0]!.secondFactorAt,
    ).toBeNull();

    const code = totpCodeAt(secret, clock.now());
    expect(await confirmSignInCode(db, pending, code, CLIENT, clock.now())).toBe("accepted");
    const signedIn = (await liveSession(db, token, clock.now()))!;
    expect(signedIn.awaitingCode).toBe(false);
    const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(stored!.totpLastStep).toBe(Math.floor(NOW.getTime() / 30_000));
    expect(
      (await auditOf(account.id)).map((entry) => [entry.action, entry.details, entry.ipAddress]),
    ).toEqual([
      ["sign-in", { awaitingCode: true }, CLIENT.ip],
      ["sign-in", { step: "code" }, CLIENT.ip],
    ]);

    // The same code, seen over a shoulder, opens no second session, even 20 seconds later.
    clock.advance(20_000);
    const second = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, clock.now());
    const secondToken = (second as { token: string }).token;
    const secondSession = (await liveSession(db, secondToken, clock.now()))!;
    expect(await confirmSignInCode(db, secondSession, code, CLIENT, clock.now())).toBe("wrong");
    expect((await liveSession(db, secondToken, clock.now()))!.awaitingCode).toBe(true);
    // The next step's code does.
    clock.advance(30_000);
    expect(
      await confirmSignInCode(db, secondSession, totpCodeAt(secret, clock.now()), CLIENT, clock.now()),
    ).toBe("accepted");
  });

  it("counts wrong codes as failed sign-ins: the fifth ends the session, and the right code is refused after it", async () => {
    const { db } = database;
    const secret = newTotpSecret();
    const account = await createAccount(db, fresh().email, "staff", { totpSecret: secret });
    const { ip } = fresh();
    const client = { ip, userAgent: null };
    const outcome = await signIn(db, { email: account.email, password: PASSWORD }, client, NOW);
    const token = (outcome as { token: string }).token;
    const session = (await liveSession(db, token, NOW))!;
    const right = totpCodeAt(secret, NOW);
    const wrong = right === "000000" ? "111111" : "000000";

    for (let n = 1; n < FAILURES_PER_ADDRESS; n++) {
      expect(await confirmSignInCode(db, session, wrong, client, NOW)).toBe("wrong");
      expect(await liveSession(db, token, NOW)).toBeDefined();
    }
    expect(await confirmSignInCode(db, session, wrong, client, NOW)).toBe("throttled");
    expect(await liveSession(db, token, NOW)).toBeUndefined();
    expect(await confirmSignInCode(db, session, right, client, NOW)).toBe("throttled");
    // And the password step is held back too, until the window has passed.
    expect(await signIn(db, { email: account.email, password: PASSWORD }, client, NOW)).toEqual({
      kind: "throttled",
    });
    const failures = (await auditOf(account.id)).filter((entry) => entry.action === "sign-in-failed");
    expect(failures).toHaveLength(FAILURES_PER_ADDRESS);
    for (const failure of failures)
      expect(failure).toMatchObject({ ipAddress: ip, details: { step: "code" } });
  });

  it("prunes the sessions and attempts nobody can use any more", async () => {
    const { db } = database;
    const account = await createAccount(db, fresh().email, "staff");
    const session = (values: Partial<typeof staffSessions.$inferInsert> & { tokenSha256: string }) =>
      db.insert(staffSessions).values({
        staffId: account.id,
        secondFactorAt: NOW,
        createdAt: new Date(NOW.getTime() - 24 * HOUR),
        lastSeenAt: NOW,
        expiresAt: new Date(NOW.getTime() + 24 * HOUR),
        ...values,
      });
    await session({ tokenSha256: "live" });
    await session({ tokenSha256: "expired", expiresAt: new Date(NOW.getTime() - 1) });
    await session({ tokenSha256: "idle", lastSeenAt: new Date(NOW.getTime() - SESSION_IDLE_MS - 1) });
    await session({
      tokenSha256: "revoked-long-ago",
      revokedAt: new Date(NOW.getTime() - SESSION_IDLE_MS - 1),
    });
    await session({ tokenSha256: "revoked-just-now", revokedAt: new Date(NOW.getTime() - MINUTE) });
    const attempt = (email: string, attemptedAt: Date) =>
      db
        .insert(signInAttempts)
        .values({ emailSha256: emailSha256(email), ipAddress: null, succeeded: false, attemptedAt });
    await attempt("old@prune.example", new Date(NOW.getTime() - THROTTLE_WINDOW_MS - 1));
    await attempt("young@prune.example", new Date(NOW.getTime() - THROTTLE_WINDOW_MS + MINUTE));

    await pruneSignInRecords(db, NOW, PRUNE_BATCH_SIZE);

    const left = await db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id));
    expect(left.map((row) => row.tokenSha256).sort()).toEqual(["live", "revoked-just-now"]);
    expect(await attemptsOf("old@prune.example")).toEqual([]);
    expect(await attemptsOf("young@prune.example")).toHaveLength(1);
  });
});
