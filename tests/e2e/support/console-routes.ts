/**
 * The console's routes and actions, for the authorisation test: each path, whether it is a page
 * (signed out: a 303 to sign in) or a download (401), the role it needs, and for each action a
 * form that would change something if the checks let it through, so that "nothing changed" is a
 * real assertion. A new console route or action belongs here (app/routes.test.ts fails until it is),
 * and the data they act on is seeded by console-seed.ts.
 */
import type { E2eStaff } from "./console";

export type Role = "staff" | "owner";

export interface RouteCase {
  path: () => string;
  kind: "page" | "download";
  /** The least role that may use it. */
  role: Role;
  /** What a GET answers to whoever may use it, when not 200 (a download made by a POST: 405). */
  answers?: number;
  actions?: (() => Record<string, string>)[];
}

export interface Seeded {
  accounts: Record<Role | "colleague", E2eStaff>;
  /** A new lead, for the lead page and its form. */
  leadId: string;
  /** A meeting to come, which a cancellation or a move would change. */
  upcomingBookingId: string;
  /** A meeting that has started, whose attendance a mark would change. */
  startedBookingId: string;
  /** A lead and a booking of one person, and one of their emails failed for good. */
  person: { email: string; leadId: string; bookingId: string; failedEmailId: string };
  /** An enabled webhook endpoint, and one of its deliveries failed for good. */
  webhook: { endpointId: string; failedDeliveryId: string };
}

/**
 * The console's routes that need no session: how a member of staff gets one, or ends it. Every
 * other route under /admin is in consoleRoutes (app/routes.test.ts holds both to app/routes.ts).
 */
export const openConsolePaths = [
  "/admin/sign-in",
  "/admin/sign-in/code",
  "/admin/set-password",
  "/admin/forgot-password",
  "/admin/sign-out",
];

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
        () => ({ intent: "reset-totp", staffId: colleague() }),
        () => ({ intent: "require-totp" }),
      ],
    },
    { path: () => "/admin/audit", kind: "page", role: "owner" },
    {
      path: () => "/admin/webhooks",
      kind: "page",
      role: "owner",
      actions: [() => ({ intent: "add", url: "https://refused.example.com/hook", events: "lead.created" })],
    },
    {
      path: () => `/admin/webhooks/${seeded().webhook.endpointId}`,
      kind: "page",
      role: "owner",
      actions: [
        () => ({ intent: "test" }),
        () => ({ intent: "disable" }),
        () => ({ intent: "resend", deliveryId: seeded().webhook.failedDeliveryId }),
        () => ({ intent: "rotate-secret" }),
        () => ({ intent: "remove" }),
      ],
    },
    {
      path: () => "/admin/emails",
      kind: "page",
      role: "staff",
      actions: [() => ({ intent: "resend", emailId: seeded().person.failedEmailId })],
    },
    { path: () => `/admin/leads/${seeded().person.leadId}/consent`, kind: "page", role: "staff" },
    { path: () => `/admin/bookings/${seeded().person.bookingId}/consent`, kind: "page", role: "staff" },
    { path: () => `/admin/leads/${seeded().person.leadId}/consent.json`, kind: "download", role: "staff" },
    {
      path: () => `/admin/bookings/${seeded().person.bookingId}/consent.json`,
      kind: "download",
      role: "staff",
    },
    {
      path: () => "/admin/privacy",
      kind: "page",
      role: "staff",
      actions: [
        () => ({ intent: "search", email: seeded().person.email }),
        () => ({
          intent: "erase",
          email: seeded().person.email,
          confirmation: seeded().person.email,
          reason: "Authorisation test",
        }),
      ],
    },
    {
      path: () => "/admin/privacy/export",
      kind: "download",
      role: "staff",
      // The export is posted from the privacy page; a GET is answered with what to do instead.
      answers: 405,
      actions: [() => ({ email: seeded().person.email })],
    },
    { path: () => "/admin/leads", kind: "page", role: "staff" },
    { path: () => "/admin/leads/export.csv", kind: "download", role: "staff" },
    {
      path: () => `/admin/leads/${seeded().leadId}`,
      kind: "page",
      role: "staff",
      actions: [() => ({ intent: "update", currentStatus: "new", status: "contacted", note: "Called them" })],
    },
    { path: () => "/admin/bookings", kind: "page", role: "staff" },
    {
      path: () => `/admin/bookings/${seeded().upcomingBookingId}`,
      kind: "page",
      role: "staff",
      actions: [
        () => ({ intent: "cancel", reason: "Refused unless signed in" }),
        () => ({ intent: "reschedule", date: "2026-12-03", timeSlot: "10:00" }),
      ],
    },
    {
      path: () => `/admin/bookings/${seeded().startedBookingId}`,
      kind: "page",
      role: "staff",
      actions: [() => ({ intent: "attendance", attendance: "no-show" })],
    },
    {
      path: () => "/admin/availability",
      kind: "page",
      role: "staff",
      actions: [
        () => ({ intent: "block", scope: "slot", date: "2026-12-04", time: "10:00", note: "Refused" }),
        () => ({ intent: "block", scope: "day", date: "2026-12-04" }),
        () => ({ intent: "block", scope: "range", from: "2026-12-07", to: "2026-12-08" }),
        () => ({ intent: "unblock", scope: "slot", date: "2026-12-02", time: "09:00" }),
        () => ({ intent: "unblock", scope: "day", date: "2026-12-02" }),
        () => ({ intent: "reopen-holiday", date: "2026-12-25" }),
        () => ({ intent: "close-holiday", date: "2026-12-28" }),
      ],
    },
  ];
}
