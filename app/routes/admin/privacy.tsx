/**
 * Privacy requests (issue 11, point 7; PIPEDA): find everything held about an email address, hand
 * it over as JSON (privacy-export.ts), or erase it. The address travels in POST bodies only, never
 * in the address bar, so it stays out of the browser's history after an erasure. The screen's
 * sections are in features/console/privacy/.
 */
import * as z from "zod/mini";
import { data } from "react-router";
import { erasureSchema, privacySearchSchema } from "~/domain/privacy-request";
import { leadStatusLabel } from "~/domain/lead-status";
import { formatBookingDate, formatSlotWithZone, formatTorontoInstant } from "~/domain/time";
import { emailKindLabel, emailStateLabels } from "~/features/console/email-labels";
import { consoleMeta } from "~/features/console/meta";
import { Found, type FoundView } from "~/features/console/privacy/found";
import { PrivacySearch } from "~/features/console/privacy/search";
import { FormProblems, Notice, PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import type { EmailState } from "~/domain/email-outbox";
import { type FormAnswer, readForm, refused, succeeded } from "~/server/console/forms.server";
import {
  type ErasureCounts,
  erasePersonalData,
  findPersonalData,
  holdsPersonalData,
  type PersonalData,
} from "~/server/console/privacy.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => consoleMeta("Privacy requests");

function foundView(found: PersonalData): FoundView {
  return {
    email: found.email,
    emailSha256: found.emailSha256,
    holdsPersonalData: holdsPersonalData(found),
    leads: found.leads.map((lead) => ({
      id: lead.id,
      href: `/admin/leads/${lead.id}`,
      consentHref: `/admin/leads/${lead.id}/consent`,
      received: formatTorontoInstant(lead.createdAt),
      status: leadStatusLabel(lead.status),
      person: lead.erasedAt === null ? `${lead.name}, ${lead.company}` : undefined,
      erasedAt: lead.erasedAt && formatTorontoInstant(lead.erasedAt),
    })),
    bookings: found.bookings.map((booking) => ({
      id: booking.id,
      href: `/admin/bookings/${booking.id}`,
      consentHref: `/admin/bookings/${booking.id}/consent`,
      meeting: `${formatBookingDate(booking.date)} at ${formatSlotWithZone(booking.date, booking.timeSlot)}`,
      status: booking.status === "cancelled" ? "Cancelled" : "Confirmed",
      person: booking.erasedAt === null ? booking.name : undefined,
      erasedAt: booking.erasedAt && formatTorontoInstant(booking.erasedAt),
    })),
    consentRecords: {
      total: found.consentRecords.length,
      erased: found.consentRecords.filter((record) => record.erasedAt !== null).length,
    },
    notes: found.leadEvents.filter((event) => event.note !== null).length,
    bookingHistory: found.bookingEvents.length,
    emails: found.emails.map((email) => ({
      id: email.id,
      kind: emailKindLabel(email.kind),
      state: emailStateLabels[email.status as EmailState],
      to: email.recipient ?? "Removed",
      queued: formatTorontoInstant(email.createdAt),
    })),
    apiAnswers: found.idempotencyKeys.length,
  };
}

type PrivacyAnswer = FormAnswer & { found?: FoundView };

function erasureSummary(counts: ErasureCounts): string {
  const parts = [
    `${counts.leads} ${counts.leads === 1 ? "lead" : "leads"}`,
    `${counts.bookings} ${counts.bookings === 1 ? "booking" : "bookings"}` +
      (counts.meetingsCancelled > 0
        ? ` (${counts.meetingsCancelled} upcoming cancelled, without emails)`
        : ""),
    `${counts.consentRecords} consent ${counts.consentRecords === 1 ? "record" : "records"} kept as hashes`,
    `${counts.emailsDeleted} unsent ${counts.emailsDeleted === 1 ? "email" : "emails"} deleted`,
    `${counts.emailsPruned} sent ${counts.emailsPruned === 1 ? "email" : "emails"} emptied`,
    `${counts.notesRemoved} ${counts.notesRemoved === 1 ? "note" : "notes"} removed`,
    ...(counts.webhookDeliveriesDeleted + counts.webhookEventsPruned > 0
      ? [
          `${counts.webhookDeliveriesDeleted} unsent webhook ${counts.webhookDeliveriesDeleted === 1 ? "delivery" : "deliveries"} deleted`,
          `${counts.webhookEventsPruned} sent webhook ${counts.webhookEventsPruned === 1 ? "event" : "events"} emptied`,
        ]
      : []),
    ...(counts.mailboxFiles > 0
      ? [
          `${counts.mailboxFiles} ${counts.mailboxFiles === 1 ? "file" : "files"} deleted from the local mailbox`,
        ]
      : []),
  ];
  return `Erased: ${parts.join(", ")}.`;
}

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services } = request;
  const { intent } = await readForm(args.request.clone(), z.object({}));
  /** What is held about the address the form carried, shown again beside a refusal; none for a malformed one. */
  const shown = async (address: unknown) => {
    const parsed = z.safeParse(privacySearchSchema, { email: address });
    return parsed.success ? foundView(await findPersonalData(services.db, parsed.data.email)) : undefined;
  };
  const refusedWith = async (fieldErrors: Record<string, string>, address: unknown) =>
    data<PrivacyAnswer>({ fieldErrors, found: await shown(address) }, { status: 400 });

  if (intent === "search") {
    const form = await readForm(args.request, privacySearchSchema);
    if (!form.ok) return refused<PrivacyAnswer>(form.fieldErrors);
    return { fieldErrors: {}, found: await shown(form.data.email) } satisfies PrivacyAnswer;
  }
  if (intent !== "erase") return refused<PrivacyAnswer>({ form: "Unknown action." });

  const typedEmail = (await args.request.clone().formData()).get("email");
  const form = await readForm(args.request, erasureSchema);
  if (!form.ok) return refusedWith(form.fieldErrors, typedEmail);
  const { email, reason } = form.data;
  const outcome = await erasePersonalData(
    services.db,
    { email, reason, staffId: request.staff.id },
    services.now(),
    (tx, found, counts) =>
      request.audit(tx, {
        action: "privacy-erased",
        subjectType: "person",
        subjectId: found.emailSha256,
        details: { reason, ...counts },
      }),
    { localMailDir: services.localMailDir },
  );
  switch (outcome.kind) {
    case "erased":
      return succeeded<PrivacyAnswer>(erasureSummary(outcome.counts), { found: await shown(email) });
    case "nothing-held":
      return refusedWith({ form: "Nothing personal is held about this address any more." }, email);
    case "reason-names-person":
      return refusedWith(
        {
          reason:
            "The reason is kept after the erasure: leave out the person's name, address, phone and company.",
        },
        email,
      );
  }
}

export default function PrivacyRequests({ actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors;
  const found = actionData?.found;
  return (
    <>
      <PageHeader title="Privacy requests" />
      <p className="mb-6 max-w-3xl text-slate-800">
        Find everything held about one email address: download it when the person asks for their data, or
        erase it when they ask to be forgotten.
      </p>
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      <FormProblems errors={errors} />
      <PrivacySearch email={found?.email} error={found ? undefined : errors?.email} />
      {found ? <Found found={found} errors={errors} /> : null}
    </>
  );
}
