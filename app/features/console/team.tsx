/**
 * /admin/team: the accounts, each with the forms that change its role and its access (no one
 * changes their own), the invitation form, and whether everyone must use two-step sign-in.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { STAFF_ROLES, type StaffRole } from "~/domain/staff";
import { InputField, SelectInputField } from "./fields";
import { DataTable } from "./table";

export interface MemberView {
  id: string;
  email: string;
  role: StaffRole;
  state: "active" | "invited" | "disabled";
  twoStep: boolean;
  openSessions: number;
  /** When the account was made, in Toronto. */
  added: string;
}

const stateLabels = { active: "Active", invited: "Invited, no password yet", disabled: "Disabled" } as const;

export function Accounts({ members, me }: { members: MemberView[]; me: string }) {
  return (
    <section aria-labelledby="members" className="mb-10">
      <h2 id="members" className="mb-3 text-lg font-bold text-slate-900">
        Accounts
      </h2>
      <DataTable
        label="Accounts"
        caption="Console accounts"
        rows={members.map((member) => ({ ...member, self: member.id === me }))}
        rowKey={(member) => member.id}
        columns={[
          {
            header: "Email",
            rowHeader: true,
            className: "font-semibold",
            cell: (member) => (
              <>
                {member.email}
                {member.self ? <span className="font-normal text-slate-600"> (you)</span> : null}
              </>
            ),
          },
          { header: "State", cell: (member) => stateLabels[member.state] },
          { header: "Two-step", cell: (member) => (member.twoStep ? "On" : "Off") },
          { header: "Open sessions", cell: (member) => member.openSessions },
          { header: "Added", className: "whitespace-nowrap", cell: (member) => member.added },
          {
            header: "Role",
            cell: (member) =>
              member.self ? member.role === "owner" ? "Owner" : "Staff" : <RoleForm member={member} />,
          },
          { header: "Access", cell: (member) => <AccessForm member={member} self={member.self} /> },
        ]}
      />
    </section>
  );
}

function RoleForm({ member }: { member: MemberView }) {
  return (
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
  );
}

/** Disable or enable the account, end its sessions, reset its two-step sign-in. */
function AccessForm({ member, self }: { member: MemberView; self: boolean }) {
  return (
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
  );
}

export function InviteForm({ errors }: { errors: Record<string, string> | undefined }) {
  return (
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
  );
}

export function TwoStepPolicy({ required }: { required: boolean }) {
  return (
    <section aria-labelledby="two-step-policy" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="two-step-policy" className="text-lg font-bold text-slate-900">
        Two-step sign-in for everyone
      </h2>
      {required ? (
        <p className="mt-2 text-sm text-slate-700">
          Required: an account without it must set it up before it can use the console.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">Optional: each person decides on their account page.</p>
          <p className="mt-3 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-950">
            The console holds personal data and consent proof: requiring a second factor is strongly
            recommended.
          </p>
        </>
      )}
      <Form method="post" className="mt-4">
        {required ? (
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
  );
}
