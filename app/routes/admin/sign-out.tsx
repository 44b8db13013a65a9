/** Sign out of this browser, or everywhere: a POST only (a link could be followed by anything). */
import { redirect } from "react-router";
import { recordAudit } from "~/server/console/audit.server";
import { consoleContext, currentSession, SIGN_IN_PATH } from "~/server/console/access.server";
import { revokeAllSessions, revokeSession } from "~/server/console/sessions.server";
import type { Route } from "./+types/sign-out";

export async function action(args: Route.ActionArgs) {
  const { services, ip } = consoleContext(args.context);
  const session = await currentSession(args);
  if (session) {
    const everywhere = (await args.request.formData()).get("scope") === "everywhere";
    const now = services.now();
    await services.db.transaction(async (tx) => {
      if (everywhere) await revokeAllSessions(tx, session.account.id, now);
      else await revokeSession(tx, session.tokenSha256, now);
      await recordAudit(
        tx,
        {
          action: everywhere ? "sign-out-everywhere" : "sign-out",
          staffId: session.account.id,
          actor: session.account.email,
          ipAddress: ip,
          subjectType: "staff",
          subjectId: session.account.id,
        },
        now,
      );
    });
  }
  throw redirect(`${SIGN_IN_PATH}?done=signed-out`, {
    status: 303,
    headers: { "Set-Cookie": await services.sessionCookie.serialize("", { maxAge: 0 }) },
  });
}
