/**
 * The signed-in console's chrome: the sections, the account and sign-out. Its middleware lets
 * through only a live session whose code was given, for every route beneath it (access.server.ts);
 * its loader reads who that is, for the navigation.
 */
import { LogoMark } from "~/components/art/logo-mark";
import { Form, NavLink, Outlet } from "react-router";
import { site } from "~/content/site";
import { consoleGuards, staffRequest } from "~/server/console/access.server";
import type { Route } from "./+types/layout";

export const middleware = [consoleGuards.signedIn];

export function loader({ context }: Route.LoaderArgs) {
  const { email, role } = staffRequest(context).staff;
  return { email, role };
}

const sections = [
  // The home page's tab is current on /admin alone, not on every page beneath it.
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/availability", label: "Availability" },
  { to: "/admin/emails", label: "Emails" },
  { to: "/admin/privacy", label: "Privacy requests" },
] as const;

const ownerSections = [
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/webhooks", label: "Webhooks" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "bg-brand-800 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const links = loaderData.role === "owner" ? [...sections, ...ownerSections] : sections;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="console-chrome border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href="/admin" className="flex items-center gap-2 text-base font-bold text-brand-900">
            <LogoMark className="size-7" />
            <span>
              {site.brand} <span className="font-normal text-slate-600">console</span>
            </span>
          </a>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <NavLink to="/admin/account" className={navLinkClass} title={loaderData.email}>
              <span className="sr-only">Your account: </span>
              {/* A long address is cut short on a phone rather than widen the page. */}
              <span className="block max-w-[55vw] truncate sm:max-w-none">{loaderData.email}</span>
            </NavLink>
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                className="rounded-lg px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
        {/* The tabs wrap onto a second line on a phone rather than scroll out of sight (issue 26). */}
        <nav aria-label="Console" className="mx-auto max-w-7xl px-4 pb-3">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={"end" in link} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
