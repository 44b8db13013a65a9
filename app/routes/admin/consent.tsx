/**
 * A lead's or a booking's consent certificate (issue 11, point 6), at /admin/leads/:id/consent and
 * /admin/bookings/:id/consent: made to be printed or saved as PDF for a regulator, without the
 * console's chrome, black on white, with its links' addresses written out.
 */
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import { idParam } from "~/server/console/forms.server";
import {
  consentCertificate,
  consentSubjectTypeOf,
  EVIDENCE_HASH_RULE,
} from "~/server/console/consent-certificate.server";
import type { Route } from "./+types/consent";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  consoleMeta(loaderData ? `Proof of consent: ${loaderData.subject.title}` : "Proof of consent");

/** "42 seconds", "3 minutes 5 seconds". */
function durationLabel(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return plural(seconds, "second");
  const rest = seconds % 60;
  return rest === 0 ? plural(minutes, "minute") : `${plural(minutes, "minute")} ${plural(rest, "second")}`;
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const type = consentSubjectTypeOf(args.request);
  const certificate = await consentCertificate(
    services.db,
    type,
    idParam(args.params.id, `No such ${type}.`),
  );
  if (!certificate) throw data(`No such ${type}.`, { status: 404 });
  const { subject, record, verification, evidence, erasure } = certificate;
  const base = `/admin/${type === "lead" ? "leads" : "bookings"}/${subject.id}`;
  return {
    subject: {
      type,
      title: subject.title,
      href: base,
      absoluteHref: new URL(base, services.siteUrl).toString(),
      emailSha256: subject.emailSha256,
      person: subject.person,
      erased: subject.erasedAt !== null,
    },
    certificateUrl: new URL(`${base}/consent`, services.siteUrl).toString(),
    jsonHref: `${base}/consent.json`,
    record: {
      id: record.id,
      text: record.text,
      version: record.version,
      storedSha256: record.storedSha256,
      receivedAtUtc: record.receivedAt.toISOString(),
      receivedAtToronto: formatTorontoInstant(record.receivedAt),
      timeToComplete: record.timeToCompleteMs === null ? undefined : durationLabel(record.timeToCompleteMs),
    },
    verification,
    evidence: evidence && {
      ...evidence,
      utm: Object.entries(evidence.utm).map(([name, value]) => ({ name, value })),
    },
    erasure: erasure && {
      erasedAtToronto: formatTorontoInstant(erasure.erasedAt),
      erasedAtUtc: erasure.erasedAt.toISOString(),
      reason: erasure.reason,
      evidenceSha256: erasure.evidenceSha256,
      evidenceHashRule: EVIDENCE_HASH_RULE,
    },
    issuedAtToronto: formatTorontoInstant(services.now()),
  };
}

/** A link whose address (data-url: in full, with the site's origin) is written after it on paper. */
const linkClass =
  "font-semibold text-brand-800 underline print:font-normal print:text-black print:after:content-['_('_attr(data-url)_')']";

function Row({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: React.ReactNode;
  mono?: boolean;
}) {
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

export default function ConsentCertificatePage({ loaderData }: Route.ComponentProps) {
  const { subject, record, verification, evidence, erasure } = loaderData;
  return (
    <article className="max-w-4xl print:max-w-none print:bg-white print:text-black">
      <PageHeader title="Proof of consent">
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
          <Button href={loaderData.jsonHref} download variant="secondary">
            Download JSON
          </Button>
        </div>
      </PageHeader>
      <p className="mb-6 text-slate-700 print:text-black">
        {subject.type === "lead" ? "For the " : "For the booking: "}
        <a href={subject.href} data-url={subject.absoluteHref} className={linkClass}>
          {subject.title}
        </a>
        . Issued {loaderData.issuedAtToronto}.
        <span className="hidden print:inline"> This certificate: {loaderData.certificateUrl}</span>
      </p>

      <section aria-labelledby="consent-given" className="mb-8">
        <h2 id="consent-given" className="mb-2 text-lg font-bold text-slate-900 print:text-black">
          The consent
        </h2>
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

      <section aria-labelledby="verification" className="mb-8">
        <h2 id="verification" className="mb-2 text-lg font-bold text-slate-900 print:text-black">
          Verification
        </h2>
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
                ? `The stored text is the text the site publishes as version ${record.version}.`
                : `The stored text differs from the text the site publishes as version ${record.version}.`}
          </p>
        </div>
      </section>

      <section aria-labelledby="circumstances" className="mb-8">
        <h2 id="circumstances" className="mb-2 text-lg font-bold text-slate-900 print:text-black">
          Circumstances
        </h2>
        {evidence ? (
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
        ) : erasure ? (
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
        ) : null}
      </section>
    </article>
  );
}
