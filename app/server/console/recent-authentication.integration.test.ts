/**
 * A security change needs the password (or a code) given within the last 10 minutes, on PGlite and
 * PostgreSQL, through the routes' own loaders and actions (issue 22, item 4): Team's changes and
 * two-step sign-in on the account page are refused with a request for the password, which is
 * throttled and audited like a sign-in and, once given, opens them for 10 minutes. Signing an
 * account out everywhere needs nothing more.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as teamAction, loader as teamLoader } from "~/routes/admin/team";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, staffAccounts } from "../db/schema.server";
import {
  CLIENT,
  consoleServices,
  createAccount,
  outcomeOf,
  consoleChains,
  guarded,
  PASSWORD,
  type RouteArgs,
  routeArgs,
  testClock,
} from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import {
  PASSWORD_CHECK_DUE_MESSAGE,
  RECENT_AUTHENTICATION_MS,
  WRONG_PASSWORD_MESSAGE,
} from "./recent-authentication.server";
import {
  confirmSignInCode,
  FAILURES_PER_ADDRESS,
  liveSession,
  SIGN_IN_THROTTLED_MESSAGE,
  signIn,
} from "./sessions.server";
import { newTotpSecret, totpCodeAt } from "./totp.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const MINUTE = 60_000;

const due = {
  status: 401,
  body: { fieldErrors: {}, message: PASSWORD_CHECK_DUE_MESSAGE, passwordCheck: "due" },
};

describe.each(testDatabases)("recent authentication on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  let uniqueness = 0;
  async function signedIn(role: "owner" | "staff", options: { totpSecret?: string } = {}) {
    uniqueness++;
    const clock = testClock(NOW);
    const services = consoleServices(database.db, clock.now);
    const account = await createAccount(
      database.db,
      `recent${uniqueness}@maplewiseleads.example`,
      role,
      options,
    );
    // An IP of its own: the throttle's count is this test's alone.
    const client = { ...CLIENT, ip: `192.0.2.${uniqueness}` };
    const outcome = await signIn(database.db, { email: account.email, password: PASSWORD }, client, NOW);
    const token = (outcome as { token: string }).token;
    const post = async (path: string, fields: Record<string, string>) =>
      routeArgs(services, path, { token, ip: client.ip, method: "POST", body: new URLSearchParams(fields) });
    const get = async (path: string) => routeArgs(services, path, { token, ip: client.ip });
    return { account, services, clock, token, client, post, get };
  }

  const team = async (args: Promise<RouteArgs>) =>
    outcomeOf(guarded(consoleChains.ownerPage, await args, (a) => teamAction(a as never)));
  const accountPage = async (args: Promise<RouteArgs>) =>
    outcomeOf(guarded(consoleChains.accountPage, await args, (a) => accountAction(a as never)));
  const accountOf = async (id: string) =>
    (await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0]!;
  const auditOf = async (id: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.staffId, id), eq(auditLog.subjectId, id)))
        .orderBy(auditLog.id)
    ).map((entry) => entry.action);

  it("lets an owner change the team for 10 minutes after the password, then asks for it again, and audits the answers", async () => {
    const owner = await signedIn("owner");
    const member = await createAccount(database.db, `member${uniqueness}@maplewiseleads.example`, "staff");
    const makeOwner = () => owner.post("/admin/team", { intent: "role", staffId: member.id, role: "owner" });
    const loaderSays = async () =>
      (
        (await guarded(consoleChains.ownerPage, await owner.get("/admin/team"), (a) =>
          teamLoader(a as never),
        )) as {
          passwordCheckDue: boolean;
        }
      ).passwordCheckDue;

    // Just signed in: the password was given a moment ago.
    owner.clock.advance(RECENT_AUTHENTICATION_MS - 1);
    expect(await loaderSays()).toBe(false);
    expect(
      await team(owner.post("/admin/team", { intent: "role", staffId: member.id, role: "staff" })),
    ).toMatchObject({ status: 200, body: { done: "Role changed." } });

    owner.clock.advance(1);
    expect(await loaderSays()).toBe(true);
    for (const fields of [
      { intent: "role", staffId: member.id, role: "owner" } as Record<string, string>,
      { intent: "disable", staffId: member.id },
      { intent: "enable", staffId: member.id },
      { intent: "reset-totp", staffId: member.id },
      { intent: "require-totp" },
      { intent: "allow-without-totp" },
      { intent: "invite", email: `invited${uniqueness}@maplewiseleads.example`, role: "owner" },
    ]) {
      expect(await team(owner.post("/admin/team", fields)), fields.intent).toEqual(due);
    }
    expect(await accountOf(member.id)).toMatchObject({ role: "staff", disabledAt: null });
    // Taking access away needs no password.
    expect(
      await team(owner.post("/admin/team", { intent: "revoke-sessions", staffId: member.id })),
    ).toMatchObject({
      status: 200,
    });

    expect(await team(owner.post("/admin/team", { intent: "confirm-password", password: "not it" }))).toEqual(
      {
        status: 401,
        body: { fieldErrors: { password: WRONG_PASSWORD_MESSAGE } },
      },
    );
    expect(await team(makeOwner())).toEqual(due);
    expect(
      await team(owner.post("/admin/team", { intent: "confirm-password", password: PASSWORD })),
    ).toMatchObject({
      status: 200,
      body: { passwordCheck: "confirmed" },
    });
    expect(await loaderSays()).toBe(false);
    expect(await team(makeOwner())).toMatchObject({ status: 200, body: { done: "Role changed." } });
    expect((await accountOf(member.id)).role).toBe("owner");
    expect(await auditOf(owner.account.id)).toEqual([
      "sign-in",
      "password-confirmation-failed",
      "password-confirmed",
    ]);

    owner.clock.advance(RECENT_AUTHENTICATION_MS);
    expect(await team(makeOwner())).toEqual(due);
  });

  it("asks for the password before two-step sign-in is turned on or off on the account page", async () => {
    const secret = newTotpSecret();
    const user = await signedIn("staff", { totpSecret: secret });
    user.clock.advance(RECENT_AUTHENTICATION_MS);
    // The code of the sign-in proves who it is, as the password does: 10 minutes from then.
    const pending = (await liveSession(database.db, user.token, user.clock.now()))!;
    expect(
      await confirmSignInCode(
        database.db,
        pending,
        totpCodeAt(secret, user.clock.now()),
        user.client,
        user.clock.now(),
      ),
    ).toBe("accepted");
    user.clock.advance(RECENT_AUTHENTICATION_MS - MINUTE);
    const loaded = (await guarded(consoleChains.accountPage, await user.get("/admin/account"), (a) =>
      accountLoader(a as never),
    )) as {
      passwordCheckDue: boolean;
    };
    expect(loaded.passwordCheckDue).toBe(false);

    user.clock.advance(MINUTE);
    const code = totpCodeAt(secret, user.clock.now());
    expect(await accountPage(user.post("/admin/account", { intent: "disable-totp", code }))).toEqual(due);
    expect((await accountOf(user.account.id)).totpSecret).toBe(secret);
    expect(
      await accountPage(user.post("/admin/account", { intent: "confirm-password", password: PASSWORD })),
    ).toMatchObject({
      status: 200,
    });
    expect(await accountPage(user.post("/admin/account", { intent: "disable-totp", code }))).toMatchObject({
      status: 200,
      body: { done: "Two-step sign-in is off." },
    });
    expect((await accountOf(user.account.id)).totpSecret).toBeNull();

    // And turning it on again, 10 minutes later.
    user.clock.advance(RECENT_AUTHENTICATION_MS);
    await guarded(consoleChains.accountPage, await user.get("/admin/account"), (a) =>
      accountLoader(a as never),
    );
    const newSecret = (await accountOf(user.account.id)).pendingTotpSecret!;
    expect(
      await accountPage(
        user.post("/admin/account", { intent: "enable-totp", code: totpCodeAt(newSecret, user.clock.now()) }),
      ),
    ).toEqual(due);
    expect((await accountOf(user.account.id)).totpSecret).toBeNull();
  });

  it("counts wrong passwords with the sign-in's throttle: the limit ends the session", async () => {
    const user = await signedIn("staff");
    user.clock.advance(RECENT_AUTHENTICATION_MS);
    for (let n = 1; n < FAILURES_PER_ADDRESS; n++) {
      expect(
        await accountPage(
          user.post("/admin/account", { intent: "confirm-password", password: `guess ${n}` }),
        ),
      ).toMatchObject({ status: 401 });
    }
    expect(
      await accountPage(user.post("/admin/account", { intent: "confirm-password", password: "guess" })),
    ).toEqual({
      status: 429,
      body: { fieldErrors: {}, message: SIGN_IN_THROTTLED_MESSAGE },
    });
    expect(await liveSession(database.db, user.token, user.clock.now())).toBeUndefined();
    expect(
      await signIn(
        database.db,
        { email: user.account.email, password: PASSWORD },
        user.client,
        user.clock.now(),
      ),
    ).toEqual({
      kind: "throttled",
    });
    expect(
      (await auditOf(user.account.id)).filter((action) => action === "password-confirmation-failed"),
    ).toHaveLength(FAILURES_PER_ADDRESS);
  });
});
