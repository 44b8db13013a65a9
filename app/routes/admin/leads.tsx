/**
 * The leads (issue 11, point 2): newest first, 25 a page read by keyset (ADR 043), filtered by the query string that the
 * filter form writes, with a count per status and the CSV export of the same filter; or, with
 * `view=board` (issue 26), the same filter as a board of a column per status, where a lead is moved
 * on by the lead page's own action. A filter the form could not have written (a hand-edited link) is
 * answered 400 with what is wrong with it.
 *
 * The loader writes every label, link and sentence; the component only lays them out, so that the
 * browser's code for this page shares nothing with the public pages' (features/console/leads.tsx).
 */
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import {
  BOARD_VIEW,
  type LeadFilter,
  type LeadFilterField,
  leadFilterLabels,
  leadFilterQuery,
  OWNER_MINE,
  OWNER_NOBODY,
  parseLeadFilter,
} from "~/domain/lead-filter";
import { budgets, industries, leadTypes, territories } from "~/domain/lead-request";
import { allowedMoves, leadStatuses, moveLabel } from "~/domain/lead-status";
import { languageOptions } from "~/domain/locale";
import { countLabel } from "~/domain/page-cursor";
import { torontoDateTime } from "~/domain/time";
import {
  LeadBoard,
  type LeadFilterFormView,
  LeadFilterForm,
  LeadFilterProblems,
  type LeadRow,
  LeadViews,
  MatchingLeads,
  type PagerView,
  type StatusLink,
} from "~/features/console/leads";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave } from "~/features/console/saving";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import {
  assignableStaff,
  type LeadList,
  type LeadListItem,
  knownUtmSources,
  leadBoard,
  listLeads,
} from "~/server/console/leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => consoleMeta("Leads");

const LIST_PATH = "/admin/leads";

// A move made on the board reloads it, a refused one too (features/console/saving.ts).
export const shouldRevalidate = shouldRevalidateAfterSave;

function filterForm(
  values: LeadFilterFormView["values"],
  problems: LeadFilterFormView["problems"],
  sources: string[],
  staff: { id: string; email: string }[],
): LeadFilterFormView {
  return {
    labels: leadFilterLabels,
    options: {
      status: leadStatuses,
      owner: [
        { value: OWNER_MINE, label: "Mine" },
        { value: OWNER_NOBODY, label: "Nobody" },
        ...staff.map((account) => ({ value: account.id, label: account.email })),
      ],
      industry: industries,
      territory: territories,
      budget: budgets,
      leadType: leadTypes,
      language: languageOptions,
    },
    values,
    problems,
    sources,
  };
}

/** How many leads match, up to the cap, and what this page is; never a page number keyset cannot know. */
function summaryOf(list: LeadList): string {
  if (list.total === 0) return "No leads match this filter.";
  if (list.items.length === 0) return "No leads after this point: those that were have been moved since.";
  const matching = `${countLabel(list.total)} ${list.total === 1 ? "lead matches" : "leads match"} this filter`;
  return `${matching}, newest first. This page shows ${list.items.length}.`;
}

function statusLinks(filter: LeadFilter, list: LeadList): StatusLink[] {
  const counts = list.statusCounts;
  return [
    { status: undefined, label: "All", count: list.allCount },
    ...leadStatuses.map((status) => ({
      status: status.value,
      label: status.label,
      count: counts[status.value],
    })),
  ].map(({ status, label, count }) => ({
    label,
    count: countLabel(count),
    href: `${LIST_PATH}${leadFilterQuery(filter, { status, cursor: undefined })}`,
    current: filter.status === status,
  }));
}

/** The links beside this page carry the whole filter and the cursor, so that paging keeps the filter. */
function pager(filter: LeadFilter, list: LeadList): PagerView {
  const pageLink = (cursor: LeadFilter["cursor"]) =>
    cursor && `${LIST_PATH}${leadFilterQuery(filter, { cursor })}`;
  return { previous: pageLink(list.previous), next: pageLink(list.next) };
}

function row(item: LeadListItem): LeadRow {
  return { ...item, received: torontoDateTime(item.receivedAt), receivedIso: item.receivedAt.toISOString() };
}

function views(filter: LeadFilter) {
  const choices: { label: string; view: LeadFilter["view"] }[] = [
    { label: "List", view: undefined },
    { label: "Board", view: BOARD_VIEW },
  ];
  return choices.map(({ label, view }) => ({
    label,
    href: `${LIST_PATH}${leadFilterQuery(filter, { view, cursor: undefined })}`,
    current: filter.view === view,
  }));
}

export async function loader(args: Route.LoaderArgs) {
  const { services, staff } = staffRequest(args.context);
  const parsed = parseLeadFilter(new URL(args.request.url).searchParams);
  const sources = await knownUtmSources(services.db);
  const accounts = await assignableStaff(services.db);
  if (!parsed.ok) {
    return data(
      {
        form: filterForm(parsed.values, parsed.problems, sources, accounts),
        problems: Object.entries(parsed.problems).map(
          ([field, message]) => `${leadFilterLabels[field as LeadFilterField] ?? field}: ${message}`,
        ),
        views: undefined,
        list: undefined,
        board: undefined,
      },
      { status: 400 },
    );
  }
  const { filter } = parsed;
  const form = filterForm(parsed.values, {}, sources, accounts);
  const exportHref = `${LIST_PATH}/export.csv${leadFilterQuery(filter, { cursor: undefined, view: undefined })}`;
  if (filter.view === BOARD_VIEW) {
    const board = await leadBoard(services.db, filter, staff.id);
    return {
      form,
      problems: [],
      views: views(filter),
      exportHref,
      list: undefined,
      board: {
        columns: board.columns.map((column) => ({
          ...column,
          total: countLabel(column.total),
          summary:
            column.items.length < column.total
              ? `The newest ${column.items.length} of ${countLabel(column.total)} leads: the list shows them all.`
              : undefined,
          items: column.items.map((item) => ({
            ...row(item),
            moveOptions: item.erased
              ? []
              : allowedMoves(item.status).map((status) => ({
                  value: status,
                  label: moveLabel(item.status, status),
                })),
          })),
        })),
      },
    };
  }
  const list = await listLeads(services.db, filter, staff.id);
  return {
    form,
    problems: [],
    views: views(filter),
    exportHref,
    board: undefined,
    list: {
      summary: summaryOf(list),
      firstPage:
        list.total > 0 && list.items.length === 0
          ? `${LIST_PATH}${leadFilterQuery(filter, { cursor: undefined })}`
          : undefined,
      statusLinks: statusLinks(filter, list),
      pager: pager(filter, list),
      items: list.items.map(row),
    },
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { form, problems, views, list, board } = loaderData;
  return (
    <>
      <PageHeader title="Leads">
        {"exportHref" in loaderData ? (
          <Button href={loaderData.exportHref} download variant="secondary">
            Export CSV<span className="sr-only"> of the leads that match this filter</span>
          </Button>
        ) : null}
      </PageHeader>
      <LeadFilterProblems problems={problems} />
      <LeadFilterForm {...form} />
      {views ? <LeadViews views={views} /> : null}
      {list ? <MatchingLeads list={list} /> : null}
      {board ? <LeadBoard board={board} /> : null}
    </>
  );
}
