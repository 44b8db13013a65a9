/**
 * What the console's booking and availability pages share in the browser: the lists' names, the
 * labels of attendance, and the error shown inside the console when a page's address asks for
 * something it cannot show. No module of app/domain is imported here: loaders format dates and
 * times on the server, so the console's code in the browser keeps clear of the booking pages'
 * chunks (their budgets are measured per route).
 */
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Attendance, BookingList } from "~/domain/booking-change";
import { Alert } from "~/components/ui/status";

/** The lists' tabs, in their order. */
export const bookingListLabels = {
  upcoming: "Upcoming",
  today: "Today",
  past: "Past",
  cancelled: "Cancelled",
} as const satisfies Record<BookingList, string>;

export const attendanceLabels = {
  attended: "Attended",
  "no-show": "No-show",
} as const satisfies Record<Attendance, string>;

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const linkClass =
  "font-semibold text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700";

export const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
export const cardTitleClass = "text-lg font-bold text-slate-900";

/** A short statement in a box of its own, where a form would be if it applied. */
export function Aside({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">{children}</p>;
}

const errorTexts: Record<number, { title: string; text: string }> = {
  401: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  403: { title: "Not allowed", text: "Your account cannot do this. Ask an owner if you need it." },
  404: { title: "Not found", text: "There is nothing at this address in the console." },
};

/**
 * A console page's own error, inside the console's chrome: a 400 says what was wrong with the
 * address (the loader's message), the others what the console's shell would say.
 */
export function ConsolePageError({
  error,
  backTo,
}: {
  error: unknown;
  backTo: { to: string; label: string };
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page =
    status === 400 && isRouteErrorResponse(error) && typeof error.data === "string"
      ? { title: "Please check the address", text: error.data }
      : (errorTexts[status] ?? {
          title: "Something went wrong",
          text: "The console could not show this page. Please try again in a moment.",
        });
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{page.title}</h1>
      <Alert className="mb-6">{page.text}</Alert>
      <Link to={backTo.to} className={linkClass}>
        {backTo.label}
      </Link>
    </>
  );
}
