/**
 * The leads (issue 11, point 2): newest first, 25 a page, filtered by the query string that the
 * filter form writes, with a count per status and the CSV export of the same filter. A filter the
 * form could not have written (a hand-edited link) is answered 400 with what is wrong with it.
 */
import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Alert } from "~/components/ui/status";
import {
  type LeadFilterField,
  leadFilterLabels,
  leadFilterQuery,
  LEADS_PAGE_SIZE,
  parseLeadFilter,
} from "~/domain/lead-filter";
import { torontoDateTime } from "~/domain/time";
import { LeadFilterForm, LeadPager, LeadStatusBadge, LeadStatusCounts } from "~/features/console/leads";
import { consoleMeta } from "~/features/console/meta";
import { cellClass, headerCellClass, PageHeader, tableClass, TableScroller } from "~/features/console/ui";
import { requireStaff } from "~/server/console/access.server";
import { knownUtmSources, listLeads } from "~/server/console/leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => consoleMeta("Leads");

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const parsed = parseLeadFilter(new URL(args.request.url).searchParams);
  const sources = await knownUtmSources(services.db);
  if (!parsed.ok) {
    return data({ ...parsed, sources, list: undefined }, { status: 400 });
  }
  const list = await listLeads(services.db, parsed.filter);
  return {
    ...parsed,
    problems: {},
    sources,
    list: {
      ...list,
      items: list.items.map((item) => ({
        ...item,
        received: torontoDateTime(item.receivedAt),
        receivedIso: item.receivedAt.toISOString(),
      })),
    },
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { values, problems, sources, list } = loaderData;
  const filter = loaderData.ok ? loaderData.filter : {};
  return (
    <>
      <PageHeader title="Leads">
        {list ? (
          <a
            href={`/admin/leads/export.csv${leadFilterQuery(filter, { page: undefined })}`}
            download
            className={buttonClass("secondary")}
          >
            Export CSV<span className="sr-only"> of the leads that match this filter</span>
          </a>
        ) : null}
      </PageHeader>

      {loaderData.ok ? null : (
        <Alert className="mb-6">
          <p className="font-semibold">This filter cannot be applied:</p>
          <ul className="mt-2 list-disc pl-5">
            {Object.entries(problems).map(([field, message]) => (
              <li key={field}>
                {leadFilterLabels[field as LeadFilterField] ?? field}: {message}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Correct it below, or{" "}
            <Link to="/admin/leads" className="font-semibold underline">
              show all leads
            </Link>
            .
          </p>
        </Alert>
      )}

      <LeadFilterForm values={values} problems={problems} sources={sources} />

      {list ? (
        <>
          <LeadStatusCounts filter={filter} counts={list.statusCounts} />
          <p className="mb-3 text-sm text-slate-700" id="leads-summary">
            {list.total === 0
              ? "No leads match this filter."
              : list.items.length === 0
                ? `No leads on page ${list.page}: this filter has ${list.pageCount} ${list.pageCount === 1 ? "page" : "pages"}.`
                : `Leads ${(list.page - 1) * LEADS_PAGE_SIZE + 1}–${(list.page - 1) * LEADS_PAGE_SIZE + list.items.length} of ${list.total}, newest first.`}
          </p>
          {list.items.length > 0 ? (
            <TableScroller label="Leads">
              <table className={tableClass} aria-describedby="leads-summary">
                <caption className="sr-only">Leads, newest first</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={headerCellClass}>
                      Lead
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Status
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Received (Toronto)
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Email
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Industry
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Budget
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Lead type
                    </th>
                    <th scope="col" className={headerCellClass}>
                      Source
                    </th>
                  </tr>
                </thead>
                {/* Cells keep to one line, and the table scrolls sideways in its box on a phone. */}
                <tbody className="divide-y divide-slate-200">
                  {list.items.map((lead) => (
                    <tr key={lead.id}>
                      <th scope="row" className={`${cellClass} min-w-48 font-semibold`}>
                        <Link to={`/admin/leads/${lead.id}`} className="text-teal-800 underline">
                          {lead.erased ? "Erased" : lead.company}
                        </Link>
                        {lead.erased ? null : (
                          <span className="block font-normal text-slate-700">{lead.name}</span>
                        )}
                      </th>
                      <td className={cellClass}>
                        <LeadStatusBadge status={lead.status} label={lead.statusLabel} />
                      </td>
                      <td className={`${cellClass} whitespace-nowrap`}>
                        <time dateTime={lead.receivedIso}>{lead.received}</time>
                      </td>
                      <td className={`${cellClass} whitespace-nowrap`}>{lead.erased ? "—" : lead.email}</td>
                      <td className={`${cellClass} whitespace-nowrap`}>{lead.industry}</td>
                      <td className={`${cellClass} whitespace-nowrap`}>{lead.budget}</td>
                      <td className={`${cellClass} whitespace-nowrap`}>{lead.leadType}</td>
                      <td className={cellClass}>{lead.utmSource ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          ) : list.total > 0 ? (
            <p>
              <Link
                to={`/admin/leads${leadFilterQuery(filter, { page: undefined })}`}
                className="font-semibold text-teal-800 underline"
              >
                Go to the first page
              </Link>
            </p>
          ) : null}
          <LeadPager filter={filter} page={list.page} pageCount={list.pageCount} />
        </>
      ) : null}
    </>
  );
}
