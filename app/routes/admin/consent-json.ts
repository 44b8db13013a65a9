/**
 * A consent certificate as a JSON download (issue 11, point 6), at /admin/leads/:id/consent.json
 * and /admin/bookings/:id/consent.json: the same facts as the printable page, for a regulator's
 * or the person's records. Each download is in the audit log.
 */
import { data } from "react-router";
import { staffRequest } from "~/server/console/access.server";
import { idParam } from "~/server/console/forms.server";
import {
  certificateDocument,
  consentCertificate,
  consentSubjectTypeOf,
} from "~/server/console/consent-certificate.server";
import type { Route } from "./+types/consent-json";

export async function loader(args: Route.LoaderArgs) {
  const request = staffRequest(args.context);
  const { services } = request;
  const type = consentSubjectTypeOf(args.request);
  const certificate = await consentCertificate(
    services.db,
    type,
    idParam(args.params.id, `No such ${type}.`),
  );
  if (!certificate) throw data(`No such ${type}.`, { status: 404 });
  const now = services.now();
  const page = `/admin/${type === "lead" ? "leads" : "bookings"}/${certificate.subject.id}/consent`;
  const document = certificateDocument(certificate, {
    at: now,
    by: request.staff.email,
    url: new URL(page, services.siteUrl).toString(),
  });
  await request.audit(services.db, {
    action: "consent-exported",
    subjectType: type,
    subjectId: certificate.subject.id,
    details: { format: "json", hashVerified: certificate.verification.matches },
  });
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="consent-${type}-${certificate.subject.id}.json"`,
    },
  });
}
