/**
 * /admin/leads/export.csv?<the list's filter>: the leads of the filter as a CSV download, streamed
 * (app/server/console/leads-csv.server.ts). Recorded in the audit log with its row count and the
 * filter, without the search text. Signed out it is a 401, as a download is no page.
 */
import {
  auditableLeadFilter,
  leadFilterLabels,
  type LeadFilterField,
  parseLeadFilter,
} from "~/domain/lead-filter";
import { staffRequest } from "~/server/console/access.server";
import { leadsCsv, leadsCsvHeaders, leadsCsvResponse } from "~/server/console/leads-csv.server";
import type { Route } from "./+types/leads-export";

export async function loader(args: Route.LoaderArgs) {
  const staff = staffRequest(args.context);
  const { services } = staff;
  const parsed = parseLeadFilter(new URL(args.request.url).searchParams);
  if (!parsed.ok) {
    const problems = Object.entries(parsed.problems).map(
      ([field, message]) => `${leadFilterLabels[field as LeadFilterField] ?? field}: ${message}`,
    );
    return new Response(`This filter cannot be exported.\n${problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const csv = await leadsCsv(services.db, parsed.filter, services.now(), {
    logger: services.logger,
    viewerId: staff.staff.id,
  });
  // A HEAD request downloads nothing, so nothing is exported or recorded.
  if (args.request.method === "HEAD") return new Response(null, { headers: leadsCsvHeaders(csv) });
  await staff.audit(services.db, {
    action: "leads-exported",
    details: { rows: csv.rowCount, filter: auditableLeadFilter(parsed.filter) },
  });
  return leadsCsvResponse(csv);
}
