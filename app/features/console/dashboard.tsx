/**
 * The console's home page (issue 26, point 7): the figures a sales lead looks at first, the lists
 * behind two of them, and the weekly charts by channel. The loader counts, words and lays out
 * everything on the server (the charts' geometry too, app/domain/dashboard.ts): these components
 * only draw it, so the console's code in the browser imports nothing of app/domain. Each chart is
 * an SVG image with a title and a description, and the same figures as a table beneath it.
 */
import { Fragment, type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { StackedBarChart } from "~/domain/dashboard";
import { cardClass, linkClass } from "~/features/console/bookings";
import { HeaderCell, Table } from "~/features/console/table";
import { VisitorText } from "~/features/console/visitor-text";

export function FigureCard({
  label,
  figure,
  detail,
  link,
}: {
  label: string;
  figure: string;
  detail: string;
  link?: { to: string; text: string };
}) {
  return (
    <li className={`${cardClass} flex flex-col`}>
      <h2 className="text-sm font-semibold text-slate-700">{label}</h2>
      <p className="mt-1 text-3xl font-bold text-slate-900">{figure}</p>
      <p className="mt-2 flex-1 text-sm text-slate-700">{detail}</p>
      {link ? (
        <Link to={link.to} className={`mt-3 text-sm ${linkClass}`}>
          {link.text}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * A lead or a call as the home page lists it: the call's time, then what the visitor typed (a
 * company, a name), each isolated so that an override in one cannot reorder the rest (issue 26),
 * and a line beneath, typed by the visitor (a company) or worded by the console.
 */
export interface DashboardLink {
  id: string;
  to: string;
  when?: string;
  typed: string[];
  detail: { text: string; typed: boolean };
}

/** A titled list of links (a lead or a call each), with what to say when it is empty and a link to all of them. */
export function LinkList({
  title,
  items,
  empty,
  more,
}: {
  title: string;
  items: DashboardLink[];
  empty: string;
  more: { to: string; text: string };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {items.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link to={item.to} className={linkClass}>
                {item.when ? `${item.when}: ` : null}
                {item.typed.map((text, index) => (
                  <Fragment key={index}>
                    {index ? ": " : null}
                    <VisitorText>{text}</VisitorText>
                  </Fragment>
                ))}
              </Link>
              <p className="text-sm text-slate-700">
                {item.detail.typed ? <VisitorText>{item.detail.text}</VisitorText> : item.detail.text}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      )}
      <Link to={more.to} className={`mt-3 inline-block text-sm ${linkClass}`}>
        {more.text}
      </Link>
    </section>
  );
}

/** The channels' colours, in the series' order: the busiest is the brand's. */
const channelFills = ["fill-brand-800", "fill-accent-600", "fill-brand-500", "fill-slate-500"] as const;
const channelSwatches = ["bg-brand-800", "bg-accent-600", "bg-brand-500", "bg-slate-500"] as const;

export interface ChannelChartData {
  title: string;
  /** What the chart shows in a sentence or two: the SVG's description. */
  summary: string;
  channels: { label: string; total: number }[];
  chart: StackedBarChart;
  /** The chart's figures: a row a week, its label, each channel's count and the week's total. */
  rows: { week: string; counts: number[]; total: number }[];
  /** What the table's total row says. */
  total: number;
  /** What the chart says when nothing came in. */
  empty: string;
}

/** A stacked bar chart of a weekly series by channel, with its legend and its table. */
export function ChannelChart({ data }: { data: ChannelChartData }) {
  const id = useId();
  const { chart } = data;
  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardClass} min-w-0`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {data.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{data.summary}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="dashboard-chart"
      >
        <title id={`${id}-title`}>{data.title}</title>
        <desc id={`${id}-desc`}>{data.summary} The table below the chart has every figure.</desc>
        {chart.gridlines.map((line) => (
          <g key={line.value}>
            <line
              x1={chart.plotLeft}
              x2={chart.plotRight}
              y1={line.y}
              y2={line.y}
              className={line.value === 0 ? "stroke-slate-500" : "stroke-slate-200"}
            />
            <text x={chart.plotLeft - 6} y={line.y} textAnchor="end" dominantBaseline="middle">
              {line.value}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={`${bar.x}-${bar.channel}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            className={`${channelFills[bar.channel] ?? channelFills[0]} stroke-white`}
          />
        ))}
        {chart.labels.map((label) => (
          <text key={label.x} x={label.x} y={chart.baseline + 18} textAnchor="middle">
            {label.text}
          </text>
        ))}
      </svg>
      {data.channels.length ? (
        <ul aria-label="Channels" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {data.channels.map((channel, index) => (
            <li key={channel.label} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-3 rounded-sm ${channelSwatches[index]}`} />
              {channel.label} ({channel.total})
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{data.empty}</p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {data.title}: the figures as a table
        </summary>
        <div className="mt-3">
          <ChannelTable data={data} />
        </div>
      </details>
    </section>
  );
}

function ChannelTable({ data }: { data: ChannelChartData }) {
  const cell = (children: ReactNode, key: string | number) => (
    <td key={key} className="px-3 py-2 text-right text-slate-800 tabular-nums">
      {children}
    </td>
  );
  return (
    <Table
      label={`${data.title}, as a table`}
      caption={`${data.title}: each week's count by channel, oldest week first`}
      head={
        <>
          <HeaderCell>Week of</HeaderCell>
          {data.channels.map((channel) => (
            <HeaderCell key={channel.label} className="text-right">
              {channel.label}
            </HeaderCell>
          ))}
          <HeaderCell className="text-right">Total</HeaderCell>
        </>
      }
    >
      {data.rows.map((row) => (
        <tr key={row.week}>
          <HeaderCell scope="row" className="font-normal whitespace-nowrap">
            {row.week}
          </HeaderCell>
          {row.counts.map((count, index) => cell(count, index))}
          {cell(row.total, "total")}
        </tr>
      ))}
      <tr>
        <HeaderCell scope="row">All weeks</HeaderCell>
        {data.channels.map((channel) => cell(channel.total, channel.label))}
        {cell(data.total, "total")}
      </tr>
    </Table>
  );
}
