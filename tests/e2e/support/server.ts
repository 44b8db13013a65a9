/**
 * The site as the end-to-end tests run it: the production build, started by the same code as
 * `npm start` (build/server/site.js, compiled from server/site.ts), plus two things only tests need:
 *
 * - a clock: E2E_NOW (an ISO instant) is the server's "now", so that the booking rules do not
 *   depend on today's date;
 * - GET /__e2e__/leads?email= and /__e2e__/appointments?email=: what the database holds for that
 *   address (rows, consent records and queued emails), so that a test can check what was stored
 *   while the server has the embedded database open; POST /__e2e__/slot-blocks, which blocks
 *   a slot as staff do; POST /__e2e__/appointments/{id}/slot, which moves a booking past
 *   the rules; POST /__e2e__/staff, which creates a console account with a password; and POST
 *   /__e2e__/lead-rows, which writes leads straight into the database (any status, time or
 *   erasure) for the console's lists; POST /__e2e__/reopened-holidays, which reopens a holiday
 *   as staff do in the console;
 * - for the console's privacy screens: POST /__e2e__/people, a lead and a booking of one person
 *   stored by the site's own functions with the circumstances given; POST /__e2e__/emails/fail,
 *   which fails an email for good; POST /__e2e__/consent-records/tamper, which edits a consent
 *   text behind the site's back; and GET /__e2e__/find?text=, the tables whose rows contain a text;
 * - for the console's webhooks: POST /__e2e__/webhooks, an endpoint added as `npm run webhooks`
 *   adds one; POST /__e2e__/webhook-deliveries, a delivery to it that failed for good after an
 *   answer the test gives; and POST /__e2e__/staff/{id}/password-due, which makes the account's
 *   sessions ask for the password again before a security change (ADR 028).
 *
 * Only playwright.config.ts starts this file, on 127.0.0.1.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import * as z from "zod/mini";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DatabaseHandle } from "../../../app/server/db/client.server.ts";
import {
  appointmentAvailability,
  appointments,
  consentRecords,
  emailOutbox,
  leads,
  reopenedHolidays,
  staffAccounts,
  staffSessions,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
} from "../../../app/server/db/schema.server.ts";
import { hashPassword } from "../../../app/server/console/passwords.server.ts";
import { bookingRequestSchema } from "../../../app/domain/booking-request.ts";
import { leadRequestSchema } from "../../../app/domain/lead-request.ts";
import { addDays } from "../../../app/domain/time.ts";
import { createBooking, dayAvailability } from "../../../app/server/bookings.server.ts";
import { createLead } from "../../../app/server/leads.server.ts";
import { createLogger } from "../../../app/server/logger.server.ts";
import { loadConfig } from "../../../app/server/config.server.ts";
import { withRenderings } from "../../support/outbox-emails.ts";
import { torontoInstant } from "../../../app/domain/time.ts";
import type * as Site from "../../../server/site.ts";
import { leadRow, type LeadRowValues } from "../../support/lead-rows.ts";
import { blockSlot } from "../../../app/server/slot-blocks.server.ts";
import { LOCAL_TOOL } from "../../../app/server/console/accounts.server.ts";
import { addEndpoint } from "../../../app/server/webhooks/endpoints.server.ts";
import { webhookBody } from "../../../app/server/webhooks/outbox.server.ts";
import { WEBHOOK_SECRET_KEY_USE } from "../../../app/server/webhooks/signing-secret.server.ts";
import { loadAppSecret } from "../../../server/secret.ts";

// A fixed instant: slot rules that depend on "now" (past, two hours' notice) then give the same
// answer however long the suite runs.
const fixedNow = process.env.E2E_NOW ? new Date(process.env.E2E_NOW) : undefined;
if (fixedNow && Number.isNaN(fixedNow.getTime()))
  throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`);
const now = fixedNow ? () => new Date(fixedNow) : () => new Date();

function inspection({ db }: DatabaseHandle) {
  const { SITE_URL } = loadConfig();
  /** The outbox's rows, each with the message its worker sends (ADR 042): what the specs read. */
  const asSentEmails = async (rows: PromiseLike<(typeof emailOutbox.$inferSelect)[]>) =>
    withRenderings(await rows, SITE_URL);
  const router = express.Router();
  router.get("/__e2e__/leads", async (req, res) => {
    const rows = await db
      .select()
      .from(leads)
      .where(eq(leads.email, String(req.query.email)));
    const ids = rows.map((row) => row.id);
    res.json({
      leads: rows,
      consentRecords: ids.length
        ? await db.select().from(consentRecords).where(inArray(consentRecords.leadId, ids))
        : [],
      emails: ids.length
        ? await asSentEmails(db.select().from(emailOutbox).where(inArray(emailOutbox.leadId, ids)))
        : [],
    });
  });
  router.get("/__e2e__/appointments", async (req, res) => {
    const rows = await db
      .select()
      .from(appointments)
      .where(eq(appointments.email, String(req.query.email)));
    const ids = rows.map((row) => row.id);
    const some = <T>(query: () => Promise<T[]>) => (ids.length ? query() : Promise.resolve([]));
    res.json({
      appointments: rows,
      availability: await some(() =>
        db.select().from(appointmentAvailability).where(inArray(appointmentAvailability.appointmentId, ids)),
      ),
      consentRecords: await some(() =>
        db.select().from(consentRecords).where(inArray(consentRecords.appointmentId, ids)),
      ),
      emails: await some(() =>
        asSentEmails(db.select().from(emailOutbox).where(inArray(emailOutbox.appointmentId, ids))),
      ),
    });
  });
  // What staff do with `npm run slots -- block`, for the tests of blocked slots.
  router.post("/__e2e__/slot-blocks", express.json(), async (req, res) => {
    const { date, time } = req.body as { date: string; time: string };
    res.json(await blockSlot(db, date, time));
  });
  // A booking moved by the database alone, past the booking rules: how a test gets a meeting that
  // starts within the 2 hours in which it can no longer be changed online, under a fixed clock.
  router.post("/__e2e__/appointments/:id/slot", express.json(), async (req, res) => {
    const { date, time } = req.body as { date: string; time: string };
    await db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ date, timeSlot: time, startsAt: torontoInstant(date, time) })
        .where(eq(appointments.id, req.params.id));
      await tx
        .update(appointmentAvailability)
        .set({ date, timeSlot: time })
        .where(eq(appointmentAvailability.appointmentId, req.params.id));
    });
    res.json({ moved: true });
  });
  // A console account ready to sign in, as `npm run staff -- add` and its setup link would leave
  // it, optionally with a TOTP secret the test plays the app for.
  router.post("/__e2e__/staff", express.json(), async (req, res) => {
    const { email, role, password, totpSecret } = req.body as {
      email: string;
      role: "owner" | "staff";
      password: string;
      totpSecret?: string;
    };
    const [account] = await db
      .insert(staffAccounts)
      .values({ email, role, passwordHash: await hashPassword(password), totpSecret: totpSecret ?? null })
      .returning({ id: staffAccounts.id });
    res.json(account);
  });
  // Leads as the console lists them, without the funnel's five-second wait: many at once, with the
  // status, time received or erasure a test needs. Times come as ISO strings.
  router.post("/__e2e__/lead-rows", express.json({ limit: "1mb" }), async (req, res) => {
    const { leads: rows } = req.body as { leads: (LeadRowValues & Record<string, unknown>)[] };
    const instants = ["createdAt", "statusChangedAt", "erasedAt", "submissionTime"] as const;
    const values = rows.map((row) => {
      const converted: LeadRowValues = { ...row };
      for (const field of instants) {
        const value = row[field];
        if (typeof value === "string") converted[field] = new Date(value);
      }
      return leadRow(converted);
    });
    res.json(await db.insert(leads).values(values).returning({ id: leads.id }));
  });
  // What staff do with "Reopen for bookings" in the console, for tests that need a reopened holiday.
  router.post("/__e2e__/reopened-holidays", express.json(), async (req, res) => {
    const { date } = req.body as { date: string };
    await db.insert(reopenedHolidays).values({ date }).onConflictDoNothing();
    res.json({ reopened: date });
  });
  // A fingerprint of everything the site stores, but the sessions' last-seen times and the
  // sign-in attempts, which reading a page or failing a sign-in rightly changes: what the
  // authorisation test compares before and after each refused request.
  router.get("/__e2e__/digest", async (_req, res) => {
    // Both drivers answer with { rows }; drizzle's shared type does not say so.
    const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
    const tables = await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('staff_sessions', 'sign_in_attempts')
      order by table_name`);
    const digest: Record<string, string | null> = {};
    for (const { name } of rowsOf<{ name: string }>(tables)) {
      const [row] = rowsOf<{ digest: string | null }>(
        await db.execute(
          sql`select md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.identifier(name)} t`,
        ),
      );
      digest[name] = row?.digest ?? null;
    }
    res.json(digest);
  });
  // One person's lead and booking, stored by the site's own functions as the API stores them, with
  // the IP, browser and page given (the API would take them from the request). The lead skips the
  // form token's 5 seconds; the booking takes the first free slot from `from`.
  router.post("/__e2e__/people", express.json(), async (req, res) => {
    const person = req.body as {
      name: string;
      email: string;
      phone: string;
      company: string;
      message: string;
      goals: string;
      ip: string;
      userAgent: string;
      pageUrl: string;
      from: string;
    };
    const circumstances = { ipAddress: person.ip, userAgent: person.userAgent, pageUrl: person.pageUrl };
    const visit = {
      utm_source: "e2e",
      utm_campaign: "privacy",
      visitorTimeZone: "America/Toronto",
      timeToComplete: 30_000,
    };
    const deps = { db, now, salesInbox: "sales@maplewiseleads.example", siteUrl: "http://localhost:3000" };
    const lead = await createLead(
      {
        ...deps,
        logger: createLogger("silent"),
        formTokens: { check: () => ({ valid: true, ageMs: 60_000, stale: false }) },
      },
      z.parse(leadRequestSchema, {
        name: person.name,
        email: person.email,
        company: person.company,
        phone: person.phone,
        role: "decision-maker",
        intent: "1-3months",
        industry: "finance-insurance",
        territories: ["Canada"],
        budget: "10k-25k",
        volume: "100-500",
        leadType: "qualified-leads",
        message: person.message,
        consent: true,
        submissionTime: now().toISOString(),
        timeToComplete: 30_000,
        company_website: "",
        formToken: "skipped",
      }),
      visit,
      circumstances,
    );
    if (lead.kind !== "created") throw new Error(`The e2e lead was not stored: ${lead.kind}`);
    const { id: leadId } = lead.response.body as { id: string };
    for (let day = 0; day < 60; day++) {
      const date = addDays(person.from, day);
      const free = (await dayAvailability(db, date, now())).find((slot) => slot.available);
      if (!free) continue;
      const booking = await createBooking(
        deps,
        z.parse(bookingRequestSchema, {
          name: person.name,
          email: person.email,
          phone: person.phone,
          company: person.company,
          meetingType: "compliance-review",
          topics: ["compliance"],
          goals: person.goals,
          consent: true,
          date,
          timeSlot: free.time,
          timezone: "America/Toronto",
        }),
        visit,
        circumstances,
      );
      // Another test took the slot meanwhile: the next one.
      if (booking.kind === "slot-taken") continue;
      if (booking.kind !== "created") throw new Error(`The e2e booking was not stored: ${booking.kind}`);
      const { id: bookingId, timeSlot } = booking.response.body as { id: string; timeSlot: string };
      res.json({ leadId, bookingId, date, timeSlot });
      return;
    }
    res.status(409).json({ error: "No free slot in 60 days" });
  });
  // An email that failed for good, as the worker leaves one after 24 hours of refusals: the
  // worker sends it first (it may be sending it now), so that nothing overwrites the failure.
  // `queuedHoursAgo` dates its queueing back: under the fixed clock, a booking changed "since" the
  // email must be changed at a later instant than the email was queued.
  router.post("/__e2e__/emails/fail", express.json(), async (req, res) => {
    const { leadId, appointmentId, kind, queuedHoursAgo } = req.body as {
      leadId?: string;
      appointmentId?: string;
      kind: string;
      queuedHoursAgo?: number;
    };
    const ofSubject = and(
      leadId ? eq(emailOutbox.leadId, leadId) : eq(emailOutbox.appointmentId, appointmentId!),
      eq(emailOutbox.kind, kind),
    );
    for (let tries = 0; tries < 100; tries++) {
      const [done] = await db
        .select()
        .from(emailOutbox)
        .where(and(ofSubject, ne(emailOutbox.status, "pending")));
      if (done) {
        await db
          .update(emailOutbox)
          .set({
            status: "failed",
            sentAt: null,
            attempts: 12,
            lastError: "550 5.1.1 Mailbox unavailable",
            ...(queuedHoursAgo === undefined
              ? {}
              : { createdAt: new Date(now().getTime() - queuedHoursAgo * 3_600_000) }),
          })
          .where(eq(emailOutbox.id, done.id));
        res.json({ id: done.id });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    res.status(409).json({ error: "The email was not sent in 20 seconds" });
  });
  router.post("/__e2e__/consent-records/tamper", express.json(), async (req, res) => {
    const { leadId, consentText } = req.body as { leadId: string; consentText: string };
    await db.update(consentRecords).set({ consentText }).where(eq(consentRecords.leadId, leadId));
    res.json({ tampered: true });
  });
  // An endpoint as `npm run webhooks -- add` makes one, sealed under the server's own key (the
  // same DATA_DIR/app-secret it derives it from).
  router.post("/__e2e__/webhooks", express.json(), async (req, res) => {
    const { url, eventTypes } = req.body as { url: string; eventTypes: string[] };
    const config = loadConfig();
    const secret = await loadAppSecret({ fromEnvironment: config.APP_SECRET, file: config.secretFile });
    const services = {
      db,
      sealingKey: secret.keyFor(WEBHOOK_SECRET_KEY_USE),
      allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
      now,
    };
    res.json(await addEndpoint(services, { url, eventTypes }, LOCAL_TOOL));
  });
  // A delivery that failed for good after one attempt answered with `excerpt`: failed, so that no
  // worker touches it while a test reads it.
  router.post("/__e2e__/webhook-deliveries", express.json(), async (req, res) => {
    const { endpointId, statusCode, excerpt } = req.body as {
      endpointId: string;
      statusCode: number;
      excerpt: string;
    };
    const at = now();
    const ids = await db.transaction(async (tx) => {
      const [event] = await tx
        .insert(webhookEvents)
        .values({
          type: "lead.created",
          version: 1,
          body: webhookBody("lead.created", at, {}),
          occurredAt: at,
        })
        .returning({ id: webhookEvents.id });
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({
          eventId: event!.id,
          endpointId,
          status: "failed",
          attempts: 1,
          nextAttemptAt: at,
          firstAttemptAt: at,
          lastStatusCode: statusCode,
          createdAt: at,
        })
        .returning({ id: webhookDeliveries.id });
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery!.id,
        startedAt: at,
        durationMs: 182,
        statusCode,
        responseExcerpt: excerpt,
      });
      return { eventId: event!.id, deliveryId: delivery!.id };
    });
    res.json(ids);
  });
  // The account's sessions gave their password longer ago than a security change allows.
  router.post("/__e2e__/staff/:id/password-due", async (req, res) => {
    await db
      .update(staffSessions)
      .set({ authenticatedAt: null })
      .where(eq(staffSessions.staffId, req.params.id));
    res.json({ due: true });
  });
  // Which tables hold a text anywhere in a row (case-insensitive): where an erased person's data would be.
  router.get("/__e2e__/find", async (req, res) => {
    const text = String(req.query.text).toLowerCase();
    const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
    const tables = rowsOf<{ schema: string; name: string }>(
      await db.execute(sql`
        select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'rate_limit') and table_type = 'BASE TABLE'`),
    );
    const found: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} t where position(${text} in lower(t::text)) > 0`,
        ),
      );
      if (row && row.n > 0) found[`${schema}.${name}`] = row.n;
    }
    res.json(found);
  });
  return router;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// The built site, as `npm start` runs it, not its sources: its pages are of the same build.
const { startSite } = (await import(
  pathToFileURL(path.join(root, "build", "server", "site.js")).href
)) as typeof Site;
await startSite({
  config: loadConfig(),
  root,
  now,
  // The console's tests add endpoints on made-up hosts: their deliveries fail as names not found,
  // without a query to the machine's name server, which is not on the loopback.
  resolveWebhookHost: (hostname) =>
    Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" })),
  extraHandlers: (database) => [inspection(database)],
});
