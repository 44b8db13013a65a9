/**
 * Leads and staff written straight into a test database, for the console's suites: any status,
 * any time received, erased or not, without going through the funnel's guards.
 */
import { emailSha256 } from "../../app/server/consent.server";
import type { Executor } from "../../app/server/db/executor.server";
import { leads, staffAccounts } from "../../app/server/db/schema.server";

export type LeadRowValues = Partial<typeof leads.$inferInsert>;

let serial = 0;

/** A lead's row received at `createdAt`, with answers overridable field by field. */
export function leadRow(values: LeadRowValues = {}): typeof leads.$inferInsert {
  serial += 1;
  const email = values.email === undefined ? `lead-${serial}@example.com` : values.email;
  return {
    name: `Lead ${serial}`,
    email,
    emailSha256: emailSha256(email ?? `erased-${serial}@example.com`),
    company: `Company ${serial}`,
    role: "decision-maker",
    intent: "1-3months",
    industry: "finance-insurance",
    territories: ["Canada"],
    budget: "10k-25k",
    volume: "100-500",
    leadType: "qualified-leads",
    submissionTime: values.createdAt ?? new Date("2026-11-20T15:00:00Z"),
    timeToCompleteMs: 42_000,
    createdAt: new Date("2026-11-20T15:00:00Z"),
    ...values,
  };
}

export async function insertLead(db: Executor, values: LeadRowValues = {}) {
  const [row] = await db.insert(leads).values(leadRow(values)).returning();
  return row!;
}

/** What an erasure leaves of a lead's own row (the privacy screen's job; here only its outcome). */
export const erasedLeadValues = (at: Date): LeadRowValues => ({
  name: null,
  email: null,
  company: null,
  phone: null,
  message: null,
  referrer: null,
  erasedAt: at,
});

export async function insertStaff(db: Executor, email = `staff-${++serial}@staff.example.com`) {
  const [row] = await db.insert(staffAccounts).values({ email, role: "staff" }).returning();
  return row!;
}
