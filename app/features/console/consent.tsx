/**
 * A consent certificate's sections: what it is for with its print and download buttons, the
 * consent as given, its verification, and its circumstances (or, once erased, the erasure). Made
 * to be printed: black on white, with its links' addresses written out.
 */
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { PageHeader } from "./ui";

/** A link whose address (data-url: in full, with the site's origin) is written after it on paper. */
const linkClass =
  "font-semibold text-brand-800 underline print:font-normal print:text-black print:after:content-['_('_attr(data-url)_')']";

function Row({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[14rem_1fr] print:grid-cols-[12rem_1fr] print:border-black">
      <dt className="font-semibold text-slate-900 print:text-black">{label}</dt>
      <dd
        className={`text-slate-800 print:text-black ${mono ? "font-mono text-sm break-all" : "break-words"}`}
      >
        {children}
      </dd>
    </div>
  );
}

const notRecorded = <span className="text-slate-600 print:text-black">Not recorded</span>;

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-2 text-lg font-bold text-slate-900 print:text-black">
      {children}
    </h2>
  );
}

export interface SubjectView {
  type: "lead" | "booking";
  title: string;
  href: string;
  /** The subject's address with the site's origin, written out on paper. */
  absoluteHref: string;
  emailSha256: string;
  /** Who consented, while they are held. */
  person: { name: string; email: string; company: string | null; phone: string | null } | undefined;
}

export function CertificateHeading({
  subject,
  jsonHref,
  certificateUrl,
  issuedAt,
}: {
  subject: SubjectView;
  jsonHref: string;
  certificateUrl: string;
  issuedAt: string;
}) {
  return (
    <>
      <PageHeader title="Proof of consent">
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
          <Button href={jsonHref} download variant="secondary">
            Download JSON
          </Button>
        </div>
      </PageHeader>
      <p className="mb-6 text-slate-700 print:text-black">
        {subject.type === "lead" ? "For the " : "For the booking: "}
        <a href={subject.href} data-url={subject.absoluteHref} className={linkClass}>
          {subject.title}
        </a>
        . Issued {issuedAt}.<span className="hidden print:inline"> This certificate: {certificateUrl}</span>
      </p>
    </>
  );
}

export interface RecordView {
  id: string;
  text: string;
  version: string;
  /** The language of the text shown: "English", "French". */
  language: string;
  storedSha256: string;
  receivedAtUtc: string;
  receivedAtToronto: string;
  /** "3 minutes 5 seconds", if the form recorded it. */
  timeToComplete: string | undefined;
}

export function TheConsent({ subject, record }: { subject: SubjectView; record: RecordView }) {
  return (
    <section aria-labelledby="consent-given" className="mb-8">
      <SectionTitle id="consent-given">The consent</SectionTitle>
      <dl>
        {subject.person ? (
          <Row label="Given by">
            {subject.person.name}, {subject.person.email}
            {subject.person.company ? `, ${subject.person.company}` : ""}
            {subject.person.phone ? `, ${subject.person.phone}` : ""}
          </Row>
        ) : (
          <Row label="Given by">Erased at the person&apos;s request</Row>
        )}
        <Row label="Email address hash (SHA-256)" mono>
          {subject.emailSha256}
        </Row>
        <Row label="Text shown, verbatim">
          <blockquote className="border-l-4 border-brand-700 pl-3 italic print:border-black">
            {record.text}
          </blockquote>
        </Row>
        <Row label="Text version">{record.version}</Row>
        <Row label="Text language">{record.language}</Row>
        <Row label="Text SHA-256, as stored" mono>
          {record.storedSha256}
        </Row>
        <Row label="Received (UTC)">
          <time dateTime={record.receivedAtUtc}>{record.receivedAtUtc}</time>
        </Row>
        <Row label="Received (Toronto)">{record.receivedAtToronto}</Row>
        <Row label="Time to complete the form">{record.timeToComplete ?? notRecorded}</Row>
        <Row label="Consent record">
          <span className="font-mono text-sm">{record.id}</span>
        </Row>
      </dl>
    </section>
  );
}

export function Verification({
  verification,
  version,
}: {
  verification: { matches: boolean; recomputedSha256: string; publishedTextMatches: boolean | null };
  version: string;
}) {
  return (
    <section aria-labelledby="verification" className="mb-8">
      <SectionTitle id="verification">Verification</SectionTitle>
      <div
        className={`rounded-xl border p-4 print:border-black print:bg-white print:text-black ${
          verification.matches
            ? "border-brand-300 bg-brand-50 text-brand-950"
            : "border-danger-300 bg-danger-50 text-danger-950"
        }`}
      >
        <p className="font-semibold">
          {verification.matches
            ? "Verified: the SHA-256 of the stored text matches the stored hash."
            : "Mismatch: the SHA-256 of the stored text does not match the stored hash. The text or its hash was changed after the consent was recorded."}
        </p>
        <p className="mt-2 text-sm">
          Recomputed now from the stored text (UTF-8):{" "}
          <span className="font-mono break-all">{verification.recomputedSha256}</span>
        </p>
        <p className="mt-2 text-sm">
          {verification.publishedTextMatches === null
            ? "The site no longer publishes this version of the text, so it cannot be compared."
            : verification.publishedTextMatches
              ? `The stored text is the text the site publishes as version ${version}.`
              : `The stored text differs from the text the site publishes as version ${version}.`}
        </p>
      </div>
    </section>
  );
}

interface EvidenceView {
  ipAddress: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm: { name: string; value: string }[];
  visitorTimeZone: string | null;
}

interface ErasureView {
  erasedAtToronto: string;
  erasedAtUtc: string;
  reason: string | null;
  evidenceSha256: string;
  evidenceHashRule: string;
}

/** How the consent was given; once erased, only a hash of that, with the erasure's own record. */
export function Circumstances({
  evidence,
  erasure,
}: {
  evidence: EvidenceView | undefined;
  erasure: ErasureView | undefined;
}) {
  return (
    <section aria-labelledby="circumstances" className="mb-8">
      <SectionTitle id="circumstances">Circumstances</SectionTitle>
      {evidence ? <Evidence evidence={evidence} /> : erasure ? <Erasure erasure={erasure} /> : null}
    </section>
  );
}

function Evidence({ evidence }: { evidence: EvidenceView }) {
  return (
    <dl>
      <Row label="IP address" mono>
        {evidence.ipAddress ?? notRecorded}
      </Row>
      <Row label="Browser (user agent)">{evidence.userAgent ?? notRecorded}</Row>
      <Row label="Page" mono>
        {evidence.pageUrl ?? notRecorded}
      </Row>
      <Row label="Referrer" mono>
        {evidence.referrer ?? notRecorded}
      </Row>
      <Row label="Campaign">
        {evidence.utm.length === 0 ? (
          "None"
        ) : (
          <ul>
            {evidence.utm.map(({ name, value }) => (
              <li key={name}>
                <span className="font-mono text-sm">{name}</span>: {value}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Visitor's time zone">{evidence.visitorTimeZone ?? notRecorded}</Row>
    </dl>
  );
}

function Erasure({ erasure }: { erasure: ErasureView }) {
  return (
    <dl>
      <Row label="Erased (Toronto)">
        <time dateTime={erasure.erasedAtUtc}>{erasure.erasedAtToronto}</time>
      </Row>
      <Row label="Reason">{erasure.reason ?? "Not given"}</Row>
      <Row label="Evidence hash (SHA-256)" mono>
        {erasure.evidenceSha256}
      </Row>
      <Row label="How the evidence hash was made">{erasure.evidenceHashRule}.</Row>
    </dl>
  );
}
