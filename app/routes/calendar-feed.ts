/**
 * A member of staff's calendar subscription, /calendar/{token}.ics (DESIGN.md decision 17, ADR
 * 037): outside /admin, because a calendar program has no session; the token is the key. An
 * unknown, revoked or replaced token, or one of a disabled account, is a 404 like any missing
 * page. Calendars poll, so the answer carries validators and a conditional GET is a 304.
 * Express answers methods other than GET and HEAD with 405 and adds noindex (server/app.ts).
 */
import fresh from "fresh";
import { FEED_REFRESH_MINUTES } from "~/domain/calendar-feed";
import { calendarFeedOwner } from "~/server/console/calendar-feeds.server";
import { clockContext, configContext, databaseContext } from "~/server/context.server";
import { staffCalendarDocument } from "~/server/staff-calendar-feed.server";
import type { Route } from "./+types/calendar-feed";

const FEED_FILE = /^(.+)\.ics$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = FEED_FILE.exec(params.file)?.[1];
  const db = context.get(databaseContext);
  const owner = token === undefined ? undefined : await calendarFeedOwner(db, token);
  if (!owner) {
    throw new Response("No such calendar.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const document = await staffCalendarDocument(db, {
    siteUrl: context.get(configContext).SITE_URL,
    now: context.get(clockContext)(),
    issuedAt: owner.issuedAt,
  });
  const validators = {
    ETag: document.etag,
    "Last-Modified": document.lastModified.toUTCString(),
    // Only the subscriber's calendar may keep it; it asks again once this has passed.
    "Cache-Control": `private, max-age=${FEED_REFRESH_MINUTES * 60}`,
  };
  const requestHeaders = {
    "if-none-match": request.headers.get("if-none-match") ?? undefined,
    "if-modified-since": request.headers.get("if-modified-since") ?? undefined,
    "cache-control": request.headers.get("cache-control") ?? undefined,
  };
  if (
    (requestHeaders["if-none-match"] || requestHeaders["if-modified-since"]) &&
    fresh(requestHeaders, { etag: validators.ETag, "last-modified": validators["Last-Modified"] })
  ) {
    return new Response(null, { status: 304, headers: validators });
  }
  return new Response(document.body, {
    headers: { ...validators, "Content-Type": "text/calendar; charset=utf-8" },
  });
}
