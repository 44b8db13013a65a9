/**
 * A lead's or a booking's consent certificate (issue 11, point 6), at /admin/leads/:id/consent and
 * /admin/bookings/:id/consent: made to be printed or saved as PDF for a regulator, without the
 * console's chrome, black on white, with its links' addresses written out. The certificate's
 * body is components/consent-certificate.tsx, which the home and compliance pages show a sample of.
 */
import { data } from "react-router";
import { languageLabel } from "~/domain/locale";
import { formatTorontoInstant } from "~/domain/time";
import { ConsentCertificate } from "~/components/consent-certificate";
import { certificateLabels, formDurationInWords } from "~/content/consent-certificate";
import { CertificateHeading } from "~/features/console/consent";
import { consoleMeta } from "~/features/console/meta";
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
      language: languageLabel(record.language),
      storedSha256: record.storedSha256,
      receivedAtUtc: record.receivedAt.toISOString(),
      receivedAtToronto: formatTorontoInstant(record.receivedAt),
      timeToComplete:
        record.timeToCompleteMs === null ? undefined : formDurationInWords(record.timeToCompleteMs),
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

export default function ConsentCertificatePage({ loaderData }: Route.ComponentProps) {
  const { subject, record } = loaderData;
  return (
    <article className="max-w-4xl print:max-w-none print:bg-white print:text-black">
      <CertificateHeading
        subject={subject}
        jsonHref={loaderData.jsonHref}
        certificateUrl={loaderData.certificateUrl}
        issuedAt={loaderData.issuedAtToronto}
      />
      <ConsentCertificate
        certificate={{
          person: subject.person,
          emailSha256: subject.emailSha256,
          record,
          verification: loaderData.verification,
          evidence: loaderData.evidence,
          erasure: loaderData.erasure,
        }}
        labels={certificateLabels}
      />
    </article>
  );
}
