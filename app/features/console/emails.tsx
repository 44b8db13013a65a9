/**
 * /admin/emails, the outbox: its states as links with their counts, a page of emails (each with
 * its recipient, state, attempts, last error, times and what it was for, and a failed one's resend
 * button, or why it cannot be resent) and the links to the pages around it.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EMAIL_STATES, type EmailState } from "~/domain/email-outbox";
import { emailStateLabels } from "./email-labels";
import { Pager } from "./pager";
import { DataTable } from "./table";
import { VisitorText } from "./visitor-text";

/** The list's address for a state, from its first page or from an encoded cursor (ADR 043). */
export function outboxHref(state: EmailState | undefined, cursor?: string): string {
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return text ? `/admin/emails?${text}` : "/admin/emails";
}

/** An address the loader refused, with the way back to the whole list. */
export function OutboxProblem({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-xl border border-danger-200 bg-danger-50 p-4 text-sm text-danger-950"
    >
      {problem}{" "}
      <Link to="/admin/emails" className="font-semibold underline">
        Show all emails
      </Link>
    </div>
  );
}

export function OutboxStates({
  current,
  counts,
}: {
  /** The state shown, none for all; null when the address asked for no list the page could show. */
  current: EmailState | undefined | null;
  /** "12", or "1,000+" where the database stopped counting. */
  counts: Record<EmailState | "all", string> | undefined;
}) {
  const filters = [
    { state: undefined, label: "All", count: counts?.all },
    ...EMAIL_STATES.map((value) => ({
      state: value,
      label: emailStateLabels[value],
      count: counts?.[value],
    })),
  ];
  return (
    <nav aria-label="Emails by state" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const isCurrent = filter.state === current;
          return (
            <li key={filter.label}>
              <Link
                to={outboxHref(filter.state)}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-block rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  isCurrent
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
  );
}

export interface OutboxEntryView {
  id: string;
  /** What kind of email, as the console names it. */
  kind: string;
  status: EmailState;
  /** The address, or why it is no longer known. */
  recipient: string;
  recipientKnown: boolean;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  times: { label: string; iso: string; text: string }[];
  /** The lead or booking it was for. */
  belongsTo: { href: string; label: string; erased: boolean } | undefined;
  /** Why a failed email would mislead if sent again; undefined when it can be resent. */
  resendProblem: string | undefined;
}

const stateBadge: Record<EmailState, string> = {
  pending: "bg-warning-100 text-warning-950",
  sent: "bg-brand-100 text-brand-950",
  failed: "bg-danger-100 text-danger-950",
};

export function OutboxTable({
  state,
  entries,
}: {
  state: EmailState | undefined;
  entries: OutboxEntryView[];
}) {
  return (
    <DataTable
      label="Emails"
      caption={<>{state ? `${emailStateLabels[state]} emails` : "All emails"}, newest first</>}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={
        <p className="text-slate-700">
          {state ? `No ${emailStateLabels[state].toLowerCase()} emails.` : "No email has been queued yet."}
        </p>
      }
      columns={[
        {
          header: "Email",
          rowHeader: true,
          className: "min-w-56 font-normal",
          cell: (entry) => (
            <>
              <span className="block font-semibold">{entry.kind}</span>
              <span className="block text-slate-700">{entry.subject ?? "Subject removed"}</span>
            </>
          ),
        },
        {
          header: "To",
          className: "break-all",
          cell: (entry) =>
            entry.recipientKnown ? (
              <VisitorText>{entry.recipient}</VisitorText>
            ) : (
              <em className="text-slate-600">{entry.recipient}</em>
            ),
        },
        { header: "State", className: "min-w-48", cell: (entry) => <Delivery entry={entry} /> },
        { header: "Times (Toronto)", className: "min-w-64", cell: (entry) => <Times times={entry.times} /> },
        {
          header: "For",
          cell: (entry) =>
            entry.belongsTo ? (
              <Link to={entry.belongsTo.href} className="font-semibold text-brand-800 underline">
                {entry.belongsTo.label}
                {entry.belongsTo.erased ? " (erased)" : ""}
              </Link>
            ) : (
              "—"
            ),
        },
        {
          header: <span className="sr-only">Actions</span>,
          className: "min-w-48",
          cell: (entry) => (entry.status === "failed" ? <Resend entry={entry} /> : null),
        },
      ]}
    />
  );
}

/** Its state, attempts and last error. */
function Delivery({ entry }: { entry: OutboxEntryView }) {
  return (
    <>
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
    </>
  );
}

function Times({ times }: { times: OutboxEntryView["times"] }) {
  return (
    <dl>
      {times.map((time) => (
        <div key={time.label}>
          <dt className="inline font-semibold">{time.label}: </dt>
          <dd className="inline">
            <time dateTime={time.iso}>{time.text}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The button, offered only when the server would accept it; otherwise the reason it would not. */
function Resend({ entry }: { entry: OutboxEntryView }) {
  if (entry.resendProblem) {
    return <p className="text-sm text-slate-700">Cannot be resent: {entry.resendProblem}</p>;
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="emailId" value={entry.id} />
      <Button type="submit" variant="secondary">
        Resend<span className="sr-only"> {entry.kind}</span>
      </Button>
    </Form>
  );
}

export function OutboxPager({ previous, next }: { previous: string | undefined; next: string | undefined }) {
  return (
    <Pager
      label="Pages of emails"
      previous={previous}
      next={next}
      previousText="Newer emails"
      nextText="Older emails"
    />
  );
}
