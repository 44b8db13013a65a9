/**
 * `lead.assigned` and the lead payloads' `owner` (ADR 040), on PGlite and PostgreSQL: giving a lead
 * to a member of staff, to another, and to nobody each stores one event in the assignment's own
 * transaction, with the new and the previous owner named by address; a refused, stale, repeated or
 * rolled-back assignment stores none; only the enabled endpoints subscribed to `lead.assigned`
 * receive it; every other lead event carries the owner the lead has as it is sent, and null once
 * the owner's account is removed. Endpoints are rows written here: no request is ever made.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { leadRequestSchema } from "~/domain/lead-request";
import { type WebhookEventType } from "~/domain/webhook-events";
import { assignLead, changeLead, type LeadAssignment, type StaffAudit } from "../console/leads.server";
import { auditLog, leads, staffAccounts, webhookDeliveries, webhookEvents } from "../db/schema.server";
import { createLead } from "../leads.server";
import { createLogger } from "../logger.server";
import { databasePerTest, raceTest, testDatabases } from "../../../tests/support/databases";
import { insertWebhookEndpoint, payloadOf } from "../../../tests/support/webhook-rows";
import { leadBody, testFormTokens } from "../../../tests/support/fixtures";
import { erasedLeadValues, insertLead, insertStaff } from "../../../tests/support/lead-rows";
import { auditBy } from "../../../tests/support/staff";

const SITE_URL = "https://www.maplewiseleads.example";
const FRIDAY_10AM = new Date("2026-11-20T15:00:00.000Z");
const minutesLater = (minutes: number) => new Date(FRIDAY_10AM.getTime() + minutes * 60_000);

describe.each(testDatabases)("lead.assigned on $name", { timeout: 60_000 }, (database) => {
  const race = raceTest(database);
  const openDatabase = databasePerTest(database);

  async function setUp() {
    const { db } = await openDatabase();
    const clock = { now: FRIDAY_10AM };
    const deps = {
      db,
      now: () => clock.now,
      salesInbox: "sales@maplewiseleads.example",
      siteUrl: SITE_URL,
      logger: createLogger("silent"),
      formTokens: testFormTokens,
    };
    const sam = await insertStaff(db, "sam@staff.example.com");
    const kim = await insertStaff(db, "kim@staff.example.com");
    const audit = auditBy(sam, () => clock.now);
    /** Gives the lead away as the lead's page does, at the clock's time. */
    const assign = (assignment: LeadAssignment, auditWith: StaffAudit = audit) =>
      assignLead(deps, assignment, clock.now, auditWith);

    /** A lead sent through the funnel's own function, with its consent record; returns its id. */
    async function newLead() {
      const body = leadBody();
      const outcome = await createLead(
        deps,
        z.parse(leadRequestSchema, body),
        { utm_source: body.utm_source, utm_campaign: body.utm_campaign, referrer: body.referrer },
        { ipAddress: "198.51.100.7", userAgent: "Test browser", pageUrl: `${SITE_URL}/contact` },
      );
      expect(outcome.kind).toBe("created");
      return (outcome as { response: { body: { id: string } } }).response.body.id;
    }

    const events = () => db.select().from(webhookEvents).orderBy(asc(webhookEvents.createdAt));
    const assignedEvents = async () => (await events()).filter((event) => event.type === "lead.assigned");
    const deliveries = () => db.select().from(webhookDeliveries);
    const ownerOf = async (id: string) =>
      (await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]!.ownerId;
    const assignmentsLogged = async () =>
      (await db.select().from(auditLog).where(eq(auditLog.action, "lead-assigned"))).length;

    return {
      db,
      deps,
      clock,
      sam,
      kim,
      audit,
      assign,
      newLead,
      events,
      assignedEvents,
      deliveries,
      ownerOf,
      assignmentsLogged,
    };
  }

  it("stores one event for each assignment, hand-over and unassignment, with the new and previous owner", async () => {
    const { db, clock, sam, kim, assign, newLead, events, assignedEvents, deliveries } = await setUp();
    const endpoint = await insertWebhookEndpoint(db);
    const leadId = await newLead();
    const [created] = await events();
    const createdData = payloadOf(created!, "lead.created").data;
    expect(createdData.owner).toBeNull();

    clock.now = minutesLater(1);
    expect(await assign({ leadId, expectedOwnerId: null, ownerId: sam.id })).toEqual({
      kind: "assigned",
      ownerEmail: sam.email,
    });
    clock.now = minutesLater(2);
    await assign({ leadId, expectedOwnerId: sam.id, ownerId: kim.id });
    clock.now = minutesLater(3);
    expect(await assign({ leadId, expectedOwnerId: kim.id, ownerId: null })).toEqual({
      kind: "assigned",
      ownerEmail: null,
    });

    const stored = await assignedEvents();
    expect(stored.map((event) => event.leadId)).toEqual([leadId, leadId, leadId]);
    const payloads = stored.map((event) => payloadOf(event, "lead.assigned"));
    expect(payloads.map(({ timestamp, data }) => [timestamp, data.owner, data.previousOwner])).toEqual([
      [minutesLater(1).toISOString(), { email: sam.email }, null],
      [minutesLater(2).toISOString(), { email: kim.email }, { email: sam.email }],
      [minutesLater(3).toISOString(), null, { email: kim.email }],
    ]);
    // The whole lead as lead.created sent it, but for who works it.
    const { owner: _owner, previousOwner: _previousOwner, ...lead } = payloads[0]!.data;
    const { owner: _createdOwner, ...createdLead } = createdData;
    expect(lead).toEqual(createdLead);
    // The owner is named by address alone: nothing else of the account leaves the site.
    expect(Object.keys(payloads[0]!.data.owner!)).toEqual(["email"]);
    const bodies = stored.map((event) => event.body!).join("\n");
    expect(bodies).not.toContain(sam.id);
    expect(bodies).not.toContain(kim.id);

    const ids = new Set(stored.map((event) => event.id));
    expect((await deliveries()).filter((delivery) => ids.has(delivery.eventId))).toEqual(
      stored.map((event) =>
        expect.objectContaining({ eventId: event.id, endpointId: endpoint.id, status: "pending" }),
      ),
    );
  });

  it("stores nothing when the lead keeps the owner it has, and nothing for a refused assignment", async () => {
    const { db, sam, kim, assign, assignedEvents, ownerOf, assignmentsLogged } = await setUp();
    await insertWebhookEndpoint(db);
    const lead = await insertLead(db, { ownerId: kim.id });
    const nobodys = await insertLead(db);

    // The owner it already has, and nobody for a lead nobody has: nothing changes.
    expect(await assign({ leadId: lead.id, expectedOwnerId: kim.id, ownerId: kim.id })).toEqual({
      kind: "assigned",
      ownerEmail: kim.email,
    });
    expect(await assign({ leadId: nobodys.id, expectedOwnerId: null, ownerId: null })).toEqual({
      kind: "assigned",
      ownerEmail: null,
    });
    // Chosen from a page that showed nobody, while Kim has had it since.
    expect(await assign({ leadId: lead.id, expectedOwnerId: null, ownerId: sam.id })).toMatchObject({
      kind: "refused",
      field: "form",
    });
    // A disabled account, an account that does not exist, an erased lead, a lead that does not exist.
    await db.update(staffAccounts).set({ disabledAt: FRIDAY_10AM }).where(eq(staffAccounts.id, sam.id));
    expect(await assign({ leadId: lead.id, expectedOwnerId: kim.id, ownerId: sam.id })).toMatchObject({
      kind: "refused",
      field: "owner",
    });
    const unknown = "00000000-0000-4000-8000-000000000099";
    expect(await assign({ leadId: lead.id, expectedOwnerId: kim.id, ownerId: unknown })).toMatchObject({
      kind: "refused",
      field: "owner",
    });
    const erased = await insertLead(db, erasedLeadValues(FRIDAY_10AM));
    expect(await assign({ leadId: erased.id, expectedOwnerId: null, ownerId: kim.id })).toMatchObject({
      kind: "refused",
      field: "form",
    });
    expect(await assign({ leadId: unknown, expectedOwnerId: null, ownerId: kim.id })).toEqual({
      kind: "not-found",
    });

    expect(await assignedEvents()).toEqual([]);
    expect(await assignmentsLogged()).toBe(0);
    expect(await ownerOf(lead.id)).toBe(kim.id);
  });

  it("leaves no event when the assignment rolls back after its event was written", async () => {
    const { db, sam, assign, assignedEvents, deliveries, ownerOf } = await setUp();
    await insertWebhookEndpoint(db);
    const lead = await insertLead(db);
    // The audit entry, written after the event in the same transaction, fails: all of it goes.
    const failingAudit: StaffAudit = async () => {
      throw new Error("The audit log cannot be written");
    };
    await expect(
      assign({ leadId: lead.id, expectedOwnerId: null, ownerId: sam.id }, failingAudit),
    ).rejects.toThrow("The audit log cannot be written");
    expect(await assignedEvents()).toEqual([]);
    expect(await deliveries()).toEqual([]);
    expect(await ownerOf(lead.id)).toBeNull();

    // The same assignment with the log working stores the event with it.
    await assign({ leadId: lead.id, expectedOwnerId: null, ownerId: sam.id });
    expect(await assignedEvents()).toHaveLength(1);
    expect(await ownerOf(lead.id)).toBe(sam.id);
  });

  it("sends it only to the enabled endpoints subscribed to lead.assigned", async () => {
    const { db, deps, clock, sam, assign, newLead, events, deliveries } = await setUp();
    const owners = await insertWebhookEndpoint(db, ["lead.assigned"]);
    const everything = await insertWebhookEndpoint(db);
    const statuses = await insertWebhookEndpoint(db, ["lead.created", "lead.status_changed"]);
    await insertWebhookEndpoint(db, ["lead.assigned"], { disabledAt: FRIDAY_10AM });
    const leadId = await newLead();
    clock.now = minutesLater(1);
    await assign({ leadId, expectedOwnerId: null, ownerId: sam.id });
    await changeLead(
      deps,
      { leadId, staffId: sam.id, expectedStatus: "new", toStatus: "contacted" },
      clock.now,
      async () => undefined,
    );

    const stored = await events();
    expect(stored.map((event) => event.type)).toEqual([
      "lead.created",
      "lead.assigned",
      "lead.status_changed",
    ]);
    const receivers = async (type: WebhookEventType) => {
      const event = stored.find((candidate) => candidate.type === type)!;
      return (await deliveries())
        .filter((delivery) => delivery.eventId === event.id)
        .map((delivery) => delivery.endpointId)
        .sort();
    };
    expect(await receivers("lead.assigned")).toEqual([owners.id, everything.id].sort());
    expect(await receivers("lead.status_changed")).toEqual([everything.id, statuses.id].sort());
    expect(await receivers("lead.created")).toEqual([everything.id, statuses.id].sort());
  });

  it("stores nothing at all for an assignment while no endpoint listens for it", async () => {
    const { db, sam, assign, events, ownerOf } = await setUp();
    await insertWebhookEndpoint(db, ["lead.created"]);
    const lead = await insertLead(db);
    await assign({ leadId: lead.id, expectedOwnerId: null, ownerId: sam.id });
    expect(await ownerOf(lead.id)).toBe(sam.id);
    expect(await events()).toEqual([]);
  });

  it("sends the owner with a status change, and nobody once the owner's account is removed", async () => {
    const { db, deps, clock, sam, kim, assign, newLead, events } = await setUp();
    await insertWebhookEndpoint(db, ["lead.status_changed"]);
    const leadId = await newLead();
    // Sam moves it, so that the history holds nothing of Kim's that would keep the account.
    const move = (expectedStatus: "new" | "contacted", toStatus: "contacted" | "qualified") =>
      changeLead(
        deps,
        { leadId, staffId: sam.id, expectedStatus, toStatus },
        clock.now,
        async () => undefined,
      );

    await assign({ leadId, expectedOwnerId: null, ownerId: kim.id });
    await move("new", "contacted");
    // Accounts are disabled in the console, never deleted; removed from the database, the
    // foreign key sets the lead's owner to nobody, and the next event says so.
    await db.delete(staffAccounts).where(eq(staffAccounts.id, kim.id));
    await move("contacted", "qualified");

    const moves = (await events()).map((event) => payloadOf(event, "lead.status_changed").data);
    expect(moves.map((data) => [data.status, data.owner])).toEqual([
      ["contacted", { email: kim.email }],
      ["qualified", null],
    ]);
  });

  race("stores one event when two members of staff give the same lead away at once", async () => {
    const { db, sam, kim, assign, assignedEvents, ownerOf } = await setUp();
    await insertWebhookEndpoint(db);
    const lead = await insertLead(db);
    const outcomes = await Promise.all([
      assign({ leadId: lead.id, expectedOwnerId: null, ownerId: sam.id }),
      assign({ leadId: lead.id, expectedOwnerId: null, ownerId: kim.id }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["assigned", "refused"]);
    const stored = await assignedEvents();
    expect(stored).toHaveLength(1);
    const winner = await ownerOf(lead.id);
    const winnerEmail = winner === sam.id ? sam.email : kim.email;
    expect(payloadOf(stored[0]!, "lead.assigned").data).toMatchObject({
      owner: { email: winnerEmail },
      previousOwner: null,
    });
  });
});
