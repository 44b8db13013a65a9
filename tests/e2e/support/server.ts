/**
 * The site as the end-to-end tests run it: the production build, started by the same code as
 * `npm start` (app/server/site.server.ts), plus two things only tests need:
 *
 * - a clock: E2E_NOW (an ISO instant) is the server's "now", so that the booking rules do not
 *   depend on today's date;
 * - GET /__e2e__/leads?email= and /__e2e__/appointments?email=: what the database holds for that
 *   address (rows, consent records and queued emails), so that a test can check what was stored
 *   while the server has the embedded database open; POST /__e2e__/slot-blocks, which blocks
 *   a slot as staff do; POST /__e2e__/appointments/{id}/slot, which moves a booking past
 *   the rules; POST /__e2e__/staff, which creates a console account with a password; and POST
 *   /__e2e__/reopened-holidays, which reopens a holiday as staff do in the console.
 *
 * Only playwright.config.ts starts this file, on 127.0.0.1.
 */
import { eq, inArray, sql } from "drizzle-orm";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "../../../app/server/db/client.server.ts";
import {
  appointmentAvailability,
  appointments,
  consentRecords,
  emailOutbox,
  leads,
  reopenedHolidays,
  staffAccounts,
} from "../../../app/server/db/schema.server.ts";
import { hashPassword } from "../../../app/server/console/passwords.server.ts";
import { torontoInstant } from "../../../app/domain/time.ts";
import { startSite } from "../../../app/server/site.server.ts";
import { blockSlot } from "../../../app/server/slot-blocks.server.ts";

// A fixed instant: slot rules that depend on "now" (past, two hours' notice) then give the same
// answer however long the suite runs.
const fixedNow = process.env.E2E_NOW ? new Date(process.env.E2E_NOW) : undefined;
if (fixedNow && Number.isNaN(fixedNow.getTime()))
  throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`);
const now = fixedNow ? () => new Date(fixedNow) : () => new Date();

function inspection({ db }: DatabaseHandle) {
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
      emails: ids.length ? await db.select().from(emailOutbox).where(inArray(emailOutbox.leadId, ids)) : [],
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
      emails: await some(() => db.select().from(emailOutbox).where(inArray(emailOutbox.appointmentId, ids))),
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
  return router;
}

await startSite({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.."),
  development: false,
  now,
  extraHandlers: (database) => [inspection(database)],
});
