/**
 * Each member of staff's private calendar subscription (DESIGN.md decision 17, ADR 037): a URL
 * with a 32-byte random token, issued (or rotated) and revoked from the account page or by
 * `npm run staff -- calendar-url EMAIL`. Only the token's SHA-256 is stored; the feed finds its
 * row by that hash and compares it in constant time. Each change is audited in its transaction.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { absoluteUrl } from "~/domain/meta";
import { sha256 } from "../consent.server";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { staffAccounts, staffCalendarFeeds } from "../db/schema.server";
import type { Actor } from "./accounts.server";
import { recordAudit } from "./audit.server";

/** 32 random bytes, base64url: what a feed's path carries (also hidden from the logs by it). */
export const FEED_TOKEN_PATTERN = "[A-Za-z0-9_-]{43}";
const FEED_TOKEN = new RegExp(`^${FEED_TOKEN_PATTERN}$`);

/** The feed's path: outside /admin, as a calendar program has no session (ADR 037). */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

export interface CalendarFeedUrls {
  /** What a calendar program subscribes to from a link. */
  webcal: string;
  /** The same feed, to paste into a calendar's "subscribe from URL". */
  https: string;
}

export function calendarFeedUrls(token: string, siteUrl: string): CalendarFeedUrls {
  const https = absoluteUrl(calendarFeedPath(token), siteUrl);
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

export type IssueOutcome = { kind: "created" | "rotated"; urls: CalendarFeedUrls } | { kind: "no-account" };

/**
 * A new URL for an active account: the first, or one that replaces the last (which stops working
 * at once). The account's row is locked first, so that two at once issue one after the other.
 */
export async function issueCalendarFeed(
  db: Database,
  staffId: string,
  by: Actor,
  siteUrl: string,
  now: Date,
): Promise<IssueOutcome> {
  const token = randomBytes(32).toString("base64url");
  const tokenSha256 = sha256(token);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.disabledAt)))
      .for("update");
    if (!account) return { kind: "no-account" as const };
    const replaced = await tx
      .update(staffCalendarFeeds)
      .set({ tokenSha256, createdAt: now })
      .where(eq(staffCalendarFeeds.staffId, staffId))
      .returning({ staffId: staffCalendarFeeds.staffId });
    if (replaced.length === 0) {
      await tx.insert(staffCalendarFeeds).values({ staffId, tokenSha256, createdAt: now });
    }
    const kind = replaced.length === 0 ? ("created" as const) : ("rotated" as const);
    await recordAudit(
      tx,
      {
        ...by,
        action: kind === "created" ? "calendar-feed-created" : "calendar-feed-rotated",
        subjectType: "staff",
        subjectId: staffId,
      },
      now,
    );
    return { kind, urls: calendarFeedUrls(token, siteUrl) };
  });
}

/** Ends the account's subscription: its URL answers 404 from now on. Says whether there was one. */
export async function revokeCalendarFeed(
  db: Database,
  staffId: string,
  by: Actor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffCalendarFeeds)
      .where(eq(staffCalendarFeeds.staffId, staffId))
      .returning({ staffId: staffCalendarFeeds.staffId });
    if (removed.length === 0) return false;
    await recordAudit(
      tx,
      { ...by, action: "calendar-feed-revoked", subjectType: "staff", subjectId: staffId },
      now,
    );
    return true;
  });
}

/** When the account's current URL was issued, if it has one (the URL itself is never kept). */
export async function calendarFeedIssuedAt(db: Executor, staffId: string): Promise<Date | undefined> {
  const [feed] = await db
    .select({ createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.staffId, staffId));
  return feed?.createdAt;
}

/**
 * The account a feed's token belongs to, if the token is current and the account active. Found
 * by the hash (a unique index), then compared in constant time: the answer takes the same time
 * whichever of its characters were right.
 */
export async function calendarFeedOwner(
  db: Executor,
  token: string,
): Promise<{ staffId: string; issuedAt: Date } | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const presented = sha256(token);
  const [feed] = await db
    .select({
      staffId: staffCalendarFeeds.staffId,
      tokenSha256: staffCalendarFeeds.tokenSha256,
      issuedAt: staffCalendarFeeds.createdAt,
    })
    .from(staffCalendarFeeds)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffCalendarFeeds.staffId))
    .where(and(eq(staffCalendarFeeds.tokenSha256, presented), isNull(staffAccounts.disabledAt)));
  if (!feed || !timingSafeEqual(Buffer.from(feed.tokenSha256), Buffer.from(presented))) return undefined;
  return { staffId: feed.staffId, issuedAt: feed.issuedAt };
}
