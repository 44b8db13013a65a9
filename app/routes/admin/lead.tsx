/**
 * One lead (issue 11, point 2): every answer under the spec's labels, the campaign and referrer,
 * its consent record (the certificate is a page of its own), the delivery state of its emails, its
 * history, and the form that moves it on and adds a note. An erased lead shows none of its
 * personal data and cannot be changed.
 *
 * The loader writes every label and time, so that the browser's code for this page shares nothing
 * with the public pages' (features/console/leads.tsx).
 */
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  leadChangeOf,
  leadStatusLabel,
  leadUpdateSchema,
  moveLabel,
  LEAD_NOTE_MAX_LENGTH,
} from "~/domain/lead-status";
import { formatTorontoInstant } from "~/domain/time";
import { isStorableText } from "~/domain/validation";
import { LeadStatusBadge } from "~/features/console/leads";
import { consoleMeta } from "~/features/console/meta";
import {
  cellClass,
  FormProblems,
  headerCellClass,
  Notice,
  SelectInputField,
  tableClass,
  TableScroller,
  TextAreaField,
} from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { type FormAnswer, idParam, readForm } from "~/server/console/forms.server";
import { changeLead, leadDetail } from "~/server/console/leads.server";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  consoleMeta(loaderData ? `Lead: ${loaderData.lead.title}` : "Lead");

const NO_SUCH_LEAD = "No such lead.";

const when = (instant: Date) => ({ text: formatTorontoInstant(instant), iso: instant.toISOString() });

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const lead = await leadDetail(services.db, idParam(args.params.id, NO_SUCH_LEAD));
  if (!lead) throw data(NO_SUCH_LEAD, { status: 404 });
  return {
    lead: {
      ...lead,
      received: when(lead.receivedAt),
      statusChanged: lead.statusChangedAt ? when(lead.statusChangedAt) : null,
      erased: lead.erasedAt ? when(lead.erasedAt) : null,
      consent: lead.consent
        ? {
            ...lead.consent,
            received: when(lead.consent.receivedAt),
            erased: lead.consent.erasedAt ? when(lead.consent.erasedAt) : null,
          }
        : null,
      emails: lead.emails.map((email) => ({
        ...email,
        queued: when(email.queuedAt),
        sent: email.sentAt ? when(email.sentAt) : null,
      })),
      history: lead.history.map((event) => ({
        ...event,
        at: when(event.occurredAt),
        from: event.fromStatus ? leadStatusLabel(event.fromStatus) : null,
        to: event.toStatus ? leadStatusLabel(event.toStatus) : null,
      })),
      moveOptions: lead.moves.map((status) => ({ value: status, label: moveLabel(lead.status, status) })),
    },
    noteMaxLength: LEAD_NOTE_MAX_LENGTH,
  };
}

/** The answer to the form; on a refusal, what was typed, so that it is not lost without JavaScript. */
type LeadAnswer = FormAnswer & { values?: { status: string; note: string } };

export async function action(args: Route.ActionArgs) {
  const staff = staffRequest(args.context);
  const { services } = staff;
  const leadId = idParam(args.params.id, NO_SUCH_LEAD);
  const submitted = await args.request.clone().formData();
  const typed = (name: string) => {
    const value = submitted.get(name);
    return typeof value === "string" && isStorableText(value) ? value : "";
  };
  const values = { status: typed("status"), note: typed("note") };
  const refuse = (fieldErrors: Record<string, string>, status = 400) =>
    data<LeadAnswer>({ fieldErrors, values }, { status });

  const form = await readForm(args.request, leadUpdateSchema);
  if (form.intent !== "update") return refuse({ form: "Unknown action." });
  if (!form.ok) return refuse(form.fieldErrors);
  const outcome = await changeLead(
    services.db,
    { leadId, staffId: staff.staff.id, ...leadChangeOf(form.data) },
    services.now(),
    staff.audit,
  );
  if (outcome.kind === "not-found") throw data(NO_SUCH_LEAD, { status: 404 });
  if (outcome.kind === "refused") return refuse({ form: outcome.message });
  return {
    fieldErrors: {},
    done: outcome.moved
      ? `Moved to ${leadStatusLabel(outcome.status)}${form.data.note ? ", with your note" : ""}.`
      : "Note added.",
  } satisfies LeadAnswer;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-900">{row.label}</dt>
          <dd className="mb-2 break-words whitespace-pre-line text-slate-800 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Time({ at }: { at: { text: string; iso: string } }) {
  return <time dateTime={at.iso}>{at.text}</time>;
}

const emailStatusLabels: Record<string, string> = { pending: "Queued", sent: "Sent", failed: "Failed" };

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const answer = actionData as LeadAnswer | undefined;
  const errors = answer?.fieldErrors;
  return (
    <>
      <p className="mb-4">
        <Link to="/admin/leads" className="font-semibold text-brand-800 underline">
          All leads
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {lead.erased ? "Erased lead" : lead.title}
        </h1>
        <LeadStatusBadge status={lead.status} label={lead.statusLabel} />
      </div>
      <p className="-mt-4 mb-6 text-sm text-slate-700">
        Received <Time at={lead.received} />
        {lead.statusChanged ? (
          <>
            {" "}
            · {lead.statusLabel} since <Time at={lead.statusChanged} />
          </>
        ) : null}
      </p>

      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      {lead.erased ? (
        <Notice>
          This lead was erased at the person&apos;s request on <Time at={lead.erased} />: what said who they
          were is gone, and it can no longer be changed.
        </Notice>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="answers" title="Answers">
            <Details rows={lead.answers} />
          </Section>

          <Section id="campaign" title="Campaign and referrer">
            <Details
              rows={[
                ...lead.campaign.map((parameter) => ({ label: parameter.name, value: parameter.value })),
                ...(lead.campaign.length === 0 ? [{ label: "Campaign", value: "None" }] : []),
                { label: "Referrer", value: lead.erased ? "Erased" : (lead.referrer ?? "None") },
              ]}
            />
          </Section>

          <Section id="consent" title="Consent">
            {lead.consent ? (
              <>
                <Details
                  rows={[
                    { label: "Given", value: <Time at={lead.consent.received} /> },
                    { label: "Text version", value: lead.consent.version },
                    {
                      label: "Text SHA-256",
                      value: (
                        <>
                          <code className="break-all">{lead.consent.sha256}</code>
                          <span className="block">
                            {lead.consent.textMatches
                              ? "Matches the stored text."
                              : "Does not match the stored text: the record has been altered."}
                          </span>
                        </>
                      ),
                    },
                    ...(lead.consent.erased
                      ? [
                          {
                            label: "Circumstances",
                            value: `Erased on ${lead.consent.erased.text}${lead.consent.erasureReason ? ` (${lead.consent.erasureReason})` : ""}; kept as a hash.`,
                          },
                        ]
                      : [
                          { label: "IP address", value: lead.consent.ipAddress ?? "Not recorded" },
                          { label: "Page", value: lead.consent.pageUrl ?? "Not recorded" },
                        ]),
                  ]}
                />
                <p className="mt-4">
                  <Link
                    to={`/admin/leads/${lead.id}/consent`}
                    className="font-semibold text-brand-800 underline"
                  >
                    Consent certificate
                  </Link>
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-700">No consent record is stored for this lead.</p>
            )}
          </Section>

          <Section id="emails" title="Emails">
            {lead.emails.length === 0 ? (
              <p className="text-sm text-slate-700">No email was queued for this lead.</p>
            ) : (
              <TableScroller label="Emails of this lead">
                <table className={tableClass}>
                  <caption className="sr-only">Emails of this lead and their delivery</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={headerCellClass}>
                        Email
                      </th>
                      <th scope="col" className={headerCellClass}>
                        State
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Attempts
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Sent (Toronto)
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Last error
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {lead.emails.map((email) => (
                      <tr key={email.id}>
                        <th scope="row" className={`${cellClass} font-semibold`}>
                          {email.kind}
                        </th>
                        <td className={cellClass}>{emailStatusLabels[email.status] ?? email.status}</td>
                        <td className={cellClass}>{email.attempts}</td>
                        <td className={cellClass}>{email.sent ? <Time at={email.sent} /> : "—"}</td>
                        <td className={`${cellClass} break-words`}>{email.lastError ?? "—"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
          </Section>
        </div>

        <div className="space-y-6">
          <Section id="work" title="Status and notes">
            {lead.erased ? (
              <p className="text-sm text-slate-700">An erased lead can no longer be changed.</p>
            ) : (
              // A new key after each change empties the form, as a page loaded afresh would.
              <Form method="post" className="space-y-4" key={lead.history.length} noValidate>
                <FormProblems errors={errors} />
                <input type="hidden" name="currentStatus" value={lead.status} />
                <SelectInputField
                  name="status"
                  label="Status"
                  options={[{ value: "", label: `Keep as ${lead.statusLabel}` }, ...lead.moveOptions]}
                  defaultValue={answer?.values?.status ?? ""}
                  error={errors?.status}
                />
                <TextAreaField
                  name="note"
                  label="Note"
                  hint="Optional with a move. Staff see it in the history; it is never sent to the lead."
                  rows={4}
                  maxLength={loaderData.noteMaxLength}
                  defaultValue={answer?.values?.note ?? ""}
                  error={errors?.note}
                />
                <Button type="submit" name="intent" value="update">
                  Save
                </Button>
              </Form>
            )}
          </Section>

          <Section id="history" title="History">
            <ol className="space-y-4 text-sm">
              <li>
                <p className="font-semibold text-slate-900">Received</p>
                <p className="text-slate-700">
                  <Time at={lead.received} />
                </p>
              </li>
              {lead.history.map((event) => (
                <li key={event.id} className="border-t border-slate-200 pt-4">
                  <p className="font-semibold text-slate-900">
                    {event.to ? `${event.from} → ${event.to}` : "Note"}
                  </p>
                  <p className="text-slate-700">
                    <Time at={event.at} /> by {event.staffEmail ?? "a removed account"}
                  </p>
                  {event.note ? (
                    <p className="mt-1 break-words whitespace-pre-line text-slate-900">{event.note}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </>
  );
}
