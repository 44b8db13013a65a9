/**
 * The console's accounts on PGlite and PostgreSQL: invitations (by an owner or `npm run staff`),
 * the one-time setup and reset links, reset requests that tell nobody which addresses exist, the
 * TOTP enrolment and its removal, and the owners' team changes, each with its audit entry.
 */
import { verify } from "@node-rs/argon2";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailSha256, sha256 } from "../consent.server";
import { CommandRefused } from "../control-commands.server";
import type { DatabaseHandle } from "../db/client.server";
import {
  auditLog,
  consoleSettings,
  emailOutbox,
  staffAccounts,
  staffSessions,
  staffTokens,
} from "../db/schema.server";
import { CLIENT, createAccount, PASSWORD, SITE_URL, testClock } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import { withRenderings } from "../../../tests/support/outbox-emails";
import {
  accountForLink,
  changeTeamMember,
  confirmTotpEnrolment,
  disableTotp,
  inviteStaff,
  LOCAL_TOOL,
  requestPasswordReset,
  setPasswordWithLink,
  setTotpRequired,
  startTotpEnrolment,
  teamMembers,
  totpRequired,
} from "./accounts.server";
import {
  confirmSignInCode,
  FAILURES_PER_ADDRESS,
  liveSession,
  SESSION_IDLE_MS,
  signIn,
  type StaffAccount,
} from "./sessions.server";
import { staffCommands } from "./staff-commands.server";
import { totpCodeAt } from "./totp.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NEW_PASSWORD = "a brand new passphrase";

let uniqueness = 0;
function address(name = "member") {
  uniqueness++;
  return `${name}${uniqueness}@maplewiseleads.example`;
}

/** The token of a setup or reset link, as its email carries it. */
function tokenOf(url: string): string {
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/admin/set-password`);
  return link.searchParams.get("token")!;
}

describe.each(testDatabases)("console accounts on $name", ({ name, open }) => {
  let database: DatabaseHandle;
  let owner: StaffAccount;
  beforeAll(async () => {
    database = await open();
    owner = await createAccount(database.db, address("owner"), "owner");
  });
  afterAll(async () => {
    await database?.close();
  });
  const byOwner = () => ({ staffId: owner.id, actor: owner.email, ipAddress: CLIENT.ip });

  const accountOf = async (id: string) =>
    (await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0]!;
  const auditAbout = (id: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(auditLog.id);
  const emailsTo = async (email: string) =>
    withRenderings(
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientSha256, emailSha256(email))),
      SITE_URL,
    );
  const linksOf = (staffId: string) =>
    database.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.staffId, staffId))
      .orderBy(staffTokens.createdAt);
  async function sessionFor(email: string, now = NOW) {
    const outcome = await signIn(database.db, { email, password: PASSWORD }, CLIENT, now);
    expect(outcome.kind).toBe("signed-in");
    return (outcome as { token: string }).token;
  }

  describe("an invitation", () => {
    it("creates an account without a password, and emails a setup link valid 24 hours", async () => {
      const { db } = database;
      const email = address("invitee");
      const outcome = await inviteStaff(
        db,
        { email: ` ${email.toUpperCase()} `, role: "staff" },
        byOwner(),
        SITE_URL,
        NOW,
      );

      expect(outcome).toEqual({ kind: "invited", id: expect.any(String), setupUrl: expect.any(String) });
      const { id, setupUrl } = outcome as { id: string; setupUrl: string };
      const token = tokenOf(setupUrl);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(await accountOf(id)).toMatchObject({
        email,
        role: "staff",
        passwordHash: null,
        disabledAt: null,
      });
      // Only the token's hash is stored: the table alone opens no account.
      expect(await linksOf(id)).toEqual([
        {
          tokenSha256: sha256(token),
          staffId: id,
          purpose: "setup",
          expiresAt: new Date(NOW.getTime() + 24 * HOUR),
          usedAt: null,
          createdAt: NOW,
        },
      ]);
      const emails = await emailsTo(email);
      expect(emails).toEqual([
        expect.objectContaining({ kind: "staff-setup", recipient: email, status: "pending", createdAt: NOW }),
      ]);
      expect(emails[0]!.text).toContain(setupUrl);
      expect(emails[0]!.html).toContain(setupUrl);
      expect(emails[0]!.text).toContain("24 hours");
      expect(await auditAbout(id)).toEqual([
        expect.objectContaining({
          action: "staff-invited",
          staffId: owner.id,
          actor: owner.email,
          ipAddress: CLIENT.ip,
          subjectType: "staff",
          details: { role: "staff" },
          occurredAt: NOW,
        }),
      ]);
      expect(await accountForLink(db, token, NOW)).toMatchObject({ purpose: "setup", account: { id } });
    });

    it("refuses an address that already has an account, whatever its case, and stores nothing", async () => {
      const { db } = database;
      const email = address("twice");
      const first = await inviteStaff(db, { email, role: "owner" }, byOwner(), SITE_URL, NOW);
      const { id } = first as { id: string };

      expect(
        await inviteStaff(db, { email: email.toUpperCase(), role: "staff" }, byOwner(), SITE_URL, NOW),
      ).toEqual({
        kind: "exists",
      });
      expect(await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))).toHaveLength(1);
      expect(await linksOf(id)).toHaveLength(1);
      expect(await emailsTo(email)).toHaveLength(1);
      expect(await auditAbout(id)).toHaveLength(1);
      expect(await accountOf(id)).toMatchObject({ role: "owner" });
    });

    it("comes from `npm run staff -- add` too, audited as the local tool", async () => {
      const { db } = database;
      const commands = staffCommands(db, { siteUrl: SITE_URL, now: () => NOW });
      const email = address("tool");

      const answer = (await commands["staff.add"]!({ email, role: "owner" })) as { setupUrl: string };
      const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      expect(account).toMatchObject({ role: "owner", passwordHash: null });
      expect((await accountForLink(db, tokenOf(answer.setupUrl), NOW))?.account.id).toBe(account!.id);
      expect(await emailsTo(email)).toEqual([expect.objectContaining({ kind: "staff-setup" })]);
      expect(await auditAbout(account!.id)).toEqual([
        expect.objectContaining({
          action: "staff-invited",
          staffId: null,
          actor: "local tool",
          ipAddress: null,
        }),
      ]);

      await expect(commands["staff.add"]!({ email, role: "staff" })).rejects.toThrow(
        new CommandRefused(`${email} already has an account.`),
      );
      await expect(commands["staff.add"]!({ email: "not-an-address", role: "staff" })).rejects.toThrow(
        CommandRefused,
      );
      await expect(commands["staff.add"]!({ email: address(), role: "admin" })).rejects.toThrow(
        /Please choose a role/,
      );
      await expect(commands["staff.add"]!({})).rejects.toThrow(CommandRefused);
    });
  });

  describe("a setup or reset link", () => {
    async function invited(role: "owner" | "staff" = "staff") {
      const email = address("linked");
      const outcome = await inviteStaff(database.db, { email, role }, LOCAL_TOOL, SITE_URL, NOW);
      const { id, setupUrl } = outcome as { id: string; setupUrl: string };
      return { id, email, token: tokenOf(setupUrl) };
    }

    it("sets an argon2id hash, spends itself and every other open link, and ends every session", async () => {
      const { db } = database;
      const { id, email, token } = await invited();
      // A reset asked for meanwhile: its link dies with the setup link's use.
      await requestPasswordReset(db, email, CLIENT.ip, SITE_URL, NOW);
      const resetUrl = (await emailsTo(email))
        .find((row) => row.kind === "staff-reset")!
        .text!.match(/https:\/\/\S+token=[\w-]+/)![0];
      const later = new Date(NOW.getTime() + 10 * MINUTE);

      expect(await setPasswordWithLink(db, token, PASSWORD, CLIENT.ip, later)).toBe("set");

      const account = await accountOf(id);
      expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(account.passwordHash!, PASSWORD)).toBe(true);
      expect((await linksOf(id)).map((link) => [link.purpose, link.usedAt])).toEqual([
        ["setup", later],
        ["reset", later],
      ]);
      expect(await accountForLink(db, token, later)).toBeUndefined();
      expect(await accountForLink(db, tokenOf(resetUrl), later)).toBeUndefined();
      expect(await setPasswordWithLink(db, tokenOf(resetUrl), "someone else's pick", null, later)).toBe(
        "invalid-link",
      );
      expect(await setPasswordWithLink(db, token, "someone else's pick", null, later)).toBe("invalid-link");
      expect(await verify((await accountOf(id)).passwordHash!, PASSWORD)).toBe(true);
      expect((await auditAbout(id)).map((entry) => [entry.action, entry.actor, entry.ipAddress])).toEqual([
        ["staff-invited", "local tool", null],
        ["password-reset-requested", email, CLIENT.ip],
        ["password-set", email, CLIENT.ip],
      ]);

      // Signed in on two browsers, then a reset: both are signed out.
      const laptop = await sessionFor(email, later);
      const phone = await sessionFor(email, later);
      await requestPasswordReset(db, email, null, SITE_URL, later);
      const reset = (await emailsTo(email)).filter((row) => row.kind === "staff-reset").at(-1)!;
      const resetToken = tokenOf(reset.text!.match(/https:\/\/\S+token=[\w-]+/)![0]);
      expect(await accountForLink(db, resetToken, later)).toMatchObject({ purpose: "reset" });
      expect(await setPasswordWithLink(db, resetToken, NEW_PASSWORD, null, later)).toBe("set");
      expect(await liveSession(db, laptop, later)).toBeUndefined();
      expect(await liveSession(db, phone, later)).toBeUndefined();
      expect(await signIn(db, { email, password: PASSWORD }, CLIENT, later)).toEqual({ kind: "failed" });
      expect(await signIn(db, { email, password: NEW_PASSWORD }, CLIENT, later)).toMatchObject({
        kind: "signed-in",
      });
    });

    it("is refused once expired, forged, or for a disabled account", async () => {
      const { db } = database;
      const expiring = await invited();
      const expiry = new Date(NOW.getTime() + 24 * HOUR);
      expect(await accountForLink(db, expiring.token, new Date(expiry.getTime() - 1))).toBeDefined();
      expect(await accountForLink(db, expiring.token, expiry)).toBeUndefined();
      expect(await setPasswordWithLink(db, expiring.token, PASSWORD, null, expiry)).toBe("invalid-link");
      expect((await accountOf(expiring.id)).passwordHash).toBeNull();

      // A token one character off, of another shape, or none at all.
      const forged = `${expiring.token.slice(0, -1)}${expiring.token.endsWith("A") ? "B" : "A"}`;
      for (const token of [forged, "", "x", `${expiring.token}=`, "../../etc/passwd", "\u0000".repeat(43)]) {
        expect(await accountForLink(db, token, NOW), token).toBeUndefined();
        expect(await setPasswordWithLink(db, token, PASSWORD, null, NOW), token).toBe("invalid-link");
      }
      expect((await accountOf(expiring.id)).passwordHash).toBeNull();

      const disabled = await invited();
      await db.update(staffAccounts).set({ disabledAt: NOW }).where(eq(staffAccounts.id, disabled.id));
      expect(await accountForLink(db, disabled.token, NOW)).toBeUndefined();
      expect(await setPasswordWithLink(db, disabled.token, PASSWORD, null, NOW)).toBe("invalid-link");
      expect((await accountOf(disabled.id)).passwordHash).toBeNull();
      expect((await auditAbout(disabled.id)).map((entry) => entry.action)).toEqual(["staff-invited"]);
    });
  });

  describe("a password reset request", () => {
    it("queues nothing for an address without an active account, and answers the same", async () => {
      const { db } = database;
      const disabled = await createAccount(db, address("gone"), "staff", { disabledAt: NOW });
      const unknown = address("nobody");
      await expect(requestPasswordReset(db, unknown, CLIENT.ip, SITE_URL, NOW)).resolves.toBeUndefined();
      await expect(
        requestPasswordReset(db, disabled.email, CLIENT.ip, SITE_URL, NOW),
      ).resolves.toBeUndefined();
      expect(await emailsTo(unknown)).toEqual([]);
      expect(await emailsTo(disabled.email)).toEqual([]);
      expect(await linksOf(disabled.id)).toEqual([]);
      expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(unknown);
    });

    it("emails a link valid one hour, at most 3 an hour for one account", async () => {
      const { db } = database;
      const account = await createAccount(db, address("forgetful"), "staff");
      const clock = testClock(NOW);
      for (let n = 0; n < 5; n++) {
        await requestPasswordReset(db, account.email.toUpperCase(), CLIENT.ip, SITE_URL, clock.now());
        clock.advance(10 * MINUTE);
      }
      const links = await linksOf(account.id);
      expect(links.map((link) => [link.purpose, link.createdAt, link.expiresAt])).toEqual(
        [0, 1, 2].map((n) => {
          const createdAt = new Date(NOW.getTime() + n * 10 * MINUTE);
          return ["reset", createdAt, new Date(createdAt.getTime() + HOUR)];
        }),
      );
      const emails = await emailsTo(account.email);
      expect(emails.map((row) => row.kind)).toEqual(["staff-reset", "staff-reset", "staff-reset"]);
      expect(emails[0]!.text).toContain("1 hour");
      // Every request is audited, the refused ones too.
      expect(
        (await auditAbout(account.id)).map((entry) => [entry.action, entry.details, entry.ipAddress]),
      ).toEqual(
        [true, true, true, false, false].map((linkSent) => [
          "password-reset-requested",
          { linkSent },
          CLIENT.ip,
        ]),
      );

      // An hour after the first, one more may go.
      clock.set(new Date(NOW.getTime() + HOUR));
      await requestPasswordReset(db, account.email, CLIENT.ip, SITE_URL, clock.now());
      expect(await linksOf(account.id)).toHaveLength(4);
    });

    it("lets an account never set up get its first password that way", async () => {
      const { db } = database;
      const account = await createAccount(db, address("lost-invite"), "staff", { password: null });
      await requestPasswordReset(db, account.email, null, SITE_URL, NOW);
      const [email] = await emailsTo(account.email);
      const token = tokenOf(email!.text!.match(/https:\/\/\S+token=[\w-]+/)![0]);
      expect(await setPasswordWithLink(db, token, PASSWORD, null, NOW)).toBe("set");
      expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW)).toMatchObject({
        kind: "signed-in",
      });
    });
  });

  describe("two-step sign-in", () => {
    async function signedIn() {
      const account = await createAccount(database.db, address("two-step"), "staff");
      const token = await sessionFor(account.email);
      return { account, token, session: (await liveSession(database.db, token, NOW))! };
    }
    const by = (account: StaffAccount) => ({
      staffId: account.id,
      actor: account.email,
      ipAddress: CLIENT.ip,
    });

    it("is pending until the app's first code confirms it; then other browsers must give a code", async () => {
      const { db } = database;
      const { account, token, session } = await signedIn();
      const otherBrowser = await sessionFor(account.email);

      const secret = await startTotpEnrolment(db, account);
      expect(await accountOf(account.id)).toMatchObject({ pendingTotpSecret: secret, totpSecret: null });
      // Loading the page again shows the same secret, not a new one to scan.
      expect(await startTotpEnrolment(db, await accountOf(account.id))).toBe(secret);

      const pending = await accountOf(account.id);
      const wrong = totpCodeAt(secret, new Date(NOW.getTime() + 5 * MINUTE));
      expect(await confirmTotpEnrolment(db, pending, wrong, by(account), session.tokenSha256, NOW)).toBe(
        false,
      );
      expect(await accountOf(account.id)).toMatchObject({ pendingTotpSecret: secret, totpSecret: null });

      const code = totpCodeAt(secret, NOW);
      expect(await confirmTotpEnrolment(db, pending, code, by(account), session.tokenSha256, NOW)).toBe(true);
      expect(await accountOf(account.id)).toMatchObject({
        totpSecret: secret,
        pendingTotpSecret: null,
        totpLastStep: Math.floor(NOW.getTime() / 30_000),
      });
      expect((await liveSession(db, token, NOW))!.awaitingCode).toBe(false);
      expect(await liveSession(db, otherBrowser, NOW)).toBeUndefined();
      const twoStepEntries = (await auditAbout(account.id)).filter((entry) =>
        entry.action.startsWith("totp"),
      );
      expect(twoStepEntries.map((entry) => [entry.action, entry.ipAddress])).toEqual([
        ["totp-enabled", CLIENT.ip],
      ]);
      expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, NOW)).toMatchObject({
        needsCode: true,
      });
    });

    /** An account signed in with two-step sign-in on, and its session as the console's guards give it. */
    async function enrolled() {
      const { db } = database;
      const { account, token, session } = await signedIn();
      const secret = await startTotpEnrolment(db, account);
      const enrolmentCode = totpCodeAt(secret, NOW);
      await confirmTotpEnrolment(
        db,
        await accountOf(account.id),
        enrolmentCode,
        by(account),
        session.tokenSha256,
        NOW,
      );
      return { account, token, secret, enrolmentCode, session: (await liveSession(db, token, NOW))! };
    }

    it("is turned off only with a fresh code, and not while owners require it", async () => {
      const { db } = database;
      const { account, secret, enrolmentCode, session } = await enrolled();

      expect(await disableTotp(db, session, "", by(account), NOW)).toBe("wrong-code");
      expect(
        await disableTotp(db, session, "123456" === enrolmentCode ? "654321" : "123456", by(account), NOW),
      ).toBe("wrong-code");
      // The code that turned it on was spent.
      expect(await disableTotp(db, session, enrolmentCode, by(account), NOW)).toBe("wrong-code");

      const later = new Date(NOW.getTime() + 30_000);
      const nextCode = totpCodeAt(secret, later);
      await setTotpRequired(db, true, byOwner(), NOW);
      try {
        expect(await disableTotp(db, session, nextCode, by(account), later)).toBe("required");
        expect((await accountOf(account.id)).totpSecret).toBe(secret);
      } finally {
        await setTotpRequired(db, false, byOwner(), NOW);
      }

      expect(await disableTotp(db, session, nextCode, by(account), later)).toBe("disabled");
      expect(await accountOf(account.id)).toMatchObject({
        totpSecret: null,
        pendingTotpSecret: null,
        totpLastStep: null,
      });
      const twoStepEntries = (await auditAbout(account.id)).filter((entry) =>
        entry.action.startsWith("totp"),
      );
      expect(twoStepEntries.map((entry) => [entry.action, entry.ipAddress])).toEqual([
        ["totp-enabled", CLIENT.ip],
        ["totp-disable-failed", CLIENT.ip],
        ["totp-disable-failed", CLIENT.ip],
        ["totp-disable-failed", CLIENT.ip],
        ["totp-disabled", CLIENT.ip],
      ]);
      expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, later)).toMatchObject({
        needsCode: false,
      });
    });

    it("counts each wrong code against the sign-in throttle and audits it; the limit ends the session, and the right code after it changes nothing", async () => {
      const { db } = database;
      const { account, token, secret, session } = await enrolled();
      const later = new Date(NOW.getTime() + 30_000);
      const right = totpCodeAt(secret, later);
      const wrong = right === "000000" ? "111111" : "000000";
      // From an IP of its own: the limit that stops it is the address's.
      const from = { ...by(account), ipAddress: "192.0.2.44" };

      for (let n = 1; n < FAILURES_PER_ADDRESS; n++) {
        expect(await disableTotp(db, session, wrong, from, later), `guess ${n}`).toBe("wrong-code");
      }
      expect(await disableTotp(db, session, wrong, from, later)).toBe("throttled");
      expect(await liveSession(db, token, later)).toBeUndefined();
      expect(await disableTotp(db, session, right, from, later)).toBe("throttled");
      expect((await accountOf(account.id)).totpSecret).toBe(secret);
      // The guesses were sign-in failures of the address: its password is held back too.
      expect(await signIn(db, { email: account.email, password: PASSWORD }, CLIENT, later)).toEqual({
        kind: "throttled",
      });
      const failures = (await auditAbout(account.id)).filter(
        (entry) => entry.action === "totp-disable-failed",
      );
      expect(failures.map((entry) => entry.ipAddress)).toEqual(
        Array(FAILURES_PER_ADDRESS).fill("192.0.2.44"),
      );
    });

    it("is required for everyone when an owner says so, with an audit entry each way", async () => {
      const { db } = database;
      expect(await totpRequired(db)).toBe(false);
      await setTotpRequired(db, true, byOwner(), NOW);
      expect(await totpRequired(db)).toBe(true);
      expect(await db.select().from(consoleSettings)).toEqual([
        expect.objectContaining({ totpRequired: true, updatedAt: NOW }),
      ]);
      await setTotpRequired(db, false, byOwner(), NOW);
      expect(await totpRequired(db)).toBe(false);
      const entries = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "totp-requirement-changed"))
        .orderBy(auditLog.id);
      expect(entries.slice(-2).map((entry) => [entry.actor, entry.subjectType, entry.details])).toEqual([
        [owner.email, "settings", { required: true }],
        [owner.email, "settings", { required: false }],
      ]);
    });
  });

  describe("team changes", () => {
    it("changes a role, disables (ending its sessions), enables and signs an account out everywhere", async () => {
      const { db } = database;
      const member = await createAccount(db, address("teammate"), "staff");
      const token = await sessionFor(member.email);

      expect(
        await changeTeamMember(db, { kind: "role", staffId: member.id, role: "owner" }, byOwner(), NOW),
      ).toBe("done");
      expect((await accountOf(member.id)).role).toBe("owner");
      expect(
        await changeTeamMember(db, { kind: "role", staffId: member.id, role: "staff" }, byOwner(), NOW),
      ).toBe("done");

      expect(await changeTeamMember(db, { kind: "disable", staffId: member.id }, byOwner(), NOW)).toBe(
        "done",
      );
      expect((await accountOf(member.id)).disabledAt).toEqual(NOW);
      expect(await liveSession(db, token, NOW)).toBeUndefined();
      expect(await signIn(db, { email: member.email, password: PASSWORD }, CLIENT, NOW)).toEqual({
        kind: "failed",
      });

      expect(await changeTeamMember(db, { kind: "enable", staffId: member.id }, byOwner(), NOW)).toBe("done");
      expect((await accountOf(member.id)).disabledAt).toBeNull();
      // Enabled again, the old sessions stay ended: it signs in afresh.
      expect(await liveSession(db, token, NOW)).toBeUndefined();
      const laptop = await sessionFor(member.email);
      const phone = await sessionFor(member.email);

      expect(
        await changeTeamMember(db, { kind: "revoke-sessions", staffId: member.id }, byOwner(), NOW),
      ).toBe("done");
      expect(await liveSession(db, laptop, NOW)).toBeUndefined();
      expect(await liveSession(db, phone, NOW)).toBeUndefined();

      expect(
        (await auditAbout(member.id))
          .filter((entry) => entry.staffId === owner.id)
          .map((entry) => [entry.action, entry.details, entry.ipAddress]),
      ).toEqual([
        ["staff-role-changed", { from: "staff", to: "owner" }, CLIENT.ip],
        ["staff-role-changed", { from: "owner", to: "staff" }, CLIENT.ip],
        ["staff-disabled", {}, CLIENT.ip],
        ["staff-enabled", {}, CLIENT.ip],
        ["staff-sessions-revoked", { sessions: 2 }, CLIENT.ip],
      ]);
    });

    it("refuses an unknown account, and changing your own role or access", async () => {
      const { db } = database;
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(await changeTeamMember(db, { kind: "disable", staffId: unknown }, byOwner(), NOW)).toBe(
        "not-found",
      );
      expect(
        await changeTeamMember(db, { kind: "role", staffId: owner.id, role: "staff" }, byOwner(), NOW),
      ).toBe("yourself");
      expect(await changeTeamMember(db, { kind: "disable", staffId: owner.id }, byOwner(), NOW)).toBe(
        "yourself",
      );
      // Your own id however it is spelled: PostgreSQL reads upper case as the same uuid.
      const shouted = owner.id.toUpperCase();
      expect(shouted).not.toBe(owner.id);
      for (const change of [
        { kind: "role", staffId: shouted, role: "staff" },
        { kind: "disable", staffId: shouted },
        { kind: "reset-totp", staffId: shouted },
      ] as const) {
        expect(await changeTeamMember(db, change, byOwner(), NOW), change.kind).toBe("yourself");
      }
      expect(await accountOf(owner.id)).toMatchObject({ role: "owner", disabledAt: null });
      // Signing yourself out everywhere is allowed: the account page offers it.
      const token = await sessionFor(owner.email);
      expect(await changeTeamMember(db, { kind: "revoke-sessions", staffId: owner.id }, byOwner(), NOW)).toBe(
        "done",
      );
      expect(await liveSession(db, token, NOW)).toBeUndefined();
    });

    it("resets the two-step sign-in of someone who lost their phone, ending their sessions", async () => {
      const { db } = database;
      const member = await createAccount(db, address("lost-phone"), "staff", {
        totpSecret: "JBSWY3DPEHPK3PXP",
      });
      await db.update(staffAccounts).set({ totpLastStep: 42 }).where(eq(staffAccounts.id, member.id));
      // With a second factor, a password alone opens a session that still owes its code.
      const outcome = await signIn(db, { email: member.email, password: PASSWORD }, CLIENT, NOW);
      expect(outcome).toMatchObject({ kind: "signed-in", needsCode: true });

      expect(await changeTeamMember(db, { kind: "reset-totp", staffId: member.id }, byOwner(), NOW)).toBe(
        "done",
      );

      expect(await accountOf(member.id)).toMatchObject({
        totpSecret: null,
        pendingTotpSecret: null,
        totpLastStep: null,
      });
      expect(await liveSession(db, (outcome as { token: string }).token, NOW)).toBeUndefined();
      expect(await signIn(db, { email: member.email, password: PASSWORD }, CLIENT, NOW)).toMatchObject({
        kind: "signed-in",
        needsCode: false,
      });
      expect(
        (await auditAbout(member.id))
          .filter((entry) => entry.staffId === owner.id)
          .map((entry) => [entry.action, entry.ipAddress]),
      ).toEqual([["staff-totp-reset", CLIENT.ip]]);

      // An owner turns off their own second factor on their account page, with a code.
      await db
        .update(staffAccounts)
        .set({ totpSecret: "JBSWY3DPEHPK3PXP" })
        .where(eq(staffAccounts.id, owner.id));
      try {
        expect(await changeTeamMember(db, { kind: "reset-totp", staffId: owner.id }, byOwner(), NOW)).toBe(
          "yourself",
        );
        expect((await accountOf(owner.id)).totpSecret).toBe("JBSWY3DPEHPK3PXP");
      } finally {
        await db.update(staffAccounts).set({ totpSecret: null }).where(eq(staffAccounts.id, owner.id));
      }
    });

    it("resets two-step sign-in from `npm run staff -- reset-two-step`, for an owner no one else can help", async () => {
      const { db } = database;
      const commands = staffCommands(db, { siteUrl: SITE_URL, now: () => NOW });
      const lost = await createAccount(db, address("sole-owner"), "owner", {
        totpSecret: "JBSWY3DPEHPK3PXP",
      });

      expect(await commands["staff.reset-two-step"]!({ email: ` ${lost.email.toUpperCase()} ` })).toEqual({
        email: lost.email,
      });
      expect((await accountOf(lost.id)).totpSecret).toBeNull();
      expect(await auditAbout(lost.id)).toEqual([
        expect.objectContaining({ action: "staff-totp-reset", staffId: null, actor: "local tool" }),
      ]);

      await expect(commands["staff.reset-two-step"]!({ email: address("nobody") })).rejects.toThrow(
        /has no account/,
      );
      await expect(commands["staff.reset-two-step"]!({ email: "not-an-address" })).rejects.toThrow(
        CommandRefused,
      );
      await expect(commands["staff.reset-two-step"]!({})).rejects.toThrow(CommandRefused);
    });

    it("never demotes or disables the last active owner", async () => {
      // A team of its own: the suite's owner would otherwise count.
      const team = await open();
      try {
        const { db } = team;
        const only = await createAccount(db, address("only-owner"), "owner");
        const formerOwner = await createAccount(db, address("former-owner"), "owner", { disabledAt: NOW });
        // An account of `npm run staff` acts on the only owner (an owner cannot act on itself).
        for (const change of [
          { kind: "role", staffId: only.id, role: "staff" },
          { kind: "disable", staffId: only.id },
        ] as const) {
          expect(await changeTeamMember(db, change, LOCAL_TOOL, NOW)).toBe("last-owner");
        }
        const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, only.id));
        expect(stored).toMatchObject({ role: "owner", disabledAt: null });

        // Once a second owner is active again, either may go.
        expect(await changeTeamMember(db, { kind: "enable", staffId: formerOwner.id }, LOCAL_TOOL, NOW)).toBe(
          "done",
        );
        expect(
          await changeTeamMember(db, { kind: "role", staffId: only.id, role: "staff" }, LOCAL_TOOL, NOW),
        ).toBe("done");
        expect(
          await changeTeamMember(db, { kind: "disable", staffId: formerOwner.id }, LOCAL_TOOL, NOW),
        ).toBe("last-owner");
      } finally {
        await team.close();
      }
    });

    it(`leaves one owner when the only two demote or disable each other at once (${name})`, async () => {
      const team = await open();
      try {
        const { db } = team;
        for (let round = 0; round < 5; round++) {
          const ada = await createAccount(db, address("ada"), "owner");
          const grace = await createAccount(db, address("grace"), "owner");
          const as = (account: StaffAccount) => ({
            staffId: account.id,
            actor: account.email,
            ipAddress: null,
          });
          const kinds = round % 2 ? (["disable", "disable"] as const) : (["role", "role"] as const);
          const change = (kind: "role" | "disable", target: StaffAccount) =>
            kind === "role"
              ? ({ kind, staffId: target.id, role: "staff" } as const)
              : ({ kind, staffId: target.id } as const);

          const outcomes = await Promise.all([
            changeTeamMember(db, change(kinds[0], grace), as(ada), NOW),
            changeTeamMember(db, change(kinds[1], ada), as(grace), NOW),
          ]);

          expect(outcomes.sort()).toEqual(["done", "last-owner"]);
          const owners = await db
            .select()
            .from(staffAccounts)
            .where(and(inArray(staffAccounts.id, [ada.id, grace.id]), eq(staffAccounts.role, "owner")));
          expect(owners.filter((account) => account.disabledAt === null)).toHaveLength(1);
          // The next round's pair are the only active owners again.
          await db
            .update(staffAccounts)
            .set({ role: "staff", disabledAt: NOW })
            .where(inArray(staffAccounts.id, [ada.id, grace.id]));
        }
      } finally {
        await team.close();
      }
    });

    it("lists the team with each account's state, second factor and signed-in sessions", async () => {
      const { db } = database;
      const active = await createAccount(db, address("listed-active"), "staff");
      const twoStep = await createAccount(db, address("listed-two-step"), "owner", {
        totpSecret: "JBSWY3DPEHPK3PXP",
      });
      const invitedOutcome = await inviteStaff(
        db,
        { email: address("listed-invited"), role: "owner" },
        LOCAL_TOOL,
        SITE_URL,
        NOW,
      );
      const disabled = await createAccount(db, address("listed-disabled"), "staff", { disabledAt: NOW });
      // One session idle for over 8 hours, one revoked, two open.
      await sessionFor(active.email, new Date(NOW.getTime() - SESSION_IDLE_MS - MINUTE));
      const revoked = await sessionFor(active.email);
      await db
        .update(staffSessions)
        .set({ revokedAt: NOW })
        .where(eq(staffSessions.tokenSha256, sha256(revoked)));
      await sessionFor(active.email);
      await sessionFor(active.email);
      // Signed in with the password, still to give the code: not signed in yet.
      const awaitingCode = await sessionFor(twoStep.email);
      const beforeCode = new Map((await teamMembers(db, NOW)).map((member) => [member.id, member]));
      expect(beforeCode.get(twoStep.id)).toMatchObject({ openSessions: 0 });
      const pending = (await liveSession(db, awaitingCode, NOW))!;
      expect(pending.awaitingCode).toBe(true);
      expect(await confirmSignInCode(db, pending, totpCodeAt("JBSWY3DPEHPK3PXP", NOW), CLIENT, NOW)).toBe(
        "accepted",
      );

      const members = await teamMembers(db, NOW);
      const byId = new Map(members.map((member) => [member.id, member]));
      expect(byId.get(active.id)).toMatchObject({
        state: "active",
        role: "staff",
        twoStep: false,
        openSessions: 2,
      });
      expect(byId.get(twoStep.id)).toMatchObject({
        state: "active",
        role: "owner",
        twoStep: true,
        openSessions: 1,
      });
      expect(byId.get((invitedOutcome as { id: string }).id)).toMatchObject({
        state: "invited",
        role: "owner",
        twoStep: false,
        openSessions: 0,
      });
      expect(byId.get(disabled.id)).toMatchObject({ state: "disabled", openSessions: 0 });
      expect(members.map((member) => member.email)).toEqual(members.map((member) => member.email).sort());
    });
  });
});
