/**
 * A request's path as the logs keep it (DESIGN.md: no query strings, no tokens): without its
 * query string, which can carry what visitors typed, and without a calendar feed's token, which
 * is in the path and is the feed's only key (ADR 037). Express's request log and React Router's
 * error log both write it.
 */
export function loggablePath(url: string): string {
  return url.split("?")[0]!.replace(/^\/calendar\/[^/]+/i, "/calendar/[token]");
}
