/** Owners read the audit log: every sign-in and staff action, newest first, 50 at a time. */
import { Link } from "react-router";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { cellClass, headerCellClass, PageHeader, tableClass, TableScroller } from "~/features/console/ui";
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
      subject: subjectLink(entry.subjectType, entry.subjectId),
      ip: entry.ipAddress,
      details: Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(", "),
    })),
    olderFrom: entries.length === AUDIT_PAGE_SIZE ? entries.at(-1)!.id : undefined,
  };
}

/** Where an entry's subject can be seen in the console, if it has a page. */
function subjectLink(type: string | null, id: string | null): { label: string; href?: string } | undefined {
  if (!type) return undefined;
  if (type === "lead" && id) return { label: "Lead", href: `/admin/leads/${id}` };
  if (type === "booking" && id) return { label: "Booking", href: `/admin/bookings/${id}` };
  if (type === "staff") return { label: "Account", href: "/admin/team" };
  return { label: type === "person" ? "A person's data" : type[0]!.toUpperCase() + type.slice(1) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Audit log" />
      {loaderData.entries.length === 0 ? (
        <p className="text-slate-700">Nothing is recorded yet.</p>
      ) : (
        <TableScroller label="Audit log entries">
          <table className={tableClass}>
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headerCellClass}>
                  When (Toronto)
                </th>
                <th scope="col" className={headerCellClass}>
                  Who
                </th>
                <th scope="col" className={headerCellClass}>
                  What
                </th>
                <th scope="col" className={headerCellClass}>
                  Subject
                </th>
                <th scope="col" className={headerCellClass}>
                  IP
                </th>
                <th scope="col" className={headerCellClass}>
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {loaderData.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <time dateTime={entry.whenIso}>{entry.when}</time>
                  </td>
                  <td className={cellClass}>{entry.actor}</td>
                  <th scope="row" className={`${cellClass} font-semibold`}>
                    {entry.action}
                  </th>
                  <td className={cellClass}>
                    {entry.subject?.href ? (
                      <Link to={entry.subject.href} className="text-brand-800 underline">
                        {entry.subject.label}
                      </Link>
                    ) : (
                      entry.subject?.label
                    )}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{entry.ip ?? "—"}</td>
                  <td className={`${cellClass} break-words`}>{entry.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
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
