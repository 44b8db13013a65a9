/**
 * The server when its database fails: errors logged without personal data (PGlite and
 * PostgreSQL), and PostgreSQL connections terminated under load (503s, never a crash or a 500,
 * nothing acknowledged lost).
 */
import { inArray, sql } from "drizzle-orm";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../app/server/db/client.server";
import { appointments, leads } from "../app/server/db/schema.server";
import { type RunningApi, startApi } from "../tests/support/api-server";
import { postgresAdminUrl, postgresTestDatabase, testDatabases } from "../tests/support/databases";
import { bookingBody, distinctSlots, leadBody, MONDAY } from "../tests/support/fixtures";
import { capturedLogger } from "../tests/support/captured-logger";

const NOW = new Date("2026-11-20T15:00:00Z"); // Friday, 10:00 EST

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe.each(testDatabases)("a database error on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  const log = capturedLogger();

  beforeAll(async () => {
    database = await open();
    // Make the database refuse what the requests write, as a bug or a broken migration would.
    await database.db.execute(
      sql.raw("alter table email_outbox add constraint refused_in_test check (false) not valid"),
    );
    await database.db.execute(
      sql.raw("alter table appointments add constraint refused_in_test check (false) not valid"),
    );
    api = await startApi(database, { now: () => NOW, logger: log.logger });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it("logs the code, constraint, table, request id and path, and none of the visitor's data", async () => {
    const lead = leadBody({
      name: "Grace Brewster Hopper",
      email: "grace.hopper@example.com",
      phone: "613-555-0199",
      company: "Flow-Matic Ltd",
      message: "Please call about mortgage leads",
    });
    const booking = bookingBody({
      name: "Ada Augusta Lovelace",
      email: "ada.lovelace@example.com",
      phone: "416-555-0142",
      goals: "Audit our consent flow before spring",
    });
    const leadAnswer = await post(api.origin, "/api/leads?utm_source=secret-campaign", lead, {
      "X-Request-Id": "req-lead-1",
    });
    const bookingAnswer = await post(api.origin, "/api/bookings", booking, {
      "X-Request-Id": "req-booking-1",
    });
    expect(leadAnswer.status).toBe(500);
    expect(bookingAnswer.status).toBe(500);

    const written = log.lines.join("\n");
    for (const personal of [
      "Grace Brewster Hopper",
      "grace.hopper@example.com",
      "613-555-0199",
      "Flow-Matic",
      "mortgage leads",
      "Ada Augusta Lovelace",
      "ada.lovelace@example.com",
      "416-555-0142",
      "Audit our consent flow",
      "secret-campaign",
      lead.formToken as string,
      "params",
      "<html",
      "Failed query",
    ]) {
      expect(written).not.toContain(personal);
    }
    const errors = log.lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "Unhandled error");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      req: { id: "req-lead-1", method: "POST", path: "/api/leads" },
      err: { cause: { code: "23514", constraint: "refused_in_test", table: "email_outbox" } },
    });
    expect(errors[1]).toMatchObject({
      req: { id: "req-booking-1", path: "/api/bookings" },
      // The booking and its emails are one statement: either refusal may come first.
      err: {
        cause: {
          code: "23514",
          constraint: "refused_in_test",
          table: expect.stringMatching(/^(appointments|email_outbox)$/),
        },
      },
    });
  });
});

const postgres = postgresTestDatabase;

describe.skipIf(!postgres)("PostgreSQL connections terminated under load", () => {
  let database: DatabaseHandle & { url?: string };
  let api: RunningApi;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await postgres!.open();
    api = await startApi(database, { now: () => NOW });
    admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await api?.close();
    await database?.close();
  });

  it("answers 201 or 503 with Retry-After, loses no acknowledged write, and is ready again", async () => {
    const databaseName = new URL(database.url!).pathname.slice(1);
    const terminate = () =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [databaseName],
      );
    const requests = distinctSlots(240, MONDAY).map((slot, index) =>
      index % 4 === 3
        ? { path: "/api/leads", body: leadBody({ email: `lead${index}@example.com` }) }
        : { path: "/api/bookings", body: bookingBody({ ...slot, email: `booking${index}@example.com` }) },
    );
    const answers: { status: number; retryAfter: string | null; id?: string; path: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const response = await post(api.origin, request.path, request.body);
        const body = (await response.json()) as { id?: string };
        answers.push({
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          id: body.id,
          path: request.path,
        });
      }
    };
    const terminations = (async () => {
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await terminate();
      }
    })();
    await Promise.all([...Array.from({ length: 8 }, worker), terminations]);

    expect(answers).toHaveLength(requests.length);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    for (const answer of answers.filter((answer) => answer.status === 503))
      expect(answer.retryAfter).toBe("5");

    const acknowledged = (path: string) =>
      answers.filter((answer) => answer.status === 201 && answer.path === path).map((answer) => answer.id!);
    const bookingIds = acknowledged("/api/bookings");
    const leadIds = acknowledged("/api/leads");
    expect(bookingIds.length).toBeGreaterThan(0);
    const storedBookings = await database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(inArray(appointments.id, bookingIds));
    const storedLeads = leadIds.length
      ? await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, leadIds))
      : [];
    expect(storedBookings).toHaveLength(bookingIds.length);
    expect(storedLeads).toHaveLength(leadIds.length);

    await terminate();
    await expect
      .poll(async () => (await fetch(`${api.origin}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
  }, 120_000);

  it("answers 503 while the database cannot be reached, and 200 once it is back", async () => {
    // PostgreSQL behind a TCP relay that this test cuts and restores, as an outage would.
    const target = new URL(database.url!);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on("error", () => socket.destroy());
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayPort = (relay.address() as net.AddressInfo).port;
    const relayed = new URL(database.url!);
    relayed.port = String(relayPort);
    const throughRelay = await openDatabase({ kind: "postgres", url: relayed.toString() });
    const relayedApi = await startApi(throughRelay, { now: () => NOW });
    try {
      expect((await fetch(`${relayedApi.origin}/readyz`)).status).toBe(200);
      await new Promise<void>(
        (resolve) => relay.close(() => resolve()) && sockets.forEach((socket) => socket.destroy()),
      );
      const ready = await fetch(`${relayedApi.origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get("retry-after")).toBe("5");
      const booking = await post(
        relayedApi.origin,
        "/api/bookings",
        bookingBody({ date: "2027-01-04", timeSlot: "09:00" }),
      );
      expect(booking.status).toBe(503);
      expect(booking.headers.get("retry-after")).toBe("5");
      expect(await booking.json()).toEqual({
        error: "The service is briefly unavailable. Please try again in a moment.",
      });
      expect((await fetch(`${relayedApi.origin}/api/availability?date=2026-12-01`)).status).toBe(503);

      await new Promise<void>((resolve) => relay.listen(relayPort, "127.0.0.1", resolve));
      await expect
        .poll(async () => (await fetch(`${relayedApi.origin}/readyz`)).status, { timeout: 15_000 })
        .toBe(200);
      const retried = await post(
        relayedApi.origin,
        "/api/bookings",
        bookingBody({ date: "2027-01-04", timeSlot: "09:00" }),
      );
      expect(retried.status).toBe(201);
    } finally {
      await relayedApi.close();
      await throughRelay.close();
      relay.close();
      sockets.forEach((socket) => socket.destroy());
    }
  }, 60_000);
});
