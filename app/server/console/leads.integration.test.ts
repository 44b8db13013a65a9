/**
 * The console's leads on PGlite and PostgreSQL: the list's filters, search, pages and counts; a
 * lead's page as the funnel stored it; status moves and notes with their history and audit, and
 * the moves refused; erased leads.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { consentTexts } from "~/domain/consent";
import { leadRequestSchema } from "~/domain/lead-request";
import { type LeadFilter, LEADS_PAGE_SIZE } from "~/domain/lead-filter";
import { COUNT_CAP } from "~/domain/page-cursor";
import type { Database } from "../db/client.server";
import { auditLog, emailOutbox, leadEvents, leads } from "../db/schema.server";
import { createLead } from "../leads.server";
import { capturedLogger } from "../../../tests/support/captured-logger";
import { databasePerTest, raceTest, testDatabases } from "../../../tests/support/databases";
import { SITE_URL } from "../../../tests/support/console";
import { leadBody, testFormTokens } from "../../../tests/support/fixtures";
import { erasedLeadValues, insertLead, insertStaff } from "../../../tests/support/lead-rows";
import { auditBy, STAFF_IP } from "../../../tests/support/staff";
import {
  BOARD_COLUMN_SIZE,
  changeLead,
  containsPattern,
  ERASED,
  ERASED_LEAD_MESSAGE,
  knownUtmSources,
  leadBoard,
  leadDetail,
  listLeads,
  staleStatusMessage,
} from "./leads.server";

const NOW = new Date("2026-11-26T15:25:00Z");
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);

describe("containsPattern", () => {
  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern("grace")).toBe("%grace%");
    expect(containsPattern("100%_off\\")).toBe("%100\\%\\_off\\\\%");
  });
});

describe.each(testDatabases)("console leads on $name", { timeout: 60_000 }, (database) => {
  // Lock and race tests: PostgreSQL only (tests/support/databases.ts says why).
  const race = raceTest(database);
  const openDatabase = databasePerTest(database);
  async function setUp() {
    const { db } = await openDatabase();
    const staff = await insertStaff(db, "sam@staff.example.com");
    return { db, deps: { db, siteUrl: SITE_URL }, staff, audit: auditBy(staff, () => NOW) };
  }
  const ids = async (db: Database, filter: LeadFilter) =>
    (await listLeads(db, filter)).items.map((item) => item.company);

  it("lists newest first, 25 a page, with the total, and pages by cursor both ways", async () => {
    const { db } = await setUp();
    for (let index = 0; index < 2 * LEADS_PAGE_SIZE + 3; index++) {
      await insertLead(db, {
        company: `Company ${String(index).padStart(2, "0")}`,
        createdAt: minutesAgo(index),
      });
    }
    const companies = (list: { items: { company: string | null }[] }) =>
      list.items.map((item) => item.company);
    const first = await listLeads(db, {});
    expect(first.total).toBe(53);
    expect(first.items).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.items[0]!.company).toBe("Company 00");
    expect(first.items[24]!.company).toBe("Company 24");
    expect(first.previous).toBeUndefined();
    const second = await listLeads(db, { cursor: first.next });
    expect(second.items[0]!.company).toBe("Company 25");
    const third = await listLeads(db, { cursor: second.next });
    expect(companies(third)).toEqual(["Company 50", "Company 51", "Company 52"]);
    expect(third.next).toBeUndefined();
    // Back from the last page: the second again, then the first, which has no page before it.
    const back = await listLeads(db, { cursor: third.previous });
    expect(companies(back)).toEqual(companies(second));
    const start = await listLeads(db, { cursor: back.previous });
    expect(companies(start)).toEqual(companies(first));
    expect(start.previous).toBeUndefined();
  });

  it("keeps its pages when a lead arrives between two clicks, and fills a short first page", async () => {
    const { db } = await setUp();
    for (let index = 0; index < LEADS_PAGE_SIZE + 5; index++) {
      await insertLead(db, {
        company: `Company ${String(index).padStart(2, "0")}`,
        createdAt: minutesAgo(index),
      });
    }
    const first = await listLeads(db, {});
    // A new lead meanwhile: an offset's second page would start with the first page's last lead again.
    await insertLead(db, { company: "Newest", createdAt: new Date(NOW.getTime() + MINUTE) });
    const second = await listLeads(db, { cursor: first.next });
    expect(second.items.map((item) => item.company)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Company ${LEADS_PAGE_SIZE + index}`),
    );
    // Back from there: the page read first, then the newest lead alone before it, which is read as
    // the first page, whole, rather than as a page of one.
    const back = await listLeads(db, { cursor: second.previous });
    expect(back.items.map((item) => item.company)).toEqual(first.items.map((item) => item.company));
    const start = await listLeads(db, { cursor: back.previous });
    expect(start.items[0]!.company).toBe("Newest");
    expect(start.items).toHaveLength(LEADS_PAGE_SIZE);
    expect(start.previous).toBeUndefined();
  });

  it("pages leads received within the same millisecond in one stable order, none skipped", async () => {
    const { db } = await setUp();
    for (let index = 0; index < LEADS_PAGE_SIZE + 5; index++) await insertLead(db, { createdAt: NOW });
    // Microseconds apart, as PostgreSQL's clock writes them: a cursor in milliseconds would lose some.
    await db.execute(
      sql`update ${leads} set created_at = created_at + (random() * 900)::int * interval '1 microsecond'`,
    );
    const first = await listLeads(db, {});
    const pages = [...first.items, ...(await listLeads(db, { cursor: first.next })).items];
    const seen = pages.map((item) => item.id);
    expect(new Set(seen).size).toBe(LEADS_PAGE_SIZE + 5);
    const ordered = await db
      .select({ id: leads.id })
      .from(leads)
      .orderBy(sql`created_at desc, id desc`);
    expect(seen).toEqual(ordered.map((row) => row.id));
  });

  it("pages leads received at the very same instant by their ids, forward and back", async () => {
    const { db } = await setUp();
    // A page's position is a bound on the instant with the id to break a tie (ADR 052): here every
    // lead shares its instant, so the ids alone divide the pages.
    for (let index = 0; index < 2 * LEADS_PAGE_SIZE + 3; index++) await insertLead(db, { createdAt: NOW });
    const byId = (
      await db
        .select({ id: leads.id })
        .from(leads)
        .orderBy(sql`id desc`)
    ).map((row) => row.id);
    const first = await listLeads(db, {});
    const second = await listLeads(db, { cursor: first.next });
    const third = await listLeads(db, { cursor: second.next });
    expect([first, second, third].map((page) => page.items.map((item) => item.id))).toEqual([
      byId.slice(0, LEADS_PAGE_SIZE),
      byId.slice(LEADS_PAGE_SIZE, 2 * LEADS_PAGE_SIZE),
      byId.slice(2 * LEADS_PAGE_SIZE),
    ]);
    expect(third.next).toBeUndefined();
    const back = await listLeads(db, { cursor: third.previous });
    expect(back.items.map((item) => item.id)).toEqual(byId.slice(LEADS_PAGE_SIZE, 2 * LEADS_PAGE_SIZE));
  });

  it("shows each status's newest leads on the board in the list's order, to the microsecond", async () => {
    const { db } = await setUp();
    // Contacted leads in one millisecond, more than a column shows, microseconds apart and some
    // at the same instant (then the id decides): the order a Date alone would lose.
    for (let index = 0; index < BOARD_COLUMN_SIZE + 5; index++) {
      await insertLead(db, { status: "contacted", createdAt: NOW });
    }
    await db.execute(
      sql`update ${leads} set created_at = created_at + (random() * 9)::int * interval '1 microsecond'`,
    );
    await insertLead(db, { status: "won", company: "Won", createdAt: minutesAgo(1) });
    const board = await leadBoard(db, {});
    const newest = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.status, "contacted"))
      .orderBy(sql`created_at desc, id desc`)
      .limit(BOARD_COLUMN_SIZE);
    expect(board.columns.map((column) => [column.status, column.total, column.items.length])).toEqual([
      ["new", 0, 0],
      ["contacted", BOARD_COLUMN_SIZE + 5, BOARD_COLUMN_SIZE],
      ["qualified", 0, 0],
      ["won", 1, 1],
      ["lost", 0, 0],
      ["spam", 0, 0],
    ]);
    expect(board.columns[1]!.items.map((item) => item.id)).toEqual(newest.map((row) => row.id));
    expect(board.columns[3]!.items[0]!.company).toBe("Won");
  });

  it("counts up to the cap and no further", async () => {
    const { db } = await setUp();
    const lead = await insertLead(db, { status: "won" });
    await db.execute(sql`insert into ${leads} (name, email, company, role, intent, industry, territories, budget,
      volume, lead_type, submission_time, time_to_complete_ms, email_sha256)
      select name, email, company, role, intent, industry, territories, budget, volume, lead_type,
        submission_time, time_to_complete_ms, email_sha256
      from ${leads}, generate_series(1, ${COUNT_CAP + 10}) where ${leads.id} = ${lead.id}`);
    const list = await listLeads(db, {});
    expect(list.total).toBe(COUNT_CAP + 1);
    expect(list.statusCounts).toMatchObject({ new: COUNT_CAP + 1, won: 1 });
    expect((await listLeads(db, { status: "won" })).total).toBe(1);
  });

  it("filters by status, industry, territory, budget, lead type, language and campaign source", async () => {
    const { db } = await setUp();
    await insertLead(db, {
      company: "A",
      status: "new",
      industry: "legal",
      territories: ["Canada"],
      createdAt: minutesAgo(3),
    });
    await insertLead(db, {
      company: "B",
      status: "contacted",
      industry: "legal",
      territories: ["United States", "European Union"],
      budget: "over-100k",
      utmSource: "Google",
      language: "fr",
      createdAt: minutesAgo(2),
    });
    await insertLead(db, {
      company: "C",
      status: "qualified",
      industry: "automotive",
      territories: ["European Union"],
      leadType: "phone-calls",
      utmSource: "newsletter",
      createdAt: minutesAgo(1),
    });
    expect(await ids(db, { status: "contacted" })).toEqual(["B"]);
    expect(await ids(db, { industry: "legal" })).toEqual(["B", "A"]);
    expect(await ids(db, { territory: "European Union" })).toEqual(["C", "B"]);
    expect(await ids(db, { territory: "United Kingdom" })).toEqual([]);
    expect(await ids(db, { budget: "over-100k" })).toEqual(["B"]);
    expect(await ids(db, { leadType: "phone-calls" })).toEqual(["C"]);
    expect(await ids(db, { language: "fr" })).toEqual(["B"]);
    expect(await ids(db, { language: "en" })).toEqual(["C", "A"]);
    expect(await ids(db, { language: "fr", industry: "automotive" })).toEqual([]);
    expect((await listLeads(db, {})).items.map((item) => item.language)).toEqual([
      "English",
      "French",
      "English",
    ]);
    expect((await listLeads(db, { language: "fr" })).statusCounts).toMatchObject({ contacted: 1, new: 0 });
    expect(await ids(db, { utm_source: "google" })).toEqual(["B"]);
    expect(await ids(db, { utm_source: "GOOGLE" })).toEqual(["B"]);
    expect(await ids(db, { utm_source: "goog" })).toEqual([]);
    expect(await ids(db, { industry: "legal", territory: "European Union", status: "contacted" })).toEqual([
      "B",
    ]);
    expect(await knownUtmSources(db)).toEqual(["Google", "newsletter"]);
  });

  it("filters by whole Toronto days of receipt", async () => {
    const { db } = await setUp();
    // 2026-11-26 in Toronto (EST) runs from 05:00 UTC to 05:00 UTC the next day.
    await insertLead(db, { company: "before", createdAt: new Date("2026-11-26T04:59:59.999Z") });
    await insertLead(db, { company: "first", createdAt: new Date("2026-11-26T05:00:00Z") });
    await insertLead(db, { company: "last", createdAt: new Date("2026-11-27T04:59:59.999Z") });
    await insertLead(db, { company: "after", createdAt: new Date("2026-11-27T05:00:00Z") });
    expect(await ids(db, { from: "2026-11-26", to: "2026-11-26" })).toEqual(["last", "first"]);
    expect(await ids(db, { from: "2026-11-27" })).toEqual(["after"]);
    expect(await ids(db, { to: "2026-11-25" })).toEqual(["before"]);
  });

  it("searches name, email and company, ignoring case, with % and _ taken literally", async () => {
    const { db } = await setUp();
    await insertLead(db, {
      company: "Northshore Insurance",
      name: "Priya Raman",
      email: "priya@northshore.example",
    });
    await insertLead(db, { company: "100% Leads", name: "Jo Bloggs", email: "jo_b@hundred.example" });
    await insertLead(db, { company: "1000 Leads", name: "Émilie Côté", email: "jo.b@thousand.example" });
    expect(await ids(db, { q: "NORTHSHORE" })).toEqual(["Northshore Insurance"]);
    expect(await ids(db, { q: "raman" })).toEqual(["Northshore Insurance"]);
    expect(await ids(db, { q: "priya@" })).toEqual(["Northshore Insurance"]);
    expect(await ids(db, { q: "100%" })).toEqual(["100% Leads"]);
    expect(await ids(db, { q: "jo_b" })).toEqual(["100% Leads"]);
    expect(await ids(db, { q: "%" })).toEqual(["100% Leads"]);
    expect(await ids(db, { q: "Côté" })).toEqual(["1000 Leads"]);
    expect(await ids(db, { q: "\\" })).toEqual([]);
    expect(await ids(db, { q: "'; drop table leads; --" })).toEqual([]);
  });

  it("counts each status for the filter without its status, and totals the filter with it", async () => {
    const { db } = await setUp();
    for (const [status, industry] of [
      ["new", "legal"],
      ["new", "legal"],
      ["won", "legal"],
      ["spam", "legal"],
      ["new", "automotive"],
    ] as const) {
      await insertLead(db, { status, industry });
    }
    const legalWon = await listLeads(db, { industry: "legal", status: "won" });
    expect(legalWon.statusCounts).toEqual({ new: 2, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 });
    expect(legalWon.total).toBe(1);
    expect(legalWon.items).toHaveLength(1);
    const all = await listLeads(db, {});
    expect(all.statusCounts).toEqual({ new: 3, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 });
    expect(all.total).toBe(5);
    const none = await listLeads(db, { q: "nobody at all" });
    expect(none).toMatchObject({ total: 0, items: [], previous: undefined, next: undefined });
  });

  it("shows a lead as the funnel stored it: answers under their labels, campaign, consent and emails", async () => {
    const { db } = await setUp();
    const outcome = await createLead(
      {
        db,
        now: () => NOW,
        salesInbox: "sales@maplewiseleads.example",
        siteUrl: SITE_URL,
        logger: capturedLogger().logger,
        formTokens: testFormTokens,
      },
      z.parse(
        leadRequestSchema,
        leadBody({
          email: "grace@compilers.example",
          phone: "416-555-0100",
          submissionTime: NOW.toISOString(),
        }),
      ),
      {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "fall-2026",
        referrer: "https://search.example/",
      },
      { ipAddress: "198.51.100.7", userAgent: "Test browser", pageUrl: "http://localhost:3000/contact" },
    );
    expect(outcome.kind).toBe("created");
    const id = (outcome as { response: { body: { id: string } } }).response.body.id;
    await db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 7, lastError: "550 5.1.1 <grace@compilers.example>: no such user" })
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "lead-confirmation")));

    const detail = await leadDetail(db, id);
    expect(detail).toMatchObject({
      id,
      status: "new",
      statusLabel: "New",
      receivedAt: NOW,
      erasedAt: null,
      language: "English",
      title: "Compilers Inc. (Grace Hopper)",
      referrer: "https://search.example/",
      moves: ["contacted", "lost", "spam"],
      history: [],
    });
    expect(detail!.answers).toEqual([
      { label: "Name", value: "Grace Hopper" },
      { label: "Company", value: "Compilers Inc." },
      { label: "Email", value: "grace@compilers.example" },
      { label: "Phone", value: "416-555-0100" },
      { label: "Role", value: "Decision Maker" },
      { label: "Timeline", value: "1-3 months" },
      { label: "Industry", value: "Finance & Insurance" },
      { label: "Territories", value: "Canada, United States" },
      { label: "Monthly budget", value: "$10,000 - $25,000" },
      { label: "Monthly volume", value: "100 - 500" },
      { label: "Lead type", value: "Qualified Leads" },
      { label: "Message", value: "We need mortgage leads in Ontario." },
    ]);
    expect(detail!.campaign).toEqual([
      { name: "utm_source", value: "google" },
      { name: "utm_medium", value: "cpc" },
      { name: "utm_campaign", value: "fall-2026" },
    ]);
    expect(detail!.consent).toMatchObject({
      version: "lead-v1-2026-11-21",
      language: "English",
      textMatches: true,
      receivedAt: NOW,
      ipAddress: "198.51.100.7",
      pageUrl: "http://localhost:3000/contact",
      erasedAt: null,
    });
    expect(detail!.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "lead-confirmation",
          status: "failed",
          attempts: 7,
          lastError: "550 5.1.1 <grace@compilers.example>: no such user",
          sentAt: null,
        }),
        expect.objectContaining({ kind: "lead-notification", status: "pending", attempts: 0 }),
      ]),
    );
    expect(detail!.emails).toHaveLength(2);
  });

  it("shows the language a lead was sent in, and that of the consent text it was shown", async () => {
    const { db } = await setUp();
    const outcome = await createLead(
      {
        db,
        now: () => NOW,
        salesInbox: "sales@maplewiseleads.example",
        siteUrl: SITE_URL,
        logger: capturedLogger().logger,
        formTokens: testFormTokens,
      },
      z.parse(leadRequestSchema, leadBody({ submissionTime: NOW.toISOString() })),
      {},
      { ipAddress: "198.51.100.7", userAgent: "Test browser", pageUrl: "http://localhost:3000/fr/contact" },
      undefined,
      "fr",
    );
    expect(outcome.kind).toBe("created");
    const id = (outcome as { response: { body: { id: string } } }).response.body.id;
    const detail = await leadDetail(db, id);
    expect(detail).toMatchObject({ language: "French" });
    expect(detail!.consent).toMatchObject({
      version: consentTexts.lead.fr.version,
      language: "French",
      textMatches: true,
    });
    expect((await listLeads(db, { language: "fr" })).items.map((item) => item.id)).toEqual([id]);
  });

  it("finds no lead for an unknown id or one that is no UUID", async () => {
    const { db } = await setUp();
    expect(await leadDetail(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await leadDetail(db, "not-a-uuid")).toBeUndefined();
    expect(await leadDetail(db, "'; select 1; --")).toBeUndefined();
  });

  it("moves a lead forward with a note, recording the history row and the audit entry", async () => {
    const { db, deps, staff, audit } = await setUp();
    const lead = await insertLead(db);
    const moved = await changeLead(
      deps,
      {
        leadId: lead.id,
        staffId: staff.id,
        expectedStatus: "new",
        toStatus: "contacted",
        note: "Called, left a message",
      },
      NOW,
      audit,
    );
    expect(moved).toEqual({ kind: "changed", status: "contacted", moved: true });
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: "contacted", statusChangedAt: NOW });

    const later = new Date(NOW.getTime() + MINUTE);
    const noted = await changeLead(
      deps,
      { leadId: lead.id, staffId: staff.id, expectedStatus: "contacted", note: "Prefers email" },
      later,
      audit,
    );
    expect(noted).toEqual({ kind: "changed", status: "contacted", moved: false });

    const detail = await leadDetail(db, lead.id);
    expect(detail!.statusChangedAt).toEqual(NOW);
    expect(detail!.history).toEqual([
      expect.objectContaining({
        occurredAt: NOW,
        staffEmail: "sam@staff.example.com",
        fromStatus: "new",
        toStatus: "contacted",
        note: "Called, left a message",
      }),
      expect.objectContaining({
        occurredAt: later,
        staffEmail: "sam@staff.example.com",
        fromStatus: null,
        toStatus: null,
        note: "Prefers email",
      }),
    ]);
    expect(detail!.moves).toEqual(["qualified", "lost", "spam"]);
    const entries = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "lead-status-changed",
        staffId: staff.id,
        actor: "sam@staff.example.com",
        subjectType: "lead",
        subjectId: lead.id,
        ipAddress: STAFF_IP,
        details: { from: "new", to: "contacted", withNote: true },
      }),
      expect.objectContaining({ action: "lead-note-added", subjectId: lead.id, details: {} }),
    ]);
    // The note is the lead's history, never the audit log's.
    expect(JSON.stringify(entries)).not.toContain("Prefers email");
  });

  it("walks a lead to won, and reopens closed leads to the status that fits", async () => {
    const { db, deps, staff, audit } = await setUp();
    const lead = await insertLead(db);
    let status = "new" as const as "new" | "contacted" | "qualified" | "won" | "lost" | "spam";
    for (const next of [
      "contacted",
      "qualified",
      "won",
      "qualified",
      "lost",
      "contacted",
      "spam",
      "new",
    ] as const) {
      const outcome = await changeLead(
        deps,
        { leadId: lead.id, staffId: staff.id, expectedStatus: status, toStatus: next },
        NOW,
        audit,
      );
      expect(outcome, `${status} → ${next}`).toEqual({ kind: "changed", status: next, moved: true });
      status = next;
    }
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toHaveLength(8);
  });

  it("refuses a move the rules do not allow, or one chosen from an out-of-date page, storing nothing", async () => {
    const { db, deps, staff, audit } = await setUp();
    const lead = await insertLead(db);
    const change = { leadId: lead.id, staffId: staff.id, note: "Should not be kept" };
    expect(await changeLead(deps, { ...change, expectedStatus: "new", toStatus: "won" }, NOW, audit)).toEqual(
      {
        kind: "refused",
        message: "A lead that is New cannot move to Won; it can move to Contacted, Lost, Spam.",
      },
    );
    expect(await changeLead(deps, { ...change, expectedStatus: "new", toStatus: "new" }, NOW, audit)).toEqual(
      {
        kind: "refused",
        message: "This lead is already New.",
      },
    );
    expect(
      await changeLead(deps, { ...change, expectedStatus: "qualified", toStatus: "won" }, NOW, audit),
    ).toEqual({ kind: "refused", message: staleStatusMessage("new") });
    expect(await db.select().from(leadEvents)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: "new", statusChangedAt: null });

    expect(
      await changeLead(
        deps,
        { ...change, leadId: "8f0c2b8e-0000-4000-8000-000000000000", expectedStatus: "new" },
        NOW,
        audit,
      ),
    ).toEqual({ kind: "not-found" });
    expect(await changeLead(deps, { ...change, leadId: "nope", expectedStatus: "new" }, NOW, audit)).toEqual({
      kind: "not-found",
    });
  });

  race("lets one of two members of staff moving the same lead at once win", async () => {
    const { db, deps, staff, audit } = await setUp();
    const other = await insertStaff(db, "alex@staff.example.com");
    const lead = await insertLead(db);
    const outcomes = await Promise.all([
      changeLead(
        deps,
        { leadId: lead.id, staffId: staff.id, expectedStatus: "new", toStatus: "contacted" },
        NOW,
        audit,
      ),
      changeLead(
        deps,
        { leadId: lead.id, staffId: other.id, expectedStatus: "new", toStatus: "spam" },
        NOW,
        audit,
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === "changed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "refused")).toHaveLength(1);
    expect(await db.select().from(leadEvents)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("shows an erased lead as Erased, without its personal data, and refuses to change it", async () => {
    const { db, deps, staff, audit } = await setUp();
    const lead = await insertLead(db, {
      name: "Priya Raman",
      company: "Northshore Insurance",
      email: "priya@northshore.example",
      phone: "416-555-0199",
      message: "Call me on my cell",
      referrer: "https://mail.example/?to=priya",
      utmSource: "newsletter",
    });
    await changeLead(
      deps,
      {
        leadId: lead.id,
        staffId: staff.id,
        expectedStatus: "new",
        toStatus: "contacted",
        note: "Priya's cell is 416-555-0199",
      },
      NOW,
      audit,
    );
    await db.insert(emailOutbox).values({
      kind: "lead-confirmation",
      recipient: "priya@northshore.example",
      recipientSha256: "x",
      subject: "s",
      html: "h",
      text: "t",
      status: "failed",
      attempts: 3,
      lastError: "550 <priya@northshore.example> unknown",
      leadId: lead.id,
    });
    await db.update(leads).set(erasedLeadValues(NOW)).where(eq(leads.id, lead.id));

    const list = await listLeads(db, {});
    expect(list.items).toEqual([
      expect.objectContaining({ id: lead.id, erased: true, name: null, company: null, email: null }),
    ]);
    expect((await listLeads(db, { q: "Priya" })).items).toEqual([]);
    expect((await listLeads(db, { utm_source: "newsletter" })).total).toBe(1);

    const detail = await leadDetail(db, lead.id);
    const shown = JSON.stringify(detail);
    for (const personal of ["Priya", "Northshore", "priya@", "416-555-0199", "cell", "mail.example"]) {
      expect(shown, personal).not.toContain(personal);
    }
    expect(detail).toMatchObject({ title: ERASED, referrer: null, moves: [], erasedAt: NOW });
    expect(detail!.answers.filter((answer) => answer.value === ERASED).map((answer) => answer.label)).toEqual(
      ["Name", "Company", "Email", "Phone", "Message"],
    );
    expect(detail!.answers).toContainEqual({ label: "Industry", value: "Finance & Insurance" });
    expect(detail!.history).toEqual([expect.objectContaining({ toStatus: "contacted", note: ERASED })]);
    expect(detail!.emails[0]!.lastError).not.toContain("priya");

    for (const change of [{ toStatus: "qualified" as const }, { note: "Another note" }]) {
      expect(
        await changeLead(
          deps,
          { leadId: lead.id, staffId: staff.id, expectedStatus: "contacted", ...change },
          NOW,
          audit,
        ),
      ).toEqual({ kind: "refused", message: ERASED_LEAD_MESSAGE });
    }
    expect(await db.select().from(leadEvents)).toHaveLength(1);
  });
});
