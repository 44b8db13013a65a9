/**
 * The console's routes and actions, for the authorisation test: each path, whether it is a page
 * (signed out: a 303 to sign in) or a download (401), the role it needs, and for each action a
 * form that would change something if the checks let it through, so that "nothing changed" is a
 * real assertion. A new console route or action belongs here.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { createStaff, type E2eStaff } from "./console";

export type Role = "staff" | "owner";

export interface RouteCase {
  path: () => string;
  kind: "page" | "download";
  /** The least role that may use it. */
  role: Role;
  actions?: (() => Record<string, string>)[];
}

export interface Seeded {
  accounts: Record<Role | "colleague", E2eStaff>;
}

export async function seedConsole(request: APIRequestContext): Promise<Seeded> {
  const [owner, staff, colleague] = await Promise.all([
    createStaff(request, "owner"),
    createStaff(request, "staff"),
    createStaff(request, "staff"),
  ]);
  expect(colleague.id).toBeTruthy();
  return { accounts: { owner, staff, colleague } };
}

export function consoleRoutes(seeded: () => Seeded): RouteCase[] {
  const colleague = () => seeded().accounts.colleague.id;
  return [
    { path: () => "/admin", kind: "page", role: "staff" },
    {
      path: () => "/admin/account",
      kind: "page",
      role: "staff",
      actions: [() => ({ intent: "enable-totp", code: "123456" })],
    },
    {
      path: () => "/admin/team",
      kind: "page",
      role: "owner",
      actions: [
        () => ({ intent: "invite", email: "invited@staff.example.com", role: "owner" }),
        () => ({ intent: "role", staffId: colleague(), role: "owner" }),
        () => ({ intent: "disable", staffId: colleague() }),
        () => ({ intent: "revoke-sessions", staffId: colleague() }),
        () => ({ intent: "require-totp" }),
      ],
    },
    { path: () => "/admin/audit", kind: "page", role: "owner" },
  ];
}
