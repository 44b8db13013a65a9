/**
 * The outbox (issue 11, point 5): every email queued, sent or failed, newest first, 25 a page read
 * by keyset (ADR 043),
 * with its attempts, its last error and the lead or booking it was for; a failed one can be sent
 * again. Times are written on the server, in Toronto. The screen's sections are in
 * features/console/emails.tsx.
 */
import * as z from "zod/mini";
import { data } from "react-router";
import { type EmailState, isEmailState } from "~/domain/email-outbox";
import { uuidField } from "~/domain/ids";
import { countLabel, cursorParam, encodeCursor, type PageCursor } from "~/domain/page-cursor";
import { formatTorontoInstant } from "~/domain/time";
import { emailKindLabel } from "~/features/console/email-labels";
import { outboxHref, OutboxPager, OutboxProblem, OutboxStates, OutboxTable } from "~/features/console/emails";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { FormProblems, Notice, PageHeader, SavingFieldset } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { type OutboxEntry, outboxPage, resendEmail } from "~/server/console/emails.server";
import { type FormAnswer, readForm, refused, succeeded } from "~/server/console/forms.server";
import type { Route } from "./+types/emails";

export const meta: Route.MetaFunction = () => consoleMeta("Emails");

function filterOf(
  url: URL,
): { state: EmailState | undefined; cursor: PageCursor | undefined } | { problem: string } {
  const state = url.searchParams.get("state") ?? "";
  if (state !== "" && !isEmailState(state)) return { problem: "Choose queued, sent or failed emails." };
  const cursor = cursorParam(url.searchParams);
  if (!cursor.ok) return { problem: cursor.problem };
  return { state: state === "" ? undefined : state, cursor: cursor.cursor };
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
    resendProblem: entry.resendProblem,
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
        previous: undefined,
        next: undefined,
        counts: undefined,
        entries: [],
      },
      { status: 400 },
    );
  }
  const found = await outboxPage(services.db, filter, services.now());
  const pageHref = (cursor: PageCursor | undefined) =>
    cursor && outboxHref(filter.state, encodeCursor(cursor));
  const { pending, sent, failed } = found.counts;
  return {
    problem: undefined,
    state: filter.state,
    previous: pageHref(found.previous),
    next: pageHref(found.next),
    // A capped count is COUNT_CAP + 1, so a sum with one in it is over the cap too.
    counts: {
      all: countLabel(pending + sent + failed),
      pending: countLabel(pending),
      sent: countLabel(sent),
      failed: countLabel(failed),
    },
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
    // The list offered it, but the booking changed (or the link expired) before the click.
    case "out-of-date":
      return refused({ form: `This email cannot be resent. ${outcome.reason}` });
  }
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as FormAnswer | undefined);
  const { state, problem } = loaderData;
  return (
    <>
      <PageHeader title="Emails" />
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      <FormProblems errors={answer?.fieldErrors} />
      <OutboxProblem problem={problem} />
      <OutboxStates current={problem ? null : state} counts={loaderData.counts} />
      {problem ? null : (
        <SavingFieldset saving={saving}>
          <OutboxTable state={state} entries={loaderData.entries} />
        </SavingFieldset>
      )}
      <OutboxPager previous={loaderData.previous} next={loaderData.next} />
    </>
  );
}
