/**
 * Every console route and action, asked signed out, as staff and as an owner (issue 11, point 11):
 * the status code each must answer, and for every refused request, that nothing stored changed.
 * A server of its own (its own database, on its own port), so that the other specs' writes
 * cannot move the fingerprint it compares. No browser: desktop project only.
 */
import { type APIRequestContext, expect, request as requestContext, test } from "@playwright/test";
import { consoleRoutes, type Role, type RouteCase, seedConsole, type Seeded } from "./support/console-routes";
import { E2E_STAFF_PASSWORD } from "./support/console";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.skip(({ isMobile }) => isMobile, "HTTP only: no viewport involved");
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

test.beforeAll(async ({ browserName: _unused }, testInfo) => {
  // The file's skip spares the mobile project's tests, not this hook: without this line the mobile
  // worker started a second site on the same port and seeded the first one's database (409s).
  test.skip(testInfo.project.name !== "desktop", "HTTP only: no viewport involved");
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
