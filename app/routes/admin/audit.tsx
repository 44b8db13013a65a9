/** Owners read the audit log: every sign-in and staff action, newest first, 50 at a time. */
import { Link } from "react-router";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { DataTable } from "~/features/console/table";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, auditPage } from "~/server/console/audit.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => consoleMeta("Audit log");

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const before = Number(new URL(args.request.url).searchParams.get("before"));
  const entries = await auditPage(
    services.db,
    Number.isSafeInteger(before) && before > 0 ? before : undefined,
  );
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      when: formatTorontoInstant(entry.occurredAt),
      whenIso: entry.occurredAt.toISOString(),
      actor: entry.actor,
      action: AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS] ?? entry.action,
      subject: entry.subject,
      ip: entry.ipAddress,
      details: Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(", "),
    })),
    olderFrom: entries.length === AUDIT_PAGE_SIZE ? entries.at(-1)!.id : undefined,
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Audit log" />
      <DataTable
        label="Audit log entries"
        caption="Audit log, newest first"
        rows={loaderData.entries}
        rowKey={(entry) => entry.id}
        empty={<p className="text-slate-700">Nothing is recorded yet.</p>}
        columns={[
          {
            header: "When (Toronto)",
            className: "whitespace-nowrap",
            cell: (entry) => <time dateTime={entry.whenIso}>{entry.when}</time>,
          },
          { header: "Who", cell: (entry) => entry.actor },
          { header: "What", rowHeader: true, className: "font-semibold", cell: (entry) => entry.action },
          {
            header: "Subject",
            cell: (entry) =>
              entry.subject?.href ? (
                <Link to={entry.subject.href} className="text-brand-800 underline">
                  {entry.subject.label}
                </Link>
              ) : (
                entry.subject?.label
              ),
          },
          { header: "IP", className: "whitespace-nowrap", cell: (entry) => entry.ip ?? "—" },
          { header: "Details", className: "break-words", cell: (entry) => entry.details },
        ]}
      />
      <nav aria-label="Audit log pages" className="mt-4 flex gap-6">
        {loaderData.olderFrom ? (
          <Link to={`?before=${loaderData.olderFrom}`} className="font-semibold text-brand-800 underline">
            Older entries
          </Link>
        ) : null}
        <Link to="/admin/audit" className="font-semibold text-brand-800 underline">
          Newest entries
        </Link>
      </nav>
    </>
  );
}
