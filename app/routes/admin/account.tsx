/**
 * Your own account: two-step sign-in (set up with an authenticator app, or turned off with a
 * code), and signing out every browser at once. Turning two-step sign-in on or off needs the
 * password (or a code) given within the last 10 minutes (PasswordCheck, ADR 028). The screen's
 * sections are in features/console/account.tsx.
 */
import * as z from "zod/mini";
import { Alert } from "~/components/ui/status";
import { CONFIRM_PASSWORD_INTENT, totpCodeSchema } from "~/domain/staff";
import { AccountDetails, SignedInBrowsers, TwoStepSignIn } from "~/features/console/account";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import { Notice, PageHeader } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import {
  confirmTotpEnrolment,
  disableTotp,
  startTotpEnrolment,
  totpRequired,
} from "~/server/console/accounts.server";
import { readForm, refused, succeeded } from "~/server/console/forms.server";
import {
  answerPasswordConfirmation,
  type PasswordCheckAnswer,
  recentlyAuthenticated,
  requireRecentAuthentication,
} from "~/server/console/recent-authentication.server";
import { SIGN_IN_THROTTLED_MESSAGE, WRONG_CODE_MESSAGE } from "~/server/console/sessions.server";
import { totpEnrolment } from "~/server/console/totp.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => consoleMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const { session, services } = staffRequest(args.context);
  const { account } = session;
  const required = await totpRequired(services.db);
  const enrolment =
    account.totpSecret === null
      ? await totpEnrolment(await startTotpEnrolment(services.db, account), account.email)
      : undefined;
  return {
    email: account.email,
    role: account.role,
    twoStep: account.totpSecret !== null,
    required,
    enrolment: enrolment && { qrSvg: enrolment.qrSvg, secret: enrolment.secret },
    passwordCheckDue: !recentlyAuthenticated(session, services.now()),
  };
}

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services, session } = request;
  const by = { staffId: request.staff.id, actor: request.staff.email, ipAddress: request.ip };
  const { intent } = await readForm(args.request.clone(), z.object({}));
  if (intent === CONFIRM_PASSWORD_INTENT) return answerPasswordConfirmation(request, args.request);
  if (intent !== "enable-totp" && intent !== "disable-totp") {
    return refused<PasswordCheckAnswer>({ form: "Unknown action." });
  }
  const passwordCheck = requireRecentAuthentication(request);
  if (passwordCheck) return passwordCheck;
  const form = await readForm(args.request, totpCodeSchema);
  if (!form.ok) return refused<PasswordCheckAnswer>(form.fieldErrors);
  if (intent === "enable-totp") {
    const confirmed = await confirmTotpEnrolment(
      services.db,
      session.account,
      form.data.code,
      by,
      session.tokenSha256,
      services.now(),
    );
    return confirmed
      ? succeeded<PasswordCheckAnswer>("Two-step sign-in is on. Other browsers were signed out.")
      : refused<PasswordCheckAnswer>({ code: WRONG_CODE_MESSAGE });
  }
  const outcome = await disableTotp(services.db, session, form.data.code, by, services.now());
  switch (outcome) {
    case "disabled":
      return succeeded<PasswordCheckAnswer>("Two-step sign-in is off.");
    case "required":
      return refused<PasswordCheckAnswer>({
        code: "Owners require two-step sign-in for every account; it cannot be turned off.",
      });
    case "wrong-code":
      return refused<PasswordCheckAnswer>({ code: WRONG_CODE_MESSAGE });
    case "throttled":
      // The session has ended: the next page is the sign-in's.
      return refused<PasswordCheckAnswer>({}, { status: 429, message: SIGN_IN_THROTTLED_MESSAGE });
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, actionData);
  return (
    <>
      <PageHeader title="Your account" />
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      {askForPassword ? <PasswordCheck answer={actionData} changes="changes to two-step sign-in" /> : null}
      {!askForPassword && actionData?.message ? <Alert className="mb-6">{actionData.message}</Alert> : null}
      <AccountDetails email={loaderData.email} role={loaderData.role} />
      <TwoStepSignIn
        on={loaderData.twoStep}
        required={loaderData.required}
        enrolment={loaderData.enrolment}
        codeError={actionData?.fieldErrors.code}
      />
      <SignedInBrowsers />
    </>
  );
}
