/**
 * The console's accounts (issue 11, points 1 and 9): invitations with a one-time setup link,
 * password resets, the TOTP second factor and the owners' team settings. Only the SHA-256 of a
 * link's token is stored. Each change is audited in its own transaction.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { RESET_LINK_HOURS, SETUP_LINK_HOURS, type StaffRole } from "~/domain/staff";
import { absoluteUrl } from "~/domain/meta";
import { emailSha256, sha256 } from "../consent.server";
import type { Database } from "../db/client.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../db/errors.server";
import type { Executor } from "../db/executor.server";
import { consoleSettings, staffAccounts, staffSessions, staffTokens } from "../db/schema.server";
import type { StaffLinkContent } from "../mail/templates.server";
import { enqueueEmailIf, enqueueEmails } from "../outbox.server";
import { type AuditEntry, recordAudit } from "./audit.server";
import { hashPassword } from "./passwords.server";
import {
  type LiveSession,
  revokeAllSessions,
  revokeSession,
  sessionIsSignedIn,
  type StaffAccount,
} from "./sessions.server";
import { admitResetRequest, attemptSucceeded, startAttempt } from "./throttle.server";
import { claimTotpCode, newTotpSecret } from "./totp.server";

export const SET_PASSWORD_PATH = "/admin/set-password";

/** Who did it, for the audit log: a member of staff from an IP, or `npm run staff` on the server. */
export type Actor = Pick<AuditEntry, "staffId" | "actor" | "ipAddress">;
export const LOCAL_TOOL: Actor = { staffId: null, actor: "local tool", ipAddress: null };

type LinkPurpose = "setup" | "reset";

/** A one-time link and its email, made but not yet stored: nothing in it says whose it will be. */
interface MintedLink {
  purpose: LinkPurpose;
  tokenSha256: string;
  url: string;
  expiresAt: Date;
  email: StaffLinkContent;
}

function mintLink(purpose: LinkPurpose, siteUrl: string, now: Date): MintedLink {
  const token = randomBytes(32).toString("base64url");
  const hours = purpose === "setup" ? SETUP_LINK_HOURS : RESET_LINK_HOURS;
  const url = absoluteUrl(`${SET_PASSWORD_PATH}?token=${token}`, siteUrl);
  return {
    purpose,
    tokenSha256: sha256(token),
    url,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
    email: {
      kind: purpose === "setup" ? "staff-setup" : "staff-password-reset",
      url,
      validFor: hours === 1 ? "1 hour" : `${hours} hours`,
    },
  };
}

/** The link becomes the account's, and its email is queued, in the caller's transaction. */
async function storeLink(tx: Executor, account: { id: string; email: string }, link: MintedLink, now: Date) {
  await tx.insert(staffTokens).values({
    tokenSha256: link.tokenSha256,
    staffId: account.id,
    purpose: link.purpose,
    expiresAt: link.expiresAt,
    createdAt: now,
  });
  await enqueueEmails(
    tx,
    [{ kind: `staff-${link.purpose}`, recipient: account.email, content: link.email }],
    now,
  );
}

/**
 * A reset link for the address's account when it is active and the request was admitted, and its
 * email queued: the same statements whether or not, each writing its row only if (issue 22, item
 * 9). Says whether the link was stored.
 */
async function storeResetLinkIf(
  tx: Executor,
  admitted: boolean,
  address: string,
  link: MintedLink,
  now: Date,
): Promise<boolean> {
  const { tokenSha256, staffId, purpose, expiresAt, createdAt } = staffTokens;
  const stored = await tx.execute(sql`
    insert into ${staffTokens} (${sql.join(
      [tokenSha256, staffId, purpose, expiresAt, createdAt].map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${link.tokenSha256}, ${staffAccounts.id}, ${link.purpose},
      ${sql.param(link.expiresAt, expiresAt)}, ${sql.param(now, createdAt)}
    from ${staffAccounts}
    where ${staffAccounts.email} = ${address} and ${staffAccounts.disabledAt} is null and ${admitted}
    returning ${sql.identifier(staffId.name)}`);
  // node-postgres and PGlite both answer with { rows }; drizzle types it per driver.
  const linkStored = (stored as unknown as { rows: unknown[] }).rows.length > 0;
  await enqueueEmailIf(
    tx,
    linkStored,
    { kind: `staff-${link.purpose}`, recipient: address, content: link.email },
    now,
  );
  return linkStored;
}

export type InviteOutcome = { kind: "invited"; id: string; setupUrl: string } | { kind: "exists" };

/** A new account with no password yet, and its setup link, emailed and returned (for `npm run staff`). */
export async function inviteStaff(
  db: Database,
  invite: { email: string; role: StaffRole },
  by: Actor,
  siteUrl: string,
  now: Date,
): Promise<InviteOutcome> {
  const email = invite.email.trim().toLowerCase();
  const link = mintLink("setup", siteUrl, now);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(staffAccounts)
        .values({ email, role: invite.role, createdAt: now })
        .returning({ id: staffAccounts.id, email: staffAccounts.email });
      await storeLink(tx, account!, link, now);
      const setupUrl = link.url;
      await recordAudit(
        tx,
        {
          ...by,
          action: "staff-invited",
          subjectType: "staff",
          subjectId: account!.id,
          details: { role: invite.role },
        },
        now,
      );
      return { kind: "invited" as const, id: account!.id, setupUrl };
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { kind: "exists" };
    throw error;
  }
}

/**
 * A reset link for an active account, emailed, at most 3 an hour for one address. The answer is
 * the same whether or not the address has one, and so is the work, so that neither the form nor
 * its time tells which addresses do (issue 22, item 9: a known address took 79-206 ms, an unknown
 * one 34-68 ms). Every request mints a link and renders its email, the costly part; records
 * itself with the throttle; looks the address up; and is audited. Only storing the link and
 * queueing its email (two inserts) are an active account's alone.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  ip: string | null,
  siteUrl: string,
  now: Date,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const link = mintLink("reset", siteUrl, now);
  await db.transaction(async (tx) => {
    const admitted = await admitResetRequest(tx, { addressSha256: emailSha256(address), ip }, now);
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, address));
    const linkSent = await storeResetLinkIf(tx, admitted, address, link, now);
    await recordAudit(
      tx,
      {
        staffId: account?.id ?? null,
        // An address that has no account is whatever someone typed: not kept.
        actor: account?.email ?? "unknown address",
        ipAddress: ip,
        action: "password-reset-requested",
        subjectType: account ? "staff" : undefined,
        subjectId: account?.id,
        details: { linkSent },
      },
      now,
    );
  });
}

/** The account a setup or reset link is for, while the link is unused, unexpired and the account active. */
export async function accountForLink(db: Executor, token: string, now: Date) {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ account: staffAccounts, purpose: staffTokens.purpose })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.tokenSha256, sha256(token)),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row;
}

/**
 * Sets the password a link was sent for. The link is spent, every other open link of the account
 * too, and every session ends: whoever knew the old password is signed out.
 */
export async function setPasswordWithLink(
  db: Database,
  token: string,
  password: string,
  ip: string | null,
  now: Date,
): Promise<"set" | "invalid-link"> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffTokens.tokenSha256, sha256(token)),
          isNull(staffTokens.usedAt),
          gt(staffTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: staffTokens.staffId });
    const staffId = spent[0]?.staffId;
    if (!staffId) return "invalid-link";
    const [account] = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.disabledAt)))
      .returning();
    if (!account) return "invalid-link";
    await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt)));
    await revokeAllSessions(tx, staffId, now);
    await recordAudit(
      tx,
      {
        staffId,
        actor: account.email,
        ipAddress: ip,
        action: "password-set",
        subjectType: "staff",
        subjectId: staffId,
      },
      now,
    );
    return "set";
  });
}

export async function totpRequired(db: Executor): Promise<boolean> {
  const [settings] = await db.select().from(consoleSettings);
  return settings?.totpRequired ?? false;
}

/** A secret to scan, kept as pending until the first code from the app confirms it. */
export async function startTotpEnrolment(db: Executor, account: StaffAccount): Promise<string> {
  const secret = account.pendingTotpSecret ?? newTotpSecret();
  if (!account.pendingTotpSecret) {
    await db.update(staffAccounts).set({ pendingTotpSecret: secret }).where(eq(staffAccounts.id, account.id));
  }
  return secret;
}

/** The first code confirms the pending secret: from now on sign-in asks for a code. */
export async function confirmTotpEnrolment(
  db: Database,
  account: StaffAccount,
  code: string,
  by: Actor,
  currentSessionSha256: string,
  now: Date,
): Promise<boolean> {
  const secret = account.pendingTotpSecret;
  if (!secret) return false;
  return db.transaction(async (tx) => {
    // The code makes the pending secret the account's, once: of two browsers sending it, one does.
    const claimed = await claimTotpCode(tx, { accountId: account.id, secret, code, factor: "pending" }, now);
    if (!claimed) return false;
    // This browser has just proved it holds the second factor; others must sign in with it again.
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, account.id),
          ne(staffSessions.tokenSha256, currentSessionSha256),
          isNull(staffSessions.revokedAt),
        ),
      );
    await tx
      .update(staffSessions)
      .set({ secondFactorAt: now, authenticatedAt: now })
      .where(eq(staffSessions.tokenSha256, currentSessionSha256));
    await recordAudit(
      tx,
      { ...by, action: "totp-enabled", subjectType: "staff", subjectId: account.id },
      now,
    );
    return true;
  });
}

export type DisableTotpOutcome = "disabled" | "wrong-code" | "required" | "throttled";

/**
 * Turning the second factor off takes a current code, and is refused while owners require it. A
 * code is a guess like a sign-in's: it counts against the account's address and the IP with the
 * sign-in's throttle, each wrong one is audited, and the one that reaches the limit, or any after
 * it, ends this session (100 wrong codes had taken 6.3 s and left no trace, issue 22, item 4).
 */
export async function disableTotp(
  db: Database,
  session: LiveSession,
  code: string,
  by: Actor,
  now: Date,
): Promise<DisableTotpOutcome> {
  const { account } = session;
  if (await totpRequired(db)) return "required";
  const attempt = await startAttempt(
    db,
    { addressSha256: emailSha256(account.email), ip: by.ipAddress ?? null },
    now,
  );
  if (!attempt) {
    await revokeSession(db, session.tokenSha256, now);
    return "throttled";
  }
  return db.transaction(async (tx): Promise<DisableTotpOutcome> => {
    const claimed =
      account.totpSecret !== null &&
      (await claimTotpCode(
        tx,
        { accountId: account.id, secret: account.totpSecret, code, factor: "confirmed" },
        now,
      ));
    const audit = (action: AuditEntry["action"]) =>
      recordAudit(tx, { ...by, action, subjectType: "staff", subjectId: account.id }, now);
    if (!claimed) {
      await audit("totp-disable-failed");
      if (!attempt.last) return "wrong-code";
      await revokeSession(tx, session.tokenSha256, now);
      return "throttled";
    }
    await attemptSucceeded(tx, attempt);
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, pendingTotpSecret: null, totpLastStep: null })
      .where(eq(staffAccounts.id, account.id));
    await audit("totp-disabled");
    return "disabled";
  });
}

export async function setTotpRequired(db: Database, required: boolean, by: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(consoleSettings).set({ totpRequired: required, updatedAt: now });
    await recordAudit(
      tx,
      { ...by, action: "totp-requirement-changed", subjectType: "settings", details: { required } },
      now,
    );
  });
}

/** The team as owners see it: each account with its state and signed-in sessions. */
export async function teamMembers(db: Executor, now: Date) {
  const members = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
  const open = await db
    .select({ staffId: staffSessions.staffId, n: count() })
    .from(staffSessions)
    .where(sessionIsSignedIn(now))
    .groupBy(staffSessions.staffId);
  const openSessions = new Map(open.map((row) => [row.staffId, row.n]));
  return members.map((member) => ({
    id: member.id,
    email: member.email,
    role: member.role as StaffRole,
    state: member.disabledAt
      ? ("disabled" as const)
      : member.passwordHash
        ? ("active" as const)
        : ("invited" as const),
    twoStep: member.totpSecret !== null,
    openSessions: openSessions.get(member.id) ?? 0,
    createdAt: member.createdAt,
  }));
}

export type TeamChangeOutcome = "done" | "not-found" | "last-owner" | "yourself";

/**
 * An owner changes another account: its role, disabled or enabled, all its sessions ended, or its
 * two-step sign-in reset for someone who lost the phone that holds it (a password reset alone
 * cannot let them back in). The last active owner can be neither demoted nor disabled, so the
 * console always has one.
 */
export async function changeTeamMember(
  db: Database,
  change:
    | { kind: "role"; staffId: string; role: StaffRole }
    | { kind: "disable" | "enable" | "revoke-sessions" | "reset-totp"; staffId: string },
  by: Actor,
  now: Date,
): Promise<TeamChangeOutcome> {
  return db.transaction(async (tx) => {
    // A change that may cost an owner locks every active owner's row first, in one order for
    // every transaction, so that two owners demoting each other at once cannot both succeed. Had
    // each locked its target first, each would hold a row the other waits for: a deadlock, which
    // PostgreSQL ends by failing one of them.
    const activeOwners =
      change.kind === "role" || change.kind === "disable"
        ? await tx
            .select({ id: staffAccounts.id })
            .from(staffAccounts)
            .where(and(eq(staffAccounts.role, "owner"), isNull(staffAccounts.disabledAt)))
            .orderBy(asc(staffAccounts.id))
            .for("update")
        : [];
    const [account] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, change.staffId))
      .for("update");
    if (!account) return "not-found";
    // Your own sessions and second factor are managed on your account page, which asks for a code.
    // Compared as the database spells both ids, not as the form typed one (upper case was another
    // account to `===`).
    if (account.id === by.staffId && change.kind !== "revoke-sessions") return "yourself";
    const losesOwner =
      account.role === "owner" &&
      account.disabledAt === null &&
      ((change.kind === "role" && change.role !== "owner") || change.kind === "disable");
    if (losesOwner && activeOwners.length <= 1) return "last-owner";
    const audit = (action: AuditEntry["action"], details: Record<string, unknown> = {}) =>
      recordAudit(tx, { ...by, action, subjectType: "staff", subjectId: account.id, details }, now);
    switch (change.kind) {
      case "role":
        await tx.update(staffAccounts).set({ role: change.role }).where(eq(staffAccounts.id, account.id));
        await audit("staff-role-changed", { from: account.role, to: change.role });
        break;
      case "disable":
        await tx.update(staffAccounts).set({ disabledAt: now }).where(eq(staffAccounts.id, account.id));
        await revokeAllSessions(tx, account.id, now);
        await audit("staff-disabled");
        break;
      case "enable":
        await tx.update(staffAccounts).set({ disabledAt: null }).where(eq(staffAccounts.id, account.id));
        await audit("staff-enabled");
        break;
      case "revoke-sessions":
        await audit("staff-sessions-revoked", { sessions: await revokeAllSessions(tx, account.id, now) });
        break;
      case "reset-totp":
        await tx
          .update(staffAccounts)
          .set({ totpSecret: null, pendingTotpSecret: null, totpLastStep: null })
          .where(eq(staffAccounts.id, account.id));
        // Whoever holds the lost phone may also hold a session: the owner hands back a clean slate.
        await revokeAllSessions(tx, account.id, now);
        await audit("staff-totp-reset");
        break;
    }
    return "done";
  });
}
