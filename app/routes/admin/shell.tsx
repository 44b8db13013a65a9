/**
 * Every console page: its own stylesheet and look, no public header or footer (the root leaves
 * them out when a route's handle says `console`), and the error pages of a signed-in area.
 */
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import consoleStylesheet from "~/console.css?url";
import type { RouteHandle } from "~/route-handle";
import type { Route } from "./+types/shell";

export const handle: RouteHandle = { hydrate: true, console: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: consoleStylesheet }];

export default function ConsoleShell() {
  return <Outlet />;
}

const errorPages: Record<number, { title: string; text: string }> = {
  401: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  403: { title: "Not allowed", text: "Your account cannot do this. Ask an owner if you need it." },
  404: { title: "Not found", text: "There is nothing at this address in the console." },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = errorPages[status] ?? {
    title: "Something went wrong",
    text: "The console could not show this page. Please try again in a moment.",
  };
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-xl px-6 py-24 focus:outline-none">
      <h1 className="text-2xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-4 text-slate-700">{page.text}</p>
      <p className="mt-8 flex gap-6">
        <Link to="/admin" className="font-semibold text-brand-800 underline">
          Console home
        </Link>
        <Link to="/admin/sign-in" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </main>
  );
}
