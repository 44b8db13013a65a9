/**
 * Opens the database: PGlite (embedded Postgres) in DATA_DIR/pglite by default, or PostgreSQL
 * through `pg` when DATABASE_URL is set. Both get the same schema and migrations (drizzle/), applied
 * before the server accepts requests.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "../logger.server";
import { listenOnPostgres, type NotificationListener } from "./notifications.server";
import { lockDataDir } from "./data-dir-lock.server";
import * as schema from "./schema.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query (for /readyz). */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, from any process, until the database closes.
   * PostgreSQL: a connection of its own that reconnects when dropped (db/notifications.server.ts);
   * PGlite: in-process.
   */
  listen(channel: string, onNotify: () => void, logger: Logger): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Any number, the same in every process: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 724_301_118;

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** `loadDataDir`: start from a dump (PGlite's dumpDataDir) instead of an empty database. */
  | { kind: "pglite-memory"; loadDataDir?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === "postgres") return openPostgres(location.url);
  let client: PGlite;
  let releaseLock = () => {};
  if (location.kind === "pglite") {
    // PGlite does not create parent folders; the first start creates and initialises the data dir.
    mkdirSync(path.dirname(location.dataDir), { recursive: true });
    releaseLock = lockDataDir(location.dataDir);
    client = new PGlite(location.dataDir);
  } else {
    client = new PGlite({ loadDataDir: location.loadDataDir });
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    // A start that fails (a full or read-only disk) must not leave the directory locked.
    await client.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, () => onNotify());
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  const listeners: NotificationListener[] = [];
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify, logger) => {
      listeners.push(await listenOnPostgres({ url, channel, onNotify, logger }));
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((listener) => listener.close()));
      await pool.end();
    },
  };
}

/** Postgres error code of a failed statement; drizzle wraps driver errors, so look at the cause too. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === "object";
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
