/** /admin: what needs someone today, each with its screen one click away. */
import { Link } from "react-router";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { formatBookingDate } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { consoleOverview } from "~/server/console/overview.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => consoleMeta("Today");

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const overview = await consoleOverview(services.db, services.now());
  // Formatted here: the console's code in the browser keeps clear of the booking pages' chunks.
  return { ...overview, todayLabel: formatBookingDate(overview.today) };
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const cards = [
    {
      figure: plural(loaderData.newLeads, "new lead", "new leads"),
      text: "Not contacted yet. CASL's implied consent from an inquiry lasts six months: reply while it is fresh.",
      to: "/admin/leads?status=new",
      action: "Work the new leads",
    },
    {
      figure: plural(loaderData.meetingsToday, "meeting today", "meetings today"),
      text: `Free ${bookingPolicyWords.meetingLengthAdjective} calls booked for today, Toronto time.`,
      to: "/admin/bookings",
      action: "See today's meetings",
    },
    {
      figure: plural(loaderData.failedEmails, "failed email", "failed emails"),
      text: "Confirmations or notices the mail server would not take. Check the error, then resend.",
      to: "/admin/emails?state=failed",
      action: "Review failed emails",
    },
  ];
  return (
    <>
      <PageHeader title="Today" />
      <p className="-mt-4 mb-6 text-slate-700">{loaderData.todayLabel}</p>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <p className="text-2xl font-bold text-slate-900">{card.figure}</p>
            <p className="mt-2 flex-1 text-sm text-slate-700">{card.text}</p>
            <Link to={card.to} className="mt-4 font-semibold text-brand-800 underline">
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
