/**
 * The POST budget per client shared by every process on one PostgreSQL (PostgresRateLimitStore),
 * and what the limiter does when its database is away. Client addresses come from
 * X-Forwarded-For (trustProxy: 1), so that each test has an address of its own.
 */
import express from "express";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../app/server/db/client.server";
import { createLogger } from "../../app/server/logger.server";
import { type RunningApi, startApi } from "../../tests/support/api-server";
import { testDatabases } from "../../tests/support/databases";
import { postRateLimit } from "./guards";
import { PostgresRateLimitStore } from "./rate-limit-store";

const postgres = testDatabases.find((database) => database.name === "PostgreSQL");
const LIMIT = 4;

describe.skipIf(!postgres)("the POST budget of processes sharing one PostgreSQL", () => {
  let database: DatabaseHandle;
  const running: RunningApi[] = [];
  const startInstance = async () => {
    const api = await startApi(database, { postsPerWindow: LIMIT, trustProxy: 1 });
    running.push(api);
    return api;
  };
  const post = (api: RunningApi, clientIp: string) =>
    fetch(`${api.origin}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp },
      body: "{}",
    });

  beforeAll(async () => {
    database = await postgres!.open();
  }, 60_000);
  afterAll(async () => {
    for (const api of running) await api.close();
    await database?.close();
  });

  it("answers the (N+1)th POST across two instances with 429, and a new instance keeps the count", async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await post(i % 2 ? second! : first!, "10.0.0.1")).status);
    expect(statuses).toEqual(Array(LIMIT).fill(400)); // counted, then refused for its empty body
    const limited = await post(first!, "10.0.0.1");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await post(second!, "10.0.0.1")).status).toBe(429);

    // A restart: the instance goes, another comes, and the address is still over its budget.
    await first!.close();
    running.splice(running.indexOf(first!), 1);
    const restarted = await startInstance();
    expect((await post(restarted, "10.0.0.1")).status).toBe(429);
    // Another address has a budget of its own.
    expect((await post(restarted, "10.0.0.2")).status).toBe(400);
  }, 30_000);

  it("counts every one of many concurrent POSTs from one address across instances", async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(i % 2 ? second! : first!, "10.0.0.3")),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
  }, 30_000);
});

describe.skipIf(!postgres)("the rate-limit store's commits on PostgreSQL", () => {
  it("counts without waiting for the disk, and leaves its connection committing to disk for the next statement", async () => {
    const database = await postgres!.open();
    // One connection, so that the statement after a count runs where the count ran.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      // Each write to a counter notes the commit setting of the transaction that makes it.
      await pool.query(`
        create table commit_settings (setting text not null);
        create function note_commit_setting() returns trigger language plpgsql as $$
          begin
            insert into commit_settings values (current_setting('synchronous_commit'));
            return new;
          end $$;
        create trigger note_commit_setting before insert or update on rate_limit.hits
          for each row execute function note_commit_setting();`);
      const store = new PostgresRateLimitStore(drizzle(pool) as unknown as Database, "commit-test");
      store.init({ windowMs: 60_000 } as Parameters<PostgresRateLimitStore["init"]>[0]);
      expect((await store.increment("10.0.0.6")).totalHits).toBe(1);
      expect((await store.increment("10.0.0.6")).totalHits).toBe(2);

      const settings = await pool.query<{ setting: string }>("select setting from commit_settings");
      // The first count inserts its row; the second meets it and updates it (two triggers).
      expect(settings.rows.map((row) => row.setting)).toEqual(["off", "off", "off"]);
      const after = await pool.query<{ setting: string }>(
        "select current_setting('synchronous_commit') as setting",
      );
      expect(after.rows[0]!.setting).toBe("on");
    } finally {
      await pool.end();
      await database.close();
    }
  }, 60_000);
});

describe.each(testDatabases)("the rate-limit store on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const storeWithWindow = (windowMs: number, prefix: string) => {
    const store = new PostgresRateLimitStore(database.db, prefix);
    store.init({ windowMs } as Parameters<PostgresRateLimitStore["init"]>[0]);
    return store;
  };

  it("counts, uncounts and resets a key, and starts a new window once the last is over", async () => {
    const store = storeWithWindow(1_000, "window-test");
    expect((await store.increment("10.0.0.9")).totalHits).toBe(1);
    const second = await store.increment("10.0.0.9");
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.getTime()).toBeGreaterThan(Date.now());
    await store.decrement("10.0.0.9");
    expect((await store.get("10.0.0.9"))?.totalHits).toBe(1);
    await store.resetKey("10.0.0.9");
    expect(await store.get("10.0.0.9")).toBeUndefined();

    await store.increment("10.0.0.9");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.get("10.0.0.9")).toBeUndefined();
    expect((await store.increment("10.0.0.9")).totalHits).toBe(1);
  }, 30_000);

  it("keeps the counts of two limiters apart, and deletes counters whose window is over", async () => {
    const short = storeWithWindow(1_500, "short");
    const long = storeWithWindow(60_000, "long");
    await short.increment("10.0.0.8");
    await long.increment("10.0.0.8");
    expect((await long.increment("10.0.0.8")).totalHits).toBe(2);
    expect((await short.get("10.0.0.8"))?.totalHits).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // The next request after a window's time prunes, without waiting for it.
    await storeWithWindow(1_500, "short").increment("10.0.0.7");
    const keys = async () =>
      (
        (await database.db.execute(sql`select key from rate_limit.hits order by key`)) as unknown as {
          rows: { key: string }[];
        }
      ).rows.map((row) => row.key);
    await expect.poll(keys, { timeout: 5_000 }).not.toContain("short:10.0.0.8");
    expect(await keys()).toContain("long:10.0.0.8");
  }, 30_000);
});

describe("the POST limiter when its database is away", () => {
  let pool: pg.Pool;
  let server: ReturnType<express.Express["listen"]>;
  const logLines: string[] = [];

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails at once with ECONNREFUSED.
    pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none" });
    const app = express();
    app.set("trust proxy", 1);
    app.post(
      "/limited",
      postRateLimit({
        limit: 1,
        store: new PostgresRateLimitStore(drizzle({ client: pool }) as unknown as Database, "away"),
        logger: createLogger("warn", { write: (line: string) => logLines.push(line) }),
      }),
      (_req, res) => {
        res.status(204).end();
      },
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server?.close();
    await pool?.end();
  });

  it("lets requests through uncounted instead of failing them, and logs a warning without the address", async () => {
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/limited`, {
        method: "POST",
        headers: { "X-Forwarded-For": "203.0.113.77" },
      });
      expect(response.status).toBe(204);
    }
    const warnings = logLines.map((line) => JSON.parse(line));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatchObject({ level: 40, code: "ECONNREFUSED" });
    expect(warnings[0].msg).toMatch(/allowing request without rate-limiting/);
    expect(logLines.join("\n")).not.toContain("203.0.113.77");
  }, 30_000);
});
