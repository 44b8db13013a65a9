/**
 * The unique constraints that the code leaves races to, present in the migrated schema of both
 * databases. Each decides between requests that run at the same time, and the race tests that
 * show it can only run on PostgreSQL (tests/support/databases.ts); this test runs on PGlite too,
 * so that a migration that drops or changes one fails on every machine.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle } from "./client.server";
import { testDatabases } from "../../../tests/support/databases";

interface UniqueConstraint {
  schema: string;
  table: string;
  name: string;
  /** "p" for a primary key, "u" for a unique constraint. */
  type: "p" | "u";
  columns: string[];
}

/** Who relies on each, and for what. */
const reliedOn: { constraint: UniqueConstraint; why: string }[] = [
  {
    constraint: {
      schema: "public",
      table: "appointment_availability",
      name: "appointment_availability_date_time_slot_key",
      type: "u",
      columns: ["date", "time_slot"],
    },
    why: "one booking or block per slot: bookings, moves and blocks catch its violation (bookings.server.ts, slot-blocks.server.ts)",
  },
  {
    constraint: {
      schema: "public",
      table: "idempotency_keys",
      name: "idempotency_keys_scope_key_pk",
      type: "p",
      columns: ["scope", "key"],
    },
    why: "two attempts with one Idempotency-Key: the second gets the first's answer (bookings.server.ts, leads.server.ts)",
  },
  {
    constraint: {
      schema: "public",
      table: "staff_accounts",
      name: "staff_accounts_email_unique",
      type: "u",
      columns: ["email"],
    },
    why: "one account per address: an invitation for a taken address is told so (console/accounts.server.ts)",
  },
  {
    constraint: {
      schema: "public",
      table: "reopened_holidays",
      name: "reopened_holidays_pkey",
      type: "p",
      columns: ["date"],
    },
    why: "a holiday reopened once: `on conflict do nothing` (console/availability.server.ts)",
  },
  {
    constraint: {
      schema: "rate_limit",
      table: "hits",
      name: "hits_pkey",
      type: "p",
      columns: ["key"],
    },
    why: "one counter per key: `on conflict (key) do update` (server/http/rate-limit-store.ts)",
  },
];

describe.each(testDatabases)("the unique constraints on $name", ({ open }) => {
  let database: DatabaseHandle;
  let present: UniqueConstraint[];

  beforeAll(async () => {
    database = await open();
    const result = await database.db.execute(sql`
      select ns.nspname as schema, cls.relname as table, con.conname as name, con.contype as type,
        array(
          select att.attname::text
          from unnest(con.conkey) with ordinality as keys(attnum, position)
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = keys.attnum
          order by keys.position
        ) as columns
      from pg_constraint con
      join pg_class cls on cls.oid = con.conrelid
      join pg_namespace ns on ns.oid = cls.relnamespace
      where con.contype in ('p', 'u') and ns.nspname in ('public', 'rate_limit')`);
    // node-postgres answers { rows }, PGlite's driver too; both give the text[] as an array.
    present = (result as unknown as { rows: UniqueConstraint[] }).rows;
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(reliedOn)("has $constraint.name: $why", ({ constraint }) => {
    expect(present).toContainEqual(constraint);
  });
});
