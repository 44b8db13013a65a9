import { Form, redirect } from "react-router";
import { Alert } from "~/components/ui/status";
import { Button } from "~/components/ui/button";
import { totpCodeSchema } from "~/domain/staff";
import { InputField } from "~/features/console/fields";
import { consoleMeta } from "~/features/console/meta";
import { SignedOutPage } from "~/features/console/signed-out-page";
import { consoleContext, currentSession, safeReturnPath, SIGN_IN_PATH } from "~/server/console/access.server";
import { readForm, refused } from "~/server/console/forms.server";
import {
  confirmSignInCode,
  SIGN_IN_THROTTLED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "~/server/console/sessions.server";
import type { Route } from "./+types/sign-in-code";

export const meta: Route.MetaFunction = () => consoleMeta("Enter your code");

/** Only a session that gave its password and still owes its code has anything to do here. */
async function pendingSession(args: Route.LoaderArgs | Route.ActionArgs) {
  const session = await currentSession(args);
  const next = safeReturnPath(new URL(args.request.url).searchParams.get("next"));
  if (!session) throw redirect(SIGN_IN_PATH, 303);
  if (!session.awaitingCode) throw redirect(next, 303);
  return { session, next };
}

export async function loader(args: Route.LoaderArgs) {
  await pendingSession(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { services, ip } = consoleContext(args.context);
  const { session, next } = await pendingSession(args);
  const form = await readForm(args.request, totpCodeSchema);
  if (!form.ok) return refused(form.fieldErrors);
  const outcome = await confirmSignInCode(
    services.db,
    session,
    form.data.code,
    { ip, userAgent: args.request.headers.get("User-Agent") },
    services.now(),
  );
  if (outcome === "accepted") throw redirect(next, 303);
  if (outcome === "throttled") return refused({}, { status: 429, message: SIGN_IN_THROTTLED_MESSAGE });
  return refused({ code: WRONG_CODE_MESSAGE }, { status: 401 });
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  return (
    <SignedOutPage title="Enter your code">
      <p className="mb-5 text-slate-700">
        Open your authenticator app and enter the 6-digit code it shows for this console.
      </p>
      {actionData?.message ? <Alert className="mb-4">{actionData.message}</Alert> : null}
      <Form method="post" className="space-y-5" noValidate>
        <InputField
          name="code"
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={actionData?.fieldErrors.code}
        />
        <Button type="submit" fullWidth="full">
          Continue
        </Button>
      </Form>
    </SignedOutPage>
  );
}
