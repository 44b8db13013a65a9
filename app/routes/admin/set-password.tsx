import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "~/domain/staff";
import { InputField } from "~/features/console/fields";
import { consoleMeta } from "~/features/console/meta";
import { SignedOutPage } from "~/features/console/signed-out-page";
import { FormProblems } from "~/features/console/ui";
import { consoleContext, SIGN_IN_PATH } from "~/server/console/access.server";
import { accountForLink, setPasswordWithLink } from "~/server/console/accounts.server";
import { readForm, refused } from "~/server/console/forms.server";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = () => consoleMeta("Choose your password");

export async function loader(args: Route.LoaderArgs) {
  const { services } = consoleContext(args.context);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const link = await accountForLink(services.db, token, services.now());
  if (!link) return data({ email: undefined, setup: false }, { status: 404 });
  return { email: link.account.email, setup: link.purpose === "setup" };
}

export async function action(args: Route.ActionArgs) {
  const { services, ip } = consoleContext(args.context);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const form = await readForm(args.request, newPasswordSchema);
  if (!form.ok) return refused(form.fieldErrors);
  const outcome = await setPasswordWithLink(services.db, token, form.data.password, ip, services.now());
  if (outcome === "invalid-link") {
    return refused({ form: "This link has expired or was already used." }, { status: 404 });
  }
  throw redirect(`${SIGN_IN_PATH}?done=password-set`, 303);
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.email) {
    return (
      <SignedOutPage title="This link no longer works">
        <p className="text-slate-700">
          A setup or reset link works once, for a limited time. Ask for a new one; an owner can also invite
          you again.
        </p>
        <p className="mt-6">
          <Link to="/admin/forgot-password" className="font-semibold text-brand-800 underline">
            Send me a new link
          </Link>
        </p>
      </SignedOutPage>
    );
  }
  const errors = actionData?.fieldErrors;
  return (
    <SignedOutPage title={loaderData.setup ? "Set up your account" : "Choose a new password"}>
      <p className="mb-5 text-slate-700">
        For <strong>{loaderData.email}</strong>. Use at least {PASSWORD_MIN_LENGTH} characters; a passphrase
        of a few words is easy to type and hard to guess.
      </p>
      <FormProblems errors={errors} />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
        <InputField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={errors?.password}
        />
        <InputField
          name="confirmPassword"
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          required
          error={errors?.confirmPassword}
        />
        <Button type="submit" fullWidth="full">
          Save password
        </Button>
      </Form>
    </SignedOutPage>
  );
}
