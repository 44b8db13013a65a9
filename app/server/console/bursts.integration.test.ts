/**
 * Bursts at the console's throttles and one-time codes, on PostgreSQL only (on PGlite, which runs
 * one statement at a time, they are reported skipped), where each request has a connection of its
 * own and nothing but the database orders them (issue 22, items 2 and 5). Everything is sent at once with Promise.all; the limits hold
 * exactly: 5 passwords checked for one address, 20 from one IP, 3 reset links for one account,
 * and one sign-in, one enrolment, one change for one TOTP code.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, vi } from "vitest";
import type * as passwordsModule from "./passwords.server";
import { emailSha256 } from "../consent.server";
import type { DatabaseHandle } from "../db/client.server";
import { emailOutbox, signInAttempts, staffAccounts, staffTokens } from "../db/schema.server";
import { CLIENT, createAccount, PASSWORD, SITE_URL } from "../../../tests/support/console";
import { raceTest, testDatabases } from "../../../tests/support/databases";
import {
  confirmTotpEnrolment,
  disableTotp,
  requestPasswordReset,
  startTotpEnrolment,
} from "./accounts.server";
import { passwordMatches } from "./passwords.server";
import { confirmSignInCode, liveSession, signIn } from "./sessions.server";
import { FAILURES_PER_ADDRESS, FAILURES_PER_IP, RESETS_PER_HOUR } from "./throttle.server";
import { claimTotpCode, newTotpSecret, totpCodeAt } from "./totp.server";

// Every call of passwordMatches is a password checked: counted, and still done.
vi.mock("./passwords.server", async (importOriginal) => {
  const actual = await importOriginal<typeof passwordsModule>();
  return { ...actual, passwordMatches: vi.fn(actual.passwordMatches) };
});

const NOW = new Date("2026-11-20T15:00:00Z");
const BURST = 150;

let uniqueness = 0;
function fresh() {
  uniqueness++;
  return { email: `burst${uniqueness}@maplewiseleads.example`, ip: `198.51.100.${uniqueness}` };
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }, {});

describe.each(testDatabases)("bursts on $name", ({ name, open }) => {
  // Lock and race tests: PostgreSQL only (tests/support/databases.ts says why).
  const race = raceTest({ name });
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const passwordChecks = () => vi.mocked(passwordMatches).mock.calls.length;
  const attemptsWhere = async (where: ReturnType<typeof eq>) =>
    (await database.db.select().from(signInAttempts).where(where)).length;

  race(
    `checks exactly ${FAILURES_PER_ADDRESS} passwords of ${BURST} sign-ins at once for one address`,
    async () => {
      const { db } = database;
      const account = await createAccount(db, fresh().email, "staff");
      const before = passwordChecks();

      const outcomes = await Promise.all(
        Array.from({ length: BURST }, (_, n) =>
          signIn(
            db,
            { email: account.email, password: `guess ${n}` },
            { ip: fresh().ip, userAgent: null },
            NOW,
          ),
        ),
      );

      expect(passwordChecks() - before).toBe(FAILURES_PER_ADDRESS);
      expect(tally(outcomes.map((outcome) => outcome.kind))).toEqual({
        failed: FAILURES_PER_ADDRESS,
        throttled: BURST - FAILURES_PER_ADDRESS,
      });
      expect(await attemptsWhere(eq(signInAttempts.emailSha256, emailSha256(account.email)))).toBe(
        FAILURES_PER_ADDRESS,
      );
      // The right password, now, is refused like the rest.
      expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW)).toEqual({
        kind: "throttled",
      });
    },
  );

  race(`checks exactly ${FAILURES_PER_IP} passwords of ${BURST} sign-ins at once from one IP`, async () => {
    const { db } = database;
    const { ip } = fresh();
    const before = passwordChecks();

    const outcomes = await Promise.all(
      Array.from({ length: BURST }, () =>
        signIn(db, { email: fresh().email, password: PASSWORD }, { ip, userAgent: null }, NOW),
      ),
    );

    expect(passwordChecks() - before).toBe(FAILURES_PER_IP);
    expect(tally(outcomes.map((outcome) => outcome.kind))).toEqual({
      failed: FAILURES_PER_IP,
      throttled: BURST - FAILURES_PER_IP,
    });
    expect(await attemptsWhere(eq(signInAttempts.ipAddress, ip))).toBe(FAILURES_PER_IP);
  });

  race("counts a burst's right passwords while they are checked, then not: each signs in", async () => {
    const { db } = database;
    const account = await createAccount(db, fresh().email, "staff");
    const outcomes = await Promise.all(
      Array.from({ length: 2 * FAILURES_PER_ADDRESS }, () =>
        signIn(db, { email: account.email, password: PASSWORD }, { ip: fresh().ip, userAgent: null }, NOW),
      ),
    );
    // At most 5 are let through at once, and those that succeed stop counting as failures.
    const signedIn = outcomes.filter((outcome) => outcome.kind === "signed-in").length;
    expect(signedIn).toBeGreaterThanOrEqual(FAILURES_PER_ADDRESS);
    expect(signedIn + outcomes.filter((outcome) => outcome.kind === "throttled").length).toBe(
      outcomes.length,
    );
    expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW)).toMatchObject({
      kind: "signed-in",
    });
  });

  race(
    `sends exactly ${RESETS_PER_HOUR} reset links of ${BURST} requests at once for one account`,
    async () => {
      const { db } = database;
      const account = await createAccount(db, fresh().email, "staff");

      await Promise.all(
        Array.from({ length: BURST }, (_, n) =>
          requestPasswordReset(
            db,
            n % 2 ? account.email : account.email.toUpperCase(),
            CLIENT.ip,
            SITE_URL,
            NOW,
          ),
        ),
      );

      const links = await db
        .select()
        .from(staffTokens)
        .where(and(eq(staffTokens.staffId, account.id), eq(staffTokens.purpose, "reset")));
      expect(links).toHaveLength(RESETS_PER_HOUR);
      const emails = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientSha256, emailSha256(account.email)));
      expect(emails).toHaveLength(RESETS_PER_HOUR);
    },
  );

  race("accepts one TOTP code once when it is claimed 20 times at once", async () => {
    const { db } = database;
    const secret = newTotpSecret();
    const account = await createAccount(db, fresh().email, "staff", { totpSecret: secret });
    const code = totpCodeAt(secret, NOW);

    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        claimTotpCode(db, { accountId: account.id, secret, code, factor: "confirmed" }, NOW),
      ),
    );

    expect(claims.filter(Boolean)).toHaveLength(1);
    const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(stored!.totpLastStep).toBe(Math.floor(NOW.getTime() / 30_000));
  });

  race("signs in one of 20 sessions that send one code at once", async () => {
    const { db } = database;
    const secret = newTotpSecret();
    const account = await createAccount(db, fresh().email, "staff", { totpSecret: secret });
    const tokens: string[] = [];
    for (let n = 0; n < 20; n++) {
      const outcome = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW);
      tokens.push((outcome as { token: string }).token);
    }
    const sessions = await Promise.all(tokens.map(async (token) => (await liveSession(db, token, NOW))!));
    const code = totpCodeAt(secret, NOW);

    const outcomes = await Promise.all(
      sessions.map((session) =>
        confirmSignInCode(db, session, code, { ip: fresh().ip, userAgent: null }, NOW),
      ),
    );

    expect(outcomes.filter((outcome) => outcome === "accepted")).toHaveLength(1);
    const live = await Promise.all(tokens.map((token) => liveSession(db, token, NOW)));
    expect(live.filter((session) => session && !session.awaitingCode)).toHaveLength(1);
  });

  race(
    "turns two-step sign-in on once, and off once, for one code sent from 20 browsers at once",
    async () => {
      const { db } = database;
      const account = await createAccount(db, fresh().email, "staff");
      const tokens: string[] = [];
      for (let n = 0; n < 20; n++) {
        const outcome = await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW);
        tokens.push((outcome as { token: string }).token);
      }
      const secret = await startTotpEnrolment(db, account);
      const pending = (await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id)))[0]!;
      const by = { staffId: account.id, actor: account.email, ipAddress: CLIENT.ip };
      const enrolmentCode = totpCodeAt(secret, NOW);

      const enrolments = await Promise.all(
        tokens.map(async (token) =>
          confirmTotpEnrolment(
            db,
            pending,
            enrolmentCode,
            by,
            (await liveSession(db, token, NOW))!.tokenSha256,
            NOW,
          ),
        ),
      );
      expect(enrolments.filter(Boolean)).toHaveLength(1);

      const later = new Date(NOW.getTime() + 30_000);
      const winner = tokens[enrolments.indexOf(true)]!;
      const session = (await liveSession(db, winner, later))!;
      const offCode = totpCodeAt(secret, later);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          disableTotp(db, session, offCode, { ...by, ipAddress: fresh().ip }, later),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === "disabled")).toHaveLength(1);
      const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
      expect(stored!.totpSecret).toBeNull();
    },
  );
});
