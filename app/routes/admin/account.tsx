/**
 * Your own account: two-step sign-in (set up with an authenticator app, or turned off with a
 * code), your calendar subscription (ADR 037), and signing out every browser at once. Turning
 * two-step sign-in on or off, and issuing a calendar URL (which lets whoever holds it read the
 * bookings), need the password (or a code) given within the last 10 minutes (PasswordCheck, ADR
 * 028); revoking the URL only takes access away. The screen's sections are in
 * features/console/account.tsx.
 */
import * as z from "zod/mini";
import { CONFIRM_PASSWORD_INTENT, totpCodeSchema } from "~/domain/staff";
import {
  AccountDetails,
  CalendarSubscription,
  type NewCalendarUrls,
  SignedInBrowsers,
  TwoStepSignIn,
} from "~/features/console/account";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { Notice, PageHeader, Refusal, SavingFieldset } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import {
  confirmTotpEnrolment,
  disableTotp,
  startTotpEnrolment,
  totpRequired,
} from "~/server/console/accounts.server";
import {
  calendarFeedIssuedAt,
  issueCalendarFeed,
  revokeCalendarFeed,
} from "~/server/console/calendar-feeds.server";
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

/** What the page's actions answer: a new calendar URL is shown once, from the answer alone. */
type AccountAnswer = PasswordCheckAnswer & { newCalendarUrls?: NewCalendarUrls };

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
    calendarUrlIssued: await calendarFeedIssuedAt(services.db, account.id).then(
      (issuedAt) => issuedAt && formatTorontoInstant(issuedAt),
    ),
    passwordCheckDue: !recentlyAuthenticated(session, services.now()),
  };
}

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services, session } = request;
  const by = { staffId: request.staff.id, actor: request.staff.email, ipAddress: request.ip };
  const { intent } = await readForm(args.request.clone(), z.object({}));
  if (intent === CONFIRM_PASSWORD_INTENT) return answerPasswordConfirmation(request, args.request);
  if (intent === "revoke-calendar-url") {
    const revoked = await revokeCalendarFeed(services.db, request.staff.id, by, services.now());
    return revoked
      ? succeeded<AccountAnswer>("Calendar subscription revoked: its URL no longer works.")
      : refused<AccountAnswer>({ form: "You have no calendar subscription to revoke." });
  }
  const known = ["enable-totp", "disable-totp", "create-calendar-url", "rotate-calendar-url"];
  if (!known.includes(intent)) return refused<AccountAnswer>({ form: "Unknown action." });
  const passwordCheck = requireRecentAuthentication<AccountAnswer>(request);
  if (passwordCheck) return passwordCheck;
  if (intent === "create-calendar-url" || intent === "rotate-calendar-url") {
    const issued = await issueCalendarFeed(
      services.db,
      request.staff.id,
      by,
      services.siteUrl,
      services.now(),
    );
    // The account is signed in, so active: the layout's guard has just checked it.
    if (issued.kind === "no-account") throw new Error("A signed-in account was not found as active");
    return succeeded<AccountAnswer>(
      issued.kind === "created"
        ? "Calendar subscription created. Copy its URL now: it is shown only once."
        : "Calendar subscription replaced: the old URL no longer works. Copy the new one now: it is shown only once.",
      { newCalendarUrls: issued.urls },
    );
  }
  const form = await readForm(args.request, totpCodeSchema);
  if (!form.ok) return refused<AccountAnswer>(form.fieldErrors);
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
      ? succeeded<AccountAnswer>("Two-step sign-in is on. Other browsers were signed out.")
      : refused<AccountAnswer>({ code: WRONG_CODE_MESSAGE });
  }
  const outcome = await disableTotp(services.db, session, form.data.code, by, services.now());
  switch (outcome) {
    case "disabled":
      return succeeded<AccountAnswer>("Two-step sign-in is off.");
    case "required":
      return refused<AccountAnswer>({
        code: "Owners require two-step sign-in for every account; it cannot be turned off.",
      });
    case "wrong-code":
      return refused<AccountAnswer>({ code: WRONG_CODE_MESSAGE });
    case "throttled":
      // The session has ended: the next page is the sign-in's.
      return refused<AccountAnswer>({}, { status: 429, message: SIGN_IN_THROTTLED_MESSAGE });
  }
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as AccountAnswer | undefined);
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, answer);
  return (
    <>
      <PageHeader title="Your account" />
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      <SavingFieldset saving={saving}>
        {askForPassword ? (
          <PasswordCheck
            answer={answer}
            changes="changes to two-step sign-in or a new calendar subscription URL"
          />
        ) : null}
        {!askForPassword && answer?.message ? <Refusal className="mb-6">{answer.message}</Refusal> : null}
        <AccountDetails email={loaderData.email} role={loaderData.role} />
        <TwoStepSignIn
          on={loaderData.twoStep}
          required={loaderData.required}
          enrolment={loaderData.enrolment}
          codeError={answer?.fieldErrors.code}
        />
        <CalendarSubscription
          issued={loaderData.calendarUrlIssued}
          newUrls={answer?.newCalendarUrls}
          problem={answer?.fieldErrors.form}
        />
        <SignedInBrowsers />
      </SavingFieldset>
    </>
  );
}
