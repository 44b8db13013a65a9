/**
 * The console's guards (its layouts' middleware, as routes.ts chains them) on PGlite and
 * PostgreSQL, with the Request and context React Router gives a console route: signed out, a page is a 303 to the sign-in page that comes back to it and
 * anything else a 401; a code still owed sends a page to the code page; a role short of the
 * route's is a 403; an account without the second factor owners require is sent to set it up.
 * Also the sign-in route's answers, and where it may send the browser afterwards.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as signInAction, loader as signInLoader } from "~/routes/admin/sign-in";
import { action as teamAction } from "~/routes/admin/team";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, staffAccounts, staffSessions } from "../db/schema.server";
import {
  CLIENT,
  consoleServices,
  createAccount,
  outcomeOf,
  PASSWORD,
  consoleChains as chains,
  guarded,
  type RouteArgs,
  routeArgs,
  testClock,
  throughGuards,
} from "../../../tests/support/console";

import { testDatabases } from "../../../tests/support/databases";
import { safeReturnPath } from "./access.server";
import { setTotpRequired, LOCAL_TOOL } from "./accounts.server";
import {
  FAILURES_PER_ADDRESS,
  SESSION_IDLE_MS,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  signIn,
} from "./sessions.server";
import { newTotpSecret } from "./totp.server";

const NOW = new Date("2026-11-20T15:00:00Z");

const requireStaff = (args: RouteArgs, chain = chains.staffPage) => throughGuards(chain, args);

describe("safeReturnPath", () => {
  it("returns to a page of the console, as a browser would resolve it", () => {
    expect(safeReturnPath("/admin")).toBe("/admin");
    expect(safeReturnPath("/admin/leads?status=new&page=2")).toBe("/admin/leads?status=new&page=2");
    expect(safeReturnPath("/admin?x=1")).toBe("/admin?x=1");
    expect(safeReturnPath("/admin/leads/../team")).toBe("/admin/team");
  });

  it("goes to the console's first page instead of anywhere else", () => {
    for (const next of [
      null,
      "",
      "//evil.example",
      "//evil.example/admin",
      "https://evil.example",
      "https://evil.example/admin",
      "/\\evil.example/admin",
      "\\\\evil.example/admin",
      "javascript:alert(1)",
      "/administrator",
      "/admin/../contact",
      "/admin\\..\\contact",
      "admin/leads",
      "/",
    ]) {
      expect(safeReturnPath(next), String(next)).toBe("/admin");
    }
  });

  it("never returns what a Location header cannot carry", () => {
    // A newline, NUL or a character beyond Latin-1 in a header throws, and the request was a 500.
    expect(safeReturnPath("/admin/\r\nSet-Cookie: x=1")).toMatch(/^\/admin\/[\x21-\x7e]*$/);
    expect(safeReturnPath("/admin/\u0000")).toMatch(/^\/admin\/[\x21-\x7e]*$/);
    expect(safeReturnPath("/admin/leads?q=☃")).toBe("/admin/leads?q=%E2%98%83");
    expect(safeReturnPath("/admin/☃")).toBe("/admin/%E2%98%83");
    expect(new Headers({ Location: safeReturnPath("/admin/\ud800") }).get("Location")).toMatch(/^\/admin\//);
  });
});

describe.each(testDatabases)("the console's guards on $name", ({ open }) => {
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
      `${role}${uniqueness}@maplewiseleads.example`,
      role,
      options,
    );
    const outcome = await signIn(database.db, { email: account.email, password: PASSWORD }, CLIENT, NOW);
    return { account, services, clock, token: (outcome as { token: string }).token };
  }

  it("lets a signed-in member of staff in, with who they are, from where, and an audit as them", async () => {
    const { account, services, token } = await signedIn("staff");
    const request = await requireStaff(await routeArgs(services, "/admin/leads", { token }));
    expect(request.staff).toEqual({ id: account.id, email: account.email, role: "staff" });
    expect(request.ip).toBe(CLIENT.ip);
    // The console's services, built from the context the process filled (database, clock, links).
    expect(request.services.db === services.db).toBe(true);
    expect(request.services.now === services.now).toBe(true);
    expect(request.services.siteUrl).toBe(services.siteUrl);

    await request.audit(database.db, { action: "leads-exported", details: { rows: 3 } });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "leads-exported"));
    expect(entry).toMatchObject({
      staffId: account.id,
      actor: account.email,
      ipAddress: CLIENT.ip,
      occurredAt: NOW,
      details: { rows: 3 },
    });
  });

  it("sends a signed-out page to the sign-in page, which will come back to it, and answers 401 otherwise", async () => {
    const { services } = await signedIn("owner");
    const page = await outcomeOf(requireStaff(await routeArgs(services, "/admin/leads?status=new&q=a%20b")));
    expect(page).toEqual({
      status: 303,
      location: "/admin/sign-in?next=%2Fadmin%2Fleads%3Fstatus%3Dnew%26q%3Da%2520b",
    });
    expect(new URLSearchParams(page.location!.split("?")[1]).get("next")).toBe(
      "/admin/leads?status=new&q=a%20b",
    );
    expect(
      await outcomeOf(requireStaff(await routeArgs(services, "/admin/leads", { method: "HEAD" }))),
    ).toMatchObject({
      status: 303,
    });

    const post = await outcomeOf(
      requireStaff(
        await routeArgs(services, "/admin/leads", { method: "POST", body: new URLSearchParams({ a: "b" }) }),
      ),
    );
    expect(post.status).toBe(401);
    const download = await outcomeOf(
      requireStaff(await routeArgs(services, "/admin/leads.csv"), chains.download),
    );
    expect(download.status).toBe(401);
  });

  it("treats a forged, revoked, idle, expired or disabled account's session as signed out", async () => {
    const forged = await signedIn("staff");
    const forgedArgs = await routeArgs(forged.services, "/admin/team");
    forgedArgs.request.headers.set("Cookie", "console_session=InNvbWUtdG9rZW4i.forged-signature");
    expect((await outcomeOf(requireStaff(forgedArgs))).status).toBe(303);
    // A cookie of another name (the https one, say) is not this site's session either.
    const otherName = await routeArgs(forged.services, "/admin/team");
    otherName.request.headers.set("Cookie", `__Host-console_session=${forged.token}`);
    expect((await outcomeOf(requireStaff(otherName))).status).toBe(303);

    const idle = await signedIn("staff");
    idle.clock.advance(SESSION_IDLE_MS);
    expect(
      (await outcomeOf(requireStaff(await routeArgs(idle.services, "/admin", { token: idle.token })))).status,
    ).toBe(303);

    const disabled = await signedIn("owner");
    await database.db
      .update(staffAccounts)
      .set({ disabledAt: NOW })
      .where(eq(staffAccounts.id, disabled.account.id));
    const args = await routeArgs(disabled.services, "/admin/team", { token: disabled.token, method: "POST" });
    expect((await outcomeOf(requireStaff(args, chains.ownerPage))).status).toBe(401);
  });

  it("sends a page to the code page while the second factor is owed, and refuses anything else", async () => {
    const { services, token } = await signedIn("owner", { totpSecret: newTotpSecret() });
    expect(
      await outcomeOf(requireStaff(await routeArgs(services, "/admin/team", { token }), chains.ownerPage)),
    ).toEqual({
      status: 303,
      location: "/admin/sign-in/code?next=%2Fadmin%2Fteam",
    });
    // Even the account page, where the second factor is set up, needs it once it is set up.
    expect(
      (
        await outcomeOf(
          requireStaff(await routeArgs(services, "/admin/account", { token }), chains.accountPage),
        )
      ).status,
    ).toBe(303);
    const post = await routeArgs(services, "/admin/team", {
      token,
      method: "POST",
      body: new URLSearchParams(),
    });
    expect((await outcomeOf(requireStaff(post, chains.ownerPage))).status).toBe(401);
  });

  it("answers 403 to a member of staff on an owner's route, page or action", async () => {
    const { services, token } = await signedIn("staff");
    for (const method of ["GET", "POST"]) {
      const args = await routeArgs(services, "/admin/team", { token, method });
      expect(await outcomeOf(requireStaff(args, chains.ownerPage))).toEqual({
        status: 403,
        body: "Only an owner can do this.",
      });
    }
    const owner = await signedIn("owner");
    const args = await routeArgs(owner.services, "/admin/team", { token: owner.token, method: "POST" });
    expect((await requireStaff(args, chains.ownerPage)).staff.role).toBe("owner");
  });

  it("sends an account without a second factor to set one up while owners require it", async () => {
    const without = await signedIn("owner");
    const withIt = await signedIn("staff", { totpSecret: newTotpSecret() });
    // Its code given, the account with TOTP is fully signed in.
    await database.db
      .update(staffSessions)
      .set({ secondFactorAt: NOW })
      .where(eq(staffSessions.staffId, withIt.account.id));
    await setTotpRequired(database.db, true, LOCAL_TOOL, NOW);
    try {
      expect(
        await outcomeOf(
          requireStaff(await routeArgs(without.services, "/admin/leads", { token: without.token })),
        ),
      ).toEqual({
        status: 303,
        location: "/admin/account?setup=required",
      });
      const post = await routeArgs(without.services, "/admin/team", { token: without.token, method: "POST" });
      expect((await outcomeOf(requireStaff(post, chains.ownerPage))).status).toBe(403);
      const download = await routeArgs(without.services, "/admin/leads.csv", { token: without.token });
      expect((await outcomeOf(requireStaff(download, chains.download))).status).toBe(403);
      // The account page and the chrome around it stay open, to set it up there.
      const accountPage = await routeArgs(without.services, "/admin/account", { token: without.token });
      expect((await requireStaff(accountPage, chains.accountPage)).staff.id).toBe(without.account.id);
      const enrol = await routeArgs(without.services, "/admin/account", {
        token: without.token,
        method: "POST",
      });
      expect((await requireStaff(enrol, chains.accountPage)).staff.id).toBe(without.account.id);

      expect(
        (await requireStaff(await routeArgs(withIt.services, "/admin/leads", { token: withIt.token }))).staff
          .id,
      ).toBe(withIt.account.id);
    } finally {
      await setTotpRequired(database.db, false, LOCAL_TOOL, NOW);
    }
    expect(
      (await requireStaff(await routeArgs(without.services, "/admin/leads", { token: without.token }))).staff
        .id,
    ).toBe(without.account.id);
  });

  describe("the sign-in route", () => {
    const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });

    it("signs in, sets the session cookie and returns to the page asked for, inside the console only", async () => {
      uniqueness++;
      const services = consoleServices(database.db, () => NOW);
      const account = await createAccount(database.db, `route${uniqueness}@maplewiseleads.example`, "staff");
      for (const [next, location] of [
        ["/admin/leads?status=new", "/admin/leads?status=new"],
        ["//evil.example", "/admin"],
        ["https://evil.example/admin", "/admin"],
        ["/admin/☃\n", "/admin/%E2%98%83"],
      ] as const) {
        const args = await routeArgs(
          services,
          `/admin/sign-in?next=${encodeURIComponent(next)}`,
          form({ email: account.email, password: PASSWORD }),
        );
        const answer = await outcomeOf(signInAction({ ...args, params: {} } as never));
        expect(answer, next).toMatchObject({ status: 303, location });
      }
      const thrown = await signInAction({
        ...(await routeArgs(services, "/admin/sign-in", form({ email: account.email, password: PASSWORD }))),
        params: {},
      } as never).catch((response: Response) => response);
      const cookie = (thrown as Response).headers.get("Set-Cookie")!;
      expect(cookie).toMatch(
        /^__Host-console_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );

      // Signed in already, the sign-in page sends the browser on, to the console only.
      const token = (await services.sessionCookie.parse(cookie.split(";")[0]!)) as string;
      for (const [next, location] of [
        ["/admin/team", "/admin/team"],
        ["//evil.example", "/admin"],
        ["/admin/☃", "/admin/%E2%98%83"],
      ] as const) {
        const args = await routeArgs(services, `/admin/sign-in?next=${encodeURIComponent(next)}`, { token });
        expect(await outcomeOf(signInLoader({ ...args, params: {} } as never)), next).toMatchObject({
          status: 303,
          location,
        });
      }
    });

    it("answers one generic message to a failed sign-in, 400 to a form with a field missing, and 429 when throttled", async () => {
      uniqueness++;
      const services = consoleServices(database.db, () => NOW);
      const email = `throttled${uniqueness}@maplewiseleads.example`;
      await createAccount(database.db, email, "staff");
      const attempt = async (fields: Record<string, string>) =>
        outcomeOf(
          signInAction({
            ...(await routeArgs(services, "/admin/sign-in", form(fields))),
            params: {},
          } as never),
        );

      expect(await attempt({ email })).toEqual({
        status: 400,
        body: { fieldErrors: { password: "Please enter your password" } },
      });
      expect(await attempt({ email, password: "a\u0000b" })).toMatchObject({ status: 400 });
      for (let n = 0; n < FAILURES_PER_ADDRESS; n++) {
        expect(await attempt({ email, password: `wrong ${n}` })).toEqual({
          status: 401,
          body: { fieldErrors: {}, message: SIGN_IN_FAILED_MESSAGE },
        });
      }
      expect(await attempt({ email, password: PASSWORD })).toEqual({
        status: 429,
        body: { fieldErrors: {}, message: SIGN_IN_THROTTLED_MESSAGE },
      });
      expect(
        await attempt({ email: `nobody${uniqueness}@maplewiseleads.example`, password: PASSWORD }),
      ).toEqual({
        status: 401,
        body: { fieldErrors: {}, message: SIGN_IN_FAILED_MESSAGE },
      });
    });
  });
  describe("the team route", () => {
    it("answers 400, changing nothing, to an account id that is not one", async () => {
      const owner = await signedIn("owner");
      const member = await signedIn("staff");
      for (const staffId of ["------------------------------------", "a".repeat(36), "not an id", ""]) {
        const args = await routeArgs(owner.services, "/admin/team", {
          token: owner.token,
          method: "POST",
          body: new URLSearchParams({ intent: "disable", staffId }),
        });
        expect(
          await outcomeOf(guarded(chains.ownerPage, args, (a) => teamAction(a as never))),
          staffId,
        ).toEqual({
          status: 400,
          body: { fieldErrors: { staffId: "Unknown account" } },
        });
      }
      const [stored] = await database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, member.account.id));
      expect(stored!.disabledAt).toBeNull();
    });

    it("knows an owner's own id in upper case: no demoting, disabling or resetting yourself", async () => {
      const owner = await signedIn("owner", { totpSecret: newTotpSecret() });
      // The code step is given: the session is fully signed in.
      await database.db
        .update(staffSessions)
        .set({ secondFactorAt: NOW })
        .where(eq(staffSessions.staffId, owner.account.id));
      await signedIn("owner"); // Another owner: the last-owner rule is not what refuses.
      const ownId = owner.account.id.toUpperCase();
      for (const fields of [
        { intent: "role", staffId: ownId, role: "staff" } as Record<string, string>,
        { intent: "disable", staffId: ownId },
        { intent: "reset-totp", staffId: ownId },
      ]) {
        const args = await routeArgs(owner.services, "/admin/team", {
          token: owner.token,
          method: "POST",
          body: new URLSearchParams(fields),
        });
        expect(
          await outcomeOf(guarded(chains.ownerPage, args, (a) => teamAction(a as never))),
          fields.intent,
        ).toEqual({
          status: 400,
          body: { fieldErrors: { form: expect.stringMatching(/^You cannot change your own role/) } },
        });
      }
      const [stored] = await database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, owner.account.id));
      expect(stored).toMatchObject({ role: "owner", disabledAt: null, totpSecret: owner.account.totpSecret });
    });
  });
});
