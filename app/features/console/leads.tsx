/**
 * The leads screens' pieces: the filter form (a plain GET form, so the filtered list has a link of
 * its own and works without JavaScript), the status badge, and the pager.
 */
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  type LeadFilter,
  type LeadFilterField,
  leadFilterLabels,
  leadFilterQuery,
} from "~/domain/lead-filter";
import { budgets, industries, leadTypes, territories } from "~/domain/lead-request";
import { leadStatuses, type LeadStatus } from "~/domain/lead-status";
import type { Option } from "~/domain/validation";
import { InputField, SelectInputField } from "./ui";

const anyOf = (options: readonly Option[]) => [{ value: "", label: "Any" }, ...options];

export function LeadFilterForm({
  values,
  problems,
  sources,
}: {
  values: Partial<Record<LeadFilterField, string>>;
  problems: Record<string, string>;
  sources: string[];
}) {
  const select = (name: LeadFilterField, options: readonly Option[]) => (
    <SelectInputField
      name={name}
      label={leadFilterLabels[name]}
      options={anyOf(options)}
      defaultValue={values[name] ?? ""}
      error={problems[name]}
      idPrefix="filter-"
    />
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      {/* Two columns on a phone too, so that the list starts within a screen or two. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <InputField
            name="q"
            label={leadFilterLabels.q}
            type="search"
            hint="Name, email or company"
            defaultValue={values.q ?? ""}
            error={problems.q}
            idPrefix="filter-"
          />
        </div>
        {select("status", leadStatuses)}
        {select("industry", industries)}
        {select("territory", territories)}
        {select("budget", budgets)}
        {select("leadType", leadTypes)}
        <div>
          <InputField
            name="utm_source"
            label={leadFilterLabels.utm_source}
            hint="utm_source"
            list="known-utm-sources"
            defaultValue={values.utm_source ?? ""}
            error={problems.utm_source}
            idPrefix="filter-"
          />
          <datalist id="known-utm-sources">
            {sources.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
        </div>
        <InputField
          name="from"
          label={leadFilterLabels.from}
          type="date"
          defaultValue={values.from ?? ""}
          error={problems.from}
          idPrefix="filter-"
        />
        <InputField
          name="to"
          label={leadFilterLabels.to}
          type="date"
          hint="Toronto days, both included"
          defaultValue={values.to ?? ""}
          error={problems.to}
          idPrefix="filter-"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          Apply filters
        </button>
        <Link to="/admin/leads" className={buttonClass("ghost")}>
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

const badgeClasses: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-950",
  contacted: "bg-amber-100 text-amber-950",
  qualified: "bg-violet-100 text-violet-950",
  won: "bg-emerald-100 text-emerald-950",
  lost: "bg-slate-200 text-slate-900",
  spam: "bg-rose-100 text-rose-950",
};

export function LeadStatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeClasses[status]}`}
    >
      {label}
    </span>
  );
}

/** Links to every status with its count for the rest of the filter, and to all of them. */
export function LeadStatusCounts({
  filter,
  counts,
}: {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
}) {
  const all = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const entries = [
    { status: undefined, label: "All", count: all },
    ...leadStatuses.map((status) => ({
      status: status.value,
      label: status.label,
      count: counts[status.value],
    })),
  ];
  return (
    <nav aria-label="Leads by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const current = filter.status === entry.status;
          return (
            <li key={entry.label}>
              <Link
                to={`/admin/leads${leadFilterQuery(filter, { status: entry.status, page: undefined })}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
                  current
                    ? "border-teal-800 bg-teal-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {entry.label}{" "}
                <span className={current ? "text-teal-50" : "text-slate-600"}>
                  {entry.count}
                  <span className="sr-only"> {entry.count === 1 ? "lead" : "leads"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LeadPager({
  filter,
  page,
  pageCount,
}: {
  filter: LeadFilter;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1 && page === 1) return null;
  const link = (to: number, label: string, rel: "prev" | "next") => (
    <Link
      to={`/admin/leads${leadFilterQuery(filter, { page: to })}`}
      rel={rel}
      className="font-semibold text-teal-800 underline"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center gap-6">
      {page > 1 ? link(Math.min(page - 1, pageCount), "Previous page", "prev") : null}
      <span className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? link(page + 1, "Next page", "next") : null}
    </nav>
  );
}
