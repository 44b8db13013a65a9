/**
 * /admin/leads/:id, what the lead is: its heading, then its answers, campaign and referrer,
 * consent record and emails, each in a section of its own. Times come from the loader, written
 * in Toronto, with their instant for `<time>`.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LeadStatus } from "~/domain/lead-status";
import { emailStateLabel } from "~/features/console/email-labels";
import { LeadStatusBadge } from "~/features/console/leads";
import { DataTable } from "~/features/console/table";
import { VisitorText } from "~/features/console/visitor-text";

/** An instant, written in Toronto and as ISO 8601. */
export interface Instant {
  text: string;
  iso: string;
}

export function Time({ at }: { at: Instant }) {
  return <time dateTime={at.iso}>{at.text}</time>;
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Labelled values, most of them the visitor's own words (answers, a page's address), each
 * isolated, and broken anywhere if need be: a long address or URL must not widen a phone's page.
 */
export function Details({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-900">{row.label}</dt>
          <dd className="mb-2 whitespace-pre-line wrap-anywhere text-slate-800 sm:mb-0">
            <VisitorText>{row.value}</VisitorText>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const linkClass = "font-semibold text-brand-800 underline";

/** The way back to the list, the lead's name and status, and since when. */
export function LeadHeading({
  lead,
}: {
  lead: {
    /** The company and the person as they typed them; null once erased. */
    person: { company: string; name: string } | null;
    status: LeadStatus;
    statusLabel: string;
    received: Instant;
    statusChanged: Instant | null;
    erased: Instant | null;
  };
}) {
  return (
    <>
      <p className="mb-4">
        <Link to="/admin/leads" className={linkClass}>
          All leads
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-slate-900">
          {lead.person ? (
            <>
              <VisitorText>{lead.person.company}</VisitorText> (<VisitorText>{lead.person.name}</VisitorText>)
            </>
          ) : (
            "Erased lead"
          )}
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
    </>
  );
}

export function LeadCampaign({
  campaign,
  referrer,
  erased,
}: {
  campaign: { name: string; value: string }[];
  referrer: string | null;
  erased: boolean;
}) {
  return (
    <Section id="campaign" title="Campaign and referrer">
      <Details
        rows={[
          ...campaign.map((parameter) => ({ label: parameter.name, value: parameter.value })),
          ...(campaign.length === 0 ? [{ label: "Campaign", value: "None" }] : []),
          { label: "Referrer", value: erased ? "Erased" : (referrer ?? "None") },
        ]}
      />
    </Section>
  );
}

export interface ConsentView {
  version: string;
  /** The language of the text shown: "English", "French". */
  language: string;
  sha256: string;
  textMatches: boolean;
  received: Instant;
  ipAddress: string | null;
  pageUrl: string | null;
  erased: Instant | null;
  erasureReason: string | null;
}

export function LeadConsent({ leadId, consent }: { leadId: string; consent: ConsentView | null }) {
  return (
    <Section id="consent" title="Consent">
      {consent ? (
        <>
          <Details rows={consentDetails(consent)} />
          <p className="mt-4">
            <Link to={`/admin/leads/${leadId}/consent`} className={linkClass}>
              Consent certificate
            </Link>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">No consent record is stored for this lead.</p>
      )}
    </Section>
  );
}

/** The record's text and, until it is erased, its circumstances (the certificate has them all). */
function consentDetails(consent: ConsentView) {
  return [
    { label: "Given", value: <Time at={consent.received} /> },
    { label: "Text version", value: consent.version },
    { label: "Text language", value: consent.language },
    {
      label: "Text SHA-256",
      value: (
        <>
          <code className="break-all">{consent.sha256}</code>
          <span className="block">
            {consent.textMatches
              ? "Matches the stored text."
              : "Does not match the stored text: the record has been altered."}
          </span>
        </>
      ),
    },
    ...(consent.erased
      ? [
          {
            label: "Circumstances",
            value: `Erased on ${consent.erased.text}${consent.erasureReason ? ` (${consent.erasureReason})` : ""}; kept as a hash.`,
          },
        ]
      : [
          { label: "IP address", value: consent.ipAddress ?? "Not recorded" },
          { label: "Page", value: consent.pageUrl ?? "Not recorded" },
        ]),
  ];
}

export function LeadEmails({
  emails,
}: {
  emails: {
    id: string;
    kind: string;
    status: string;
    attempts: number;
    sent: Instant | null;
    lastError: string | null;
  }[];
}) {
  return (
    <Section id="emails" title="Emails">
      <DataTable
        label="Emails of this lead"
        caption="Emails of this lead and their delivery"
        rows={emails}
        rowKey={(email) => email.id}
        empty={<p className="text-sm text-slate-700">No email was queued for this lead.</p>}
        columns={[
          { header: "Email", rowHeader: true, className: "font-semibold", cell: (email) => email.kind },
          { header: "State", cell: (email) => emailStateLabel(email.status) },
          { header: "Attempts", cell: (email) => email.attempts },
          { header: "Sent (Toronto)", cell: (email) => (email.sent ? <Time at={email.sent} /> : "—") },
          { header: "Last error", className: "break-words", cell: (email) => email.lastError ?? "—" },
        ]}
      />
    </Section>
  );
}
