/**
 * Every console route and action, asked signed out, as staff and as an owner (issue 11, point 11):
 * the status code each must answer, and for every refused request, that nothing stored changed.
 * A server of its own (its own database, on its own port), so that the other specs' writes
 * cannot move the fingerprint it compares. No browser: desktop project only (playwright.config.ts).
 */
import { type APIRequestContext, expect, request as requestContext, test } from "@playwright/test";
import http from "node:http";
import { consoleRoutes, type Role, type RouteCase, type Seeded } from "./support/console-routes";
import { seedConsole } from "./support/console-seed";
import { E2E_STAFF_PASSWORD } from "./support/console";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial" });

let site: OwnSite;
let origin: string;
let seeded: Seeded;
const clients = new Map<Role | "signed-out", APIRequestContext>();

async function client(role: Role | "signed-out"): Promise<APIRequestContext> {
  const existing = clients.get(role);
  if (existing) return existing;
  const context = await requestContext.newContext({ baseURL: origin, maxRedirects: 0 });
  if (role !== "signed-out") {
    const signIn = await context.post("/admin/sign-in", {
      form: { email: seeded.accounts[role].email, password: E2E_STAFF_PASSWORD },
      headers: { Origin: origin },
    });
    expect(signIn.status(), `sign-in as ${role}`).toBe(303);
  }
  clients.set(role, context);
  return context;
}

test.beforeAll(async () => {
  test.setTimeout(180_000); // a fresh PGlite database is created first: a minute on a busy machine
  site = await startOwnSite(7);
  origin = site.origin;
  const probe = await requestContext.newContext({ baseURL: origin });
  seeded = await seedConsole(probe);
  await probe.dispose();
});

test.afterAll(async () => {
  for (const context of clients.values()) await context.dispose();
  await site?.stop();
});

async function digest(): Promise<unknown> {
  const context = await client("signed-out");
  return (await context.get("/__e2e__/digest")).json();
}

function expectedFor(route: RouteCase, role: Role | "signed-out", method: "GET" | "POST") {
  if (role === "signed-out") {
    return method === "GET" && route.kind === "page" ? 303 : 401;
  }
  return route.role === "owner" && role === "staff" ? 403 : undefined;
}

for (const role of ["signed-out", "staff", "owner"] as const) {
  test(`every console route, ${role}`, async () => {
    const context = await client(role);
    for (const route of consoleRoutes(() => seeded)) {
      const path = route.path();
      const refusedGet = expectedFor(route, role, "GET");
      const before = refusedGet ? await digest() : undefined;
      const response = await context.get(path);
      if (refusedGet) {
        expect(response.status(), `GET ${path} ${role}`).toBe(refusedGet);
        if (refusedGet === 303) {
          expect(response.headers().location, `GET ${path} ${role}`).toBe(
            `/admin/sign-in?next=${encodeURIComponent(path)}`,
          );
        }
        expect(await digest(), `GET ${path} ${role} changed nothing`).toEqual(before);
      } else {
        expect(response.status(), `GET ${path} ${role}`).toBe(route.answers ?? 200);
      }
      const refusedPost = expectedFor(route, role, "POST");
      if (!refusedPost) continue;
      for (const form of route.actions ?? []) {
        const beforePost = await digest();
        const posted = await context.post(path, { form: form(), headers: { Origin: origin } });
        expect(posted.status(), `POST ${path} ${JSON.stringify(form())} ${role}`).toBe(refusedPost);
        expect(await digest(), `POST ${path} ${role} changed nothing`).toEqual(beforePost);
      }
    }
  });
}

test("a console form posted from another site is refused before anything is read", async () => {
  const context = await client("owner");
  for (const route of consoleRoutes(() => seeded)) {
    for (const form of route.actions ?? []) {
      const before = await digest();
      const posted = await context.post(route.path(), {
        form: form(),
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(posted.status(), `POST ${route.path()}`).toBe(403);
      expect(await digest()).toEqual(before);
    }
  }
});

test("methods other than GET, HEAD and POST are refused on every console route", async () => {
  const context = await client("owner");
  for (const route of consoleRoutes(() => seeded)) {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await context.fetch(route.path(), { method, headers: { Origin: origin } });
      expect(response.status(), `${method} ${route.path()}`).toBe(405);
    }
  }
});

/**
 * The spellings of a console path that React Router routes to the same page (ADR 029), and those
 * that name another path. Each is sent as it is written, over node:http: Playwright's client, like
 * a browser, would resolve dot segments and read "//admin" as a host.
 */
const sameRoute: [string, (path: string) => string][] = [
  ["%61dmin", (path) => path.replace("/admin", "/%61dmin")],
  ["every letter encoded", (path) => path.replace("/admin", "/%61%64%6D%69%6E")],
  ["//admin", (path) => `/${path}`],
  ["/ADMIN", (path) => path.replace("/admin", "/ADMIN")],
  ["a dot segment", (path) => `/.${path}`],
  ["an encoded dot-dot segment", (path) => `/x/%2e%2e${path}`],
];
const otherPaths: [string, (path: string) => string][] = [
  ["%2Fadmin", (path) => `/%2F${path.slice(1)}`],
  ["a trailing %20", (path) => `${path}%20`],
];
/** The auth pages are not in the authorisation table (anyone may open them), but are console pages. */
const authPages = ["/admin/sign-in", "/admin/sign-in/code", "/admin/set-password", "/admin/forgot-password"];

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

async function sendAsWritten(
  target: string,
  {
    method = "GET",
    cookie,
    headers = {},
  }: { method?: string; cookie?: string; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method,
        path: target,
        agent: false,
        headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function cookieOf(role: Role | "signed-out"): Promise<string | undefined> {
  if (role === "signed-out") return undefined;
  const { cookies } = await (await client(role)).storageState();
  return cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
}

/** What must be the same whichever way the path is spelled: the answer and the console's headers. */
function comparable({ status, headers }: RawAnswer) {
  return {
    status,
    // The sign-in link names the page asked for, in the case it was asked in.
    location: headers.location?.toLowerCase(),
    contentType: headers["content-type"],
    cacheControl: headers["cache-control"],
    robots: headers["x-robots-tag"],
    referrerPolicy: headers["referrer-policy"],
  };
}

for (const role of ["signed-out", "staff", "owner"] as const) {
  test(`every spelling of every console path answers as the path does, ${role}`, async () => {
    const cookie = await cookieOf(role);
    const paths = [...consoleRoutes(() => seeded).map((route) => route.path()), ...authPages];
    for (const path of paths) {
      const canonical = comparable(await sendAsWritten(path, { cookie }));
      expect(canonical.cacheControl, path).toBe("no-store");
      for (const [spelling, spell] of sameRoute) {
        const answer = await sendAsWritten(spell(path), { cookie });
        expect(comparable(answer), `${spell(path)} (${spelling}), ${role}`).toEqual(canonical);
      }
      for (const [spelling, spell] of otherPaths) {
        const answer = await sendAsWritten(spell(path), { cookie });
        // Another path: a page that does not exist, the sign-in it needs, or (an owners' route whose
        // `:id` took the rest, /admin/webhooks/{id}%20) an owner's refusal before the id is read;
        // never a console page.
        expect([303, 400, 401, 403, 404], `${spell(path)} (${spelling}), ${role}`).toContain(answer.status);
      }
    }
  });
}

test("a console form posted to any spelling of its path is held to the console's limits", async () => {
  const cookie = await cookieOf("owner");
  const before = await digest();
  const formPaths = [
    ...consoleRoutes(() => seeded)
      .filter((route) => route.actions?.length)
      .map((route) => route.path()),
    ...authPages,
  ];
  for (const path of formPaths) {
    for (const [spelling, spell] of sameRoute) {
      const target = spell(path);
      // A body far over the limit, declared but not sent: refused on its length alone.
      const tooLarge = await sendAsWritten(target, {
        method: "POST",
        cookie,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(200 * 1024 * 1024),
          Origin: origin,
        },
      });
      expect(tooLarge.status, `${target} (${spelling}), 200 MB`).toBe(413);
      const foreign = await sendAsWritten(target, {
        method: "POST",
        cookie,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": "0",
          Origin: "https://evil.example",
        },
      });
      expect(foreign.status, `${target} (${spelling}), from another site`).toBe(403);
    }
  }
  expect(await digest()).toEqual(before);
});
