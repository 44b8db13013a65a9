/**
 * What the console's functions are given: the database, the site's clock and log, where links
 * point, the outbox's nudge, and the session cookie. Built for each request from the typed context
 * the process fills (consoleServices, access.server.ts; ADR 035).
 */
import { type Cookie, createCookie } from "react-router";
import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";

export interface ConsoleServices {
  db: Database;
  now: () => Date;
  logger: Logger;
  /** The public origin: setup and reset links point there. */
  siteUrl: string;
  salesInbox: string;
  /** Wakes the outbox worker after a transaction that queued mail has committed. */
  onMailQueued: () => void;
  sessionCookie: Cookie;
  /** The local mailbox when there is no SMTP_URL: an erasure deletes the person's messages there. */
  localMailDir?: string;
}

/** The console's services and this request's client. */
export interface ConsoleContext {
  services: ConsoleServices;
  /** As Express derives it under TRUST_PROXY. */
  ip: string | null;
}

/** At most 7 days: the session's own limit, which the server enforces (sessions.server.ts). */
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * and under https Secure with the __Host- prefix, which makes the browser refuse it unless it is
 * Secure, host-only and for the whole path. Signed with a key from APP_SECRET, so a forged value
 * is dropped before the database is asked.
 */
export function sessionCookieFor(siteUrl: string, signingKey: Buffer): Cookie {
  const secure = new URL(siteUrl).protocol === "https:";
  return createCookie(secure ? "__Host-console_session" : "console_session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: COOKIE_MAX_AGE_SECONDS,
    secrets: [signingKey.toString("base64url")],
  });
}
