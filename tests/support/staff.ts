/** Members of staff for the console's integration suites: an account row, and the actor the console's functions take. */
import { randomUUID } from "node:crypto";
import type { ActingStaff } from "../../app/server/console/acting-staff.server";
import { recordAudit } from "../../app/server/console/audit.server";
import type { Executor } from "../../app/server/db/executor.server";
import { staffAccounts } from "../../app/server/db/schema.server";

export const STAFF_IP = "203.0.113.7";

/** A new account (no password: these suites never sign in) acting from STAFF_IP on the given clock. */
export async function actingStaff(
  db: Executor,
  now: () => Date,
  role: "owner" | "staff" = "staff",
): Promise<ActingStaff & { staff: { id: string; email: string } }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@staff.example.com`;
  const [account] = await db
    .insert(staffAccounts)
    .values({ email, role })
    .returning({ id: staffAccounts.id });
  const staff = { id: account!.id, email };
  return { staff, audit: auditBy(staff, now) };
}

/** How the console's functions record what `staff` did: as them, from STAFF_IP, on the given clock. */
export function auditBy(staff: { id: string; email: string }, now: () => Date): ActingStaff["audit"] {
  return (tx, entry) =>
    recordAudit(tx, { ...entry, staffId: staff.id, actor: staff.email, ipAddress: STAFF_IP }, now());
}
