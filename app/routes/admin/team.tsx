/**
 * Owners manage the team: invite (the setup link is emailed and shown once), change a role,
 * disable or enable an account, end its sessions, reset its two-step sign-in when its phone is lost,
 * and require two-step sign-in for everyone. Every change but ending sessions needs the owner's
 * password (or a code) given within the last 10 minutes (PasswordCheck, ADR 028). The screen's
 * sections are in features/console/team.tsx.
 */
import * as z from "zod/mini";
import { uuidField } from "~/domain/ids";
import { CONFIRM_PASSWORD_INTENT, inviteSchema } from "~/domain/staff";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import { Accounts, InviteForm, TwoStepPolicy } from "~/features/console/team";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { FormProblems, Notice, PageHeader, SavingFieldset } from "~/features/console/ui";
import { staffRequest } from "~/server/console/access.server";
import {
  changeTeamMember,
  inviteStaff,
  setTotpRequired,
  teamMembers,
  type TeamChangeOutcome,
  totpRequired,
} from "~/server/console/accounts.server";
import { readForm, refused, succeeded } from "~/server/console/forms.server";
import {
  answerPasswordConfirmation,
  type PasswordCheckAnswer,
  recentlyAuthenticated,
  requireRecentAuthentication,
} from "~/server/console/recent-authentication.server";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => consoleMeta("Team");

export async function loader(args: Route.LoaderArgs) {
  const { services, staff, session } = staffRequest(args.context);
  return {
    passwordCheckDue: !recentlyAuthenticated(session, services.now()),
    me: staff.id,
    // Formatted here: the console's code in the browser keeps clear of the booking pages' chunks.
    members: (await teamMembers(services.db, services.now())).map((member) => ({
      ...member,
      added: formatTorontoInstant(member.createdAt),
    })),
    totpRequired: await totpRequired(services.db),
  };
}

const memberChangeSchema = z.object({
  staffId: uuidField("Unknown account"),
  role: z.optional(z.enum(["staff", "owner"], { error: "Please choose a role" })),
});

const refusals: Record<Exclude<TeamChangeOutcome, "done">, string> = {
  "not-found": "That account does not exist.",
  "last-owner": "The console needs at least one active owner: make someone else an owner first.",
  yourself:
    "You cannot change your own role, disable your own account or reset your own two-step sign-in (your account page turns it off).",
};

const doneMessages: Record<string, string> = {
  role: "Role changed.",
  disable: "Account disabled and signed out everywhere.",
  enable: "Account enabled.",
  "revoke-sessions": "Signed out everywhere.",
  "reset-totp":
    "Two-step sign-in reset and signed out everywhere: they sign in with their password and set it up again from their account page (at once, if it is required).",
};

/** An invitation also shows its setup link once, in case the email does not arrive. */
type TeamAnswer = PasswordCheckAnswer & { setupUrl?: string };

/** What takes access away, and so needs no password: ending an account's sessions. */
const NEEDS_NO_PASSWORD = new Set(["revoke-sessions", CONFIRM_PASSWORD_INTENT]);

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const { services } = request;
  const by = { staffId: request.staff.id, actor: request.staff.email, ipAddress: request.ip };
  const form = await readForm(args.request.clone(), z.object({ intent: z.string() }));
  if (!NEEDS_NO_PASSWORD.has(form.intent)) {
    const passwordCheck = requireRecentAuthentication<TeamAnswer>(request);
    if (passwordCheck) return passwordCheck;
  }
  switch (form.intent) {
    case CONFIRM_PASSWORD_INTENT:
      return answerPasswordConfirmation<TeamAnswer>(request, args.request);
    case "invite": {
      const invite = await readForm(args.request, inviteSchema);
      if (!invite.ok) return refused<TeamAnswer>(invite.fieldErrors);
      const outcome = await inviteStaff(services.db, invite.data, by, services.siteUrl, services.now());
      if (outcome.kind === "exists") {
        return refused<TeamAnswer>({ email: "This address already has an account." });
      }
      services.onMailQueued();
      return succeeded<TeamAnswer>(`Invitation emailed to ${invite.data.email}.`, {
        setupUrl: outcome.setupUrl,
      });
    }
    case "require-totp":
    case "allow-without-totp":
      await setTotpRequired(services.db, form.intent === "require-totp", by, services.now());
      return succeeded<TeamAnswer>(
        form.intent === "require-totp"
          ? "Two-step sign-in is now required: accounts without it must set it up before they continue."
          : "Two-step sign-in is now optional.",
      );
    case "role":
    case "disable":
    case "enable":
    case "revoke-sessions":
    case "reset-totp": {
      const change = await readForm(args.request, memberChangeSchema);
      if (!change.ok) return refused<TeamAnswer>(change.fieldErrors);
      const { staffId, role } = change.data;
      if (form.intent === "role" && !role) return refused<TeamAnswer>({ role: "Please choose a role" });
      const outcome = await changeTeamMember(
        services.db,
        form.intent === "role" ? { kind: "role", staffId, role: role! } : { kind: form.intent, staffId },
        by,
        services.now(),
      );
      if (outcome !== "done") return refused<TeamAnswer>({ form: refusals[outcome] });
      return succeeded<TeamAnswer>(doneMessages[form.intent]!);
    }
    default:
      return refused<TeamAnswer>({ form: "Unknown action." });
  }
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as TeamAnswer | undefined);
  const errors = answer?.fieldErrors;
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, answer);
  return (
    <>
      <PageHeader title="Team" />
      <SavingFieldset saving={saving}>
        {askForPassword ? (
          <PasswordCheck answer={answer} changes="changes to the team and its two-step sign-in" />
        ) : null}
        {answer?.done ? (
          <Notice>
            {answer.done}
            {answer.setupUrl ? (
              <>
                {" "}
                If the email does not arrive, send them this link yourself (valid 24 hours, usable once):{" "}
                <code className="break-all">{answer.setupUrl}</code>
              </>
            ) : null}
          </Notice>
        ) : null}
        <FormProblems errors={errors?.form ? errors : undefined} />

        <Accounts members={loaderData.members} me={loaderData.me} />
        <div className="grid gap-8 lg:grid-cols-2">
          {/* A new form once the invited account is on the list: its address is not sent twice. */}
          <InviteForm key={loaderData.members.length} errors={errors} />
          <TwoStepPolicy required={loaderData.totpRequired} />
        </div>
      </SavingFieldset>
    </>
  );
}
