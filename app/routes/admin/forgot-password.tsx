import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { forgotPasswordSchema, RESET_LINK_HOURS } from "~/domain/staff";
import { InputField } from "~/features/console/fields";
import { consoleMeta } from "~/features/console/meta";
import { SignedOutPage } from "~/features/console/signed-out-page";
import { Notice } from "~/features/console/ui";
import { consoleContext } from "~/server/console/access.server";
import { requestPasswordReset } from "~/server/console/accounts.server";
import { readForm, refused, succeeded } from "~/server/console/forms.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => consoleMeta("Reset your password");

export async function action(args: Route.ActionArgs) {
  const { services, ip } = consoleContext(args.context);
  const form = await readForm(args.request, forgotPasswordSchema);
  if (!form.ok) return refused(form.fieldErrors);
  await requestPasswordReset(services.db, form.data.email, ip, services.siteUrl, services.now());
  services.onMailQueued();
  return succeeded("sent");
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <SignedOutPage title="Reset your password">
      {actionData?.done ? (
        <Notice>
          If that address has an active console account, a reset link is on its way. It works once, for{" "}
          {RESET_LINK_HOURS} hour.
        </Notice>
      ) : (
        <p className="mb-5 text-slate-700">
          Enter the email address of your console account. We will email you a link.
        </p>
      )}
      <Form method="post" className="space-y-5" noValidate>
        <InputField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={actionData?.fieldErrors.email}
        />
        <Button type="submit" fullWidth="full">
          Email me a link
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/sign-in" className="font-semibold text-brand-800 underline">
          Back to sign in
        </Link>
      </p>
    </SignedOutPage>
  );
}
