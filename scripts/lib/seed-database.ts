/**
 * Writes seed-rows.ts's rows into an open database (PGlite or PostgreSQL alike, through drizzle),
 * in multi-row INSERTs of as many rows as PostgreSQL's 65,535 parameters allow, and vacuums and
 * analyses the tables afterwards so that the planner sees them as a database that grew would be seen. Used by
 * `npm run seed` and by the console's benchmark.
 */
import { count, getTableColumns, is, SQL, sql } from "drizzle-orm";
import {
  bigint,
  jsonb,
  type PgColumn,
  type PgTable,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Database } from "../../app/server/db/client.server.ts";
import type { Executor } from "../../app/server/db/executor.server.ts";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  leadEvents,
  leads,
  staffAccounts,
} from "../../app/server/db/schema.server.ts";
import { hashPassword } from "../../app/server/console/passwords.server.ts";
import {
  type AuditInsert,
  bookingRows,
  leadBatches,
  type SeedPlan,
  seedStaff,
  staffAudit,
  staffRows,
  unusablePassword,
} from "./seed-rows.ts";

/** Leads generated and written at a time: a few thousand rows of each table, a few MB of memory. */
const LEAD_BATCH = 5_000;
/** Rows a statement: large enough that round trips do not count, small enough to stay a few MB. */
const MAX_ROWS = 20_000;

/**
 * The audit entries, gathered here first and copied into audit_log in the order they happened:
 * the log is read newest id first (audit.server.ts), so ids must follow time as they do live.
 */
const auditStaging = pgTable("seed_audit_staging", {
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  staffId: uuid("staff_id"),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  subjectType: text("subject_type"),
  subjectId: text("subject_id"),
  ipAddress: text("ip_address"),
  details: jsonb("details").notNull(),
  sequence: bigint("sequence", { mode: "number" }).notNull(),
});

export class DatabaseNotEmpty extends Error {}

export interface SeedCounts {
  staff: number;
  leads: number;
  leadEvents: number;
  bookings: number;
  bookingEvents: number;
  slots: number;
  consentRecords: number;
  emails: number;
  audit: number;
}

/** A value as PostgreSQL reads it from text: the casts in `insertStatements` make it its column's type. */
function asText(value: unknown, sqlType: string): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (sqlType === "jsonb") return JSON.stringify(value);
  if (Array.isArray(value)) {
    // An array literal: each element quoted, its quotes and backslashes escaped.
    return `{${value.map((item) => `"${String(item).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
  }
  return String(value);
}

type Rows<T extends PgTable = PgTable> = readonly [T, T["$inferInsert"][]];

/**
 * INSERTs of the rows, MAX_ROWS to each: each column is sent as one text array and unnested, so
 * a statement has as many parameters as its table has columns however many rows it carries (a
 * multi-row VALUES of 2,000 rows took longer to parse than to run). A column no row gives is left
 * to its default; one some rows leave out gets the default value drizzle knows for it, or null.
 */
function insertStatements<T extends PgTable>(table: T, rows: T["$inferInsert"][]): SQL[] {
  if (rows.length === 0) return [];
  const given = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const casts = sql.raw(given.map(([, column], index) => `c${index}::${column.getSQLType()}`).join(", "));
  const aliases = sql.raw(given.map((_, index) => `c${index}`).join(", "));
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS) {
    const slice = rows.slice(start, start + MAX_ROWS) as Record<string, unknown>[];
    const arrays = given.map(([key, column]) => {
      const sqlType = column.getSQLType();
      const fallback = column.hasDefault ? column.default : null;
      if (is(fallback, SQL) || (fallback === null && column.notNull)) {
        if (slice.some((row) => row[key] === undefined)) {
          throw new Error(`A row leaves out ${column.name}, which has no value to default to`);
        }
      }
      return slice.map((row) => asText(row[key] === undefined ? fallback : row[key], sqlType));
    });
    const unnested = sql.join(
      arrays.map((values) => sql`${sql.param(values)}::text[]`),
      sql`, `,
    );
    statements.push(
      sql`insert into ${table} (${names}) select ${casts} from unnest(${unnested}) as u(${aliases})`,
    );
  }
  return statements;
}

/**
 * Writes rows into several tables in one statement, each table's INSERT in a WITH clause of its
 * own: one round trip, and the database checks the foreign keys at its end, when every row of
 * the statement is there (a lead's events may come in the same statement as the lead).
 */
async function insertTogether(db: Executor, parts: readonly Rows[]): Promise<void> {
  const statements = parts.flatMap(([table, rows]) => insertStatements(table, rows));
  if (statements.length === 0) return;
  const [last, ...others] = statements.reverse();
  if (others.length === 0) {
    await db.execute(last!);
    return;
  }
  const clauses = sql.join(
    others.reverse().map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement})`),
    sql`, `,
  );
  await db.execute(sql`with ${clauses} ${last!}`);
}

function rowsOf<T extends PgTable>(table: T, rows: T["$inferInsert"][]): Rows {
  return [table, rows] as Rows;
}

/**
 * The seeded staff, each under the id its account already has when an earlier seed made it (an
 * --append), and which of them still need their row; and the other active accounts, who are given
 * leads too (the benchmark's own account, say).
 */
async function staffFor(db: Database, plan: Omit<SeedPlan, "existingStaff">) {
  const stored = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .orderBy(staffAccounts.email);
  const storedIds = new Map(stored.map((account) => [account.email, account.id]));
  const staff = seedStaff(plan).map((account) => ({
    ...account,
    id: storedIds.get(account.email) ?? account.id,
  }));
  const seededEmails = new Set(staff.map((account) => account.email));
  return {
    staff,
    missing: staff.filter((account) => !storedIds.has(account.email)),
    others: stored
      .filter((account) => account.disabledAt === null && !seededEmails.has(account.email))
      .map(({ id, email }) => ({ id, email })),
  };
}

/**
 * Seeds the plan's leads and bookings. A database that already has leads is refused unless
 * `append`: seeding twice would mix two plans' rows (and their seeded staff would clash).
 */
export async function seedDatabase(
  db: Database,
  plan: Omit<SeedPlan, "existingStaff">,
  options: { append?: boolean; onProgress?: (leadsWritten: number) => void } = {},
): Promise<SeedCounts> {
  const [{ leadCount } = { leadCount: 0 }] = await db.select({ leadCount: count() }).from(leads);
  if (leadCount > 0 && !options.append) {
    throw new DatabaseNotEmpty(`The database already has ${leadCount} leads: add --append to seed it anyway`);
  }
  const { staff, missing, others } = await staffFor(db, plan);
  const fullPlan: SeedPlan = { ...plan, existingStaff: others };
  const counts: SeedCounts = {
    staff: 0,
    leads: 0,
    leadEvents: 0,
    bookings: 0,
    bookingEvents: 0,
    slots: 0,
    consentRecords: 0,
    emails: 0,
    audit: 0,
  };
  if (missing.length > 0) {
    await insertTogether(db, [
      rowsOf(staffAccounts, staffRows(missing, await hashPassword(unusablePassword()))),
    ]);
    counts.staff = missing.length;
  }

  await db.execute(sql`drop table if exists ${auditStaging}`);
  await db.execute(sql`
    create unlogged table ${auditStaging} (
      occurred_at timestamptz not null, staff_id uuid, actor text not null, action text not null,
      subject_type text, subject_id text, ip_address text, details jsonb not null, sequence bigint not null
    )`);
  let auditSequence = 0;
  const staged = (entries: AuditInsert[]) =>
    entries.map((entry) => ({ ...entry, details: entry.details ?? {}, sequence: auditSequence++ }));
  try {
    // Each batch is one statement, sent before the next batch is generated: the database writes
    // one while the generator makes the next, with at most two batches in flight.
    let previous: Promise<unknown> = Promise.resolve();
    for (const batch of leadBatches(fullPlan, staff, LEAD_BATCH)) {
      const written = insertTogether(db, [
        rowsOf(leads, batch.leads),
        rowsOf(leadEvents, batch.leadEvents),
        rowsOf(consentRecords, batch.consentRecords),
        rowsOf(emailOutbox, batch.emails),
        rowsOf(auditStaging, staged(batch.audit)),
      ]);
      // Awaited on the next turn: its failure must not count as unhandled meanwhile.
      written.catch(() => undefined);
      await previous;
      previous = written.then(() => {
        counts.leads += batch.leads.length;
        counts.leadEvents += batch.leadEvents.length;
        counts.consentRecords += batch.consentRecords.length;
        counts.emails += batch.emails.length;
        counts.audit += batch.audit.length;
        options.onProgress?.(counts.leads);
      });
      previous.catch(() => undefined);
    }
    await previous;
    const booked = bookingRows(fullPlan, staff);
    const ownAudit = [...booked.audit, ...staffAudit(fullPlan, staff)];
    await insertTogether(db, [
      rowsOf(appointments, booked.bookings),
      rowsOf(appointmentEvents, booked.events),
      rowsOf(appointmentAvailability, booked.slots),
      rowsOf(consentRecords, booked.consentRecords),
      rowsOf(emailOutbox, booked.emails),
      rowsOf(auditStaging, staged(ownAudit)),
    ]);
    counts.audit += ownAudit.length;
    counts.bookings = booked.bookings.length;
    counts.bookingEvents = booked.events.length;
    counts.slots = booked.slots.length;
    counts.consentRecords += booked.consentRecords.length;
    counts.emails += booked.emails.length;

    await db.execute(sql`
      insert into ${auditLog} (occurred_at, staff_id, actor, action, subject_type, subject_id, ip_address, details)
      select occurred_at, staff_id, actor, action, subject_type, subject_id, ip_address, details
      from ${auditStaging} order by occurred_at, sequence`);
  } finally {
    await db.execute(sql`drop table if exists ${auditStaging}`);
  }
  // Vacuumed too, as autovacuum has long done in a database that grew: its visibility map lets the
  // console's counts read their index alone, and the search's trigram indexes take in their
  // pending entries (a GIN index searches its unsorted pending list whole until then).
  await db.execute(
    sql`vacuum (analyze) ${sql.join(
      [
        staffAccounts,
        leads,
        leadEvents,
        consentRecords,
        emailOutbox,
        auditLog,
        appointments,
        appointmentEvents,
        appointmentAvailability,
      ].map((table) => sql`${table}`),
      sql`, `,
    )}`,
  );
  return counts;
}
