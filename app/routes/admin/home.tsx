/**
 * /admin: what a sales lead looks at first on Monday (issue 26, point 7). The new leads to work,
 * today's and this week's calls, the leads and bookings of the last twelve weeks by channel, how
 * many leads were won, how many marked meetings were missed, and the emails that failed, each with
 * its screen one click away. Counted in app/server/console/dashboard.server.ts, worded and laid out
 * here on the server, drawn by features/console/dashboard.tsx.
 */
import { bookingPolicyWords } from "~/domain/booking-policy";
import {
  channelLabel,
  DASHBOARD_WEEKS,
  percentage,
  stackedBarChart,
  weeklySeries,
  type WeekChannelCount,
} from "~/domain/dashboard";
import { formatBookingDate, formatSlotWithZone, formatTorontoInstant } from "~/domain/time";
import { plural } from "~/features/console/bookings";
import {
  type ChannelChartData,
  type DashboardLink,
  ChannelChart,
  FigureCard,
  LinkList,
} from "~/features/console/dashboard";
import { consoleMeta } from "~/features/console/meta";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { shortDate } from "~/server/console/booking-labels.server";
import { consoleDashboard, type DashboardCall } from "~/server/console/dashboard.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => consoleMeta("Today");

const longWeek = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

function channelChart(
  title: string,
  noun: { one: string; many: string },
  weeks: string[],
  counts: WeekChannelCount[],
): ChannelChartData {
  const series = weeklySeries(weeks, counts);
  const channelTotals = series.channels.map((channel, index) => ({
    label: channelLabel(channel),
    total: series.weeks.reduce((sum, week) => sum + (week.counts[index] ?? 0), 0),
  }));
  const thisWeek = series.weeks.at(-1)?.total ?? 0;
  const busiest = channelTotals[0];
  return {
    title,
    summary:
      `${plural(series.total, noun.one, noun.many)} in the last ${DASHBOARD_WEEKS} weeks, ` +
      `${thisWeek} of them this week.` +
      (busiest ? ` Most came through ${busiest.label} (${busiest.total}).` : ""),
    channels: channelTotals,
    chart: stackedBarChart(series),
    rows: series.weeks.map((week) => ({
      week: longWeek.format(new Date(`${week.week}T00:00:00Z`)),
      counts: week.counts,
      total: week.total,
    })),
    total: series.total,
    empty: `No ${noun.many} in these weeks yet.`,
  };
}

/** A rate as the page shows it: "25%", or a dash while there is nothing to divide by. */
const rate = (value: number | null) => (value === null ? "—" : `${value}%`);

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const dashboard = await consoleDashboard(services.db, services.now());
  // Worded here: the console's code in the browser keeps clear of the booking pages' chunks.
  const call = (entry: DashboardCall, when: string): DashboardLink => ({
    id: entry.id,
    to: `/admin/bookings/${entry.id}`,
    when,
    typed: [entry.name],
    detail: entry.company ? { text: entry.company, typed: true } : { text: "No company given", typed: false },
  });
  return {
    todayLabel: formatBookingDate(dashboard.today),
    weekLabel: `${shortDate(dashboard.week.from)} to ${shortDate(dashboard.week.to)}`,
    newLeads: {
      count: dashboard.newLeads.count,
      oldest: dashboard.newLeads.oldest.map((lead): DashboardLink => ({
        id: lead.id,
        to: `/admin/leads/${lead.id}`,
        typed: [lead.company, lead.name],
        detail: { text: `Received ${formatTorontoInstant(lead.receivedAt)}`, typed: false },
      })),
    },
    callsToday: dashboard.callsThisWeek
      .filter((entry) => entry.date === dashboard.today)
      .map((entry) => call(entry, formatSlotWithZone(entry.date, entry.timeSlot))),
    callsLaterThisWeek: dashboard.callsThisWeek
      .filter((entry) => entry.date > dashboard.today)
      .map((entry) =>
        call(entry, `${shortDate(entry.date)}, ${formatSlotWithZone(entry.date, entry.timeSlot)}`),
      ),
    leadsChart: channelChart(
      "Leads per week by channel",
      { one: "lead", many: "leads" },
      dashboard.weeks,
      dashboard.leadsByWeek,
    ),
    bookingsChart: channelChart(
      "Bookings per week by channel",
      { one: "booking", many: "bookings" },
      dashboard.weeks,
      dashboard.bookingsByWeek,
    ),
    conversion: {
      ...dashboard.conversion,
      rate: rate(percentage(dashboard.conversion.won, dashboard.conversion.leads)),
    },
    attendance: {
      ...dashboard.attendance,
      rate: rate(percentage(dashboard.attendance.noShows, dashboard.attendance.marked)),
    },
    failedEmails: dashboard.failedEmails,
  };
}

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const { newLeads, conversion, attendance } = loaderData;
  return (
    <>
      <PageHeader title="Today" />
      <p className="-mt-4 mb-6 text-slate-700">{loaderData.todayLabel}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FigureCard
          label="New leads to work"
          figure={String(newLeads.count)}
          detail="Not contacted yet. CASL's implied consent from an inquiry lasts six months: reply while it is fresh."
          link={{ to: "/admin/leads?status=new", text: "Work the new leads" }}
        />
        <FigureCard
          label="Calls today"
          figure={String(loaderData.callsToday.length)}
          detail={`Free ${bookingPolicyWords.meetingLengthAdjective} calls booked for today, Toronto time; ${plural(
            loaderData.callsLaterThisWeek.length,
            "more",
            "more",
          )} later this week.`}
          link={{ to: "/admin/bookings", text: "See the upcoming calls" }}
        />
        <FigureCard
          label="Leads won"
          figure={conversion.rate}
          detail={`Won: ${conversion.won} of ${plural(conversion.leads, "lead")} received in the last ${DASHBOARD_WEEKS} weeks, spam left out.`}
        />
        <FigureCard
          label="No-show rate"
          figure={attendance.rate}
          detail={`Missed: ${attendance.noShows} of ${plural(attendance.marked, "meeting")} whose attendance was marked in the last ${DASHBOARD_WEEKS} weeks.`}
        />
        <FigureCard
          label="Emails failing"
          figure={String(loaderData.failedEmails)}
          detail="Confirmations or notices the mail server would not take. Check the error, then resend."
          link={{ to: "/admin/emails?state=failed", text: "Review failed emails" }}
        />
      </ul>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <LinkList
          title="Oldest new leads"
          items={newLeads.oldest}
          empty="No new lead is waiting."
          more={{
            to: "/admin/leads?status=new",
            text: `All ${plural(newLeads.count, "new lead", "new leads")}`,
          }}
        />
        <LinkList
          title="Today's calls"
          items={loaderData.callsToday}
          empty="No call today."
          more={{ to: "/admin/bookings", text: "All upcoming calls" }}
        />
        <LinkList
          title={`Later this week (${loaderData.weekLabel})`}
          items={loaderData.callsLaterThisWeek}
          empty="No other call this week."
          more={{ to: "/admin/bookings", text: "All upcoming calls" }}
        />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ChannelChart data={loaderData.leadsChart} />
        <ChannelChart data={loaderData.bookingsChart} />
      </div>
    </>
  );
}
