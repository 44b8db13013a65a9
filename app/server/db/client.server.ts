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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "../logger.server";
import { listenOnPostgres, type NotificationListener } from "./notifications.server";
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
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string } | { kind: "pglite-memory" };

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
    client = new PGlite();
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
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
      await client.close();
      releaseLock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Only one process may open a PGlite data directory; a second one would corrupt it. The lock file
 * beside it names the owner, and a lock left by a process that has died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8"));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${owner} (a running server?). ` +
            "Stop it first, or set DATABASE_URL to use PostgreSQL, which any number of processes can share.",
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
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
