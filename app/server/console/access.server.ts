/**
 * Who may reach the console's routes (issue 11, point 1; ADR 035): a live session, its second
 * factor given (and set up, where owners require it), and the role. Checked by middleware on the
 * console's layouts, before any of their routes' loaders and actions run (app/routes.ts):
 *
 * - `signedIn`, on the console's chrome (routes/admin/layout.tsx): a live session whose code was
 *   given. The account page sits under this alone: it is where two-step sign-in is set up;
 * - `twoStepSetUp`, on every other page (routes/admin/staff-pages.tsx): set up where owners require it;
 * - `ownersOnly`, on the owners' pages (routes/admin/owner-pages.tsx);
 * - `downloads`, on the downloads (routes/admin/downloads.tsx): the first two, answered as a
 *   download is.
 *
 * Signed out, a page (GET) is a 303 to the sign-in page, which returns there afterwards; anything
 * else, an action or a download, is a 401. A signed-in member of staff without the role gets 403.
 */
import {
  createContext,
  data,
  type MiddlewareFunction,
  redirect,
  type RouterContextProvider,
} from "react-router";
import type { StaffRole } from "~/domain/staff";
import {
  clientIpContext,
  clockContext,
  configContext,
  databaseContext,
  loggerContext,
  mailerContext,
  sessionCookieContext,
} from "../context.server";
import type { Executor } from "../db/executor.server";
import { type AuditEntry, recordAudit } from "./audit.server";
import { totpRequired } from "./accounts.server";
import type { ConsoleContext, ConsoleServices } from "./services.server";
import { liveSession, type LiveSession } from "./sessions.server";

export const SIGN_IN_PATH = "/admin/sign-in";
export const SIGN_IN_CODE_PATH = "/admin/sign-in/code";
export const ACCOUNT_PATH = "/admin/account";

export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
}

export interface StaffRequest {
  staff: StaffMember;
  services: ConsoleServices;
  ip: string | null;
  session: LiveSession;
  /** recordAudit as this member of staff, from this request's IP, in the caller's transaction. */
  audit(db: Executor, entry: Omit<AuditEntry, "staffId" | "actor" | "ipAddress">): Promise<void>;
}

type Context = Readonly<RouterContextProvider>;

/** The console's services, from what the process put in this request's context. */
export function consoleServices(context: Context): ConsoleServices {
  const config = context.get(configContext);
  const logger = context.get(loggerContext);
  // Only absent while prerendering, and no console route is prerendered.
  if (!logger) throw new Error("The console needs the server's context");
  return {
    db: context.get(databaseContext),
    now: context.get(clockContext),
    logger,
    siteUrl: config.SITE_URL,
    salesInbox: config.SALES_INBOX,
    onMailQueued: context.get(mailerContext).onMailQueued,
    sessionCookie: context.get(sessionCookieContext),
    localMailDir: config.localMailDir,
  };
}

/** The console's services and this request's client, for the routes before sign-in. */
export function consoleContext(context: Context): ConsoleContext {
  return { services: consoleServices(context), ip: context.get(clientIpContext) };
}

/** The session of this request's cookie, whatever its state. */
export async function currentSession({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<LiveSession | undefined> {
  const services = consoleServices(context);
  const token: unknown = await services.sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" ? liveSession(services.db, token, services.now()) : undefined;
}

/**
 * Where the sign-in sends a page's visitor back to: a path of the console, nothing else. From
 * React Router's normalised URL: a client-side navigation's request is for "/admin/leads.data".
 */
export function returnPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}
// Any origin of our own: only the path and query of what `next` resolves to against it are kept.
const RETURN_BASE = "http://console.invalid";

/**
 * `next` as a browser would resolve it, if that is a page of the console, written out again: a
 * newline or a character beyond Latin-1 is percent-encoded (in a Location header as typed, it
 * threw, and the request was a 500). Another origin ("//evil.example", "/\\evil.example") or a
 * path that leaves /admin is the console's first page instead.
 */
export function safeReturnPath(next: string | null): string {
  if (!next?.startsWith("/")) return "/admin";
  let url: URL;
  try {
    url = new URL(next, RETURN_BASE);
  } catch {
    return "/admin";
  }
  if (url.origin !== RETURN_BASE || !/^\/admin(\/|$)/.test(url.pathname)) return "/admin";
  return `${url.pathname}${url.search}`;
}

/** The member of staff the console's middleware let through; set for every guarded route. */
const staffContext = createContext<StaffRequest>();

/** The member of staff of this request, whom the layouts' middleware let through. */
export function staffRequest(context: Context): StaffRequest {
  return context.get(staffContext);
}

type Refusal = { status: 401 | 403; message: string; page?: string };

/**
 * A refused request: a page (GET or HEAD) is sent where it can go on, when there is such a
 * place; anything else, an action or a download, gets the status and the message.
 */
function refuse(request: Request, answeredAs: "page" | "download", refusal: Refusal): never {
  const page = answeredAs === "page" && ["GET", "HEAD"].includes(request.method);
  if (page && refusal.page) throw redirect(refusal.page, 303);
  throw data(refusal.message, { status: refusal.status });
}

function signedInAs(answeredAs: "page" | "download"): MiddlewareFunction<Response> {
  return async ({ request, url, context }, next) => {
    const { services, ip } = consoleContext(context);
    const session = await currentSession({ request, context });
    if (!session || session.awaitingCode) {
      const next = `?next=${encodeURIComponent(returnPath(url))}`;
      refuse(request, answeredAs, {
        status: 401,
        message: "Sign in to use the console.",
        page: `${session ? SIGN_IN_CODE_PATH : SIGN_IN_PATH}${next}`,
      });
    }
    const { account } = session;
    const staff: StaffMember = { id: account.id, email: account.email, role: account.role as StaffRole };
    context.set(staffContext, {
      staff,
      services,
      ip,
      session,
      audit: (db, entry) =>
        recordAudit(db, { ...entry, staffId: staff.id, actor: staff.email, ipAddress: ip }, services.now()),
    });
    return next();
  };
}

function twoStepSetUpAs(answeredAs: "page" | "download"): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const { session, services } = staffRequest(context);
    if (session.account.totpSecret === null && (await totpRequired(services.db))) {
      refuse(request, answeredAs, {
        status: 403,
        message: "Set up two-step sign-in first.",
        page: `${ACCOUNT_PATH}?setup=required`,
      });
    }
    return next();
  };
}

/** The console's guards, one per layout (see the top of this file). */
export const consoleGuards = {
  signedIn: signedInAs("page"),
  twoStepSetUp: twoStepSetUpAs("page"),
  ownersOnly: (({ request, context }, next) => {
    if (staffRequest(context).staff.role !== "owner")
      refuse(request, "page", { status: 403, message: "Only an owner can do this." });
    return next();
  }) satisfies MiddlewareFunction<Response>,
  downloads: [signedInAs("download"), twoStepSetUpAs("download")],
};
