/**
 * Your own account: two-step sign-in (set up with an authenticator app, or turned off with a
 * code), and signing out every browser at once. Turning two-step sign-in on or off needs the
 * password (or a code) given within the last 10 minutes (PasswordCheck, ADR 028).
 */
import * as z from "zod/mini";
import { Form } from "react-router";
import { Alert } from "~/components/ui/status";
import { Button } from "~/components/ui/button";
import { CONFIRM_PASSWORD_INTENT, totpCodeSchema } from "~/domain/staff";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import { InputField, Notice, PageHeader } from "~/features/console/ui";
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
  const { enrolment } = loaderData;
  const codeError = actionData?.fieldErrors.code;
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, actionData);
  return (
    <>
      <PageHeader title="Your account" />
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      {askForPassword ? <PasswordCheck answer={actionData} changes="changes to two-step sign-in" /> : null}
      {!askForPassword && actionData?.message ? <Alert className="mb-6">{actionData.message}</Alert> : null}
      <dl className="mb-8 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-900">Email</dt>
        <dd>{loaderData.email}</dd>
        <dt className="font-semibold text-slate-900">Role</dt>
        <dd>{loaderData.role === "owner" ? "Owner" : "Staff"}</dd>
      </dl>

      <section
        aria-labelledby="two-step"
        className="mb-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="two-step" className="text-lg font-bold text-slate-900">
          Two-step sign-in
        </h2>
        {loaderData.twoStep ? (
          <>
            <p className="mt-2 text-slate-700">
              On. Each sign-in asks for a code from your authenticator app.
            </p>
            {loaderData.required ? (
              <p className="mt-2 text-slate-700">Owners require it for every account.</p>
            ) : (
              <Form method="post" className="mt-4 space-y-4" noValidate>
                <input type="hidden" name="intent" value="disable-totp" />
                <InputField
                  name="code"
                  label="Current 6-digit code, to turn it off"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  error={codeError}
                />
                <Button type="submit" variant="secondary">
                  Turn off two-step sign-in
                </Button>
              </Form>
            )}
          </>
        ) : enrolment ? (
          <>
            {loaderData.required ? (
              <Alert className="mt-3">Owners require two-step sign-in. Set it up to use the console.</Alert>
            ) : (
              <p className="mt-2 text-slate-700">
                Off. Turn it on so that a stolen password alone cannot open the console.
              </p>
            )}
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
              <li>
                Scan this code with an authenticator app (1Password, Google Authenticator, Microsoft
                Authenticator…).
                <div
                  className="mt-3 w-48 rounded-lg border border-slate-200 bg-white"
                  role="img"
                  aria-label="QR code of your two-step sign-in key"
                  // The SVG is drawn by the qrcode library from our own otpauth:// address.
                  dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
                />
              </li>
              <li>
                Or type this key into the app:{" "}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{enrolment.secret}</code>
              </li>
              <li>Enter the code the app shows.</li>
            </ol>
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="enable-totp" />
              <InputField
                name="code"
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                error={codeError}
              />
              <Button type="submit">Turn on two-step sign-in</Button>
            </Form>
          </>
        ) : null}
      </section>

      <section
        aria-labelledby="sessions"
        className="max-w-xl rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="sessions" className="text-lg font-bold text-slate-900">
          Signed-in browsers
        </h2>
        <p className="mt-2 text-slate-700">
          A session ends after 8 hours without use, and after 7 days in any case. Lost a laptop or phone? Sign
          out everywhere, then change your password.
        </p>
        <Form method="post" action="/admin/sign-out" className="mt-4">
          <input type="hidden" name="scope" value="everywhere" />
          <Button type="submit" variant="secondary">
            Sign out everywhere
          </Button>
        </Form>
      </section>
    </>
  );
}
