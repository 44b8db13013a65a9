/**
 * The password asked again before a security change, when this browser has not given it (or a
 * code) for 10 minutes (server/console/recent-authentication.server.ts). A plain form that posts
 * to the page's own action; once confirmed, the page's changes go through for 10 minutes.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CONFIRM_PASSWORD_INTENT } from "~/domain/staff";
import { InputField } from "./fields";
import { Refusal } from "./ui";

/** The part of a page's action answer this form reads. */
interface PasswordCheckState {
  fieldErrors?: Record<string, string>;
  message?: string;
  passwordCheck?: "due" | "confirmed";
}

/** Whether to ask: the loader's view, unless the action has just answered otherwise. */
export function passwordCheckShown(loaderDue: boolean, answer: PasswordCheckState | undefined): boolean {
  if (answer?.passwordCheck === "confirmed") return false;
  return loaderDue || answer?.passwordCheck === "due";
}

export function PasswordCheck({
  answer,
  changes,
}: {
  answer: PasswordCheckState | undefined;
  /** What the password unlocks on this page, e.g. "changes to two-step sign-in". */
  changes: string;
}) {
  return (
    <section
      aria-labelledby="password-check"
      className="mb-8 max-w-xl rounded-xl border border-warning-200 bg-warning-50 p-6"
    >
      <h2 id="password-check" className="text-lg font-bold text-slate-900">
        Confirm it is you
      </h2>
      <p className="mt-2 text-slate-700">
        Enter your password to make {changes}. It is asked again when you have not given it, or a code, for 10
        minutes.
      </p>
      {answer?.message ? <Refusal className="mt-3">{answer.message}</Refusal> : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={CONFIRM_PASSWORD_INTENT} />
        <InputField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          idPrefix="password-check-"
          error={answer?.fieldErrors?.password}
        />
        <Button type="submit">Confirm password</Button>
      </Form>
    </section>
  );
}
