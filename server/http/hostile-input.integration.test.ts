/**
 * Hostile and absurd input, table-driven, against PGlite and (with TEST_DATABASE_URL) PostgreSQL:
 * each is a 4xx naming the field where there is one, never a 500, and nothing is stored.
 */
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import {
  appointments,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  leads,
} from "../../app/server/db/schema.server";
import { type RunningApi, startApi } from "../../tests/support/api-server";
import { testDatabases } from "../../tests/support/databases";
import { bookingBody, leadBody } from "../../tests/support/fixtures";
import { UNSTORABLE_TEXT_MESSAGE } from "../../app/server/storable-text.server";

const NOW = new Date("2026-11-20T15:00:00Z"); // Friday, 10:00 EST

const leadTextFields = [
  "name",
  "email",
  "company",
  "phone",
  "role",
  "intent",
  "industry",
  "budget",
  "volume",
  "leadType",
  "message",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "referrer",
  "submissionTime",
  "visitorTimeZone",
  "formToken",
  "company_website",
];
const bookingTextFields = [
  "name",
  "email",
  "phone",
  "company",
  "meetingType",
  "goals",
  "date",
  "timeSlot",
  "timezone",
  "visitorTimeZone",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "referrer",
];

/** A JSON body with one string field replaced by raw JSON text (for escapes JSON.stringify would fix). */
function withRawField(body: Record<string, unknown>, field: string, rawJsonString: string): string {
  const marker = "__RAW_FIELD__";
  return JSON.stringify({ ...body, [field]: marker }).replace(`"${marker}"`, rawJsonString);
}

describe.each(testDatabases)("hostile input on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;

  beforeAll(async () => {
    database = await open();
    // The pages' place (React Router's handler in the site) is taken by a probe that shows which
    // address reached it, as React Router builds its request from req.originalUrl.
    api = await startApi(database, {
      now: () => NOW,
      pages: [
        (req, res) => {
          res.json({ routed: new URL(`${req.protocol}://${req.get("host")}${req.originalUrl}`).pathname });
        },
      ],
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const send = (
    method: string,
    path: string,
    body?: string | Uint8Array,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${api.origin}${path}`, {
      method,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body as BodyInit | undefined,
    });
  const nothingStored = async () => {
    for (const table of [appointments, leads, consentRecords, emailOutbox, idempotencyKeys] as PgTable[]) {
      expect((await database.db.select({ n: count() }).from(table))[0]!.n).toBe(0);
    }
  };

  const textCases = [
    ...leadTextFields.flatMap((field) => [
      { path: "/api/leads", body: leadBody(), field, raw: '"a\\u0000b"', what: "NUL" },
      { path: "/api/leads", body: leadBody(), field, raw: '"a\\ud800"', what: "a lone surrogate" },
    ]),
    ...bookingTextFields.flatMap((field) => [
      { path: "/api/bookings", body: bookingBody(), field, raw: '"a\\u0000b"', what: "NUL" },
      { path: "/api/bookings", body: bookingBody(), field, raw: '"\\udc00a"', what: "a lone surrogate" },
    ]),
    {
      path: "/api/bookings",
      body: bookingBody(),
      field: "topics",
      raw: '["ppl\\u0000"]',
      what: "NUL in a list",
    },
  ];
  it.each(textCases)("$path: $what in $field is a 400 naming it", async ({ path, body, field, raw }) => {
    const response = await send("POST", path, withRawField(body, field, raw));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
    await nothingStored();
  });

  it.each(["0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2024-11-20T15:00:00Z"])(
    "a lead sent at %s is a 400 on submissionTime",
    async (submissionTime) => {
      const response = await send("POST", "/api/leads", JSON.stringify(leadBody({ submissionTime })));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({
        submissionTime: "The submission time must be within a year of now",
      });
      await nothingStored();
    },
  );

  it.each([
    ["date", { date: "2026-02-30" }],
    ["date", { date: "99999-01-01" }],
    ["date", { date: "2026-11-23T00:00" }],
    ["timeSlot", { timeSlot: "25:99" }],
    ["timeSlot", { timeSlot: "10:05" }],
    ["name", { name: ["Ada", "Lovelace"] }],
    ["topics", { topics: "ppl" }],
  ])("a booking with an absurd %s is a 400 naming it", async (field, overrides) => {
    const response = await send("POST", "/api/bookings", JSON.stringify(bookingBody(overrides)));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty(field);
    await nothingStored();
  });

  it.each([
    ["a malformed date", "2026-02-30", 400],
    ["several dates", "2026-11-23&date=2026-11-24", 400],
    ["a date as a list", "x", 400, "date[]"],
    ["yesterday, a weekday", "2026-11-19", 400],
    ["a past weekend", "2026-11-15", 400],
    ["a weekend beyond the window", "2027-01-23", 400],
    ["day 61", "2027-01-20", 400],
    ["day 60", "2027-01-19", 200],
    ["a weekend within the window", "2026-11-21", 200],
    ["today", "2026-11-20", 200],
  ])("GET /api/availability for %s (%s) answers %i", async (_name, date, status, parameter = "date") => {
    const response = await send("GET", `/api/availability?${parameter}=${date}`);
    expect(response.status).toBe(status);
    if (status === 400) expect((await response.json()).fieldErrors).toHaveProperty("date");
  });

  it.each([
    ["an id that is not a UUID", `/api/bookings/${"f".repeat(36)}/calendar.ics?token=x`],
    ["an unknown UUID", "/api/bookings/00000000-0000-4000-8000-000000000000/calendar.ics?token=x"],
    ["a token given as a list", "/api/bookings/00000000-0000-4000-8000-000000000000/calendar.ics?token[]=x"],
    ["no token", "/api/bookings/00000000-0000-4000-8000-000000000000/calendar.ics"],
  ])("a calendar file with %s is a 404", async (_name, path) => {
    expect((await send("GET", path)).status).toBe(404);
  });

  it.each([
    ["gzip that is not gzip", "gzip", Buffer.from("not gzip at all"), 400],
    ["deflate that is not deflate", "deflate", Buffer.from("not deflate"), 400],
    ["an unknown encoding", "x-unknown", Buffer.from("{}"), 415],
    ["a gzip bomb", "gzip", gzipSync(Buffer.alloc(10 * 1024 * 1024, " ")), 413],
  ])("a body in %s is refused with a 4xx", async (_name, encoding, body, status) => {
    const response = await send("POST", "/api/leads", body, { "Content-Encoding": encoding });
    expect(response.status).toBe(status);
    await nothingStored();
  });

  it("a body nested thousands deep is a 400", async () => {
    const nested = `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expect((await send("POST", "/api/bookings", nested)).status).toBe(400);
  });

  it.each([
    ["DELETE", "/api/bookings", "POST, OPTIONS"],
    ["PUT", "/api/leads", "POST, OPTIONS"],
    ["GET", "/api/leads", "POST, OPTIONS"],
    ["POST", "/api/availability", "GET, HEAD, OPTIONS"],
    ["PATCH", "/api/leads/form-token", "GET, HEAD, OPTIONS"],
    ["TRACE", "/", "GET, HEAD"],
    ["TRACE", "/about", "GET, HEAD"],
    ["PROPFIND", "/api/bookings", "GET, HEAD"],
  ])("%s %s is a 405 that says what is allowed", async (method, path, allow) => {
    // node:http, as fetch refuses to send TRACE.
    const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
      const request = http.request(`${api.origin}${path}`, { method }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, allow: response.headers.allow });
      });
      request.on("error", reject);
      request.end();
    });
    expect(answer).toEqual({ status: 405, allow });
  });

  /**
   * node:http sends the target exactly as given (fetch would resolve or re-encode it), each on a
   * connection of its own: a refused body must not leave bytes for the next request to meet.
   */
  const sendRaw = (
    method: string,
    target: string,
    headers: Record<string, string | number> = {},
    body?: string,
  ) =>
    new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(api.origin);
      const request = http.request(
        { hostname, port, method, path: target, headers, agent: false },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });

  const undecodablePaths = [
    "/admin/leads/%FF",
    "/admin/%FF",
    "/admin/bookings/%ED%A0%80",
    "/admin/leads/%FF/consent",
    "/admin/leads/%FF/consent.json",
    "/bookings/%FF",
    "/bookings/%FF?token=x",
    "/blogs/%C0%AF",
    "/api/bookings/%FF/calendar.ics",
  ];
  it.each(undecodablePaths.flatMap((path) => [["GET", path] as const, ["POST", path] as const]))(
    "%s %s, a path that is not UTF-8, is a 400",
    async (method, path) => {
      const form = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 3 };
      const answer =
        method === "POST" ? await sendRaw(method, path, form, "a=1") : await sendRaw(method, path);
      expect(answer.status).toBe(400);
      await nothingStored();
    },
  );

  it("OPTIONS * is answered for the server; another method on * is a 400", async () => {
    const options = await sendRaw("OPTIONS", "*");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST");
    expect((await sendRaw("GET", "*")).status).toBe(400);
  });

  it("an absolute-form target is routed by its path", async () => {
    const answer = await sendRaw("GET", `${api.origin}/about?x=1`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ routed: "/about" });
  });

  it.each([
    ["/%61dmin/forgot-password", "/admin/forgot-password"],
    ["//admin/sign-in", "/admin/sign-in"],
    ["/admin/./leads", "/admin/leads"],
    ["/x/%2e%2e/admin/leads", "/admin/leads"],
    ["/ADMIN/leads", "/ADMIN/leads"],
  ])("%s reaches the pages as %s, with the console's headers", async (spelling, routed) => {
    const answer = await sendRaw("GET", spelling);
    expect(JSON.parse(answer.body)).toEqual({ routed });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it.each([
    "/%61dmin/forgot-password",
    "/admin/forgot-password",
    "/about",
    "/%2Fadmin/sign-in",
    "/bookings/x",
  ])("a 200 MB form posted to %s is refused before it is read", async (path) => {
    const answer = await sendRaw("POST", path, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": 200 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
  });

  it("a page body without a declared length is refused", async () => {
    const answer = await sendRaw("POST", "/about", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Transfer-Encoding": "chunked",
    });
    expect(answer.status).toBe(411);
  });

  it("OPTIONS on an endpoint lists its methods", async () => {
    const response = await send("OPTIONS", "/api/bookings");
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
