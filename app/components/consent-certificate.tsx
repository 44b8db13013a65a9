/**
 * A consent certificate's body (issue 11 point 6, issue 26 item 1): the consent as given, its
 * verification, and its circumstances (or, once erased, the erasure). The console's proof of
 * consent (routes/admin/consent.tsx) shows a lead's or a booking's; the home and compliance pages
 * show a sample with the same component, so what a prospect sees is what a client is handed.
 * It takes plain data and its words (content/consent-certificate.ts and its French module), and
 * is made to be printed: black on white.
 */
import type { ReactNode } from "react";

export interface CertificateLabels {
  consent: string;
  givenBy: string;
  erasedPerson: string;
  emailSha256: string;
  text: string;
  textVersion: string;
  textLanguage: string;
  textSha256: string;
  receivedUtc: string;
  receivedToronto: string;
  timeToComplete: string;
  consentRecord: string;
  notRecorded: string;
  verification: string;
  verified: string;
  mismatch: string;
  recomputed: string;
  versionRetired: string;
  publishedMatches: (version: string) => string;
  publishedDiffers: (version: string) => string;
  circumstances: string;
  ipAddress: string;
  userAgent: string;
  page: string;
  referrer: string;
  campaign: string;
  noCampaign: string;
  visitorTimeZone: string;
  erasedAt: string;
  reason: string;
  reasonNotGiven: string;
  evidenceSha256: string;
  evidenceHashRule: string;
}

/** Who consented, while they are held. */
export interface ConsentPersonView {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
}

export interface RecordView {
  id: string;
  text: string;
  version: string;
  /** The language of the text shown, in the reader's words: "English", "French". */
  language: string;
  storedSha256: string;
  receivedAtUtc: string;
  receivedAtToronto: string;
  /** "3 minutes 5 seconds", if the form recorded it. */
  timeToComplete: string | undefined;
}

export interface VerificationView {
  matches: boolean;
  recomputedSha256: string;
  /** Whether the stored text is the one the site publishes under its version; null for a retired version. */
  publishedTextMatches: boolean | null;
}

export interface EvidenceView {
  ipAddress: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm: { name: string; value: string }[];
  visitorTimeZone: string | null;
}

export interface ErasureView {
  erasedAtToronto: string;
  erasedAtUtc: string;
  reason: string | null;
  evidenceSha256: string;
  evidenceHashRule: string;
}

export interface CertificateView {
  /** undefined once the person's data is erased. */
  person: ConsentPersonView | undefined;
  emailSha256: string;
  record: RecordView;
  verification: VerificationView;
  evidence: EvidenceView | undefined;
  erasure: ErasureView | undefined;
}

function Row({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[14rem_1fr] print:grid-cols-[12rem_1fr] print:border-black">
      <dt className="font-semibold text-slate-900 print:text-black">{label}</dt>
      <dd
        className={`min-w-0 text-slate-800 print:text-black ${mono ? "font-mono text-sm break-all" : "break-words"}`}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The certificate's three sections. `headingLevel` fits them under the page's own headings (h2 in
 * the console, h3 inside a marketing page's section); `idPrefix` keeps their ids unique on a page.
 */
export function ConsentCertificate({
  certificate,
  labels,
  headingLevel = 2,
  idPrefix = "",
}: {
  certificate: CertificateView;
  labels: CertificateLabels;
  headingLevel?: 2 | 3;
  idPrefix?: string;
}) {
  const { person, emailSha256, record, verification, evidence, erasure } = certificate;
  const Heading = `h${headingLevel}` as const;
  const notRecorded = <span className="text-slate-600 print:text-black">{labels.notRecorded}</span>;
  const section = (key: string, title: string, children: ReactNode) => (
    <section aria-labelledby={`${idPrefix}${key}`} className="mb-8 last:mb-0">
      <Heading id={`${idPrefix}${key}`} className="mb-2 text-lg font-bold text-slate-900 print:text-black">
        {title}
      </Heading>
      {children}
    </section>
  );
  return (
    <>
      {section(
        "consent-given",
        labels.consent,
        <dl>
          <Row label={labels.givenBy}>
            {person
              ? [person.name, person.email, person.company, person.phone].filter(Boolean).join(", ")
              : labels.erasedPerson}
          </Row>
          <Row label={labels.emailSha256} mono>
            {emailSha256}
          </Row>
          <Row label={labels.text}>
            <blockquote className="border-l-4 border-brand-700 pl-3 italic print:border-black">
              {record.text}
            </blockquote>
          </Row>
          <Row label={labels.textVersion}>{record.version}</Row>
          <Row label={labels.textLanguage}>{record.language}</Row>
          <Row label={labels.textSha256} mono>
            {record.storedSha256}
          </Row>
          <Row label={labels.receivedUtc}>
            <time dateTime={record.receivedAtUtc}>{record.receivedAtUtc}</time>
          </Row>
          <Row label={labels.receivedToronto}>{record.receivedAtToronto}</Row>
          <Row label={labels.timeToComplete}>{record.timeToComplete ?? notRecorded}</Row>
          <Row label={labels.consentRecord} mono>
            {record.id}
          </Row>
        </dl>,
      )}
      {section(
        "verification",
        labels.verification,
        <div
          className={`rounded-xl border p-4 print:border-black print:bg-white print:text-black ${
            verification.matches
              ? "border-brand-300 bg-brand-50 text-brand-950"
              : "border-danger-300 bg-danger-50 text-danger-950"
          }`}
        >
          <p className="font-semibold">{verification.matches ? labels.verified : labels.mismatch}</p>
          <p className="mt-2 text-sm">
            {labels.recomputed} <span className="font-mono break-all">{verification.recomputedSha256}</span>
          </p>
          <p className="mt-2 text-sm">
            {verification.publishedTextMatches === null
              ? labels.versionRetired
              : verification.publishedTextMatches
                ? labels.publishedMatches(record.version)
                : labels.publishedDiffers(record.version)}
          </p>
        </div>,
      )}
      {section(
        "circumstances",
        labels.circumstances,
        evidence ? (
          <dl>
            <Row label={labels.ipAddress} mono>
              {evidence.ipAddress ?? notRecorded}
            </Row>
            <Row label={labels.userAgent}>{evidence.userAgent ?? notRecorded}</Row>
            <Row label={labels.page} mono>
              {evidence.pageUrl ?? notRecorded}
            </Row>
            <Row label={labels.referrer} mono>
              {evidence.referrer ?? notRecorded}
            </Row>
            <Row label={labels.campaign}>
              {evidence.utm.length === 0 ? (
                labels.noCampaign
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
            <Row label={labels.visitorTimeZone}>{evidence.visitorTimeZone ?? notRecorded}</Row>
          </dl>
        ) : erasure ? (
          <dl>
            <Row label={labels.erasedAt}>
              <time dateTime={erasure.erasedAtUtc}>{erasure.erasedAtToronto}</time>
            </Row>
            <Row label={labels.reason}>{erasure.reason ?? labels.reasonNotGiven}</Row>
            <Row label={labels.evidenceSha256} mono>
              {erasure.evidenceSha256}
            </Row>
            <Row label={labels.evidenceHashRule}>{erasure.evidenceHashRule}.</Row>
          </dl>
        ) : null,
      )}
    </>
  );
}
