/**
 * The outbox (issue 11, point 5): every email queued, sent or failed, newest first, 25 a page,
 * with its attempts, its last error and the lead or booking it was for; a failed one can be sent
 * again. Times are written on the server, in Toronto.
 */
import * as z from "zod/mini";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EMAIL_STATES, type EmailState, isEmailState } from "~/domain/email-outbox";
import { uuidField } from "~/domain/ids";
import { formatTorontoInstant } from "~/domain/time";
import { emailKindLabel, emailStateLabels } from "~/features/console/email-labels";
import { consoleMeta } from "~/features/console/meta";
import {
  cellClass,
  FormProblems,
  headerCellClass,
  Notice,
  PageHeader,
  tableClass,
  TableScroller,
} from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { EMAILS_PAGE_SIZE, type OutboxEntry, outboxPage, resendEmail } from "~/server/console/emails.server";
import { type FormAnswer, readForm, refused, succeeded } from "~/server/console/forms.server";
import type { Route } from "./+types/emails";

export const meta: Route.MetaFunction = () => consoleMeta("Emails");

/** Far beyond any outbox: a page number past it is a typo or a probe, not a page. */
const MAX_PAGE = 100_000;

function filterOf(url: URL): { state: EmailState | undefined; page: number } | { problem: string } {
  const state = url.searchParams.get("state") ?? "";
  const pageText = url.searchParams.get("page") ?? "1";
  if (state !== "" && !isEmailState(state)) return { problem: "Choose queued, sent or failed emails." };
  if (!/^[1-9][0-9]{0,5}$/.test(pageText) || Number(pageText) > MAX_PAGE) {
    return { problem: "The page must be a whole number from 1." };
  }
  return { state: state === "" ? undefined : state, page: Number(pageText) };
}

const DAY_MS = 86_400_000;

/** Who the email went to, or why that is no longer known. */
function recipientLabel(entry: OutboxEntry): string {
  if (entry.recipient !== null) return entry.recipient;
  if (entry.belongsTo?.erased) return "Removed at the person's request";
  const days = Math.floor((entry.prunedAt!.getTime() - entry.sentAt!.getTime()) / DAY_MS);
  return `Removed after ${days} days`;
}

function entryView(entry: OutboxEntry) {
  const times: { label: string; at: Date }[] = [{ label: "Queued", at: entry.createdAt }];
  if (entry.dueAt.getTime() !== entry.createdAt.getTime()) times.push({ label: "Due", at: entry.dueAt });
  if (entry.status === "pending" && entry.attempts > 0) {
    times.push({ label: "Next attempt", at: entry.nextAttemptAt });
  }
  if (entry.sentAt) times.push({ label: "Sent", at: entry.sentAt });
  return {
    id: entry.id,
    kind: emailKindLabel(entry.kind),
    status: entry.status,
    recipient: recipientLabel(entry),
    recipientKnown: entry.recipient !== null,
    subject: entry.subject,
    attempts: entry.attempts,
    lastError: entry.lastError,
    times: times.map(({ label, at }) => ({ label, iso: at.toISOString(), text: formatTorontoInstant(at) })),
    belongsTo: entry.belongsTo && {
      href: `/admin/${entry.belongsTo.type === "lead" ? "leads" : "bookings"}/${entry.belongsTo.id}`,
      label: entry.belongsTo.type === "lead" ? "Lead" : "Booking",
      erased: entry.belongsTo.erased,
    },
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const filter = filterOf(new URL(args.request.url));
  if ("problem" in filter) {
    return data(
      {
        problem: filter.problem,
        state: undefined,
        page: 1,
        pages: 1,
        total: 0,
        counts: undefined,
        entries: [],
      },
      { status: 400 },
    );
  }
  const found = await outboxPage(services.db, filter);
  return {
    problem: undefined,
    state: filter.state,
    page: filter.page,
    pages: Math.max(1, Math.ceil(found.total / EMAILS_PAGE_SIZE)),
    total: found.total,
    counts: found.counts,
    entries: found.entries.map(entryView),
  };
}

const resendSchema = z.object({
  intent: z.literal("resend", { error: "Unknown action." }),
  emailId: uuidField("Choose an email."),
});

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services } = request;
  const form = await readForm(args.request, resendSchema);
  if (!form.ok) return refused({ form: Object.values(form.fieldErrors)[0]! });
  const outcome = await resendEmail(services.db, form.data.emailId, services.now(), (tx, resent) =>
    request.audit(tx, {
      action: "email-resent",
      subjectType: "email",
      subjectId: form.data.emailId,
      details: { kind: resent.emailKind, previousAttempts: resent.previousAttempts },
    }),
  );
  switch (outcome.kind) {
    case "resent":
      services.onMailQueued();
      return succeeded<FormAnswer>(
        "Queued again: it goes out within a few seconds, and retries for 24 hours.",
      );
    case "not-found":
      return refused({ form: "That email is no longer in the outbox." }, { status: 404 });
    case "not-failed":
      return refused({
        form:
          outcome.status === "pending"
            ? "This email is still queued: the outbox is sending it, so there is nothing to resend."
            : "This email was sent: only a failed email can be resent.",
      });
    case "out-of-date":
      return refused({ form: `This email cannot be resent. ${outcome.reason}` });
  }
}

/** The list's address for a state and page, keeping the other. */
function listHref(state: EmailState | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/emails?${text}` : "/admin/emails";
}

const stateBadge: Record<EmailState, string> = {
  pending: "bg-warning-100 text-warning-950",
  sent: "bg-brand-100 text-brand-950",
  failed: "bg-danger-100 text-danger-950",
};

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { state, page, pages, counts, entries, problem } = loaderData;
  const filters = [
    {
      state: undefined,
      label: "All",
      count: counts ? counts.pending + counts.sent + counts.failed : undefined,
    },
    ...EMAIL_STATES.map((value) => ({
      state: value,
      label: emailStateLabels[value],
      count: counts?.[value],
    })),
  ];
  return (
    <>
      <PageHeader title="Emails" />
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      <FormProblems errors={actionData?.fieldErrors} />
      {problem ? (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-danger-200 bg-danger-50 p-4 text-sm text-danger-950"
        >
          {problem}{" "}
          <Link to="/admin/emails" className="font-semibold underline">
            Show all emails
          </Link>
        </div>
      ) : null}

      <nav aria-label="Emails by state" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = !problem && filter.state === state;
            return (
              <li key={filter.label}>
                <Link
                  to={listHref(filter.state)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                    current
                      ? "bg-brand-800 text-white"
                      : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                  }`}
                >
                  {filter.label}
                  {filter.count === undefined ? null : (
                    <span className="ml-1 font-normal">({filter.count})</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {entries.length === 0 ? (
        problem ? null : (
          <p className="text-slate-700">
            {state ? `No ${emailStateLabels[state].toLowerCase()} emails.` : "No email has been queued yet."}
          </p>
        )
      ) : (
        <TableScroller label="Emails">
          <table className={tableClass}>
            <caption className="sr-only">
              {state ? `${emailStateLabels[state]} emails` : "All emails"}, newest first, page {page} of{" "}
              {pages}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headerCellClass}>
                  Email
                </th>
                <th scope="col" className={headerCellClass}>
                  To
                </th>
                <th scope="col" className={headerCellClass}>
                  State
                </th>
                <th scope="col" className={headerCellClass}>
                  Times (Toronto)
                </th>
                <th scope="col" className={headerCellClass}>
                  For
                </th>
                <th scope="col" className={headerCellClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className={`${cellClass} min-w-56 font-normal`}>
                    <span className="block font-semibold">{entry.kind}</span>
                    <span className="block text-slate-700">{entry.subject ?? "Subject removed"}</span>
                  </th>
                  <td className={`${cellClass} break-all`}>
                    {entry.recipientKnown ? (
                      entry.recipient
                    ) : (
                      <em className="text-slate-600">{entry.recipient}</em>
                    )}
                  </td>
                  <td className={`${cellClass} min-w-48`}>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateBadge[entry.status]}`}
                    >
                      {emailStateLabels[entry.status]}
                    </span>
                    <span className="mt-1 block text-slate-700">
                      {entry.attempts === 1 ? "1 attempt" : `${entry.attempts} attempts`}
                    </span>
                    {entry.lastError ? (
                      <span className="mt-1 block text-sm break-words text-danger-900">
                        <span className="font-semibold">Last error:</span> {entry.lastError}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cellClass} min-w-64`}>
                    <dl>
                      {entry.times.map((time) => (
                        <div key={time.label}>
                          <dt className="inline font-semibold">{time.label}: </dt>
                          <dd className="inline">
                            <time dateTime={time.iso}>{time.text}</time>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                  <td className={cellClass}>
                    {entry.belongsTo ? (
                      <Link to={entry.belongsTo.href} className="font-semibold text-brand-800 underline">
                        {entry.belongsTo.label}
                        {entry.belongsTo.erased ? " (erased)" : ""}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={cellClass}>
                    {entry.status === "failed" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="emailId" value={entry.id} />
                        <Button type="submit" variant="secondary">
                          Resend<span className="sr-only">: {entry.kind}</span>
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages of emails" className="mt-4 flex flex-wrap items-center gap-6">
          {page > 1 ? (
            <Link to={listHref(state, page - 1)} className="font-semibold text-brand-800 underline">
              Newer emails
            </Link>
          ) : null}
          <span className="text-slate-700">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={listHref(state, page + 1)} className="font-semibold text-brand-800 underline">
              Older emails
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
