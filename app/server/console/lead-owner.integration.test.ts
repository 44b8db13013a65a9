/**
 * Who works a lead (issue 26), on PGlite and PostgreSQL: giving it to a member of staff or to
 * nobody, with its audit entry naming both accounts; the refusals (an owner changed since the page
 * was opened, a disabled account, an erased lead); the list's owner and its "mine", "nobody" and
 * one-account filters; the board; and the audit log's subjects named from what is stored.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { auditLog, emailOutbox, leads, staffAccounts } from "../db/schema.server";
import { databasePerTest, raceTest, testDatabases } from "../../../tests/support/databases";
import { erasedLeadValues, insertLead, insertStaff } from "../../../tests/support/lead-rows";
import { auditBy } from "../../../tests/support/staff";
import { auditPage } from "./audit.server";
import {
  assignableStaff,
  assignLead,
  ERASED_LEAD_MESSAGE,
  leadBoard,
  leadDetail,
  listLeads,
  type LeadAssignment,
  type StaffAudit,
  STALE_OWNER_MESSAGE,
  UNASSIGNABLE_MESSAGE,
} from "./leads.server";

const NOW = new Date("2026-11-26T15:25:00Z");
const SITE_URL = "https://www.maplewiseleads.example";
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe.each(testDatabases)("lead owners on $name", { timeout: 60_000 }, (database) => {
  const race = raceTest(database);
  const openDatabase = databasePerTest(database);
  async function setUp() {
    const { db } = await openDatabase();
    const sam = await insertStaff(db, "sam@staff.example.com");
    const kim = await insertStaff(db, "kim@staff.example.com");
    return { db, sam, kim, audit: auditBy(sam, () => NOW) };
  }
  const assign = (db: Database, assignment: LeadAssignment, audit: StaffAudit) =>
    assignLead({ db, siteUrl: SITE_URL }, assignment, NOW, audit);
  const ownerOf = async (db: Executor, id: string) =>
    (await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]!.ownerId;
  const assignments = (db: Executor) =>
    db
      .select({ subjectId: auditLog.subjectId, actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "lead-assigned"))
      .orderBy(auditLog.id);

  it("gives a lead to a member of staff, then to another, then to nobody, each in the audit log", async () => {
    const { db, sam, kim, audit } = await setUp();
    const lead = await insertLead(db);
    expect((await leadDetail(db, lead.id))!.owner).toBeNull();

    expect(await assign(db, { leadId: lead.id, expectedOwnerId: null, ownerId: sam.id }, audit)).toEqual({
      kind: "assigned",
      ownerEmail: sam.email,
    });
    expect((await leadDetail(db, lead.id))!.owner).toEqual({ id: sam.id, email: sam.email });
    await assign(db, { leadId: lead.id, expectedOwnerId: sam.id, ownerId: kim.id }, audit);
    await assign(db, { leadId: lead.id, expectedOwnerId: kim.id, ownerId: null }, audit);
    expect(await ownerOf(db, lead.id)).toBeNull();

    expect(await assignments(db)).toEqual([
      { subjectId: lead.id, actor: sam.email, details: { owner: sam.email, previousOwner: null } },
      { subjectId: lead.id, actor: sam.email, details: { owner: kim.email, previousOwner: sam.email } },
      { subjectId: lead.id, actor: sam.email, details: { owner: null, previousOwner: kim.email } },
    ]);
  });

  it("refuses a choice made from an out-of-date page, a disabled account and an erased lead, storing nothing", async () => {
    const { db, sam, kim, audit } = await setUp();
    const lead = await insertLead(db, { ownerId: kim.id });

    // The page showed nobody; Kim has had it since.
    expect(await assign(db, { leadId: lead.id, expectedOwnerId: null, ownerId: sam.id }, audit)).toEqual({
      kind: "refused",
      field: "form",
      message: STALE_OWNER_MESSAGE,
    });
    await db.update(staffAccounts).set({ disabledAt: NOW }).where(eq(staffAccounts.id, sam.id));
    expect(await assign(db, { leadId: lead.id, expectedOwnerId: kim.id, ownerId: sam.id }, audit)).toEqual({
      kind: "refused",
      field: "owner",
      message: UNASSIGNABLE_MESSAGE,
    });
    expect((await assignableStaff(db)).map((account) => account.email)).toEqual([kim.email]);
    const unknown = "00000000-0000-4000-8000-000000000099";
    expect(
      await assign(db, { leadId: lead.id, expectedOwnerId: kim.id, ownerId: unknown }, audit),
    ).toMatchObject({
      kind: "refused",
      field: "owner",
    });
    const erased = await insertLead(db, erasedLeadValues(NOW));
    expect(await assign(db, { leadId: erased.id, expectedOwnerId: null, ownerId: kim.id }, audit)).toEqual({
      kind: "refused",
      field: "form",
      message: ERASED_LEAD_MESSAGE,
    });
    expect(await assign(db, { leadId: "not-a-uuid", expectedOwnerId: null, ownerId: null }, audit)).toEqual({
      kind: "not-found",
    });

    expect(await ownerOf(db, lead.id)).toBe(kim.id);
    expect(await ownerOf(db, erased.id)).toBeNull();
    expect(await assignments(db)).toEqual([]);
  });

  race("lets one of two members of staff giving the same lead away at once win", async () => {
    const { db, sam, kim, audit } = await setUp();
    const lead = await insertLead(db);
    const outcomes = await Promise.all([
      assign(db, { leadId: lead.id, expectedOwnerId: null, ownerId: sam.id }, audit),
      assign(db, { leadId: lead.id, expectedOwnerId: null, ownerId: kim.id }, audit),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["assigned", "refused"]);
    expect(await assignments(db)).toHaveLength(1);
  });

  it("lists each lead's owner, and filters by mine, nobody or one account", async () => {
    const { db, sam, kim } = await setUp();
    await insertLead(db, { company: "Sam's", ownerId: sam.id, createdAt: minutesAgo(3) });
    await insertLead(db, {
      company: "Kim's",
      ownerId: kim.id,
      status: "contacted",
      createdAt: minutesAgo(2),
    });
    await insertLead(db, { company: "Nobody's", createdAt: minutesAgo(1) });

    const all = await listLeads(db, {}, sam.id);
    expect(all.items.map((item) => [item.company, item.ownerEmail])).toEqual([
      ["Nobody's", null],
      ["Kim's", kim.email],
      ["Sam's", sam.email],
    ]);
    const companies = async (owner: string, viewerId = sam.id) =>
      (await listLeads(db, { owner }, viewerId)).items.map((item) => item.company);
    expect(await companies("mine")).toEqual(["Sam's"]);
    expect(await companies("mine", kim.id)).toEqual(["Kim's"]);
    expect(await companies("none")).toEqual(["Nobody's"]);
    expect(await companies(kim.id)).toEqual(["Kim's"]);
    expect((await listLeads(db, { owner: "mine" }, kim.id)).statusCounts).toMatchObject({
      contacted: 1,
      new: 0,
    });
    await expect(listLeads(db, { owner: "mine" })).rejects.toThrow("without saying who views");
  });

  it("keeps the leads of an account that is removed, with nobody as their owner", async () => {
    const { db, kim } = await setUp();
    const lead = await insertLead(db, { ownerId: kim.id });
    await db.delete(staffAccounts).where(eq(staffAccounts.id, kim.id));
    expect((await leadDetail(db, lead.id))!.owner).toBeNull();
    expect((await listLeads(db, { owner: "none" })).items.map((item) => item.id)).toEqual([lead.id]);
  });

  it("lays the filter's leads out by status on the board, each column with its count", async () => {
    const { db, sam } = await setUp();
    await insertLead(db, { company: "Mine new", ownerId: sam.id, createdAt: minutesAgo(3) });
    await insertLead(db, { company: "Mine won", ownerId: sam.id, status: "won", createdAt: minutesAgo(2) });
    await insertLead(db, { company: "Not mine", createdAt: minutesAgo(1) });
    // The filter's own status does not empty the other columns.
    const board = await leadBoard(db, { owner: "mine", status: "new" }, sam.id);
    expect(
      board.columns.map((column) => [column.status, column.total, column.items.map((item) => item.company)]),
    ).toEqual([
      ["new", 1, ["Mine new"]],
      ["contacted", 0, []],
      ["qualified", 0, []],
      ["won", 1, ["Mine won"]],
      ["lost", 0, []],
      ["spam", 0, []],
    ]);
  });

  it("names what each audit entry touched from what is stored, and what an older entry has", async () => {
    const { db, kim, audit } = await setUp();
    const lead = await insertLead(db);
    const [email] = await db
      .insert(emailOutbox)
      .values({
        kind: "lead-confirmation",
        recipient: "grace@example.com",
        recipientSha256: "x",
        subject: "s",
        html: "h",
        text: "t",
        leadId: lead.id,
      })
      .returning({ id: emailOutbox.id });
    const webhookId = "00000000-0000-4000-8000-0000000000e1";
    await audit(db, {
      action: "staff-invited",
      subjectType: "staff",
      subjectId: kim.id,
      details: { role: "staff" },
    });
    await audit(db, { action: "slot-blocked", subjectType: "slot", subjectId: "2026-12-07 09:00" });
    await audit(db, { action: "slot-unblocked", subjectType: "slot", subjectId: "2026-12-07..2026-12-11" });
    await audit(db, {
      action: "holiday-reopened",
      subjectType: "holiday",
      subjectId: "2026-12-26",
      details: { name: "Boxing Day" },
    });
    await audit(db, { action: "email-resent", subjectType: "email", subjectId: email!.id });
    await audit(db, { action: "lead-assigned", subjectType: "lead", subjectId: lead.id });
    await audit(db, {
      action: "webhook-created",
      subjectType: "webhook",
      subjectId: webhookId,
      details: { origin: "https://crm.example" },
    });
    // Written before the origin was kept.
    await audit(db, { action: "webhook-disabled", subjectType: "webhook", subjectId: webhookId });
    await audit(db, {
      action: "webhook-removed",
      subjectType: "webhook",
      subjectId: webhookId,
      details: { origin: "https://crm.example" },
    });

    const subjects = (await auditPage(db)).reverse().map((entry) => entry.subject);
    expect(subjects).toEqual([
      { label: `Account ${kim.email}`, href: "/admin/team" },
      { label: "The slot of 2026-12-07 at 09:00" },
      { label: "Slots from 2026-12-07 to 2026-12-11" },
      { label: "Holiday of 2026-12-26 (Boxing Day)" },
      { label: "Email of a lead", href: `/admin/leads/${lead.id}` },
      { label: `Lead ${lead.id.slice(0, 8)}`, href: `/admin/leads/${lead.id}` },
      { label: "Webhook endpoint https://crm.example", href: `/admin/webhooks/${webhookId}` },
      { label: "A webhook endpoint", href: `/admin/webhooks/${webhookId}` },
      { label: "Webhook endpoint https://crm.example" },
    ]);
  });
});
