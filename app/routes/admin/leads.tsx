/**
 * The leads (issue 11, point 2): newest first, 25 a page, filtered by the query string that the
 * filter form writes, with a count per status and the CSV export of the same filter. A filter the
 * form could not have written (a hand-edited link) is answered 400 with what is wrong with it.
 *
 * The loader writes every label, link and sentence; the component only lays them out, so that the
 * browser's code for this page shares nothing with the public pages' (features/console/leads.tsx).
 */
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import {
  type LeadFilter,
  type LeadFilterField,
  leadFilterLabels,
  leadFilterQuery,
  LEADS_PAGE_SIZE,
  parseLeadFilter,
} from "~/domain/lead-filter";
import { budgets, industries, leadTypes, territories } from "~/domain/lead-request";
import { leadStatuses } from "~/domain/lead-status";
import { languageOptions } from "~/domain/locale";
import { torontoDateTime } from "~/domain/time";
import {
  type LeadFilterFormView,
  LeadFilterForm,
  LeadFilterProblems,
  MatchingLeads,
  type PagerView,
  type StatusLink,
} from "~/features/console/leads";
import { consoleMeta } from "~/features/console/meta";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { type LeadList, knownUtmSources, listLeads } from "~/server/console/leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => consoleMeta("Leads");

const LIST_PATH = "/admin/leads";

function filterForm(
  values: LeadFilterFormView["values"],
  problems: LeadFilterFormView["problems"],
  sources: string[],
): LeadFilterFormView {
  return {
    labels: leadFilterLabels,
    options: {
      status: leadStatuses,
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

function summaryOf(list: LeadList): string {
  if (list.total === 0) return "No leads match this filter.";
  if (list.items.length === 0) {
    return `No leads on page ${list.page}: this filter has ${list.pageCount} ${list.pageCount === 1 ? "page" : "pages"}.`;
  }
  const first = (list.page - 1) * LEADS_PAGE_SIZE + 1;
  return `Leads ${first}–${first + list.items.length - 1} of ${list.total}, newest first.`;
}

function statusLinks(filter: LeadFilter, counts: LeadList["statusCounts"]): StatusLink[] {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return [
    { status: undefined, label: "All", count: all },
    ...leadStatuses.map((status) => ({
      status: status.value,
      label: status.label,
      count: counts[status.value],
    })),
  ].map(({ status, label, count }) => ({
    label,
    count,
    href: `${LIST_PATH}${leadFilterQuery(filter, { status, page: undefined })}`,
    current: filter.status === status,
  }));
}

function pager(filter: LeadFilter, list: LeadList): PagerView {
  const pageLink = (page: number) => `${LIST_PATH}${leadFilterQuery(filter, { page })}`;
  return {
    page: list.page,
    pageCount: list.pageCount,
    // From a page past the end, "previous" is the last page there is.
    previous: list.page > 1 ? pageLink(Math.min(list.page - 1, list.pageCount)) : undefined,
    next: list.page < list.pageCount ? pageLink(list.page + 1) : undefined,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const parsed = parseLeadFilter(new URL(args.request.url).searchParams);
  const sources = await knownUtmSources(services.db);
  if (!parsed.ok) {
    return data(
      {
        form: filterForm(parsed.values, parsed.problems, sources),
        problems: Object.entries(parsed.problems).map(
          ([field, message]) => `${leadFilterLabels[field as LeadFilterField] ?? field}: ${message}`,
        ),
        list: undefined,
      },
      { status: 400 },
    );
  }
  const { filter } = parsed;
  const list = await listLeads(services.db, filter);
  return {
    form: filterForm(parsed.values, {}, sources),
    problems: [],
    list: {
      summary: summaryOf(list),
      firstPage:
        list.total > 0 && list.items.length === 0
          ? `${LIST_PATH}${leadFilterQuery(filter, { page: undefined })}`
          : undefined,
      exportHref: `${LIST_PATH}/export.csv${leadFilterQuery(filter, { page: undefined })}`,
      statusLinks: statusLinks(filter, list.statusCounts),
      pager: pager(filter, list),
      items: list.items.map((item) => ({
        ...item,
        received: torontoDateTime(item.receivedAt),
        receivedIso: item.receivedAt.toISOString(),
      })),
    },
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { form, problems, list } = loaderData;
  return (
    <>
      <PageHeader title="Leads">
        {list ? (
          <Button href={list.exportHref} download variant="secondary">
            Export CSV<span className="sr-only"> of the leads that match this filter</span>
          </Button>
        ) : null}
      </PageHeader>
      <LeadFilterProblems problems={problems} />
      <LeadFilterForm {...form} />
      {list ? <MatchingLeads list={list} /> : null}
    </>
  );
}
