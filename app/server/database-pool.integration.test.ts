/**
 * A healthy PostgreSQL never answers a burst with 503 (issue 22, item 6): on one process, 200
 * bookings (half of them for one slot) and 200 leads sent at once to a pool of 3 connections wait
 * their turn for a connection, and each is answered for what it is: 201, or 409 for a slot already
 * taken. The wait is logged as a busy pool, never as an unavailable database. PostgreSQL only:
 * PGlite has no pool (one connection, in the process).
 */
import { inArray, sql } from "drizzle-orm";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client.server";
import { appointments, leads } from "./db/schema.server";
import { type RunningApi, startApi } from "../../tests/support/api-server";
import { capturedLogger } from "../../tests/support/captured-logger";
import { testDatabases } from "../../tests/support/databases";
import { bookingBody, distinctSlots, leadBody, MONDAY } from "../../tests/support/fixtures";

const NOW = new Date("2026-11-20T15:00:00Z"); // Friday, 10:00 EST
const POOL_SIZE = 3;
/** Real work: 400 requests through 3 connections, on a machine that may be busy with a build. */
const BURST_TIMEOUT_MS = 180_000;

const postgres = testDatabases.find((candidate) => candidate.name === "PostgreSQL");
if (!postgres) {
  console.warn(
    "Pool burst test SKIPPED: it needs PostgreSQL; start PostgreSQL on 127.0.0.1:5432 or set TEST_DATABASE_URL to run it.",
  );
}

/** Weekday slots from Tuesday 2026-11-24 on, none of them Monday's contested one. */
const slotsFromTuesday = (count: number) => distinctSlots(count, "2026-11-24");

describe.skipIf(!postgres)(`PostgreSQL with a pool of ${POOL_SIZE} under a burst`, () => {
  let database: DatabaseHandle;
  let api: RunningApi;
  const log = capturedLogger();

  beforeAll(async () => {
    // The burst's last query waits for the ~399 before it on 3 connections: a few seconds on an idle
    // machine, more than the default 10 s wait beside a build. The test is about waiting rather
    // than failing, not about how long, so the pool waits as long as the test may run.
    database = await postgres!.open({
      logger: log.logger,
      poolSize: POOL_SIZE,
      poolWaitMs: BURST_TIMEOUT_MS,
    });
    api = await startApi(database, { now: () => NOW, logger: log.logger });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it(
    "answers 400 requests sent at once without a 5xx: each waits for a connection",
    async () => {
      const requests = [
        ...Array.from({ length: 100 }, (_, index) => ({
          kind: "same slot",
          path: "/api/bookings",
          body: bookingBody({ date: MONDAY, timeSlot: "10:00", email: `contender${index}@example.com` }),
        })),
        ...slotsFromTuesday(100).map((slot, index) => ({
          kind: "own slot",
          path: "/api/bookings",
          body: bookingBody({ ...slot, email: `booker${index}@example.com` }),
        })),
        ...Array.from({ length: 200 }, (_, index) => ({
          kind: "lead",
          path: "/api/leads",
          body: leadBody({ email: `lead${index}@example.com` }),
        })),
      ];
      const answers = await Promise.all(
        requests.map(async (request) => {
          const response = await fetch(`${api.origin}${request.path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(request.body),
          });
          const body = (await response.json()) as { id?: string };
          return { kind: request.kind, status: response.status, id: body.id };
        }),
      );

      const statuses = (kind: string) =>
        answers
          .filter((answer) => answer.kind === kind)
          .reduce<Record<number, number>>(
            (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
            {},
          );
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(statuses("same slot")).toEqual({ 201: 1, 409: 99 });
      expect(statuses("own slot")).toEqual({ 201: 100 });
      expect(statuses("lead")).toEqual({ 201: 200 });

      // Exactly one booking per slot, and every lead acknowledged is stored.
      const perSlot = await database.db.execute(
        sql`select count(*)::int as bookings from ${appointments} group by ${appointments.startsAt} having count(*) > 1`,
      );
      expect((perSlot as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect(await database.db.$count(appointments)).toBe(101);
      const leadIds = answers.filter((answer) => answer.kind === "lead").map((answer) => answer.id!);
      expect(await database.db.$count(leads, inArray(leads.id, leadIds))).toBe(200);

      // The wait is named as a busy pool, in one warning for the burst; nothing says "unavailable".
      await expect
        .poll(() => log.lines.map((line) => JSON.parse(line) as { level: number; msg: string }), {
          timeout: 15_000,
        })
        .toContainEqual(
          expect.objectContaining({
            level: 40,
            msg: expect.stringMatching(
              new RegExp(`^all ${POOL_SIZE} database connections busy; \\d+ queries waited`),
            ),
          }),
        );
      expect(log.lines.join("\n")).not.toMatch(/unavailable|cannot be reached/i);
    },
    BURST_TIMEOUT_MS,
  );
});

/**
 * PostgreSQL behind a TCP relay that the test can freeze: from then on it drops the connections it
 * carried and accepts new ones without ever answering, as a stopped (SIGSTOP) or wedged server does.
 */
async function freezableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const relay = net.createServer((client) => {
    sockets.add(client);
    client.on("error", () => client.destroy());
    client.on("close", () => sockets.delete(client));
    if (frozen) return;
    const server = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(server);
    server.on("error", () => server.destroy());
    server.on("close", () => sockets.delete(server));
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.port = String((relay.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!postgres)("PostgreSQL: waiting for a connection and opening one are bounded apart", () => {
  let database: DatabaseHandle & { url?: string };
  let api: RunningApi;

  beforeAll(async () => {
    // A wait far longer than opening a connection may take (5 s), so that the two cannot be mistaken.
    database = await postgres!.open({ poolSize: POOL_SIZE, poolWaitMs: 60_000 });
    api = await startApi(database, { now: () => NOW });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const book = (origin: string, slot: { date: string; timeSlot: string }) =>
    fetch(`${origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody({ ...slot, email: "patient@example.com" })),
    });

  it("lets a request wait for a busy connection longer than opening one may take", async () => {
    // Every connection busy for 12 s (a slow report, say), and 20 bookings meanwhile: each waits
    // for a connection twice (the rate limit's count, then the booking), more than 5 s each time.
    const slowQueries = Array.from({ length: POOL_SIZE }, async () =>
      database.db.execute(sql`select pg_sleep(12)`),
    );
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    try {
      await expect
        .poll(async () => {
          const { rows } = await observer.query<{ sleeping: number }>(
            "select count(*)::int as sleeping from pg_stat_activity where query = 'select pg_sleep(12)' and state = 'active'",
          );
          return rows[0]!.sleeping;
        })
        .toBe(POOL_SIZE);
    } finally {
      await observer.end();
    }
    const answers = await Promise.all(slotsFromTuesday(20).map((slot) => book(api.origin, slot)));
    await Promise.all(slowQueries);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
  }, 60_000);

  it("still answers 503 with Retry-After at once when no connection can be opened (a frozen PostgreSQL)", async () => {
    const relay = await freezableRelay(new URL(database.url!));
    const throughRelay = await openDatabase(
      { kind: "postgres", url: relay.url },
      { poolSize: POOL_SIZE, poolWaitMs: 60_000 },
    );
    const relayedApi = await startApi(throughRelay, { now: () => NOW });
    try {
      expect((await fetch(`${relayedApi.origin}/readyz`)).status).toBe(200);
      relay.freeze();
      // Within the test's 30 s only if opening a connection gives up long before the 60 s wait.
      const answer = await book(relayedApi.origin, { date: "2026-12-01", timeSlot: "09:00" });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
    } finally {
      await relayedApi.close();
      relay.close();
      await throughRelay.close();
    }
  }, 30_000);
});
