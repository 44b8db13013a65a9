/**
 * /admin/privacy, what is held about the address searched for: how much of each kind, the leads,
 * bookings and emails themselves, the JSON download, and the erasure form while anything personal
 * is left.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { saveAnswerMark } from "~/features/console/saving";
import { DataTable } from "~/features/console/table";
import { VisitorText } from "~/features/console/visitor-text";
import { ErasureForm } from "./erasure";

interface HeldRecord {
  id: string;
  href: string;
  consentHref: string;
  status: string;
  /** Who it was about, until erased. */
  person: string | null | undefined;
  erasedAt: string | null;
}

/** What the page shows of what was found: who and what, never more than staff need to recognise it. */
export interface FoundView {
  email: string;
  emailSha256: string;
  holdsPersonalData: boolean;
  leads: (HeldRecord & { received: string })[];
  bookings: (HeldRecord & { meeting: string })[];
  consentRecords: { total: number; erased: number };
  notes: number;
  bookingHistory: number;
  emails: { id: string; kind: string; state: string; to: string; queued: string }[];
  apiAnswers: number;
}

const linkClass = "font-semibold text-brand-800 underline";

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

export function Found({ found, errors }: { found: FoundView; errors: Record<string, string> | undefined }) {
  const nothing = found.leads.length === 0 && found.bookings.length === 0 && found.emails.length === 0;
  return (
    <section aria-labelledby="found" className="mt-10">
      {/* The search's answer: focused once it is shown (features/console/saving.ts). */}
      <h2 id="found" className="mb-1 text-xl font-bold text-slate-900" {...saveAnswerMark}>
        Held about{" "}
        <span className="break-all">
          <VisitorText>{found.email}</VisitorText>
        </span>
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        Address hash (SHA-256): <span className="font-mono break-all">{found.emailSha256}</span>
      </p>
      {nothing ? (
        <p className="text-slate-800">Nothing is held about this address.</p>
      ) : (
        <>
          <HeldCounts found={found} />
          <HeldLeads leads={found.leads} />
          <HeldBookings bookings={found.bookings} />
          <HeldEmails emails={found.emails} />
          <Form method="post" action="/admin/privacy/export" reloadDocument className="mb-10">
            <input type="hidden" name="email" value={found.email} />
            <Button type="submit" variant="secondary">
              Download everything as JSON
            </Button>
          </Form>
        </>
      )}

      {found.holdsPersonalData ? (
        <ErasureForm email={found.email} errors={errors} />
      ) : nothing ? null : (
        <p className="text-slate-800">Nothing personal is left to erase: every record above is erased.</p>
      )}
    </section>
  );
}

function HeldCounts({ found }: { found: FoundView }) {
  return (
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
  );
}

/** A kind of record under its heading, left out when there is none. */
function Held({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <div className="mb-6">
      <h3 className="mb-2 font-bold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function ErasedMark({ at }: { at: string | null }) {
  return <span className="font-semibold text-slate-700">Erased{at ? ` ${at}` : ""}</span>;
}

/** The columns a lead and a booking share: who, status and the proof of consent. */
const recordColumns = [
  {
    header: "Who",
    cell: (record: HeldRecord) =>
      record.person ? <VisitorText>{record.person}</VisitorText> : <ErasedMark at={record.erasedAt} />,
  },
  { header: "Status", cell: (record: HeldRecord) => record.status },
  {
    header: "Consent",
    cell: (record: HeldRecord) => (
      <Link to={record.consentHref} className={linkClass}>
        Proof of consent
      </Link>
    ),
  },
];

function HeldLeads({ leads }: { leads: FoundView["leads"] }) {
  return (
    <Held title="Leads" count={leads.length}>
      <DataTable
        label="Leads held"
        caption="Leads of this address"
        rows={leads}
        rowKey={(lead) => lead.id}
        columns={[
          {
            header: "Received (Toronto)",
            rowHeader: true,
            className: "font-normal",
            cell: (lead) => (
              <Link to={lead.href} className={linkClass}>
                {lead.received}
              </Link>
            ),
          },
          ...recordColumns,
        ]}
      />
    </Held>
  );
}

function HeldBookings({ bookings }: { bookings: FoundView["bookings"] }) {
  return (
    <Held title="Bookings" count={bookings.length}>
      <DataTable
        label="Bookings held"
        caption="Bookings of this address"
        rows={bookings}
        rowKey={(booking) => booking.id}
        columns={[
          {
            header: "Meeting",
            rowHeader: true,
            className: "font-normal",
            cell: (booking) => (
              <Link to={booking.href} className={linkClass}>
                {booking.meeting}
              </Link>
            ),
          },
          ...recordColumns,
        ]}
      />
    </Held>
  );
}

function HeldEmails({ emails }: { emails: FoundView["emails"] }) {
  return (
    <Held title="Emails" count={emails.length}>
      <DataTable
        label="Emails held"
        caption="Emails to or about this address"
        rows={emails}
        rowKey={(email) => email.id}
        columns={[
          {
            header: "Queued (Toronto)",
            rowHeader: true,
            className: "font-normal whitespace-nowrap",
            cell: (email) => email.queued,
          },
          { header: "Email", cell: (email) => email.kind },
          { header: "To", className: "break-all", cell: (email) => email.to },
          { header: "State", cell: (email) => email.state },
        ]}
      />
    </Held>
  );
}
