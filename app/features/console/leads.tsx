/**
 * The leads screens' pieces: the filter form (a plain GET form, so the filtered list has a link of
 * its own and works without JavaScript) and what is wrong with a filter, the status badge, and the
 * list: its counts, table and pager.
 *
 * They import no rules at run time: the loaders hand them labels, options and links. Code the
 * browser shares with the public pages (the funnel's option lists, the time zone maths) would
 * otherwise be split out of those pages' chunks into chunks of their own, costing them requests.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Alert } from "~/components/ui/status";
import type { LeadFilterField } from "~/domain/lead-filter";
import type { LeadStatus } from "~/domain/lead-status";
import type { Option } from "~/domain/validation";
import { InputField, SelectInputField } from "./fields";
import { DataTable } from "./table";

const LIST_PATH = "/admin/leads";

type ChoiceField = "status" | "industry" | "territory" | "budget" | "leadType" | "language";

/** What the filter form shows, as the loader describes it. */
export interface LeadFilterFormView {
  labels: Record<LeadFilterField, string>;
  options: Record<ChoiceField, readonly Option[]>;
  values: Partial<Record<LeadFilterField, string>>;
  problems: Partial<Record<string, string>>;
  /** Campaign sources in use, suggested as the field is typed. */
  sources: string[];
}

export function LeadFilterForm({ labels, options, values, problems, sources }: LeadFilterFormView) {
  const select = (name: ChoiceField) => (
    <SelectInputField
      name={name}
      label={labels[name]}
      options={[{ value: "", label: "Any" }, ...options[name]]}
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
            label={labels.q}
            type="search"
            hint="Name, email or company"
            defaultValue={values.q ?? ""}
            error={problems.q}
            idPrefix="filter-"
          />
        </div>
        {select("status")}
        {select("industry")}
        {select("territory")}
        {select("budget")}
        {select("leadType")}
        {select("language")}
        <div>
          <InputField
            name="utm_source"
            label={labels.utm_source}
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
          label={labels.from}
          type="date"
          defaultValue={values.from ?? ""}
          error={problems.from}
          idPrefix="filter-"
        />
        <InputField
          name="to"
          label={labels.to}
          type="date"
          hint="Toronto days, both included"
          defaultValue={values.to ?? ""}
          error={problems.to}
          idPrefix="filter-"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Apply filters</Button>
        <ButtonLink to={LIST_PATH} variant="ghost">
          Clear filters
        </ButtonLink>
      </div>
    </Form>
  );
}

/** Why a filter the form could not have written (a hand-edited link) cannot be applied. */
export function LeadFilterProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert className="mb-6">
      <p className="font-semibold">This filter cannot be applied:</p>
      <ul className="mt-2 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className="mt-2">
        Correct it below, or{" "}
        <Link to={LIST_PATH} className="font-semibold underline">
          show all leads
        </Link>
        .
      </p>
    </Alert>
  );
}

const badgeClasses: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-950",
  contacted: "bg-warning-100 text-warning-950",
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

export interface StatusLink {
  label: string;
  count: number;
  href: string;
  current: boolean;
}

/** Links to all leads and to each status, with its count for the rest of the filter. */
export function LeadStatusCounts({ links }: { links: StatusLink[] }) {
  return (
    <nav aria-label="Leads by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                link.current
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {link.label}{" "}
              <span className={link.current ? "text-brand-50" : "text-slate-600"}>
                {link.count}
                <span className="sr-only"> {link.count === 1 ? "lead" : "leads"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface PagerView {
  page: number;
  pageCount: number;
  previous?: string | undefined;
  next?: string | undefined;
}

export function LeadPager({ page, pageCount, previous, next }: PagerView) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center gap-6">
      {previous ? (
        <Link to={previous} rel="prev" className="font-semibold text-brand-800 underline">
          Previous page
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      {next ? (
        <Link to={next} rel="next" className="font-semibold text-brand-800 underline">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

export interface LeadRow {
  id: string;
  erased: boolean;
  company: string | null;
  name: string | null;
  email: string | null;
  status: LeadStatus;
  statusLabel: string;
  /** Toronto's date and time, and the instant for `<time>`. */
  received: string;
  receivedIso: string;
  industry: string;
  budget: string;
  leadType: string;
  /** The language the visitor used: "English", "French". */
  language: string;
  utmSource: string | null;
}

/** A page of the filtered list, as the loader describes it. */
export interface MatchingLeadsView {
  statusLinks: StatusLink[];
  /** "Leads 1–25 of 40, newest first.", or why there are none. */
  summary: string;
  items: LeadRow[];
  /** From a page past the end, the link to the first one. */
  firstPage: string | undefined;
  pager: PagerView;
}

export function MatchingLeads({ list }: { list: MatchingLeadsView }) {
  return (
    <>
      <LeadStatusCounts links={list.statusLinks} />
      <p className="mb-3 text-sm text-slate-700" id="leads-summary">
        {list.summary}
      </p>
      {list.items.length > 0 ? <LeadTable leads={list.items} /> : null}
      {list.firstPage ? (
        <p>
          <Link to={list.firstPage} className="font-semibold text-brand-800 underline">
            Go to the first page
          </Link>
        </p>
      ) : null}
      <LeadPager {...list.pager} />
    </>
  );
}

/** Cells keep to one line, and the table scrolls sideways in its box on a phone. */
function LeadTable({ leads }: { leads: LeadRow[] }) {
  return (
    <DataTable
      label="Leads"
      caption="Leads, newest first"
      describedBy="leads-summary"
      rows={leads}
      rowKey={(lead) => lead.id}
      columns={[
        {
          header: "Lead",
          rowHeader: true,
          className: "min-w-48 font-semibold",
          cell: (lead) => (
            <>
              <Link to={`${LIST_PATH}/${lead.id}`} className="text-brand-800 underline">
                {lead.erased ? "Erased" : lead.company}
              </Link>
              {lead.erased ? null : <span className="block font-normal text-slate-700">{lead.name}</span>}
            </>
          ),
        },
        {
          header: "Status",
          cell: (lead) => <LeadStatusBadge status={lead.status} label={lead.statusLabel} />,
        },
        {
          header: "Received (Toronto)",
          className: "whitespace-nowrap",
          cell: (lead) => <time dateTime={lead.receivedIso}>{lead.received}</time>,
        },
        { header: "Email", className: "whitespace-nowrap", cell: (lead) => (lead.erased ? "—" : lead.email) },
        { header: "Industry", className: "whitespace-nowrap", cell: (lead) => lead.industry },
        { header: "Budget", className: "whitespace-nowrap", cell: (lead) => lead.budget },
        { header: "Lead type", className: "whitespace-nowrap", cell: (lead) => lead.leadType },
        { header: "Language", cell: (lead) => lead.language },
        { header: "Source", cell: (lead) => lead.utmSource ?? "—" },
      ]}
    />
  );
}
