/**
 * Owners manage the team: invite (the setup link is emailed and shown once), change a role,
 * disable or enable an account, end its sessions, reset its two-step sign-in when its phone is lost,
 * and require two-step sign-in for everyone. Every change but ending sessions needs the owner's
 * password (or a code) given within the last 10 minutes (PasswordCheck, ADR 028).
 */
import * as z from "zod/mini";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { uuidField } from "~/domain/ids";
import { CONFIRM_PASSWORD_INTENT, inviteSchema, STAFF_ROLES } from "~/domain/staff";
import { formatTorontoInstant } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import {
  cellClass,
  FormProblems,
  headerCellClass,
  InputField,
  Notice,
  PageHeader,
  SelectInputField,
  tableClass,
  TableScroller,
} from "~/features/console/ui";
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

const stateLabels = { active: "Active", invited: "Invited, no password yet", disabled: "Disabled" } as const;

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors;
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, actionData);
  return (
    <>
      <PageHeader title="Team" />
      {askForPassword ? (
        <PasswordCheck answer={actionData} changes="changes to the team and its two-step sign-in" />
      ) : null}
      {actionData?.done ? (
        <Notice>
          {actionData.done}
          {actionData.setupUrl ? (
            <>
              {" "}
              If the email does not arrive, send them this link yourself (valid 24 hours, usable once):{" "}
              <code className="break-all">{actionData.setupUrl}</code>
            </>
          ) : null}
        </Notice>
      ) : null}
      <FormProblems errors={errors?.form ? errors : undefined} />

      <section aria-labelledby="members" className="mb-10">
        <h2 id="members" className="mb-3 text-lg font-bold text-slate-900">
          Accounts
        </h2>
        <TableScroller label="Accounts">
          <table className={tableClass}>
            <caption className="sr-only">Console accounts</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headerCellClass}>
                  Email
                </th>
                <th scope="col" className={headerCellClass}>
                  State
                </th>
                <th scope="col" className={headerCellClass}>
                  Two-step
                </th>
                <th scope="col" className={headerCellClass}>
                  Open sessions
                </th>
                <th scope="col" className={headerCellClass}>
                  Added
                </th>
                <th scope="col" className={headerCellClass}>
                  Role
                </th>
                <th scope="col" className={headerCellClass}>
                  Access
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {loaderData.members.map((member) => {
                const self = member.id === loaderData.me;
                return (
                  <tr key={member.id}>
                    <th scope="row" className={`${cellClass} font-semibold`}>
                      {member.email}
                      {self ? <span className="font-normal text-slate-600"> (you)</span> : null}
                    </th>
                    <td className={cellClass}>{stateLabels[member.state]}</td>
                    <td className={cellClass}>{member.twoStep ? "On" : "Off"}</td>
                    <td className={cellClass}>{member.openSessions}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>{member.added}</td>
                    <td className={cellClass}>
                      {self ? (
                        member.role === "owner" ? (
                          "Owner"
                        ) : (
                          "Staff"
                        )
                      ) : (
                        <Form method="post" className="flex items-end gap-2">
                          <input type="hidden" name="staffId" value={member.id} />
                          <SelectInputField
                            name="role"
                            idPrefix={`m${member.id}-`}
                            label={<span className="sr-only">Role of {member.email}</span>}
                            options={STAFF_ROLES}
                            defaultValue={member.role}
                          />
                          <Button type="submit" name="intent" value="role" variant="secondary" size="sm">
                            Save<span className="sr-only"> role of {member.email}</span>
                          </Button>
                        </Form>
                      )}
                    </td>
                    <td className={cellClass}>
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="staffId" value={member.id} />
                        {self ? null : member.state === "disabled" ? (
                          <Button type="submit" name="intent" value="enable" variant="secondary" size="sm">
                            Enable<span className="sr-only"> {member.email}</span>
                          </Button>
                        ) : (
                          <Button type="submit" name="intent" value="disable" variant="secondary" size="sm">
                            Disable<span className="sr-only"> {member.email}</span>
                          </Button>
                        )}
                        <Button type="submit" name="intent" value="revoke-sessions" variant="ghost" size="sm">
                          Sign out everywhere<span className="sr-only"> ({member.email})</span>
                        </Button>
                        {member.twoStep && !self ? (
                          <Button type="submit" name="intent" value="reset-totp" variant="ghost" size="sm">
                            Reset two-step<span className="sr-only"> sign-in of {member.email}</span>
                          </Button>
                        ) : null}
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="invite" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="invite" className="text-lg font-bold text-slate-900">
            Invite someone
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            They get an email with a link to choose their password, valid 24 hours.
          </p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <InputField
              name="email"
              label="Email"
              type="email"
              required
              error={errors?.email}
              idPrefix="invite-"
            />
            <SelectInputField
              name="role"
              label="Role"
              options={STAFF_ROLES}
              defaultValue="staff"
              error={errors?.role}
              idPrefix="invite-"
            />
            <Button type="submit" name="intent" value="invite">
              Send invitation
            </Button>
          </Form>
        </section>

        <section
          aria-labelledby="two-step-policy"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="two-step-policy" className="text-lg font-bold text-slate-900">
            Two-step sign-in for everyone
          </h2>
          {loaderData.totpRequired ? (
            <p className="mt-2 text-sm text-slate-700">
              Required: an account without it must set it up before it can use the console.
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              Optional: each person decides on their account page.
            </p>
          )}
          {loaderData.totpRequired ? null : (
            <p className="mt-3 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-950">
              The console holds personal data and consent proof: requiring a second factor is strongly
              recommended.
            </p>
          )}
          <Form method="post" className="mt-4">
            {loaderData.totpRequired ? (
              <Button type="submit" name="intent" value="allow-without-totp" variant="secondary">
                Make it optional
              </Button>
            ) : (
              <Button type="submit" name="intent" value="require-totp">
                Require two-step sign-in
              </Button>
            )}
          </Form>
        </section>
      </div>
    </>
  );
}
