/**
 * Privacy requests (issue 11, point 7; PIPEDA): find everything held about an email address, hand
 * it over as JSON (privacy-export.ts), or erase it. The address travels in POST bodies only, never
 * in the address bar, so it stays out of the browser's history after an erasure.
 */
import * as z from "zod/mini";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { erasureSchema, privacySearchSchema } from "~/domain/privacy-request";
import { formatBookingDate, formatSlotWithZone, formatTorontoInstant } from "~/domain/time";
import { emailKindLabel, emailStateLabels } from "~/features/console/email-labels";
import { consoleMeta } from "~/features/console/meta";
import {
  cellClass,
  FormProblems,
  headerCellClass,
  InputField,
  Notice,
  PageHeader,
  tableClass,
  TableScroller,
  TextAreaField,
} from "~/features/console/ui";
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

/** What the page shows of what was found: who and what, never more than staff need to recognise it. */
function foundView(found: PersonalData) {
  return {
    email: found.email,
    emailSha256: found.emailSha256,
    holdsPersonalData: holdsPersonalData(found),
    leads: found.leads.map((lead) => ({
      id: lead.id,
      href: `/admin/leads/${lead.id}`,
      consentHref: `/admin/leads/${lead.id}/consent`,
      received: formatTorontoInstant(lead.createdAt),
      status: lead.status,
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

type FoundView = ReturnType<typeof foundView>;
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

const linkClass = "font-semibold text-brand-800 underline";

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

function Found({ found, errors }: { found: FoundView; errors: Record<string, string> | undefined }) {
  const nothing = found.leads.length === 0 && found.bookings.length === 0 && found.emails.length === 0;
  return (
    <section aria-labelledby="found" className="mt-10">
      <h2 id="found" className="mb-1 text-xl font-bold text-slate-900">
        Held about <span className="break-all">{found.email}</span>
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        Address hash (SHA-256): <span className="font-mono break-all">{found.emailSha256}</span>
      </p>
      {nothing ? (
        <p className="text-slate-800">Nothing is held about this address.</p>
      ) : (
        <>
          <ul className="mb-6 list-disc pl-6 text-slate-800">
            <li>{plural(found.leads.length, "lead")}</li>
            <li>{plural(found.bookings.length, "booking")}</li>
            <li>
              {plural(found.consentRecords.total, "consent record")}
              {found.consentRecords.erased > 0 ? `, ${found.consentRecords.erased} kept only as hashes` : ""}
            </li>
            <li>
              {plural(found.notes, "staff note")},{" "}
              {plural(found.bookingHistory, "booking history entry", "booking history entries")}
            </li>
            <li>{plural(found.emails.length, "email")}</li>
            <li>{plural(found.apiAnswers, "stored API answer")}</li>
          </ul>

          {found.leads.length > 0 ? (
            <div className="mb-6">
              <h3 className="mb-2 font-bold text-slate-900">Leads</h3>
              <TableScroller label="Leads held">
                <table className={tableClass}>
                  <caption className="sr-only">Leads of this address</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={headerCellClass}>
                        Received (Toronto)
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Who
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Status
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Consent
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {found.leads.map((lead) => (
                      <tr key={lead.id}>
                        <th scope="row" className={`${cellClass} font-normal`}>
                          <Link to={lead.href} className={linkClass}>
                            {lead.received}
                          </Link>
                        </th>
                        <td className={cellClass}>{lead.person ?? <ErasedMark at={lead.erasedAt} />}</td>
                        <td className={cellClass}>{lead.status}</td>
                        <td className={cellClass}>
                          <Link to={lead.consentHref} className={linkClass}>
                            Proof of consent
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </div>
          ) : null}

          {found.bookings.length > 0 ? (
            <div className="mb-6">
              <h3 className="mb-2 font-bold text-slate-900">Bookings</h3>
              <TableScroller label="Bookings held">
                <table className={tableClass}>
                  <caption className="sr-only">Bookings of this address</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={headerCellClass}>
                        Meeting
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Who
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Status
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Consent
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {found.bookings.map((booking) => (
                      <tr key={booking.id}>
                        <th scope="row" className={`${cellClass} font-normal`}>
                          <Link to={booking.href} className={linkClass}>
                            {booking.meeting}
                          </Link>
                        </th>
                        <td className={cellClass}>
                          {booking.person ?? <ErasedMark at={booking.erasedAt} />}
                        </td>
                        <td className={cellClass}>{booking.status}</td>
                        <td className={cellClass}>
                          <Link to={booking.consentHref} className={linkClass}>
                            Proof of consent
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </div>
          ) : null}

          {found.emails.length > 0 ? (
            <div className="mb-6">
              <h3 className="mb-2 font-bold text-slate-900">Emails</h3>
              <TableScroller label="Emails held">
                <table className={tableClass}>
                  <caption className="sr-only">Emails to or about this address</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <th scope="col" className={headerCellClass}>
                        Queued (Toronto)
                      </th>
                      <th scope="col" className={headerCellClass}>
                        Email
                      </th>
                      <th scope="col" className={headerCellClass}>
                        To
                      </th>
                      <th scope="col" className={headerCellClass}>
                        State
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {found.emails.map((email) => (
                      <tr key={email.id}>
                        <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                          {email.queued}
                        </th>
                        <td className={cellClass}>{email.kind}</td>
                        <td className={`${cellClass} break-all`}>{email.to}</td>
                        <td className={cellClass}>{email.state}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </div>
          ) : null}

          <Form method="post" action="/admin/privacy/export" reloadDocument className="mb-10">
            <input type="hidden" name="email" value={found.email} />
            <Button type="submit" variant="secondary">
              Download everything as JSON
            </Button>
          </Form>
        </>
      )}

      {found.holdsPersonalData ? (
        <section aria-labelledby="erase" className="rounded-xl border border-danger-200 bg-white p-6">
          <h2 id="erase" className="mb-2 text-xl font-bold text-slate-900">
            Erase this person&apos;s data
          </h2>
          <p className="mb-2 text-slate-800">In one step, which cannot be undone:</p>
          <ul className="mb-4 list-disc pl-6 text-slate-800">
            <li>upcoming meetings are cancelled and their slots freed, without emailing anyone;</li>
            <li>
              names, addresses, phones, companies, messages and campaign details are removed from leads and
              bookings;
            </li>
            <li>
              consent records keep the text, its version and hash, and a hash of the circumstances, with your
              reason;
            </li>
            <li>unsent emails are deleted and sent ones emptied; staff notes on the leads are removed.</li>
          </ul>
          <p className="mb-4 text-slate-800">Download the JSON first if the person asked for a copy.</p>
          <Form method="post" className="grid max-w-xl gap-4" noValidate>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={found.email} />
            <TextAreaField
              name="reason"
              label="Reason"
              rows={3}
              required
              maxLength={500}
              hint="Kept with the consent proof and in the audit log: say how and when the request came, not who made it."
              error={errors?.reason}
            />
            <InputField
              name="confirmation"
              label={`Type ${found.email} to confirm`}
              type="email"
              autoComplete="off"
              required
              error={errors?.confirmation}
            />
            <div>
              <Button type="submit" variant="danger">
                Erase everything about this address
              </Button>
            </div>
          </Form>
        </section>
      ) : nothing ? null : (
        <p className="text-slate-800">Nothing personal is left to erase: every record above is erased.</p>
      )}
    </section>
  );
}

function ErasedMark({ at }: { at: string | null }) {
  return <span className="font-semibold text-slate-700">Erased{at ? ` ${at}` : ""}</span>;
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
      <Form method="post" className="flex max-w-xl flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="search" />
        <div className="min-w-64 flex-1">
          <InputField
            name="email"
            label="Email address"
            type="email"
            autoComplete="off"
            required
            defaultValue={found?.email}
            error={found ? undefined : errors?.email}
          />
        </div>
        <Button type="submit">Find</Button>
      </Form>
      {found ? <Found found={found} errors={errors} /> : null}
    </>
  );
}
