/**
 * What the process hands to loaders, actions and middleware: React Router's typed context, one
 * key per service. server/site.ts fills a RouterContextProvider with them for each request
 * (ADR 035); a route reads one with `context.get(key)`, typed, and a key without a default that
 * was not set throws, naming nothing absent by accident. While prerendering, React Router gives
 * an empty provider: the keys that prerendered pages read have a default (null, as `get` takes an
 * undefined default for none).
 */
import { type Cookie, createContext } from "react-router";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import type { Logger } from "./logger.server";
import type { ManageBookingPage } from "./manage-booking.server";

/** The site's clock (fixed in the end-to-end tests); while prerendering, the build's. */
export const clockContext = createContext<() => Date>(() => new Date());

/** This response's CSP nonce; none while prerendering, whose pages carry no inline script. */
export const cspNonceContext = createContext<string | null>(null);

/** The server's log, whose serializers keep personal data out of it; none while prerendering. */
export const loggerContext = createContext<Logger | null>(null);

/** The configuration, read once by the process (server/main.ts). */
export const configContext = createContext<Config>();

/** The database, migrated and open. */
export const databaseContext = createContext<Database>();

/** The mail queue's doorbell: wakes the outbox worker once a transaction that queued mail commits. */
export const mailerContext = createContext<{ onMailQueued: () => void }>();

/** A booking's own page: the booking its token shows, and its cancellation. */
export const manageBookingContext = createContext<ManageBookingPage>();

/** The holidays staff reopened within the booking window, for a booking's calendar. */
export const reopenedHolidaysContext = createContext<() => Promise<string[]>>();

/** The staff console's session cookie, signed with a key of the app's secret. */
export const sessionCookieContext = createContext<Cookie>();

/** The key that seals webhook endpoints' signing secrets: `keyFor(WEBHOOK_SECRET_KEY_USE)` (ADR 038 §8). */
export const webhookSealingKeyContext = createContext<Buffer>();

/** This request's client, as Express derives it under TRUST_PROXY. */
export const clientIpContext = createContext<string | null>(null);
