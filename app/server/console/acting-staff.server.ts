/**
 * The member of staff a console change is made by, as the bookings and availability modules need
 * them: who they are, and how to write the audit entry in the change's own transaction. The
 * signed-in request of access.server.ts (staffRequest) is one.
 */
import type { Executor } from "../db/executor.server";
import type { AuditEntry } from "./audit.server";

export type StaffAuditEntry = Omit<AuditEntry, "staffId" | "actor" | "ipAddress">;

export interface ActingStaff {
  staff: { id: string };
  audit(db: Executor, entry: StaffAuditEntry): Promise<void>;
}
