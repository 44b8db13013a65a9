import { Form, Link, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/ui/status";
import { Button } from "~/components/ui/button";
import { signInSchema } from "~/domain/staff";
import { InputField } from "~/features/console/fields";
import { consoleMeta } from "~/features/console/meta";
import { SignedOutPage } from "~/features/console/signed-out-page";
import { Notice } from "~/features/console/ui";
import {
  consoleContext,
  currentSession,
  safeReturnPath,
  SIGN_IN_CODE_PATH,
} from "~/server/console/access.server";
import { readForm, refused } from "~/server/console/forms.server";
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_THROTTLED_MESSAGE, signIn } from "~/server/console/sessions.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => consoleMeta("Sign in");

const notices: Record<string, string> = {
  "password-set": "Your password is set. Sign in with it.",
  "signed-out": "You are signed out.",
};

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const session = await currentSession(args);
  if (session && !session.awaitingCode) throw redirect(safeReturnPath(url.searchParams.get("next")), 303);
  return { notice: notices[url.searchParams.get("done") ?? ""] };
}

export async function action(args: Route.ActionArgs) {
  const { services, ip } = consoleContext(args.context);
  const form = await readForm(args.request, signInSchema);
  if (!form.ok) return refused(form.fieldErrors);
  const outcome = await signIn(
    services.db,
    form.data,
    { ip, userAgent: args.request.headers.get("User-Agent") },
    services.now(),
  );
  if (outcome.kind === "throttled") return refused({}, { status: 429, message: SIGN_IN_THROTTLED_MESSAGE });
  if (outcome.kind === "failed") return refused({}, { status: 401, message: SIGN_IN_FAILED_MESSAGE });
  const next = safeReturnPath(new URL(args.request.url).searchParams.get("next"));
  const cookie = await services.sessionCookie.serialize(outcome.token);
  throw redirect(outcome.needsCode ? `${SIGN_IN_CODE_PATH}?next=${encodeURIComponent(next)}` : next, {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <SignedOutPage title="Sign in">
      {loaderData.notice && !actionData ? <Notice>{loaderData.notice}</Notice> : null}
      {actionData?.message ? <Alert className="mb-4">{actionData.message}</Alert> : null}
      <Form method="post" className="space-y-5" noValidate>
        <InputField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <InputField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Button type="submit" fullWidth="full" disabled={busy}>
          Sign in
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/forgot-password" className="font-semibold text-brand-800 underline">
          Forgot your password?
        </Link>
      </p>
    </SignedOutPage>
  );
}
