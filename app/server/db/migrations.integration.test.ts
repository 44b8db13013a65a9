/**
 * Migrations on a database that already holds data. 0001: the recipient's hash is filled in as the
 * outbox computes it, a message already tried keeps the Message-ID it was sent with, and the new
 * constraints accept the rows as they were. 0003: every booking gets its "booked" event and every
 * email its due time. 0004: leads and bookings get the hash of their address (as the code computes
 * it) and the console its settings row. 0010: leads already held have no owner, and removing an
 * account leaves the leads it owned with nobody. On PGlite (from the run's copy of a database initdb made,
 * no migration applied), and on PostgreSQL when the run has it (tests/support/postgres-server.ts).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { emailSha256 } from "../consent.server";
import { initialisedPglite, postgresAdminUrl as adminUrl } from "../../../tests/support/databases";
import { migrationsFolder } from "./client.server";

type Query = (text: string) => Promise<Record<string, unknown>[]>;

interface RawDatabase {
  name: string;
  open(): Promise<{ query: Query; close(): Promise<void> }>;
}

const pglite: RawDatabase = {
  name: "PGlite",
  async open() {
    const client = await initialisedPglite();
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  },
};

const postgres: RawDatabase = {
  name: "PostgreSQL",
  async open() {
    const database = `migration_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return {
      query: async (text) => (await client.query(text)).rows as Record<string, unknown>[],
      async close() {
        await client.end();
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      },
    };
  },
};

/** Runs one migration file the way drizzle's migrator does: statement by statement. */
async function apply(query: Query, file: string) {
  const statements = readFileSync(path.join(migrationsFolder, file), "utf8").split(
    "--> statement-breakpoint",
  );
  for (const statement of statements) await query(statement);
}

describe.each(adminUrl ? [pglite, postgres] : [pglite])("migration 0001 on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("fills in the recipient's hash and the Message-ID of messages already tried", async () => {
    const { query, close } = await open();
    cleanups.push(close);
    await apply(query, "0000_initial.sql");
    await query(`insert into email_outbox (id, kind, recipient, subject, html, text, status, attempts, sent_at)
      values ('00000000-0000-4000-8000-000000000001', 'lead-confirmation', 'Ada@Example.com', 's', 'h', 't', 'sent', 1, now()),
             ('00000000-0000-4000-8000-000000000002', 'lead-notification', 'sales@example.com', 's', 'h', 't', 'pending', 0, null)`);

    await apply(query, "0001_outbox_retention.sql");

    const rows = await query(
      "select id, recipient_sha256, message_id, pruned_at, recipient from email_outbox order by id",
    );
    expect(rows).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000001",
        recipient_sha256: emailSha256("ada@example.com"),
        message_id: "<00000000-0000-4000-8000-000000000001@outbox>",
        pruned_at: null,
        recipient: "Ada@Example.com",
      },
      {
        id: "00000000-0000-4000-8000-000000000002",
        recipient_sha256: emailSha256("sales@example.com"),
        message_id: null,
        pruned_at: null,
        recipient: "sales@example.com",
      },
    ]);
  });
});

describe.each(adminUrl ? [pglite, postgres] : [pglite])("migration 0003 on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("gives existing bookings their 'booked' event and existing email its due time", async () => {
    const { query, close } = await open();
    cleanups.push(close);
    for (const file of ["0000_initial.sql", "0001_outbox_retention.sql", "0002_rate_limit.sql"]) {
      await apply(query, file);
    }
    await query(`insert into appointments (id, name, email, meeting_type, topics, date, time_slot, starts_at, calendar_token, created_at)
      values ('00000000-0000-4000-8000-0000000000a1', 'Ada', 'ada@example.com', 'other', '{ppl}', '2026-11-23', '10:00',
              '2026-11-23T15:00:00Z', 'token-a1', '2026-11-20T15:00:00Z')`);
    await query(`insert into email_outbox (id, kind, recipient, recipient_sha256, subject, html, text, created_at, appointment_id)
      values ('00000000-0000-4000-8000-0000000000b1', 'booking-confirmation', 'ada@example.com', 'x', 's', 'h', 't',
              '2026-11-20T15:00:00Z', '00000000-0000-4000-8000-0000000000a1')`);

    await apply(query, "0003_booking_lifecycle.sql");

    const events = await query(
      "select appointment_id, kind, actor, date::text, time_slot, occurred_at from appointment_events",
    );
    expect(events).toEqual([
      {
        appointment_id: "00000000-0000-4000-8000-0000000000a1",
        kind: "booked",
        actor: "visitor",
        date: "2026-11-23",
        time_slot: "10:00",
        occurred_at: new Date("2026-11-20T15:00:00Z"),
      },
    ]);
    const [booking] = await query("select sequence, status, cancelled_at from appointments");
    expect(booking).toEqual({ sequence: 0, status: "confirmed", cancelled_at: null });
    const [email] = await query("select due_at from email_outbox");
    expect(email).toEqual({ due_at: new Date("2026-11-20T15:00:00Z") });
  });
});

describe.each(adminUrl ? [pglite, postgres] : [pglite])("migration 0004 on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("gives existing leads and bookings the hash of their address, status 'new', and one settings row", async () => {
    const { query, close } = await open();
    cleanups.push(close);
    for (const file of [
      "0000_initial.sql",
      "0001_outbox_retention.sql",
      "0002_rate_limit.sql",
      "0003_booking_lifecycle.sql",
    ]) {
      await apply(query, file);
    }
    await query(`insert into appointments (id, name, email, meeting_type, topics, date, time_slot, starts_at, calendar_token)
      values ('00000000-0000-4000-8000-0000000000a1', 'Ada', 'Ada@Example.com', 'other', '{ppl}', '2026-11-23', '10:00',
              '2026-11-23T15:00:00Z', 'token-a1')`);
    await query(`insert into leads (id, name, email, company, role, intent, industry, territories, budget, volume, lead_type, submission_time, time_to_complete_ms)
      values ('00000000-0000-4000-8000-0000000000c1', 'Grace', 'GRACE@example.com', 'Compilers', 'decision-maker', '1-3months',
              'finance-insurance', '{Canada}', '10k-25k', '100-500', 'qualified-leads', now(), 60000)`);

    await apply(query, "0004_console.sql");

    expect(await query("select email_sha256 from appointments")).toEqual([
      { email_sha256: emailSha256("ada@example.com") },
    ]);
    expect(await query("select email_sha256, status, erased_at from leads")).toEqual([
      { email_sha256: emailSha256("grace@example.com"), status: "new", erased_at: null },
    ]);
    expect(await query("select totp_required from console_settings")).toEqual([{ totp_required: false }]);
  });
});

describe.each(adminUrl ? [pglite, postgres] : [pglite])("migration 0010 on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("gives leads already held nobody as owner, and an owner's removal leaves its leads with nobody", async () => {
    const { query, close } = await open();
    cleanups.push(close);
    const files = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith(".sql"))
      .sort();
    for (const file of files.filter((name) => name < "0010")) await apply(query, file);
    await query(`insert into leads (id, name, email, company, role, intent, industry, territories, budget, volume, lead_type,
                                    submission_time, time_to_complete_ms, email_sha256)
      values ('00000000-0000-4000-8000-0000000000c1', 'Grace', 'grace@example.com', 'Compilers', 'decision-maker', '1-3months',
              'finance-insurance', '{Canada}', '10k-25k', '100-500', 'qualified-leads', now(), 60000, 'hash')`);

    await apply(query, "0010_lead_owner.sql");

    expect(await query("select owner_id from leads")).toEqual([{ owner_id: null }]);
    await query(
      `insert into staff_accounts (id, email, role) values ('00000000-0000-4000-8000-0000000000d1', 'sam@staff.example', 'staff')`,
    );
    await query(`update leads set owner_id = '00000000-0000-4000-8000-0000000000d1'`);
    await query(`delete from staff_accounts where id = '00000000-0000-4000-8000-0000000000d1'`);
    expect(await query("select id, owner_id from leads")).toEqual([
      { id: "00000000-0000-4000-8000-0000000000c1", owner_id: null },
    ]);
  });
});

describe.each(adminUrl ? [pglite, postgres] : [pglite])("migrations 0013 and 0014 on $name", ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("create pg_trgm and the console's indexes over leads already held, which the search then finds", async () => {
    const { query, close } = await open();
    cleanups.push(close);
    const files = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith(".sql"))
      .sort();
    for (const file of files.filter((name) => name < "0013")) await apply(query, file);
    await query(`insert into leads (name, email, company, role, intent, industry, territories, budget, volume, lead_type,
                                    submission_time, time_to_complete_ms, email_sha256)
      values ('Grace', 'grace@example.com', 'Compilers', 'decision-maker', '1-3months',
              'finance-insurance', '{Canada}', '10k-25k', '100-500', 'qualified-leads', now(), 60000, 'hash')`);

    await apply(query, "0013_pg_trgm.sql");
    await apply(query, "0014_keyset_indexes.sql");

    expect(await query("select extname from pg_extension where extname = 'pg_trgm'")).toEqual([
      { extname: "pg_trgm" },
    ]);
    expect(
      await query("select count(*)::int as n from pg_indexes where indexname like 'leads_%_trgm_idx'"),
    ).toEqual([{ n: 3 }]);
    await query("set enable_seqscan = off");
    expect(await query("select company from leads where company ilike '%OMPIL%'")).toEqual([
      { company: "Compilers" },
    ]);
  });
});
