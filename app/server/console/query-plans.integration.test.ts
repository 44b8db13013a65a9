/**
 * Every query the console runs for its lists, filters, searches, a lead's and a booking's page, the
 * availability week, the audit log, the outbox, a privacy search and the home page is planned on an
 * index, never as a sequential scan of the leads, bookings, emails or audit log (ADR 043). The
 * queries are the console's own: each function runs against a database that logs what it sends,
 * and each statement logged is then EXPLAINed with its parameters. A missing index, or a query
 * written so that no index serves it, fails here rather than at 100,000 leads.
 *
 * On PostgreSQL, and on PGlite, which is PostgreSQL's planner too; both hold a few thousand rows,
 * ANALYZEd, so that the planner chooses as it would with many.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageCursor } from "~/domain/page-cursor";
import { torontoToday } from "~/domain/time";
import type { Database } from "../db/client.server";
import { leads } from "../db/schema.server";
import { testDatabases } from "../../../tests/support/databases";
import { insertStaff } from "../../../tests/support/lead-rows";
import { capturedLogger } from "../../../tests/support/captured-logger";
import { seedStatements } from "../../../tests/support/plan-rows";
import {
  explainRoot,
  loggingDatabase,
  nodesOf,
  type PlanNode,
  type RawClient,
  type SentStatement,
} from "../../../tests/support/statement-plans";
import { auditPage } from "./audit.server";
import { availabilityWeek } from "./availability.server";
import { bookingDetail, bookingListCounts, bookingListPage } from "./bookings.server";
import { consoleDashboard } from "./dashboard.server";
import { outboxPage } from "./emails.server";
import { cursorInstant } from "./keyset.server";
import { leadsCsv } from "./leads-csv.server";
import { knownUtmSources, leadBoard, leadDetail, listLeads } from "./leads.server";
import { findPersonalData } from "./privacy.server";

/** The tables that grow with the business: none of them is ever read whole. */
const GUARDED_TABLES = ["leads", "appointments", "email_outbox", "audit_log"];

describe.each(testDatabases)("the console's query plans on $name", { timeout: 300_000 }, (database) => {
  let close: () => Promise<void>;
  let raw: RawClient;
  const logged: SentStatement[] = [];
  /** The console's functions run on this one: the same database, every statement logged. */
  let db: Database;
  let ownerId: string;
  let leadId: string;
  let bookingId: string;
  let email: string;

  beforeAll(async () => {
    const handle = await database.open();
    close = handle.close;
    ({ db, client: raw } = loggingDatabase(handle, logged));
    ownerId = (await insertStaff(handle.db, "owner@example.com")).id;
    for (const statement of seedStatements(
      { leads: 20_000, bookings: 4_000, auditEntries: 2_000 },
      ownerId,
    )) {
      await raw.query(statement);
    }
    const [lead] = (
      await raw.query("select id, email from leads order by created_at desc limit 1 offset 100")
    ).rows as { id: string; email: string }[];
    leadId = lead!.id;
    email = lead!.email;
    const [booking] = (await raw.query("select id from appointments where status = 'confirmed' limit 1"))
      .rows as { id: string }[];
    bookingId = booking!.id;
  }, 300_000);

  afterAll(async () => {
    await close();
  });

  /** What one of the console's reads sends to the database, each statement's plan nodes. */
  async function plansOf(read: () => Promise<unknown>): Promise<{ query: string; nodes: PlanNode[] }[]> {
    logged.splice(0);
    await read();
    const statements = logged.splice(0);
    const plans = [];
    for (const statement of statements) {
      const root = await explainRoot<{ Plan: PlanNode }>(raw, statement);
      plans.push({ query: statement.query, nodes: nodesOf(root.Plan) });
    }
    return plans;
  }

  const now = new Date();
  const reads: [name: string, read: () => Promise<unknown>, indexes: string[]][] = [
    ["the leads, newest first", () => listLeads(db, {}, ownerId), ["leads_created_at_id_idx"]],
    [
      "the leads' second page",
      async () => listLeads(db, { cursor: (await listLeads(db, {}, ownerId)).next }, ownerId),
      ["leads_created_at_id_idx"],
    ],
    [
      "the leads of a status",
      () => listLeads(db, { status: "won" }, ownerId),
      ["leads_status_created_at_idx"],
    ],
    ["my leads", () => listLeads(db, { owner: "mine" }, ownerId), ["leads_owner_created_at_idx"]],
    // Most leads are nobody's: the list's order finds a page of them at once.
    ["nobody's leads", () => listLeads(db, { owner: "none" }, ownerId), ["leads_created_at_id_idx"]],
    [
      "the leads of a campaign source",
      () => listLeads(db, { utm_source: "Partner-7" }, ownerId),
      ["leads_utm_source_created_at_idx"],
    ],
    [
      "the leads of a territory",
      () => listLeads(db, { territory: "Ottawa" }, ownerId),
      ["leads_created_at_id_idx"],
    ],
    // Each of these matches a large share of the leads: the list's order finds a page of them soon.
    // (Several together may match few, and then read many: ADR 043 says how many, and how long.)
    [
      "the leads of an industry",
      () => listLeads(db, { industry: "legal" }, ownerId),
      ["leads_created_at_id_idx"],
    ],
    ["the leads in French", () => listLeads(db, { language: "fr" }, ownerId), ["leads_created_at_id_idx"]],
    [
      "the leads received between two days",
      () => listLeads(db, { from: "2025-01-01", to: "2025-01-31" }, ownerId),
      ["leads_created_at_id_idx"],
    ],
    [
      "a search by name, address or company",
      () => listLeads(db, { q: "Company 1234" }, ownerId),
      ["leads_company_trgm_idx", "leads_name_trgm_idx", "leads_email_trgm_idx"],
    ],
    ["the board", () => leadBoard(db, {}, ownerId), ["leads_status_created_at_idx"]],
    ["the campaign sources in use", () => knownUtmSources(db), ["leads_created_at_id_idx"]],
    ["a lead's page", () => leadDetail(db, leadId), ["leads_pkey", "email_outbox_lead_id_idx"]],
    [
      "the upcoming bookings, and their tabs' counts",
      () => Promise.all([bookingListPage(db, "upcoming", undefined, now), bookingListCounts(db, now)]),
      ["appointments_confirmed_starts_at_idx", "appointments_cancelled_at_idx"],
    ],
    [
      "today's, the past and the cancelled bookings",
      () =>
        Promise.all(
          (["today", "past", "cancelled"] as const).map((list) =>
            bookingListPage(db, list, undefined, now, "fr"),
          ),
        ),
      ["appointments_confirmed_starts_at_idx", "appointments_cancelled_at_idx"],
    ],
    [
      "the past bookings' second page",
      async () => bookingListPage(db, "past", (await bookingListPage(db, "past", undefined, now)).next, now),
      ["appointments_confirmed_starts_at_idx"],
    ],
    [
      "a booking's page",
      () => bookingDetail(db, bookingId, now),
      ["appointments_pkey", "leads_email_idx", "appointments_email_idx", "email_outbox_appointment_id_idx"],
    ],
    [
      "the availability week",
      () => availabilityWeek(db, torontoToday(now), now),
      ["appointment_availability_date_time_slot_key"],
    ],
    ["the audit log", () => auditPage(db), ["audit_log_pkey"]],
    ["the audit log's older entries", () => auditPage(db, 1_000), ["audit_log_pkey"]],
    [
      "the outbox",
      () => outboxPage(db, { state: undefined, cursor: undefined }, now),
      ["email_outbox_created_at_idx", "email_outbox_status_created_at_idx"],
    ],
    [
      "the failed emails",
      () => outboxPage(db, { state: "failed", cursor: undefined }, now),
      ["email_outbox_status_created_at_idx"],
    ],
    [
      "a privacy search by address",
      () => findPersonalData(db, email),
      ["leads_email_idx", "leads_email_sha256_idx", "email_outbox_recipient_sha256_idx"],
    ],
    [
      "the home page",
      () => consoleDashboard(db, now),
      ["leads_new_created_at_idx", "appointments_date_idx", "appointments_created_at_idx"],
    ],
  ];

  it.each(reads)("reads %s through its indexes", async (_name, read, indexes) => {
    const plans = await plansOf(read);
    expect(plans.length).toBeGreaterThan(0);
    for (const { query, nodes } of plans) {
      const scanned = nodes
        .filter((node) => node["Node Type"] === "Seq Scan" && GUARDED_TABLES.includes(node["Relation Name"]!))
        .map((node) => node["Relation Name"]);
      expect(scanned, query).toEqual([]);
    }
    const used = new Set(plans.flatMap(({ nodes }) => nodes.flatMap((node) => node["Index Name"] ?? [])));
    for (const index of indexes) expect([...used], index).toContain(index);
  });

  // A filter's counts per status test each lead in the status's index, which carries the filters'
  // columns: a count that read the table too (a heap visit a lead) took half a second at 100,000.
  it.each([
    ["a territory", { territory: "Ottawa" }],
    [
      "an industry, a budget, a type and a language",
      { industry: "legal", budget: "25k-50k", leadType: "phone-calls", language: "fr" },
    ],
    ["nobody's", { owner: "none" }],
  ] as const)("counts the leads of %s per status in the status's index alone", async (_name, filter) => {
    const plans = await plansOf(() => listLeads(db, filter, ownerId));
    const counts = plans.filter(({ query }) => query.includes(" union all "));
    expect(counts).toHaveLength(1);
    const leadScans = counts[0]!.nodes.filter((node) => node["Relation Name"] === "leads");
    expect(leadScans.map((node) => [node["Node Type"], node["Index Name"]])).toEqual(
      leadScans.map(() => ["Index Only Scan", "leads_status_created_at_idx"]),
    );
    expect(leadScans.length).toBeGreaterThan(0);
  });

  /**
   * The blocks (8 KB pages of tables and indexes) that each statement of a read that reads a page
   * of a list read, in the order sent. Such a statement is the one that gives its rows' positions.
   */
  async function pageBlocks(read: () => Promise<unknown>): Promise<number[]> {
    logged.splice(0);
    await read();
    const pages = logged.splice(0).filter(({ query }) => query.includes("to_char("));
    const blocks = [];
    for (const page of pages) {
      const root = await explainRoot<{ Plan: Record<"Shared Hit Blocks" | "Shared Read Blocks", number> }>(
        raw,
        page,
        "analyze, buffers",
      );
      blocks.push(root.Plan["Shared Hit Blocks"] + root.Plan["Shared Read Blocks"]);
    }
    return blocks;
  }

  // Page 400 must cost what page 1 does (ADR 043). A filter that bounds the leads' instant on the
  // side the pages go (received up to a day; the export's "received by now") once made PostgreSQL
  // 18 start every page at that bound and read down to the page's position (ADR 052): 18,000 leads
  // deep, about 160 blocks where the first page reads 5. PostgreSQL 15 started at the position.
  it("reads a page of the leads received up to today from its place in the index, 18,000 deep", async () => {
    const [deep] = await db
      .select({ at: cursorInstant(leads.createdAt), id: leads.id })
      .from(leads)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .offset(18_000)
      .limit(1);
    const page = (cursor?: PageCursor) => listLeads(db, { to: torontoToday(now), cursor }, ownerId);
    const [firstBlocks] = await pageBlocks(() => page());
    const [deepBlocks] = await pageBlocks(() => page({ direction: "after", ...deep! }));
    expect(firstBlocks).toBeGreaterThan(0);
    expect(deepBlocks).toBeLessThanOrEqual(firstBlocks! + 10);
  });

  it("reads the export's last batch from its place in the index, as its first", async () => {
    const { logger } = capturedLogger();
    const batches = await pageBlocks(async () => {
      const csv = await leadsCsv(db, {}, now, { logger, batchSize: 500 });
      await new Response(csv.open()).text();
    });
    expect(batches).toHaveLength(20_000 / 500);
    expect(batches.at(-1)).toBeLessThanOrEqual(batches[0]! + 10);
  });
});
