/**
 * One lead (issue 11, point 2): every answer under the spec's labels, the campaign and referrer,
 * its consent record (the certificate is a page of its own), the delivery state of its emails, its
 * history, and the form that moves it on and adds a note. An erased lead shows none of its
 * personal data and cannot be changed.
 *
 * The loader writes every label and time, so that the browser's code for this page shares nothing
 * with the public pages' (features/console/leads.tsx). The screen's sections are in
 * features/console/lead/.
 */
import { data } from "react-router";
import {
  leadChangeOf,
  leadStatusLabel,
  leadUpdateSchema,
  moveLabel,
  LEAD_NOTE_MAX_LENGTH,
} from "~/domain/lead-status";
import { isolated } from "~/domain/bidi";
import { leadAssignmentOf, leadAssignmentSchema, NOBODY } from "~/domain/lead-owner";
import { torontoTime } from "~/domain/time";
import { isStorableText } from "~/domain/validation";
import {
  Details,
  LeadCampaign,
  LeadConsent,
  LeadEmails,
  LeadHeading,
  Section,
  Time,
} from "~/features/console/lead/record";
import { LeadHistory, LeadOwner, StatusAndNotes } from "~/features/console/lead/work";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { emailKindLabel } from "~/features/console/email-labels";
import { Notice } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { type FormAnswer, idParam, readForm } from "~/server/console/forms.server";
import { assignableStaff, assignLead, changeLead, leadDetail } from "~/server/console/leads.server";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  consoleMeta(loaderData ? `Lead: ${titleOf(loaderData.lead)}` : "Lead");

/** The window's title, each of the visitor's words isolated as the heading's are. */
function titleOf(lead: { title: string; person: { company: string; name: string } | null }): string {
  return lead.person ? `${isolated(lead.person.company)} (${isolated(lead.person.name)})` : lead.title;
}

const NO_SUCH_LEAD = "No such lead.";

export const shouldRevalidate = shouldRevalidateAfterSave;

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const lead = await leadDetail(services.db, idParam(args.params.id, NO_SUCH_LEAD));
  if (!lead) throw data(NO_SUCH_LEAD, { status: 404 });
  const staff = await assignableStaff(services.db);
  // A disabled owner is still who has the lead until someone else is chosen.
  const owners =
    lead.owner && !staff.some((account) => account.id === lead.owner!.id) ? [lead.owner, ...staff] : staff;
  return {
    owner: {
      current: lead.owner?.id ?? NOBODY,
      label: lead.owner?.email ?? "Nobody",
      options: [
        { value: NOBODY, label: "Nobody" },
        ...owners.map((account) => ({ value: account.id, label: account.email })),
      ],
    },
    lead: {
      ...lead,
      // The language the visitor used is shown with what they answered, in the same list.
      answers: [...lead.answers, { label: "Language", value: lead.language }],
      received: torontoTime(lead.receivedAt),
      statusChanged: lead.statusChangedAt ? torontoTime(lead.statusChangedAt) : null,
      erased: lead.erasedAt ? torontoTime(lead.erasedAt) : null,
      consent: lead.consent
        ? {
            ...lead.consent,
            received: torontoTime(lead.consent.receivedAt),
            erased: lead.consent.erasedAt ? torontoTime(lead.consent.erasedAt) : null,
          }
        : null,
      emails: lead.emails.map((email) => ({
        ...email,
        kind: emailKindLabel(email.kind),
        queued: torontoTime(email.queuedAt),
        sent: email.sentAt ? torontoTime(email.sentAt) : null,
      })),
      history: lead.history.map((event) => ({
        ...event,
        at: torontoTime(event.occurredAt),
        from: event.fromStatus ? leadStatusLabel(event.fromStatus) : null,
        to: event.toStatus ? leadStatusLabel(event.toStatus) : null,
      })),
      moveOptions: lead.moves.map((status) => ({ value: status, label: moveLabel(lead.status, status) })),
    },
    noteMaxLength: LEAD_NOTE_MAX_LENGTH,
  };
}

/** The answer to the form; on a refusal, what was typed, so that it is not lost without JavaScript. */
type LeadAnswer = FormAnswer & {
  values?: { status: string; note: string };
  /** Which form answered: the owner's, or the status and notes'. */
  form?: "owner";
};

export async function action(args: Route.ActionArgs) {
  const staff = staffRequest(args.context);
  const { services } = staff;
  const leadId = idParam(args.params.id, NO_SUCH_LEAD);
  const submitted = await args.request.clone().formData();
  if (submitted.get("intent") === "assign") return assign(args.request, leadId, staff);
  const typed = (name: string) => {
    const value = submitted.get(name);
    return typeof value === "string" && isStorableText(value) ? value : "";
  };
  const values = { status: typed("status"), note: typed("note") };
  const refuse = (fieldErrors: Record<string, string>, kept = values) =>
    data<LeadAnswer>({ fieldErrors, values: kept }, { status: 400 });

  const form = await readForm(args.request, leadUpdateSchema);
  if (form.intent !== "update") return refuse({ form: "Unknown action." });
  if (!form.ok) return refuse(form.fieldErrors);
  const outcome = await changeLead(
    services,
    { leadId, staffId: staff.staff.id, ...leadChangeOf(form.data) },
    services.now(),
    staff.audit,
  );
  if (outcome.kind === "not-found") throw data(NO_SUCH_LEAD, { status: 404 });
  // Refused for the lead's state (moved by someone else, or erased): the page reloads it, and the
  // move is chosen again from it, while the note is kept.
  if (outcome.kind === "refused") return refuse({ form: outcome.message }, { ...values, status: "" });
  return {
    fieldErrors: {},
    done: outcome.moved
      ? `Moved to ${leadStatusLabel(outcome.status)}${form.data.note ? ", with your note" : ""}.`
      : "Note added.",
  } satisfies LeadAnswer;
}

async function assign(request: Request, leadId: string, staff: ReturnType<typeof staffRequest>) {
  const refuse = (fieldErrors: Record<string, string>) =>
    data<LeadAnswer>({ fieldErrors, form: "owner" }, { status: 400 });
  const form = await readForm(request, leadAssignmentSchema);
  if (!form.ok) return refuse(form.fieldErrors);
  const { services } = staff;
  const outcome = await assignLead(
    services,
    { leadId, ...leadAssignmentOf(form.data) },
    services.now(),
    staff.audit,
  );
  if (outcome.kind === "not-found") throw data(NO_SUCH_LEAD, { status: 404 });
  if (outcome.kind === "refused") return refuse({ [outcome.field]: outcome.message });
  return {
    fieldErrors: {},
    form: "owner",
    done: outcome.ownerEmail ? `Given to ${outcome.ownerEmail}.` : "Given to nobody.",
  } satisfies LeadAnswer;
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const { answer, saving } = useSettledAnswer(actionData as LeadAnswer | undefined);
  return (
    <>
      <LeadHeading lead={lead} />
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
          <LeadCampaign campaign={lead.campaign} referrer={lead.referrer} erased={lead.erased !== null} />
          <LeadConsent leadId={lead.id} consent={lead.consent} />
          <LeadEmails emails={lead.emails} />
        </div>

        <div className="space-y-6">
          <LeadOwner
            owner={loaderData.owner}
            erased={lead.erased !== null}
            errors={answer?.form === "owner" ? answer.fieldErrors : undefined}
            saving={saving}
          />
          <StatusAndNotes
            lead={lead}
            errors={answer?.form === "owner" ? undefined : answer?.fieldErrors}
            typed={answer?.values}
            noteMaxLength={loaderData.noteMaxLength}
            saving={saving}
          />
          <LeadHistory received={lead.received} events={lead.history} />
        </div>
      </div>
    </>
  );
}
