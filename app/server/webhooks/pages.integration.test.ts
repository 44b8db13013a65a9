/**
 * The console's webhook pages through their own loaders and actions, behind the owners' layout as
 * React Router runs it, on PGlite and PostgreSQL: a member of staff who is not an owner is refused
 * before anything runs; bad input is a 400 naming each field, with nothing stored; an endpoint is
 * added with its secret in the answer alone; replacing the secret and removing ask for the password
 * given within 10 minutes (ADR 028), the other changes do not.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as endpointAction, loader as endpointLoader } from "~/routes/admin/webhook";
import { action as listAction, loader as listLoader } from "~/routes/admin/webhooks";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, webhookEndpoints } from "../db/schema.server";
import {
  CLIENT,
  consoleChains,
  consoleServices,
  createAccount,
  guarded,
  outcomeOf,
  PASSWORD,
  type RouteArgs,
  routeArgs,
  testClock,
  WEBHOOK_SEALING_KEY,
} from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import {
  PASSWORD_CHECK_DUE_MESSAGE,
  RECENT_AUTHENTICATION_MS,
} from "../console/recent-authentication.server";
import { signIn } from "../console/sessions.server";
import { openWebhookSecret } from "./signing-secret.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const RECEIVER = "https://crm.example.com/hooks/in?token=abc";

describe.each(testDatabases)("the console's webhook pages on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(webhookEndpoints);
    await database.db.delete(auditLog);
  });

  let uniqueness = 0;
  async function signedIn(role: "owner" | "staff") {
    uniqueness++;
    const clock = testClock(NOW);
    const services = consoleServices(database.db, clock.now);
    const account = await createAccount(database.db, `webhooks${uniqueness}@maplewiseleads.example`, role);
    // An IP of its own: the sign-in throttle's count is this test's alone.
    const ip = `192.0.2.${uniqueness}`;
    const outcome = await signIn(
      database.db,
      { email: account.email, password: PASSWORD },
      { ...CLIENT, ip },
      NOW,
    );
    const token = (outcome as { token: string }).token;
    const post = (path: string, fields: Record<string, string> | [string, string][]) =>
      routeArgs(services, path, { token, ip, method: "POST", body: new URLSearchParams(fields) });
    const get = (path: string) => routeArgs(services, path, { token, ip });
    return { clock, post, get };
  }

  /** What was audited of the webhooks (a sign-in is audited too). */
  const webhookAuditActions = async () =>
    (await database.db.select().from(auditLog).orderBy(auditLog.id))
      .map((entry) => entry.action)
      .filter((action) => action.startsWith("webhook-"));

  /** A route's loader or action, behind the owners' layout. */
  const asOwnerPage = async (args: Promise<RouteArgs>, handler: (args: RouteArgs) => Promise<unknown>) =>
    outcomeOf(guarded(consoleChains.ownerPage, await args, handler));
  const list = (args: Promise<RouteArgs>, method: "loader" | "action") =>
    asOwnerPage(args, (a) => (method === "loader" ? listLoader(a as never) : listAction(a as never)));
  /** The endpoint's page, its `:id` taken from the path as React Router takes it. */
  const endpoint = (args: Promise<RouteArgs>, method: "loader" | "action") =>
    asOwnerPage(args, (a) => {
      const withId = { ...a, params: { id: a.url.pathname.split("/").at(-1)! } };
      return method === "loader" ? endpointLoader(withId as never) : endpointAction(withId as never);
    });

  const addForm: [string, string][] = [
    ["intent", "add"],
    ["url", RECEIVER],
    ["events", "lead.created"],
    ["events", "booking.cancelled"],
  ];

  it("refuses a member of staff who is not an owner on both pages, storing nothing", async () => {
    const staff = await signedIn("staff");
    const refusal = { status: 403, body: "Only an owner can do this." };
    expect(await list(staff.get("/admin/webhooks"), "loader")).toEqual(refusal);
    expect(await list(staff.post("/admin/webhooks", addForm), "action")).toEqual(refusal);
    const owner = await signedIn("owner");
    const added = (await list(owner.post("/admin/webhooks", addForm), "action")).body as {
      added: { id: string };
    };
    const path = `/admin/webhooks/${added.added.id}`;
    expect(await endpoint(staff.get(path), "loader")).toEqual(refusal);
    for (const intent of ["disable", "test", "remove", "rotate-secret"])
      expect(await endpoint(staff.post(path, { intent }), "action"), intent).toEqual(refusal);
    const [stored] = await database.db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({ id: added.added.id, disabledAt: null });
    expect(await webhookAuditActions()).toEqual(["webhook-created"]);
  });

  it("answers bad input with a 400 naming each field and what was typed, storing nothing", async () => {
    const owner = await signedIn("owner");
    const refused = await list(
      owner.post("/admin/webhooks", [
        ["intent", "add"],
        ["url", "http://crm.example.com/in"],
        ["events", "lead.deleted"],
      ]),
      "action",
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        fieldErrors: {
          url: "Use https: webhooks carry personal information and are never sent in clear.",
          events: expect.stringContaining("Not an event this site sends: lead.deleted."),
        },
        typed: { url: "http://crm.example.com/in", events: ["lead.deleted"] },
      },
    });
    expect(
      await list(
        owner.post("/admin/webhooks", [
          ["intent", "add"],
          ["url", "https://crm.example.com/\u0000"],
        ]),
        "action",
      ),
    ).toMatchObject({ status: 400, body: { fieldErrors: { url: expect.any(String) } } });
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
    expect(await webhookAuditActions()).toEqual([]);
  });

  it("adds an endpoint, answering its secret once, and lists it", async () => {
    const owner = await signedIn("owner");
    const answer = await list(owner.post("/admin/webhooks", addForm), "action");
    const { added, done } = answer.body as { added: { id: string; secret: string }; done: string };
    expect(done).toBe(
      "Endpoint added for https://crm.example.com. Copy its signing secret now: it will not be shown again.",
    );
    const [stored] = await database.db.select().from(webhookEndpoints);
    expect(stored?.eventTypes).toEqual(["lead.created", "booking.cancelled"]);
    expect(
      openWebhookSecret(WEBHOOK_SEALING_KEY, added.id, {
        sealed: stored!.secretSealed,
        keyId: stored!.secretKeyId,
      }),
    ).toBe(added.secret);

    const listed = await list(owner.get("/admin/webhooks"), "loader");
    expect(JSON.stringify(listed.body)).not.toContain(added.secret);
    expect(listed.body).toMatchObject({
      endpoints: [{ id: added.id, origin: "https://crm.example.com", url: RECEIVER, disabled: null }],
    });
    const page = await endpoint(owner.get(`/admin/webhooks/${added.id}`), "loader");
    expect(page.body).toMatchObject({ endpoint: { id: added.id }, deliveries: [] });
    expect(JSON.stringify(page.body)).not.toContain(added.secret);
    for (const missing of ["/admin/webhooks/00000000-0000-4000-8000-000000000000", "/admin/webhooks/nope"])
      expect((await endpoint(owner.get(missing), "loader")).status, missing).toBe(404);
  });

  it("asks for the password before replacing the secret or removing, not before the other changes", async () => {
    const owner = await signedIn("owner");
    const { added } = (await list(owner.post("/admin/webhooks", addForm), "action")).body as {
      added: { id: string };
    };
    const path = `/admin/webhooks/${added.id}`;
    owner.clock.advance(RECENT_AUTHENTICATION_MS);
    for (const intent of ["rotate-secret", "remove"])
      expect(await endpoint(owner.post(path, { intent }), "action"), intent).toEqual({
        status: 401,
        body: { fieldErrors: {}, message: PASSWORD_CHECK_DUE_MESSAGE, passwordCheck: "due" },
      });
    expect((await endpoint(owner.post(path, { intent: "disable" }), "action")).status).toBe(200);
    expect((await endpoint(owner.post(path, { intent: "test" }), "action")).status).toBe(200);
    const [still] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, added.id));
    expect(still?.previousSecretSealed).toBeNull();

    expect(
      await endpoint(owner.post(path, { intent: "confirm-password", password: PASSWORD }), "action"),
    ).toMatchObject({ status: 200, body: { passwordCheck: "confirmed" } });
    const rotated = await endpoint(owner.post(path, { intent: "rotate-secret" }), "action");
    expect(rotated.body).toMatchObject({ newSecret: expect.stringMatching(/^whsec_/) });
    expect(await endpoint(owner.post(path, { intent: "remove" }), "action")).toEqual({
      status: 303,
      location: "/admin/webhooks?done=removed",
    });
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
