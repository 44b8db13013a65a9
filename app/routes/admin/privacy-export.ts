/**
 * Everything held about one email address as a JSON download (issue 11, point 7), for a person's
 * access request. A POST from the privacy page (the address stays out of URLs), in the audit log.
 */
import { data } from "react-router";
import { privacySearchSchema } from "~/domain/privacy-request";
import { staffRequest } from "~/server/console/access.server";
import { readForm } from "~/server/console/forms.server";
import { findPersonalData, personalDataExport } from "~/server/console/privacy.server";
import type { Route } from "./+types/privacy-export";

/**
 * The export is a POST from the privacy page's button: the address never goes in a URL. (Only
 * staff get this far: the downloads' layout checks first.)
 */
export function loader() {
  throw data("Use the Download button on the Privacy requests page.", {
    status: 405,
    headers: { Allow: "POST" },
  });
}

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services } = request;
  const form = await readForm(args.request, privacySearchSchema);
  if (!form.ok) return data({ fieldErrors: form.fieldErrors }, { status: 400 });
  const now = services.now();
  const found = await findPersonalData(services.db, form.data.email);
  const exported = personalDataExport(found, now);
  await request.audit(services.db, {
    action: "privacy-exported",
    subjectType: "person",
    subjectId: found.emailSha256,
    details: {
      leads: found.leads.length,
      bookings: found.bookings.length,
      consentRecords: found.consentRecords.length,
      emails: found.emails.length,
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // The address is personal data: the file is named by the date and the address's hash.
      "Content-Disposition": `attachment; filename="personal-data-${day}-${found.emailSha256.slice(0, 12)}.json"`,
    },
  });
}
