/**
 * The check in front of every console loader and action (issue 11, point 1): a live session, its
 * second factor given (and set up, where owners require it), and the role. Each route calls it
 * itself; a layout's loader runs beside its children's, not before them, so it guards nothing.
 *
 * Signed out, a page (GET) is a 303 to the sign-in page, which returns there afterwards; anything
 * else, an action or a download, is a 401. A signed-in member of staff without the role gets 403.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { StaffRole } from "~/domain/staff";
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

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

export function consoleContext(context: AppLoadContext): ConsoleContext {
  // Only absent while prerendering, and no console route is prerendered.
  if (!context.console) throw new Error("The console needs the server's load context");
  return context.console;
}

/** The session of this request's cookie, whatever its state. */
export async function currentSession({ request, context }: RouteArgs): Promise<LiveSession | undefined> {
  const { services } = consoleContext(context);
  const token: unknown = await services.sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" ? liveSession(services.db, token, services.now()) : undefined;
}

/** Where the sign-in sends a page's visitor back to: a path of the console, nothing else. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
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

export async function requireStaff(
  args: RouteArgs,
  options: {
    role?: Extract<StaffRole, "owner">;
    /** A download, not a page: signed out it is a 401, not a redirect. */
    resource?: boolean;
    /** The account page, where a member of staff sets up the second factor owners require. */
    beforeTotpSetup?: boolean;
  } = {},
): Promise<StaffRequest> {
  const { services, ip } = consoleContext(args.context);
  const page = !options.resource && ["GET", "HEAD"].includes(args.request.method);
  const session = await currentSession(args);
  if (!session || session.awaitingCode) {
    if (!page) throw data("Sign in to use the console.", { status: 401 });
    const next = `?next=${encodeURIComponent(returnPath(args.request))}`;
    throw redirect(`${session ? SIGN_IN_CODE_PATH : SIGN_IN_PATH}${next}`, 303);
  }
  const { account } = session;
  if (!options.beforeTotpSetup && account.totpSecret === null && (await totpRequired(services.db))) {
    if (!page) throw data("Set up two-step sign-in first.", { status: 403 });
    throw redirect(`${ACCOUNT_PATH}?setup=required`, 303);
  }
  if (options.role === "owner" && account.role !== "owner") {
    throw data("Only an owner can do this.", { status: 403 });
  }
  const staff: StaffMember = { id: account.id, email: account.email, role: account.role as StaffRole };
  return {
    staff,
    services,
    ip,
    session,
    audit: (db, entry) =>
      recordAudit(db, { ...entry, staffId: staff.id, actor: staff.email, ipAddress: ip }, services.now()),
  };
}
