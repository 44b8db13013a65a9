/**
 * The console as its integration suites drive it: services on a clock the test moves, accounts in
 * each state, and the Request and load context a route's loader or action would be given.
 */
import { type AppLoadContext, data } from "react-router";
import type { Database } from "../db/client.server";
import { staffAccounts } from "../db/schema.server";
import { hashPassword } from "../console/passwords.server";
import { type ConsoleServices, sessionCookieFor } from "../console/services.server";
import type { StaffRole } from "~/domain/staff";
import { capturedLogger } from "./captured-logger";

export const SITE_URL = "https://www.maplewiseleads.example";
export const PASSWORD = "correct horse battery staple";
export const CLIENT = { ip: "203.0.113.7", userAgent: "Vitest" };

/** A clock that stands still until the test moves it. */
export function testClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(instant: Date) {
      current = instant.getTime();
    },
  };
}

export function consoleServices(
  db: Database,
  now: () => Date,
): ConsoleServices & { mailNudges: () => number } {
  let nudges = 0;
  return {
    db,
    now,
    logger: capturedLogger().logger,
    siteUrl: SITE_URL,
    salesInbox: "sales@maplewiseleads.example",
    onMailQueued: () => {
      nudges++;
    },
    sessionCookie: sessionCookieFor(SITE_URL, Buffer.alloc(32, "test-console-session-key")),
    mailNudges: () => nudges,
  };
}

/** An account as its setup link leaves it: a password, and a second factor if `totpSecret` is given. */
export async function createAccount(
  db: Database,
  email: string,
  role: StaffRole,
  options: { password?: string | null; totpSecret?: string; disabledAt?: Date; createdAt?: Date } = {},
) {
  const password = options.password === undefined ? PASSWORD : options.password;
  const [account] = await db
    .insert(staffAccounts)
    .values({
      email,
      role,
      passwordHash: password === null ? null : await hashPassword(password),
      totpSecret: options.totpSecret ?? null,
      disabledAt: options.disabledAt ?? null,
      createdAt: options.createdAt,
    })
    .returning();
  return account!;
}

/** The arguments React Router gives a loader or action of a console route. */
export async function routeArgs(
  services: ConsoleServices,
  path: string,
  options: { method?: string; token?: string; ip?: string | null; body?: URLSearchParams } = {},
): Promise<{ request: Request; context: AppLoadContext }> {
  const headers = new Headers();
  if (options.token !== undefined) {
    // The Set-Cookie line's name=value is what the browser sends back.
    const setCookie = await services.sessionCookie.serialize(options.token);
    headers.set("Cookie", setCookie.split(";")[0]!);
  }
  const request = new Request(new URL(path, SITE_URL), {
    method: options.method ?? "GET",
    headers,
    body: options.body,
  });
  return {
    request,
    context: {
      console: { services, ip: options.ip === undefined ? CLIENT.ip : options.ip },
    } as AppLoadContext,
  };
}

/** What a loader or action answered, thrown or returned: a redirect, data() with a status, or a value. */
export async function outcomeOf(
  work: Promise<unknown>,
): Promise<{ status: number; location?: string | null; body?: unknown }> {
  const answer = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    if (value instanceof DataWithResponseInit) return { status: value.init?.status ?? 200, body: value.data };
    return undefined;
  };
  try {
    const value = await work;
    return answer(value) ?? { status: 200, body: value };
  } catch (thrown) {
    const thrownAnswer = answer(thrown);
    if (thrownAnswer) return thrownAnswer;
    throw thrown;
  }
}

// React Router does not export the class that data() makes.
const DataWithResponseInit = data(null).constructor as new (...args: never[]) => {
  data: unknown;
  init: ResponseInit | null;
};
