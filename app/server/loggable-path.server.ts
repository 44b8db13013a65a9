/**
 * A request's path as the logs keep it (DESIGN.md: no query strings, no tokens): without its
 * query string, which can carry what visitors typed, and without a calendar feed's token, which
 * is in the path and is the feed's only key (ADR 037). Express's request log and React Router's
 * error log both write it. A path the server refuses as unreadable is logged as it came, in any
 * spelling (`/%63alendar/…`), so a feed token is also hidden wherever its shape stands alone.
 */
import { FEED_TOKEN_PATTERN } from "./console/calendar-feeds.server";

const FEED_TOKEN_ANYWHERE = new RegExp(`(?<![A-Za-z0-9_-])${FEED_TOKEN_PATTERN}(?![A-Za-z0-9_-])`, "g");

export function loggablePath(url: string): string {
  return url
    .split("?")[0]!
    .replace(/^\/calendar\/[^/]+/i, "/calendar/[token]")
    .replace(FEED_TOKEN_ANYWHERE, "[token]");
}
