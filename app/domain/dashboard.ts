/**
 * The console's home page (issue 26, point 7): the weeks it counts in, how a lead's or a booking's
 * campaign names its channel, the weekly series by channel that the database's counts become, the
 * rates, and the geometry of the stacked bar charts drawn from them on the server. Pure rules: the
 * server counts (app/server/console/dashboard.server.ts), these shape what the page shows.
 */
import { weekStart } from "./slot-week";
import { addDays } from "./time";

/** The weeks the charts cover, this one included. */
export const DASHBOARD_WEEKS = 12;

/** The channels a chart names; the rest are added up as "Other" so that the legend stays readable. */
export const MAX_CHARTED_CHANNELS = 4;

/** A lead or booking that came without a campaign (no utm_source). */
export const DIRECT_CHANNEL = "direct";
/** A lead or booking erased at the person's request: its campaign was erased with it. */
export const ERASED_CHANNEL = "erased";
export const OTHER_CHANNEL = "other";

/** The Mondays (Toronto's calendar dates) of the `count` weeks that end with the week of `today`, oldest first. */
export function dashboardWeeks(today: string, count = DASHBOARD_WEEKS): string[] {
  const thisWeek = weekStart(today);
  return Array.from({ length: count }, (_, index) => addDays(thisWeek, 7 * (index - count + 1)));
}

/** What the console calls a channel: "google / cpc", "newsletter", "direct", "erased". */
export function channelName(source: string | null, medium: string | null, erased: boolean): string {
  if (erased) return ERASED_CHANNEL;
  if (!source) return DIRECT_CHANNEL;
  return medium ? `${source} / ${medium}` : source;
}

/** A channel as the console's page and table name it: the campaign's own words, or what stands in for them. */
export function channelLabel(channel: string): string {
  switch (channel) {
    case DIRECT_CHANNEL:
      return "Direct (no campaign)";
    case ERASED_CHANNEL:
      return "Erased on request";
    case OTHER_CHANNEL:
      return "Other channels";
    default:
      return channel;
  }
}

/** How many came in one week through one channel, as the database groups them. */
export interface WeekChannelCount {
  /** The week's Monday in Toronto, "YYYY-MM-DD". */
  week: string;
  channel: string;
  count: number;
}

export interface WeeklySeries {
  /** The channels charted, the busiest first, then "other" when some were added up. */
  channels: string[];
  weeks: { week: string; counts: number[]; total: number }[];
  total: number;
}

/**
 * The counts laid out week by week (every week, those with none too) and channel by channel: the
 * `maxChannels` busiest over the whole period by name, the rest added up as "other". Ties go by name.
 */
export function weeklySeries(
  weeks: readonly string[],
  counts: readonly WeekChannelCount[],
  maxChannels = MAX_CHARTED_CHANNELS,
): WeeklySeries {
  const inPeriod = counts.filter((row) => weeks.includes(row.week));
  const totals = new Map<string, number>();
  for (const row of inPeriod) totals.set(row.channel, (totals.get(row.channel) ?? 0) + row.count);
  const ranked = [...totals.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([channel]) => channel);
  const named = ranked.length > maxChannels ? ranked.slice(0, maxChannels - 1) : ranked;
  const channels = ranked.length > named.length ? [...named, OTHER_CHANNEL] : named;
  const columnOf = (channel: string) => (named.includes(channel) ? named.indexOf(channel) : named.length);
  const rows = weeks.map((week) => {
    const weekCounts: number[] = channels.map(() => 0);
    for (const row of inPeriod) {
      if (row.week === week) weekCounts[columnOf(row.channel)]! += row.count;
    }
    return { week, counts: weekCounts, total: weekCounts.reduce((sum, n) => sum + n, 0) };
  });
  return { channels, weeks: rows, total: rows.reduce((sum, row) => sum + row.total, 0) };
}

/** `part` of `whole` as a whole percentage, or null when there is nothing to divide by. */
export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 100);
}

/**
 * The top of a count axis and its gridlines: a round step (1, 2 or 5 times a power of ten) that
 * gives at most `maxTicks` steps up to a top at or above `max`. An empty chart still has an axis
 * up to 1 (0, 1).
 */
export function countScale(max: number, maxTicks = 5): { top: number; ticks: number[] } {
  const highest = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const round = [1, 2, 5]
      .map((factor) => factor * power)
      .find((candidate) => highest / candidate <= maxTicks);
    if (round !== undefined) {
      step = round;
      break;
    }
  }
  const top = Math.ceil(highest / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/** The drawing area of a bar chart, in the SVG's own units (its viewBox). */
export interface ChartSize {
  width: number;
  height: number;
  /** The margins around the bars, for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_SIZE: ChartSize = { width: 480, height: 240, left: 36, right: 8, top: 12, bottom: 28 };

export interface BarSegment {
  /** The channel's place in the series' channels: its colour. */
  channel: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StackedBarChart {
  width: number;
  height: number;
  /** The count axis: each gridline's value and height. */
  gridlines: { value: number; y: number }[];
  /** The week labels under the bars, every other week so that they fit on a phone. */
  labels: { text: string; x: number }[];
  bars: BarSegment[];
  /** Where the axis and the bars meet. */
  baseline: number;
  plotLeft: number;
  plotRight: number;
}

/** "Nov 23": a week's Monday as the axis names it. */
export function shortWeekLabel(monday: string): string {
  return new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${monday}T00:00:00Z`),
  );
}

/**
 * The geometry of a stacked bar chart of the series: one bar a week, its channels stacked from the
 * bottom in the series' order, on a count axis from 0. Bars of no count draw nothing.
 */
export function stackedBarChart(series: WeeklySeries, size: ChartSize = CHART_SIZE): StackedBarChart {
  const plotLeft = size.left;
  const plotRight = size.width - size.right;
  const baseline = size.height - size.bottom;
  const plotHeight = baseline - size.top;
  const { top, ticks } = countScale(Math.max(0, ...series.weeks.map((week) => week.total)));
  const yOf = (value: number) => baseline - (value / top) * plotHeight;
  const slot = (plotRight - plotLeft) / Math.max(1, series.weeks.length);
  const barWidth = slot * 0.6;
  const bars: BarSegment[] = [];
  series.weeks.forEach((week, index) => {
    const x = plotLeft + slot * index + (slot - barWidth) / 2;
    let below = 0;
    week.counts.forEach((count, channel) => {
      if (count === 0) return;
      const y = yOf(below + count);
      bars.push({ channel, x, y, width: barWidth, height: yOf(below) - y });
      below += count;
    });
  });
  // The latest week is always labelled: counting back from it in twos.
  const last = series.weeks.length - 1;
  const labels = series.weeks
    .map((week, index) => ({ text: shortWeekLabel(week.week), x: plotLeft + slot * index + slot / 2, index }))
    .filter(({ index }) => (last - index) % 2 === 0)
    .map(({ text, x }) => ({ text, x }));
  return {
    width: size.width,
    height: size.height,
    gridlines: ticks.map((value) => ({ value, y: yOf(value) })),
    labels,
    bars,
    baseline,
    plotLeft,
    plotRight,
  };
}
