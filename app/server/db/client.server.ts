/**
 * Opens the database: PGlite (embedded Postgres) in DATA_DIR/pglite by default, or PostgreSQL
 * through `pg` when DATABASE_URL is set. Both get the same schema and migrations (drizzle/), applied
 * before the server accepts requests.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_WAIT_SECONDS } from "../config.server";
import type { Logger } from "../logger.server";
import { createFilesForOwnerOnly, PRIVATE_DIRECTORY_MODE, restrictToOwner } from "../private-files.server";
import { listenOnPostgres, type NotificationListener } from "./notifications.server";
import { lockDataDir } from "./data-dir-lock.server";
import { DatabaseBusyError, errorCode, systemCode } from "./errors.server";
import { OwnerOnlyNodeFS } from "./owner-only-fs.server";
import { projectRoot } from "../project-root.server";
import * as schema from "./schema.server";

/**
 * The extensions the migrations create, which PGlite has only when its client loads them: pg_trgm
 * for the console's lead search (drizzle/0013_pg_trgm.sql, ADR 043). Every PGlite the site or its
 * tests open takes these.
 */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query and, for PGlite, its disk takes a write (/readyz). */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, from any process, until the database closes.
   * PostgreSQL: a connection of its own that reconnects when dropped (db/notifications.server.ts);
   * PGlite: in-process.
   */
  listen(channel: string, onNotify: () => void, logger: Logger): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, "drizzle");

/** Any number, the same in every process: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 724_301_118;

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** `loadDataDir`: start from a dump (PGlite's dumpDataDir) instead of an empty database. */
  | { kind: "pglite-memory"; loadDataDir?: Blob };

export interface OpenOptions {
  /**
   * Where the PostgreSQL pool reports a connection it lost while idle (its code only), and that
   * requests had to wait for a connection.
   */
  logger?: Logger;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a connection of the pool (DATABASE_POOL_WAIT_SECONDS). */
  poolWaitMs?: number;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (location.kind === "postgres") return openPostgres(location.url, options);
  if (location.kind === "pglite") return openPgliteDirectory(location.dataDir);
  const client = new PGlite({ loadDataDir: location.loadDataDir, extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return pgliteHandle(client, db, { ping: async () => undefined, release: () => undefined });
}

/**
 * The embedded database in `dataDir`, for the server's user alone (ADR 027): the umask is set
 * before anything is created (the child that initialises a new directory inherits it), what is
 * already there is tightened, and PGlite's own file system keeps every later file 0600. The
 * server and the local tools (`npm run slots`, `npm run staff`) all open it here.
 */
async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  createFilesForOwnerOnly();
  let releaseLock = () => {};
  let client: PGlite | undefined;
  try {
    // PGlite does not create parent folders; the first start creates and initialises the data dir.
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    releaseLock = lockDataDir(dataDir);
    await prepareInChildProcess(dataDir);
    // initdb's files are 0666, and an earlier version of the site left 0644 files and 0755 folders.
    await restrictToOwner(dataDir);
    await restrictToOwner(`${dataDir}.lock`);
    client = new PGlite({ fs: new OwnerOnlyNodeFS(dataDir), extensions: pgliteExtensions });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return pgliteHandle(client, db, { ping: () => probeWritable(dataDir), release: releaseLock });
  } catch (error) {
    // A start that fails (a full or read-only disk) must not leave the directory locked.
    await client?.close().catch(() => undefined);
    releaseLock();
    throw await withDiskCause(error, dataDir);
  }
}

function pgliteHandle(
  client: PGlite,
  db: ReturnType<typeof drizzlePglite<Schema>>,
  { ping, release }: { ping: () => Promise<void>; release: () => void },
): DatabaseHandle {
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await ping();
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, () => onNotify());
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite reports a disk it cannot write at start-up as "PGlite failed to initialize properly", and
 * its initialising child by an exit status, without the system's error. When the failure carries
 * no system code, the directory is asked directly: a probe file that cannot be written gives the
 * reason (ENOSPC, EDQUOT, EROFS, EACCES, EPERM) as the new error's cause, for unavailabilityReason.
 */
async function withDiskCause(error: unknown, dataDir: string): Promise<unknown> {
  if (systemCode(error)) return error;
  const directory = existsSync(dataDir) ? dataDir : path.dirname(dataDir);
  try {
    await probeWritable(directory);
  } catch (probeError) {
    return new Error(`PGlite could not open ${dataDir}: ${directory} cannot be written`, {
      cause: probeError,
    });
  }
  return error;
}

/**
 * PGlite's Postgres runs in WebAssembly memory, which grows and is only returned to the system when
 * the process exits. Its default 128 MB of shared buffers keeps a server at about 330 MB; 16 MB
 * holds this site's working set (thousands of leads and bookings) at about 200 MB (issue 13).
 * ALTER SYSTEM keeps initdb's postgresql.conf as it is: PGlite's own `postgresqlconf` option
 * replaces the whole file, time zone and text search configuration included.
 */
const SHARED_BUFFERS = "16MB";

/**
 * A new data directory is initialised (initdb), and any directory is given its shared buffers, by
 * a short-lived node process: initdb takes PGlite's memory to about 800 MB, and the setting applies
 * from the next start. The server then opens the directory at its steady-state size. A directory
 * already prepared is opened directly, at no cost to the start-up.
 */
async function prepareInChildProcess(dataDir: string): Promise<void> {
  const autoConf = path.join(dataDir, "postgresql.auto.conf");
  const prepared =
    existsSync(path.join(dataDir, "PG_VERSION")) &&
    existsSync(autoConf) &&
    readFileSync(autoConf, "utf8").includes(`shared_buffers = '${SHARED_BUFFERS}'`);
  if (prepared) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `
const [url, dataDir, sharedBuffers] = process.argv.slice(1);
const module = await import(url);
const PGlite = module.PGlite ?? module.default.PGlite;
const db = await PGlite.create(dataDir);
await db.exec(\`ALTER SYSTEM SET shared_buffers = '\${sharedBuffers}'\`);
await db.close();`;
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--input-type=module", "--eval", script, pglite, dataDir, SHARED_BUFFERS],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve({ code: exitCode, stderr: output }));
  });
  if (code !== 0)
    throw new Error(`Preparing the PGlite data directory failed (exit ${code}): ${stderr.trim()}`);
}

/**
 * PGlite answers `select 1` from memory on a full or read-only disk, while every write fails; a
 * new file in its directory fails the same way, so readiness follows what visitors meet.
 */
async function probeWritable(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.ready-probe-${process.pid}-${randomUUID()}`);
  await writeFile(probe, "ready");
  await rm(probe, { force: true });
}

/**
 * How long a new connection to PostgreSQL may take to open. A database that is down, or frozen,
 * fails the request within this time (a 503 with Retry-After), however long requests may wait for
 * a connection of the pool.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * node-postgres's pool uses `connectionTimeoutMillis` both for opening a connection and for
 * waiting for one to be free. The pool's is the wait (DATABASE_POOL_WAIT_SECONDS); each client
 * has its own, shorter, for opening (CONNECT_TIMEOUT_MS), which fires first.
 */
class QuicklyConnectingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/** The pool's message when a query waited its whole `connectionTimeoutMillis` for a connection. */
const POOL_WAIT_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";

/** Waits are summed up in one warning at most this often: a burst makes hundreds of them. */
const POOL_WAIT_REPORT_MS = 5_000;

/**
 * Queries (a statement, or a whole transaction) that found every connection busy and waited for
 * one. That is no outage (the database answers, and each query is served in turn) but a sign that
 * the pool is small for the load: it is logged as such, once per few seconds, with how many waited
 * and for how long at most.
 */
class PoolWaitReport {
  private waits = 0;
  private longestMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly poolSize: number,
    private readonly logger: Logger | undefined,
  ) {}

  waited(ms: number): void {
    this.waits += 1;
    this.longestMs = Math.max(this.longestMs, ms);
    this.timer ??= setTimeout(() => this.flush(), POOL_WAIT_REPORT_MS).unref();
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waits === 0) return;
    const longestWaitMs = Math.round(this.longestMs);
    this.logger?.warn(
      { poolSize: this.poolSize, queriesWaited: this.waits, longestWaitMs },
      `all ${this.poolSize} database connections busy; ${this.waits} queries waited for one, the longest ${longestWaitMs} ms`,
    );
    this.waits = 0;
    this.longestMs = 0;
  }
}

type ConnectCallback = Parameters<pg.Pool["connect"]>[0] & {};

interface SitePoolOptions {
  url: string;
  size: number;
  waitMs: number;
  logger: Logger | undefined;
}

/**
 * The pool of connections to PostgreSQL: `size` connections, and a queue in which a query waits up
 * to `waitMs` for one (then DatabaseBusyError, a 503). Waits are reported by PoolWaitReport.
 *
 * drizzle's node-postgres `transaction()` sends BEGIN before its try/finally, so a BEGIN that fails
 * (the connection was terminated just before) never releases its client; after `max` of those
 * every request would wait for a connection that never comes. This pool releases such a client,
 * as broken, itself. Only the promise form of connect(), the one drizzle's transactions use, is
 * watched that way; pool.query() uses the callback form and releases its client itself.
 */
class SitePool extends pg.Pool {
  readonly waitReport: PoolWaitReport;
  private readonly size: number;
  private readonly waitMs: number;

  constructor({ url, size, waitMs, logger }: SitePoolOptions) {
    super({
      connectionString: url,
      max: size,
      connectionTimeoutMillis: waitMs,
      Client: QuicklyConnectingClient as unknown as pg.PoolConfig["Client"],
    });
    this.size = size;
    this.waitMs = waitMs;
    this.waitReport = new PoolWaitReport(size, logger);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The pool queues a checkout when every connection it may open is open and none is idle.
    const queued = this.totalCount >= this.size && this.idleCount === 0 ? performance.now() : undefined;
    const settled = (error?: Error) => {
      if (queued !== undefined && !error) this.waitReport.waited(performance.now() - queued);
      return error?.message === POOL_WAIT_TIMEOUT_MESSAGE
        ? new DatabaseBusyError(this.size, this.waitMs)
        : error;
    };
    if (callback) {
      return super.connect((error, client, done) => callback(settled(error), client, done));
    }
    return (super.connect() as Promise<pg.PoolClient>).then(
      (client: pg.PoolClient) => {
        settled();
        // Only this checkout's first query is watched; then the prototype's query is back.
        client.query = ((...queryArgs: unknown[]) => {
          delete (client as { query?: unknown }).query;
          const result = (client.query as (...a: unknown[]) => unknown)(...queryArgs);
          const text =
            typeof queryArgs[0] === "string" ? queryArgs[0] : (queryArgs[0] as { text?: string })?.text;
          if (result instanceof Promise && /^\s*begin\b/i.test(text ?? "")) {
            result.catch((error: Error) => client.release(error));
          }
          return result;
        }) as typeof client.query;
        return client;
      },
      (error: Error) => {
        throw settled(error);
      },
    );
  }
}

async function openPostgres(
  url: string,
  {
    logger,
    poolSize = DEFAULT_DATABASE_POOL_SIZE,
    poolWaitMs = DEFAULT_DATABASE_POOL_WAIT_SECONDS * 1000,
  }: OpenOptions,
): Promise<DatabaseHandle> {
  const pool = new SitePool({ url, size: poolSize, waitMs: poolWaitMs, logger });
  // An idle connection that PostgreSQL ends (a restart, a failover, pg_terminate_backend,
  // idle_session_timeout) is emitted here; without a listener the process would crash. The pool
  // drops that connection and opens another for the next query.
  pool.on("error", (error) => {
    logger?.warn({ code: errorCode(error) }, "An idle database connection was closed; the pool replaces it");
  });
  // A connection checked out (inside a transaction, between two queries) emits the same error on
  // itself, where the pool does not listen: the query that uses it next fails instead, as a 503.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
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
      pool.waitReport.flush();
      await pool.end();
    },
  };
}
