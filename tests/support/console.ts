/**
 * The console as its integration suites drive it: services on a clock the test moves, accounts in
 * each state, the Request and context a route's loader or action would be given, and the guards
 * of its layouts run as React Router runs them.
 */
import { data, type MiddlewareFunction, RouterContextProvider } from "react-router";
import type { Config } from "../../app/server/config.server";
import {
  clientIpContext,
  clockContext,
  configContext,
  databaseContext,
  loggerContext,
  mailerContext,
  sessionCookieContext,
  webhookSealingKeyContext,
} from "../../app/server/context.server";
import { type StaffRequest, staffRequest } from "../../app/server/console/access.server";
import type { Database } from "../../app/server/db/client.server";
import { staffAccounts } from "../../app/server/db/schema.server";
import { hashPassword } from "../../app/server/console/passwords.server";
import { type ConsoleServices, sessionCookieFor } from "../../app/server/console/services.server";
import type { StaffRole } from "../../app/domain/staff";
import { middleware as signedInLayout } from "../../app/routes/admin/layout";
import { middleware as staffPages } from "../../app/routes/admin/staff-pages";
import { middleware as ownerPages } from "../../app/routes/admin/owner-pages";
import { middleware as downloads } from "../../app/routes/admin/downloads";
import { capturedLogger } from "./captured-logger";

export const SITE_URL = "https://www.maplewiseleads.example";
export const PASSWORD = "correct horse battery staple";
export const CLIENT = { ip: "203.0.113.7", userAgent: "Vitest" };
/** The key the requests below seal webhook signing secrets with. */
export const WEBHOOK_SEALING_KEY = Buffer.alloc(32, "test-webhook-sealing-key");

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

/** The context the process gives a request (server/site.ts), holding these services. */
function requestContext(services: ConsoleServices, ip: string | null): RouterContextProvider {
  const context = new RouterContextProvider();
  const config = {
    SITE_URL: services.siteUrl,
    SALES_INBOX: services.salesInbox,
    localMailDir: undefined,
    WEBHOOK_ALLOWED_HOSTS: [],
  };
  context.set(configContext, config as unknown as Config);
  context.set(databaseContext, services.db);
  context.set(clockContext, services.now);
  context.set(loggerContext, services.logger);
  context.set(mailerContext, { onMailQueued: services.onMailQueued });
  context.set(sessionCookieContext, services.sessionCookie);
  context.set(webhookSealingKeyContext, WEBHOOK_SEALING_KEY);
  context.set(clientIpContext, ip);
  return context;
}

export interface RouteArgs {
  request: Request;
  url: URL;
  params: Record<string, string>;
  pattern: string;
  context: RouterContextProvider;
}

/** The arguments React Router gives a loader or action of a console route. */
export async function routeArgs(
  services: ConsoleServices,
  path: string,
  options: { method?: string; token?: string; ip?: string | null; body?: URLSearchParams } = {},
): Promise<RouteArgs> {
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
    url: new URL(request.url),
    params: {},
    pattern: "",
    context: requestContext(services, options.ip === undefined ? CLIENT.ip : options.ip),
  };
}

/**
 * Runs a layout chain's middleware as React Router does, each calling the next, and resolves
 * with the member of staff they let through to the route; a refusal is thrown as they throw it.
 */
export async function throughGuards(
  guards: MiddlewareFunction<Response>[],
  args: RouteArgs,
): Promise<StaffRequest> {
  let reached: StaffRequest | undefined;
  const run = async (index: number): Promise<Response> => {
    const guard = guards[index];
    if (!guard) {
      reached = staffRequest(args.context);
      return new Response(null, { status: 204 });
    }
    return (await guard(args, () => run(index + 1))) ?? new Response(null, { status: 204 });
  };
  await run(0);
  return reached!;
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

/** The guards a console route meets on its way down routes.ts's layouts. */
export const consoleChains = {
  staffPage: [...signedInLayout, ...staffPages],
  ownerPage: [...signedInLayout, ...staffPages, ...ownerPages],
  accountPage: signedInLayout,
  download: downloads,
};

/** A console route's loader or action, called as React Router calls it: behind its layouts' guards. */
export async function guarded<T>(
  guards: MiddlewareFunction<Response>[],
  args: RouteArgs,
  handler: (args: RouteArgs) => Promise<T>,
): Promise<T> {
  await throughGuards(guards, args);
  return handler(args);
}
