/**
 * The leads screens' pieces: the filter form (a plain GET form, so the filtered list has a link of
 * its own and works without JavaScript) and what is wrong with a filter, the status badge, and the
 * list: its counts, table and pager.
 *
 * They import no rules at run time: the loaders hand them labels, options and links. Code the
 * browser shares with the public pages (the funnel's option lists, the time zone maths) would
 * otherwise be split out of those pages' chunks into chunks of their own, costing them requests.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Alert } from "~/components/ui/status";
import type { LeadFilterField } from "~/domain/lead-filter";
import type { LeadStatus } from "~/domain/lead-status";
import type { Option } from "~/domain/validation";
import { InputField, SelectInputField } from "./fields";
import { Pager } from "./pager";
import { DataTable } from "./table";
import { VisitorText } from "./visitor-text";

const LIST_PATH = "/admin/leads";

type ChoiceField = "status" | "owner" | "industry" | "territory" | "budget" | "leadType" | "language";

/** The filters behind "More filters": the line above keeps the search, the status and the owner. */
const MORE_FILTERS = [
  "industry",
  "territory",
  "budget",
  "leadType",
  "language",
  "utm_source",
  "from",
  "to",
] as const satisfies readonly LeadFilterField[];

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
  /** What every field of the filter has: its name, label, value and problem. */
  const filterField = (name: LeadFilterField) => ({
    name,
    label: labels[name],
    defaultValue: values[name] ?? "",
    error: problems[name],
    idPrefix: "filter-",
  });
  const select = (name: ChoiceField) => (
    <SelectInputField {...filterField(name)} options={[{ value: "", label: "Any" }, ...options[name]]} />
  );
  const activeMore = MORE_FILTERS.filter((field) => values[field]).length;
  const onBoard = values.view === "board";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      // A new key for each filter: fields keep what was typed in them otherwise, and "Clear
      // filters" (a link to the bare list) would leave the old search in the box for the next one.
      key={JSON.stringify(values)}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      {values.view ? <input type="hidden" name="view" value={values.view} /> : null}
      <div
        className={`grid grid-cols-2 items-start gap-3 sm:gap-4 ${
          onBoard
            ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
            : "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        }`}
      >
        <div className="col-span-2 lg:col-span-1">
          <InputField {...filterField("q")} type="search" hint="Name, email or company" />
        </div>
        {/* The board's columns are the statuses: a status filter would have nothing to do there. */}
        {onBoard ? null : select("status")}
        {select("owner")}
        <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-1 lg:pt-7">
          <Button type="submit">Apply filters</Button>
          <ButtonLink to={values.view ? `${LIST_PATH}?view=${values.view}` : LIST_PATH} variant="ghost">
            Clear filters
          </ButtonLink>
        </div>
      </div>
      {/* A <details>: opened and closed by the keyboard and without JavaScript. Open when one of
          its fields has a problem, so that the problem is seen. */}
      <details
        className="console-more-filters mt-4"
        open={MORE_FILTERS.some((field) => problems[field]) || undefined}
      >
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
          More filters{" "}
          {activeMore > 0 ? (
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white">
              {activeMore} active
            </span>
          ) : null}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {select("industry")}
          {select("territory")}
          {select("budget")}
          {select("leadType")}
          {select("language")}
          <div>
            <InputField {...filterField("utm_source")} hint="utm_source" list="known-utm-sources" />
            <datalist id="known-utm-sources">
              {sources.map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
          </div>
          <InputField {...filterField("from")} type="date" />
          <InputField {...filterField("to")} type="date" hint="Toronto days, both included" />
        </div>
      </details>
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
  /** "12", or "1,000+" where the database stopped counting. */
  count: string;
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
                <span className="sr-only"> {link.count === "1" ? "lead" : "leads"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The links to the pages beside this one: keyset paging knows those, not a page's number (ADR 043). */
export interface PagerView {
  previous?: string | undefined;
  next?: string | undefined;
}

export function LeadPager({ previous, next }: PagerView) {
  return <Pager label="Pages of leads" previous={previous} next={next} />;
}

export interface LeadRow {
  id: string;
  erased: boolean;
  company: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
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
  /** The address of the member of staff it is given to; null for nobody. */
  ownerEmail: string | null;
}

/** A page of the filtered list, as the loader describes it. */
export interface MatchingLeadsView {
  statusLinks: StatusLink[];
  /** "40 leads match this filter, newest first. This page shows 25.", or why there are none. */
  summary: string;
  items: LeadRow[];
  /** From a page past the end of the list, the link to its first page. */
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

/** The list or the board, for the same filter. */
export function LeadViews({ views }: { views: { label: string; href: string; current: boolean }[] }) {
  return (
    <nav aria-label="Show leads as" className="mb-4">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {views.map((view) => (
          <li key={view.label}>
            <Link
              to={view.href}
              aria-current={view.current ? "page" : undefined}
              className={`inline-block rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                view.current ? "bg-brand-800 text-white" : "text-slate-800 hover:bg-slate-100"
              }`}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const linkClass = "text-brand-800 underline";

/** The lead's company and person, each isolated: either may hold right-to-left text. */
function LeadName({ lead }: { lead: Pick<LeadRow, "id" | "erased" | "company" | "name"> }) {
  return (
    <>
      <Link to={`${LIST_PATH}/${lead.id}`} className={`${linkClass} break-words`}>
        {lead.erased ? "Erased" : <VisitorText>{lead.company}</VisitorText>}
      </Link>
      {lead.erased ? null : (
        <span className="block font-normal break-words text-slate-700">
          <VisitorText>{lead.name}</VisitorText>
        </span>
      )}
    </>
  );
}

/** The address and phone number as links that write or call. */
function LeadContact({ lead }: { lead: Pick<LeadRow, "erased" | "email" | "phone"> }) {
  if (lead.erased) return "—";
  return (
    <>
      <a href={`mailto:${lead.email}`} className={`${linkClass} block py-0.5 break-all`}>
        <VisitorText>{lead.email}</VisitorText>
      </a>
      {lead.phone ? (
        <a
          href={`tel:${lead.phone.replace(/[^+0-9]/g, "")}`}
          className={`${linkClass} block py-0.5 whitespace-nowrap`}
        >
          <VisitorText>{lead.phone}</VisitorText>
        </a>
      ) : null}
    </>
  );
}

/**
 * Columns that wrap rather than scroll, so that the table fits the console's width on a desktop;
 * on a phone each lead is a card (`stacked`).
 */
function LeadTable({ leads }: { leads: LeadRow[] }) {
  return (
    <DataTable
      label="Leads"
      caption="Leads, newest first"
      describedBy="leads-summary"
      rows={leads}
      rowKey={(lead) => lead.id}
      stacked
      columns={[
        {
          header: "Lead",
          rowHeader: true,
          className: "min-w-40 font-semibold",
          cell: (lead) => <LeadName lead={lead} />,
        },
        {
          header: "Contact",
          label: "Contact",
          className: "min-w-44",
          cell: (lead) => <LeadContact lead={lead} />,
        },
        {
          header: "Status",
          label: "Status",
          cell: (lead) => <LeadStatusBadge status={lead.status} label={lead.statusLabel} />,
        },
        {
          header: "Owner",
          label: "Owner",
          // An address may break anywhere, as the Contact column's do; a word may not: squeezed by
          // the other columns, "Nobody" and "newsletter" were broken in two.
          cell: (lead) => (lead.ownerEmail ? <span className="break-all">{lead.ownerEmail}</span> : "Nobody"),
        },
        {
          header: "Received (Toronto)",
          label: "Received (Toronto)",
          cell: (lead) => <time dateTime={lead.receivedIso}>{lead.received}</time>,
        },
        { header: "Industry", label: "Industry", cell: (lead) => lead.industry },
        {
          header: "Budget and type",
          label: "Budget and type",
          cell: (lead) => (
            <>
              {lead.budget}
              <span className="block text-slate-700">{lead.leadType}</span>
            </>
          ),
        },
        { header: "Language", label: "Language", cell: (lead) => lead.language },
        {
          header: "Source",
          label: "Source",
          className: "break-words",
          cell: (lead) => lead.utmSource ?? "—",
        },
      ]}
    />
  );
}

/** A lead on the board: who, how to reach them, and the move to another status. */
export interface BoardCard extends LeadRow {
  /** The statuses it may move to, with how the form names each; none once erased. */
  moveOptions: { value: string; label: string }[];
}

export interface LeadBoardView {
  columns: {
    status: LeadStatus;
    statusLabel: string;
    /** "12", or "1,000+" where the database stopped counting. */
    total: string;
    /** "The newest 25 of 40 leads: the list shows them all."; undefined when the column shows them all. */
    summary: string | undefined;
    items: BoardCard[];
  }[];
}

/** What the lead page's action answers (routes/admin/lead.tsx), as far as a card shows it. */
interface MoveAnswer {
  fieldErrors: Record<string, string>;
  done?: string;
}

/** A card's move: the board's one fetcher, and what it answered if this card made the last move. */
interface CardMove {
  Form: ReturnType<typeof useFetcher<MoveAnswer>>["Form"];
  busy: boolean;
  answer: MoveAnswer | undefined;
  onSubmit: () => void;
}

/**
 * The filter's leads in a column per status, each card with its move: a form, not a drag. Moves go
 * through one fetcher, held here rather than by the cards, as a moved card is drawn afresh in its
 * new column, and what the move answered (and the focus) must follow it there.
 */
export function LeadBoard({ board }: { board: LeadBoardView }) {
  const fetcher = useFetcher<MoveAnswer>();
  const [lastMoved, setLastMoved] = useState<string>();
  const idle = fetcher.state === "idle";
  const moveOf = (leadId: string): CardMove => ({
    Form: fetcher.Form,
    busy: !idle,
    answer: idle && lastMoved === leadId ? fetcher.data : undefined,
    onSubmit: () => setLastMoved(leadId),
  });
  return (
    <div className="console-board grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6">
      {board.columns.map((column) => (
        <section
          key={column.status}
          aria-labelledby={`board-${column.status}`}
          className="min-w-0 rounded-xl border border-slate-200 bg-slate-100 p-3"
        >
          <h2 id={`board-${column.status}`} className="mb-1 flex items-center justify-between gap-2">
            <LeadStatusBadge status={column.status} label={column.statusLabel} />
            <span className="text-sm font-semibold text-slate-700">
              {column.total}
              <span className="sr-only"> {column.total === "1" ? "lead" : "leads"}</span>
            </span>
          </h2>
          {column.summary ? <p className="mb-2 text-xs text-slate-700">{column.summary}</p> : null}
          {column.items.length > 0 ? (
            <ul className="space-y-3">
              {column.items.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} move={moveOf(lead.id)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">None.</p>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * One lead on the board. Its move is posted to the lead page's own action, with the status the card
 * showed, so the same rule refuses a move from a status someone else has since changed. Without
 * JavaScript the form opens the lead's page, with the move made or refused.
 */
function LeadCard({ lead, move }: { lead: BoardCard; move: CardMove }) {
  const { answer } = move;
  const problem = answer?.fieldErrors.form ?? answer?.fieldErrors.status;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = answer?.done;
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  const fieldId = `move-${lead.id}`;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-xs">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-2 focus:outline-brand-700">
        <LeadName lead={lead} />
      </h3>
      <div className="mt-1">
        <LeadContact lead={lead} />
      </div>
      <p className="mt-1 text-slate-700">
        <span className="sr-only">Owner: </span>
        {lead.ownerEmail ? <span className="break-all">{lead.ownerEmail}</span> : "Nobody"} ·{" "}
        <time dateTime={lead.receivedIso}>{lead.received}</time>
      </p>
      <div role="status" className="mt-1 empty:hidden">
        {moved ? <p className="font-semibold text-emerald-800">{moved}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-1 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {lead.moveOptions.length > 0 ? (
        <move.Form
          method="post"
          onSubmit={move.onSubmit}
          action={`${LIST_PATH}/${lead.id}`}
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="currentStatus" value={lead.status} />
          <div className="min-w-0 grow">
            <label htmlFor={fieldId} className="block text-xs font-semibold text-slate-800">
              Move{" "}
              <span className="sr-only">
                <VisitorText>{lead.company}</VisitorText>
              </span>
            </label>
            <select
              id={fieldId}
              name="status"
              className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm"
              defaultValue=""
              required
            >
              <option value="" disabled>
                Choose…
              </option>
              {lead.moveOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            name="intent"
            value="update"
            size="sm"
            variant="secondary"
            disabled={move.busy}
          >
            Move
          </Button>
        </move.Form>
      ) : null}
    </article>
  );
}
