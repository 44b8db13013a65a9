/**
 * Staff calendar feeds (ADR 037) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: issuing,
 * rotating and revoking a URL with their audit entries, finding the account by its token (never
 * a stored token, a disabled account's or a replaced one), `npm run staff -- calendar-url`, what
 * the feed lists, and the feed's route as HTTP sees it: 200 with its headers, 304 on either
 * validator, 404 for every token that is not current, and Express's 405 and noindex. Bookings
 * are made through the public API, as visitors make them.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as feedLoader } from "~/routes/calendar-feed";
import type { DatabaseHandle } from "../db/client.server";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  staffAccounts,
  staffCalendarFeeds,
} from "../db/schema.server";
import { type RunningApi, startApi } from "../../../tests/support/api-server";
import { consoleServices, routeArgs, SITE_URL, testClock } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody } from "../../../tests/support/fixtures";
import { actingStaff, STAFF_IP } from "../../../tests/support/staff";
import type { Actor } from "./accounts.server";
import { cancelForVisitor } from "./bookings.server";
import {
  calendarFeedIssuedAt,
  calendarFeedOwner,
  issueCalendarFeed,
  revokeCalendarFeed,
} from "./calendar-feeds.server";
import { staffCommands } from "./staff-commands.server";

const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");

/** The token of a feed URL, as the route reads it from the path. */
const tokenOf = (https: string) => /\/calendar\/([^/]+)\.ics$/.exec(https)![1]!;

function feedEvents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => ({
    event: new ICAL.Event(vevent),
    status: String(vevent.getFirstPropertyValue("status")),
    url: String(vevent.getFirstPropertyValue("url")),
  }));
}

describe.each(testDatabases)("staff calendar feeds on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  const clock = testClock(FRIDAY_10AM);
  let staff: Awaited<ReturnType<typeof actingStaff>>;
  let by: Actor;

  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now: clock.now });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    clock.set(FRIDAY_10AM);
    await db.delete(emailOutbox);
    await db.delete(consentRecords);
    await db.delete(appointmentAvailability);
    await db.delete(appointmentEvents);
    await db.delete(appointments);
    await db.delete(idempotencyKeys);
    await db.delete(auditLog);
    await db.delete(staffCalendarFeeds);
    staff = await actingStaff(db, clock.now);
    by = { staffId: staff.staff.id, actor: staff.staff.email, ipAddress: STAFF_IP };
  });

  const bookingDeps = () => ({
    db: database.db,
    now: clock.now,
    salesInbox: "sales@example.com",
    siteUrl: SITE_URL,
  });
  const issue = () => issueCalendarFeed(database.db, staff.staff.id, by, SITE_URL, clock.now());

  async function issuedUrls() {
    const outcome = await issue();
    if (outcome.kind === "no-account") throw new Error("expected a URL");
    return outcome.urls;
  }

  const auditOf = () =>
    database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, subjectId: auditLog.subjectId })
      .from(auditLog)
      .orderBy(auditLog.id);

  async function book(overrides: Record<string, unknown> = {}) {
    const response = await fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody(overrides)),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** The feed's route, as React Router calls its loader for GET /calendar/{file}. */
  async function getFeed(file: string, headers: Record<string, string> = {}): Promise<Response> {
    const args = await routeArgs(consoleServices(database.db, clock.now), `/calendar/${file}`);
    const request = new Request(args.request, { headers });
    try {
      return await feedLoader({ ...args, request, params: { file } } as Parameters<typeof feedLoader>[0]);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const feedOf = (urls: { https: string }, headers: Record<string, string> = {}) =>
    getFeed(`${tokenOf(urls.https)}.ics`, headers);

  describe("issuing, rotating and revoking", () => {
    it("issues a webcal:// URL with a 43-character token, storing only its hash, and audits it", async () => {
      const outcome = await issue();
      expect(outcome.kind).toBe("created");
      if (outcome.kind === "no-account") return;
      const token = tokenOf(outcome.urls.https);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(outcome.urls.https).toBe(`${SITE_URL}/calendar/${token}.ics`);
      expect(outcome.urls.webcal).toBe(`webcal://www.maplewiseleads.example/calendar/${token}.ics`);

      const [row] = await database.db.select().from(staffCalendarFeeds);
      expect(row!.tokenSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
      expect(await calendarFeedIssuedAt(database.db, staff.staff.id)).toEqual(FRIDAY_10AM);
      expect(await calendarFeedOwner(database.db, token)).toEqual({
        staffId: staff.staff.id,
        issuedAt: FRIDAY_10AM,
      });
      expect(await auditOf()).toEqual([
        { action: "calendar-feed-created", staffId: staff.staff.id, subjectId: staff.staff.id },
      ]);
    });

    it("rotates: a new token works, the old one no longer does, and the rotation is audited", async () => {
      const first = await issuedUrls();
      clock.advance(60_000);
      const outcome = await issue();
      expect(outcome.kind).toBe("rotated");
      if (outcome.kind === "no-account") return;
      expect(await calendarFeedOwner(database.db, tokenOf(first.https))).toBeUndefined();
      expect(await calendarFeedOwner(database.db, tokenOf(outcome.urls.https))).toMatchObject({
        staffId: staff.staff.id,
      });
      expect(await database.db.select().from(staffCalendarFeeds)).toHaveLength(1);
      expect((await auditOf()).map((entry) => entry.action)).toEqual([
        "calendar-feed-created",
        "calendar-feed-rotated",
      ]);
    });

    it("revokes: the token stops working, and a second revocation finds nothing", async () => {
      const urls = await issuedUrls();
      expect(await revokeCalendarFeed(database.db, staff.staff.id, by, clock.now())).toBe(true);
      expect(await calendarFeedOwner(database.db, tokenOf(urls.https))).toBeUndefined();
      expect(await calendarFeedIssuedAt(database.db, staff.staff.id)).toBeUndefined();
      expect(await revokeCalendarFeed(database.db, staff.staff.id, by, clock.now())).toBe(false);
      expect((await auditOf()).map((entry) => entry.action)).toEqual([
        "calendar-feed-created",
        "calendar-feed-revoked",
      ]);
    });

    it("finds no account for a disabled account's token, and issues none to it", async () => {
      const urls = await issuedUrls();
      await database.db
        .update(staffAccounts)
        .set({ disabledAt: clock.now() })
        .where(eq(staffAccounts.id, staff.staff.id));
      expect(await calendarFeedOwner(database.db, tokenOf(urls.https))).toBeUndefined();
      expect(await issue()).toEqual({ kind: "no-account" });
    });

    it("finds nothing for a token of the wrong shape or an unknown one", async () => {
      await issuedUrls();
      expect(await calendarFeedOwner(database.db, "")).toBeUndefined();
      expect(await calendarFeedOwner(database.db, "short")).toBeUndefined();
      expect(await calendarFeedOwner(database.db, "A".repeat(43))).toBeUndefined();
      expect(await calendarFeedOwner(database.db, `${"A".repeat(43)}/../x`)).toBeUndefined();
    });

    it("npm run staff -- calendar-url issues, then replaces, a URL as the local tool", async () => {
      const commands = staffCommands(database.db, { siteUrl: SITE_URL, now: clock.now });
      const first = (await commands["staff.calendar-url"]!({ email: staff.staff.email.toUpperCase() })) as {
        email: string;
        replaced: boolean;
        https: string;
        webcal: string;
      };
      expect(first).toMatchObject({ email: staff.staff.email, replaced: false });
      const second = (await commands["staff.calendar-url"]!({ email: staff.staff.email })) as typeof first;
      expect(second.replaced).toBe(true);
      expect(await calendarFeedOwner(database.db, tokenOf(first.https))).toBeUndefined();
      expect(await calendarFeedOwner(database.db, tokenOf(second.https))).toBeDefined();
      const entries = await database.db
        .select({ action: auditLog.action, actor: auditLog.actor })
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, staff.staff.id)))
        .orderBy(auditLog.id);
      expect(entries).toEqual([
        { action: "calendar-feed-created", actor: "local tool" },
        { action: "calendar-feed-rotated", actor: "local tool" },
      ]);
      await expect(commands["staff.calendar-url"]!({ email: "nobody@staff.example.com" })).rejects.toThrow(
        "nobody@staff.example.com has no account.",
      );
      await expect(commands["staff.calendar-url"]!({ email: "not an address" })).rejects.toThrow();
    });
  });

  describe("the feed", () => {
    it("lists bookings from 30 days back, confirmed and cancelled, with the booking's UID, SEQUENCE and console link", async () => {
      const urls = await issuedUrls();
      const outside = await book({ date: "2026-11-23", timeSlot: "10:00" });
      const atTheEdge = await book({ date: "2026-11-24", timeSlot: "11:00", email: "grace@example.com" });
      const inside = await book({ date: "2026-11-25", timeSlot: "09:00", email: "alan@example.com" });
      expect((await cancelForVisitor(bookingDeps(), staff, atTheEdge, {})).kind).toBe("changed");
      // Exactly 30 days after Tuesday's meeting (16:00 UTC): Monday's has left the feed.
      clock.set(new Date("2026-12-24T16:00:00Z"));
      const response = await feedOf(urls);
      expect(response.status).toBe(200);
      const events = feedEvents(await response.text());
      expect(events.map(({ event }) => event.uid)).toEqual([
        `${atTheEdge}@maplewiseleads.example`,
        `${inside}@maplewiseleads.example`,
      ]);
      expect(events.map(({ event }) => event.uid)).not.toContain(`${outside}@maplewiseleads.example`);
      const [cancelledEvent] = events;
      expect(cancelledEvent!.status).toBe("CANCELLED");
      expect(cancelledEvent!.event.sequence).toBe(1);
      expect(cancelledEvent!.event.summary).toBe(
        "Cancelled. Consultation: Ada Lovelace (Analytical Engines)",
      );
      expect(cancelledEvent!.url).toBe(`${SITE_URL}/admin/bookings/${atTheEdge}`);
      expect(cancelledEvent!.event.startDate.toJSDate()).toEqual(new Date("2026-11-24T16:00:00Z"));
      expect(cancelledEvent!.event.endDate.toJSDate()).toEqual(new Date("2026-11-24T16:20:00Z"));
      expect(cancelledEvent!.event.description).toContain("Meeting type: ");
      expect(cancelledEvent!.event.description).toContain("Language: English");
      expect(cancelledEvent!.event.description).toContain(`${SITE_URL}/admin/bookings/${atTheEdge}`);
      expect(events[1]!.status).toBe("CONFIRMED");
      expect(events[1]!.event.sequence).toBe(0);
    });

    it("shows an erased booking without the person's name or company", async () => {
      const urls = await issuedUrls();
      const id = await book({ name: "Erin Erased", company: "Gone Ltd" });
      await database.db
        .update(appointments)
        .set({ name: null, email: null, company: null, phone: null, goals: null, erasedAt: clock.now() })
        .where(eq(appointments.id, id));
      const body = await (await feedOf(urls)).text();
      expect(body).not.toContain("Erin");
      expect(body).not.toContain("Gone Ltd");
      expect(feedEvents(body)[0]!.event.summary).toBe("Consultation: erased at the person's request");
    });
  });

  describe("the route", () => {
    it("answers 200 with the calendar's type, private caching and validators", async () => {
      const urls = await issuedUrls();
      await book();
      const response = await feedOf(urls);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=900");
      expect(response.headers.get("ETag")).toMatch(/^"[\w-]{43}"$/);
      // The booking was made at the clock's time: the newest change.
      expect(response.headers.get("Last-Modified")).toBe(FRIDAY_10AM.toUTCString());
    });

    it("answers 304 to If-None-Match and to If-Modified-Since while nothing changed, and 200 once something has", async () => {
      const urls = await issuedUrls();
      const id = await book();
      const first = await feedOf(urls);
      const etag = first.headers.get("ETag")!;
      const lastModified = first.headers.get("Last-Modified")!;

      const byEtag = await feedOf(urls, { "If-None-Match": etag });
      expect(byEtag.status).toBe(304);
      expect(byEtag.headers.get("ETag")).toBe(etag);
      expect(await byEtag.text()).toBe("");
      expect((await feedOf(urls, { "If-None-Match": `W/${etag}` })).status).toBe(304);
      expect((await feedOf(urls, { "If-Modified-Since": lastModified })).status).toBe(304);
      expect((await feedOf(urls, { "If-None-Match": '"other"' })).status).toBe(200);

      clock.advance(60_000);
      await cancelForVisitor(bookingDeps(), staff, id, {});
      const changed = await feedOf(urls, { "If-None-Match": etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("ETag")).not.toBe(etag);
      expect((await feedOf(urls, { "If-Modified-Since": lastModified })).status).toBe(200);
    });

    it("answers 404 to a wrong, malformed, rotated or revoked token and to a disabled account's", async () => {
      const first = await issuedUrls();
      expect((await getFeed(`${"A".repeat(43)}.ics`)).status).toBe(404);
      expect((await getFeed(tokenOf(first.https))).status).toBe(404); // without .ics
      expect((await getFeed("x.ics")).status).toBe(404);

      const second = await issuedUrls();
      expect((await feedOf(first)).status).toBe(404);
      expect((await feedOf(second)).status).toBe(200);

      await database.db
        .update(staffAccounts)
        .set({ disabledAt: clock.now() })
        .where(eq(staffAccounts.id, staff.staff.id));
      const disabled = await feedOf(second);
      expect(disabled.status).toBe(404);
      expect(disabled.headers.get("Cache-Control")).toBe("no-store");
      await database.db
        .update(staffAccounts)
        .set({ disabledAt: null })
        .where(eq(staffAccounts.id, staff.staff.id));

      await revokeCalendarFeed(database.db, staff.staff.id, by, clock.now());
      expect((await feedOf(second)).status).toBe(404);
    });

    it("is read-only and never indexed, whatever the path's spelling; a dot segment leaves it", async () => {
      const post = await fetch(`${api.origin}/calendar/x.ics`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("Allow")).toBe("GET, HEAD");
      const put = await fetch(`${api.origin}/%63alendar/x.ics`, { method: "PUT" });
      expect(put.status).toBe(405);
      // The API harness has no pages: GET falls through to Express's 404, with the guard's headers.
      const get = await fetch(`${api.origin}/Calendar/x.ics`);
      expect(get.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(get.headers.get("Referrer-Policy")).toBe("no-referrer");
      // "/calendar/%2e%2e/admin" is /admin, with the console's guards and not the feed's.
      const escaped = await fetch(`${api.origin}/calendar/%2e%2e/admin`);
      expect(escaped.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    });
  });
});
