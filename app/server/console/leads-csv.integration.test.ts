/**
 * The lead export on PGlite and PostgreSQL, read back with csv-parse: the byte order mark, the
 * header, RFC 4180 quoting, text beyond ASCII, every formula prefix neutralised; the filter,
 * batches that neither skip nor repeat a lead, a file read only as fast as it is downloaded, and
 * erased leads.
 */
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadFilter } from "~/domain/lead-filter";
import type { Executor } from "../db/executor.server";
import { capturedLogger } from "../../../tests/support/captured-logger";
import { testDatabases } from "../../../tests/support/databases";
import { erasedLeadValues, insertLead, insertStaff, leadRow } from "../../../tests/support/lead-rows";
import { leads } from "../db/schema.server";
import { eq, sql } from "drizzle-orm";
import { LEADS_CSV_HEADER, leadsCsv, leadsCsvResponse } from "./leads-csv.server";

const NOW = new Date("2026-11-26T15:25:00Z");
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
const BOM = "\ufeff";

/** The whole download as text, the BOM included (TextDecoder would drop it). */
async function download(db: Executor, filter: LeadFilter = {}, batchSize?: number) {
  const logged = capturedLogger();
  const csv = await leadsCsv(db, filter, NOW, { logger: logged.logger, batchSize });
  const response = leadsCsvResponse(csv);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { csv, response, bytes, text: bytes.toString("utf8"), logged };
}

function records(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(BOM.length), { relax_column_count: false }) as string[][];
}

/** The records as objects keyed by the header, without the header row. */
function rowsOf(text: string): Record<string, string>[] {
  const [header, ...rest] = records(text);
  return rest.map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index]!])));
}

describe.each(testDatabases)("lead CSV export on $name", { timeout: 60_000 }, ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function setUp() {
    const database = await open();
    cleanups.push(() => database.close());
    return database.db;
  }

  it("is UTF-8 with a BOM, CRLF records, a header row, and downloads as leads-DATE.csv", async () => {
    const db = await setUp();
    const lead = await insertLead(db, {
      name: "Grace Hopper",
      company: "Compilers Inc.",
      email: "grace@compilers.example",
      phone: "416-555-0100",
      territories: ["Canada", "United States"],
      message: "Mortgage leads",
      utmSource: "google",
      utmCampaign: "fall-2026",
      referrer: "https://search.example/",
      status: "qualified",
      statusChangedAt: new Date("2026-11-25T20:00:00Z"),
      createdAt: new Date("2026-11-20T15:00:00Z"),
    });
    const { csv, response, bytes, text } = await download(db);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe("attachment; filename=leads-2026-11-26.csv");
    expect(csv.rowCount).toBe(1);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")).toHaveLength(3); // header, one lead, and the final line break
    expect(text).not.toMatch(/[^\r]\n/);
    const [header, row] = records(text);
    expect(header).toEqual(LEADS_CSV_HEADER);
    expect(header).toEqual([
      "Lead ID",
      "Received (Toronto)",
      "Status",
      "Status changed (Toronto)",
      "Name",
      "Company",
      "Email",
      "Phone",
      "Role",
      "Timeline",
      "Industry",
      "Territories",
      "Monthly budget",
      "Monthly volume",
      "Lead type",
      "Message",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
      "Referrer",
      "Language",
      "Owner",
    ]);
    expect(row).toEqual([
      lead.id,
      "2026-11-20 10:00",
      "Qualified",
      "2026-11-25 15:00",
      "Grace Hopper",
      "Compilers Inc.",
      "grace@compilers.example",
      "416-555-0100",
      "Decision Maker",
      "1-3 months",
      "Finance & Insurance",
      "Canada, United States",
      "$10,000 - $25,000",
      "100 - 500",
      "Qualified Leads",
      "Mortgage leads",
      "google",
      "",
      "fall-2026",
      "",
      "",
      "https://search.example/",
      "English",
      "",
    ]);
  });

  it("writes the address of the member of staff each lead is given to, and exports the viewer's own", async () => {
    const db = await setUp();
    const sam = await insertStaff(db, "sam@staff.example.com");
    const kim = await insertStaff(db, "kim@staff.example.com");
    await insertLead(db, { company: "Sam's", ownerId: sam.id, createdAt: minutesAgo(3) });
    await insertLead(db, { company: "Kim's", ownerId: kim.id, createdAt: minutesAgo(2) });
    await insertLead(db, { company: "Nobody's", createdAt: minutesAgo(1) });
    expect(rowsOf((await download(db)).text).map((row) => [row.Company, row.Owner])).toEqual([
      ["Nobody's", ""],
      ["Kim's", "kim@staff.example.com"],
      ["Sam's", "sam@staff.example.com"],
    ]);
    const logged = capturedLogger();
    const mine = await leadsCsv(db, { owner: "mine" }, NOW, { logger: logged.logger, viewerId: kim.id });
    const text = Buffer.from(await leadsCsvResponse(mine).arrayBuffer()).toString("utf8");
    expect(rowsOf(text).map((row) => row.Company)).toEqual(["Kim's"]);
  });

  it("writes the language each lead was sent in, and exports one language when filtered by it", async () => {
    const db = await setUp();
    await insertLead(db, { company: "Anglais", language: "en", createdAt: minutesAgo(2) });
    await insertLead(db, { company: "Français", language: "fr", createdAt: minutesAgo(1) });
    const rows = rowsOf((await download(db)).text);
    expect(rows.map((row) => [row.Company, row.Language])).toEqual([
      ["Français", "French"],
      ["Anglais", "English"],
    ]);
    const french = await download(db, { language: "fr" });
    expect(french.csv.rowCount).toBe(1);
    expect(rowsOf(french.text)).toEqual([
      expect.objectContaining({ Company: "Français", Language: "French" }),
    ]);
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says, and keeps text beyond ASCII", async () => {
    const db = await setUp();
    await insertLead(db, {
      name: 'Jean "JJ" O\'Brien',
      company: "Smith, Jones & Partners",
      message: "Line one\r\nLine two\nLine three",
      email: "émilie.côté@exemple.ca",
      phone: "",
    });
    await insertLead(db, { name: "李小龍", company: "Ünïcödé GmbH 🚀", createdAt: minutesAgo(1) });
    const { text } = await download(db);
    expect(text).toContain('"Jean ""JJ"" O\'Brien"');
    expect(text).toContain('"Smith, Jones & Partners"');
    expect(text).toContain('"Line one\r\nLine two\nLine three"');
    const rows = rowsOf(text);
    expect(rows.map((row) => row.Name)).toEqual(["李小龍", 'Jean "JJ" O\'Brien']);
    expect(rows[0]!.Company).toBe("Ünïcödé GmbH 🚀");
    expect(rows[1]).toMatchObject({
      Company: "Smith, Jones & Partners",
      Message: "Line one\r\nLine two\nLine three",
      Email: "émilie.côté@exemple.ca",
      Phone: "Not given",
    });
  });

  it("neutralises every cell that a spreadsheet would run as a formula", async () => {
    const db = await setUp();
    const attacks = {
      "=": '=HYPERLINK("https://evil.example","Click")',
      "+": "+1 416 555 0100",
      "-": "-2+3+cmd|' /C calc'!A0",
      "@": "@SUM(1+1)*cmd|' /C calc'!A0",
      tab: "\t=1+1",
      "carriage return": "\r=1+1",
      "full-width =": "＝1+1",
    };
    let minutes = 0;
    for (const [, attack] of Object.entries(attacks)) {
      await insertLead(db, {
        name: attack,
        company: attack,
        phone: attack,
        message: attack,
        utmSource: attack,
        referrer: attack,
        createdAt: minutesAgo(minutes++),
      });
    }
    const rows = rowsOf((await download(db)).text);
    expect(rows).toHaveLength(Object.keys(attacks).length);
    Object.entries(attacks).forEach(([kind, attack], index) => {
      for (const column of ["Name", "Company", "Phone", "Message", "utm_source", "Referrer"]) {
        expect(rows[index]![column], `${kind} in ${column}`).toBe(`'${attack}`);
      }
    });
    // Nothing else gets the prefix, and cells that merely contain the characters are left alone.
    for (const row of rows) expect(row["Lead ID"]).toMatch(/^[0-9a-f-]{36}$/);
    await db.delete(leads);
    await insertLead(db, { name: "Ann Lee-Smith", company: "A=B @ C + D", message: "1-2" });
    const [plain] = rowsOf((await download(db)).text);
    expect(plain).toMatchObject({ Name: "Ann Lee-Smith", Company: "A=B @ C + D", Message: "1-2" });
  });

  it("holds the leads of the whole filter, all pages, newest first, and none received after the export began", async () => {
    const db = await setUp();
    for (let index = 0; index < 30; index++) {
      await insertLead(db, {
        company: `Legal ${index}`,
        industry: "legal",
        createdAt: minutesAgo(index),
      });
    }
    await insertLead(db, { company: "Automotive", industry: "automotive" });
    await insertLead(db, { company: "Tomorrow", industry: "legal", createdAt: new Date(NOW.getTime() + 1) });
    const { csv, text } = await download(db, {
      industry: "legal",
      cursor: {
        direction: "after",
        at: "2026-01-01T00:00:00.000000Z",
        id: "00000000-0000-4000-8000-000000000001",
      },
    });
    const rows = rowsOf(text);
    expect(csv.rowCount).toBe(30);
    expect(rows.map((row) => row.Company)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Legal ${index}`),
    );
    expect((await download(db, { q: "automotive" })).csv.rowCount).toBe(1);
    expect(rowsOf((await download(db, { status: "won" })).text)).toEqual([]);
  });

  it("reads in batches that neither skip nor repeat a lead, also across leads received at one instant", async () => {
    const db = await setUp();
    const stored = [];
    for (let index = 0; index < 7; index++) stored.push(await insertLead(db, { createdAt: minutesAgo(1) }));
    for (let index = 0; index < 4; index++)
      stored.push(await insertLead(db, { createdAt: minutesAgo(index + 2) }));
    // Stored with microseconds, which a JavaScript Date cannot hold: the batches must still meet exactly.
    await db.execute(
      sql`update leads set created_at = created_at + interval '1 microsecond' where id in (${stored[0]!.id}, ${stored[1]!.id})`,
    );
    for (const batchSize of [1, 2, 3, 11, 500]) {
      const { csv, text } = await download(db, {}, batchSize);
      const exported = rowsOf(text).map((row) => row["Lead ID"]);
      expect(csv.rowCount).toBe(11);
      expect(exported, `batches of ${batchSize}`).toHaveLength(11);
      expect(new Set(exported).size).toBe(11);
      expect(new Set(exported)).toEqual(new Set(stored.map((lead) => lead.id)));
    }
  });

  it("reads the database only as fast as the file is downloaded, and stops when the client goes away", async () => {
    const db = await setUp();
    // 2,000 leads of about 600 bytes each: far more than the streams' buffers hold (tens of KB).
    const message = "Leads for term life and critical illness in Ontario. ".repeat(10);
    await db
      .insert(leads)
      .values(Array.from({ length: 2000 }, (_, index) => leadRow({ message, createdAt: minutesAgo(index) })));
    let selects = 0;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "select") {
          return (...args: unknown[]) => {
            selects += 1;
            return Reflect.apply(target.select, target, args) as unknown;
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const { logger, lines } = capturedLogger();
    const csv = await leadsCsv(counting, {}, NOW, { logger, batchSize: 50 });
    expect(selects).toBe(1); // the count: nothing is read before the body is opened
    const reader = csv.open().getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The count, then a few batches read ahead into the buffers (each batch after the first
    // builds a subquery too): far from the 40 batches of 50 the file holds.
    expect(selects).toBeLessThan(15);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterCancel = selects;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(selects).toBe(afterCancel);
    expect(lines.join("")).not.toContain('"level":50');
    expect(lines.join("")).toContain("Lead export stopped: the client went away");
  });

  it("writes an erased lead as Erased, without its personal data", async () => {
    const db = await setUp();
    const lead = await insertLead(db, {
      name: "Priya Raman",
      company: "Northshore Insurance",
      email: "priya@northshore.example",
      phone: "416-555-0199",
      message: "Call my cell",
      referrer: "https://mail.example/?to=priya",
      utmSource: "newsletter",
    });
    await db.update(leads).set(erasedLeadValues(NOW)).where(eq(leads.id, lead.id));
    const { text } = await download(db);
    for (const personal of ["Priya", "Northshore", "priya", "416-555-0199", "cell", "mail.example"]) {
      expect(text, personal).not.toContain(personal);
    }
    const [row] = rowsOf(text);
    expect(row).toMatchObject({
      Name: "Erased",
      Company: "Erased",
      Email: "Erased",
      Phone: "Erased",
      Message: "Erased",
      Referrer: "",
      Industry: "Finance & Insurance",
      utm_source: "newsletter",
      Language: "English",
    });
  });
});
