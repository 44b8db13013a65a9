/**
 * A booking's life through the API, against PGlite and (with TEST_DATABASE_URL) PostgreSQL: the
 * manage link's view, the cancellation, the move (and two moves racing for one slot), the 2-hour
 * cut-off, the guards, and the reminder: when it is due across DST changes, how it follows a move
 * or a cancellation, and that several workers send it once. "Now" starts at Friday 2026-11-20
 * 10:00 in Toronto; the booking under test is for Monday 2026-11-23 at 10:00.
 */
import { and, count, eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BookingView } from "~/domain/booking-change";
import { parseCalendarFile } from "../../tests/support/calendar-file";
import type { DatabaseHandle } from "./db/client.server";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
} from "./db/schema.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { renderInThisThread } from "./mail/templates.server";
import { OutboxWorker } from "./outbox.server";
import { type RunningApi, startApi } from "../../tests/support/api-server";
import { raceTest, testDatabases } from "../../tests/support/databases";
import { bookingBody, MONDAY } from "../../tests/support/fixtures";
import { startSmtpPeer } from "../../tests/support/smtp-peer";
import { withRenderings } from "../../tests/support/outbox-emails";

const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");
const TUESDAY = "2026-11-24";

describe.each(testDatabases)("a booking's life on $name", ({ name, open }) => {
  // Lock and race tests: PostgreSQL only (tests/support/databases.ts says why).
  const race = raceTest({ name });
  let database: DatabaseHandle;
  let api: RunningApi;
  let now = FRIDAY_10AM;

  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now: () => now, siteUrl: "https://www.example.com" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    now = FRIDAY_10AM;
    await db.delete(emailOutbox);
    await db.delete(consentRecords);
    await db.delete(appointmentAvailability);
    await db.delete(appointmentEvents);
    await db.delete(appointments);
    await db.delete(idempotencyKeys);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** Books through the API; returns the booking's id and the paths its token opens. */
  async function book(overrides: Record<string, unknown> = {}) {
    const response = await post("/api/bookings", bookingBody(overrides));
    expect(response.status).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: string; manageUrl: string };
    const query = new URL(manageUrl, api.origin).search;
    return {
      id,
      view: `/api/bookings/${id}${query}`,
      cancel: `/api/bookings/${id}/cancel${query}`,
      reschedule: `/api/bookings/${id}/reschedule${query}`,
      calendar: `/api/bookings/${id}/calendar.ics${query}`,
    };
  }

  const emailsOf = async (kind: string) =>
    withRenderings(await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)));
  const calendarOf = async (kind: string) => {
    const [email] = await emailsOf(kind);
    return parseCalendarFile(email!.attachments[0]!.content);
  };
  const slotRows = (date: string, timeSlot: string) =>
    database.db
      .select()
      .from(appointmentAvailability)
      .where(and(eq(appointmentAvailability.date, date), eq(appointmentAvailability.timeSlot, timeSlot)));
  async function availability(date: string, time: string) {
    const { slots } = (await (await fetch(`${api.origin}/api/availability?date=${date}`)).json()) as {
      slots: { time: string; available: boolean; reason?: string }[];
    };
    return slots.find((slot) => slot.time === time);
  }
  const stored = async (id: string) =>
    (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const outboxCount = async () => (await database.db.select({ n: count() }).from(emailOutbox))[0]!.n;

  describe("GET /api/bookings/{id}", () => {
    it("shows the booking to the holder of its token: state, slot, instant and history", async () => {
      const booking = await book();
      const response = await fetch(`${api.origin}${booking.view}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({
        id: booking.id,
        state: "confirmed",
        date: MONDAY,
        timeSlot: "10:00",
        startsAt: "2026-11-23T15:00:00.000Z",
        meetingType: "compliance-review",
        topics: ["compliance", "ppl"],
        changeability: "changeable",
        history: [{ kind: "booked", at: FRIDAY_10AM.toISOString(), date: MONDAY, timeSlot: "10:00" }],
      });
    });

    it("answers an unknown id and a wrong or missing token alike: 404, nothing revealed", async () => {
      const { id } = await book();
      const answers = await Promise.all(
        [
          `/api/bookings/${id}?token=wrong`,
          `/api/bookings/${id}`,
          `/api/bookings/${crypto.randomUUID()}?token=wrong`,
          "/api/bookings/not-a-uuid?token=x",
          `/api/bookings/${id}?token[]=x`,
        ].map(async (path) => {
          const response = await fetch(`${api.origin}${path}`);
          return [response.status, await response.text()];
        }),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]![0]).toBe(404);
    });
  });

  describe("cancel", () => {
    it("frees the slot at once, withdraws the reminder, sends a CANCEL file and tells the sales inbox", async () => {
      const booking = await book();
      expect(await emailsOf("booking-reminder")).toHaveLength(1);

      const response = await post(booking.cancel, { reason: "Our launch moved to spring" });
      expect(response.status).toBe(200);
      const view = (await response.json()) as BookingView;
      expect(view).toMatchObject({ state: "cancelled", changeability: "cancelled" });
      expect(view.history.map((entry) => entry.kind)).toEqual(["booked", "cancelled"]);
      expect(view.history[1]).toMatchObject({ reason: "Our launch moved to spring", date: MONDAY });

      expect(await availability(MONDAY, "10:00")).toEqual({ time: "10:00", available: true });
      expect(await slotRows(MONDAY, "10:00")).toHaveLength(0);
      expect(await emailsOf("booking-reminder")).toHaveLength(0);

      const invitation = await calendarOf("booking-confirmation");
      const withdrawal = await calendarOf("booking-cancelled");
      expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0 });
      expect(withdrawal).toMatchObject({
        method: "CANCEL",
        uid: invitation.uid,
        sequence: 1,
        status: "CANCELLED",
      });
      const [notice] = await emailsOf("booking-cancelled-notification");
      expect(notice!.recipient).toBe("sales@example.com");
      expect(notice!.text).toContain("Our launch moved to spring");

      const download = await fetch(`${api.origin}${booking.calendar}`);
      expect(parseCalendarFile(await download.text())).toMatchObject({ method: "CANCEL", sequence: 1 });
    });

    it("answers a second cancellation the same and sends nothing more", async () => {
      const booking = await book();
      const first = await (await post(booking.cancel, {})).json();
      const emails = await outboxCount();
      const second = await post(booking.cancel, { reason: "Again" });
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(first);
      expect(await outboxCount()).toBe(emails);
    });

    it("lets the freed slot be booked again", async () => {
      const booking = await book();
      expect((await post(booking.cancel, {})).status).toBe(200);
      await book({ email: "grace@example.com" });
      expect(await availability(MONDAY, "10:00")).toMatchObject({ available: false, reason: "booked" });
    });
  });

  describe("reschedule", () => {
    it("moves the meeting in one step: new slot taken, old one free, updated invitation, reminder moved", async () => {
      const booking = await book();
      const response = await post(booking.reschedule, { date: TUESDAY, timeSlot: "14:20" });
      expect(response.status).toBe(200);
      const view = (await response.json()) as BookingView;
      expect(view).toMatchObject({ state: "confirmed", date: TUESDAY, timeSlot: "14:20" });
      expect(view.startsAt).toBe("2026-11-24T19:20:00.000Z");
      expect(view.history[1]).toMatchObject({
        kind: "rescheduled",
        date: TUESDAY,
        timeSlot: "14:20",
        previousDate: MONDAY,
        previousTimeSlot: "10:00",
      });

      expect(await availability(MONDAY, "10:00")).toEqual({ time: "10:00", available: true });
      expect(await availability(TUESDAY, "14:20")).toMatchObject({ available: false, reason: "booked" });
      const invitation = await calendarOf("booking-confirmation");
      const update = await calendarOf("booking-rescheduled");
      expect(update).toMatchObject({ method: "REQUEST", uid: invitation.uid, sequence: 1 });
      expect(update.start.toISOString()).toBe("2026-11-24T19:20:00.000Z");
      const reminders = await emailsOf("booking-reminder");
      expect(reminders.map((reminder) => reminder.dueAt.toISOString())).toEqual(["2026-11-23T19:20:00.000Z"]);
      const [notice] = await emailsOf("booking-rescheduled-notification");
      expect(notice!.text).toContain("Tuesday, November 24, 2026");
      expect(notice!.text).toContain("Monday, November 23, 2026 at 10:00 AM EST");

      // The same link shows the new time; a second move raises the SEQUENCE again.
      expect(await (await fetch(`${api.origin}${booking.view}`)).json()).toMatchObject({ timeSlot: "14:20" });
      expect((await post(booking.reschedule, { date: TUESDAY, timeSlot: "15:00" })).status).toBe(200);
      expect((await stored(booking.id)).sequence).toBe(2);
    });

    it.each([
      ["booked by another visitor", "booked"],
      ["blocked by staff", "blocked"],
    ])("refuses a slot %s with 409 and leaves the booking untouched", async (_case, how) => {
      const booking = await book();
      if (how === "booked") await book({ email: "grace@example.com", date: TUESDAY, timeSlot: "09:00" });
      else
        await database.db
          .insert(appointmentAvailability)
          .values({ date: TUESDAY, timeSlot: "09:00", status: "blocked" });
      const before = { row: await stored(booking.id), emails: await outboxCount() };

      const response = await post(booking.reschedule, { date: TUESDAY, timeSlot: "09:00" });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: "slot-taken" });
      expect(await stored(booking.id)).toEqual(before.row);
      expect(await slotRows(MONDAY, "10:00")).toHaveLength(1);
      expect(await outboxCount()).toBe(before.emails);
    });

    it.each([
      ["a weekend", { date: "2026-11-28", timeSlot: "10:00" }, "date"],
      ["a past date", { date: "2026-11-19", timeSlot: "10:00" }, "date"],
      ["day 61", { date: "2027-01-20", timeSlot: "10:00" }, "date"],
      ["Christmas Day", { date: "2026-12-25", timeSlot: "10:00" }, "date"],
      ["a time between slots", { date: TUESDAY, timeSlot: "09:10" }, "timeSlot"],
      ["less than 2 hours away", { date: "2026-11-20", timeSlot: "11:00" }, "timeSlot"],
      ["the slot it already has", { date: MONDAY, timeSlot: "10:00" }, "timeSlot"],
      ["no date", { timeSlot: "10:00" }, "date"],
      ["a malformed time", { date: TUESDAY, timeSlot: "9am" }, "timeSlot"],
      ["an absurd date", { date: "0000-01-01", timeSlot: "10:00" }, "date"],
    ])("answers 400 for %s, naming the field, and changes nothing", async (_case, body, field) => {
      const booking = await book();
      const before = { row: await stored(booking.id), emails: await outboxCount() };
      const response = await post(booking.reschedule, body);
      expect(response.status).toBe(400);
      const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(Object.keys(fieldErrors)).toEqual([field]);
      if ("date" in body && body.date === "2026-12-25")
        expect(fieldErrors.date).toBe("Closed: Christmas Day");
      expect(await stored(booking.id)).toEqual(before.row);
      expect(await outboxCount()).toBe(before.emails);
    });

    race(
      "lets exactly one of two moves racing for one slot through; the other booking is unchanged",
      async () => {
        const first = await book();
        const second = await book({ email: "grace@example.com", timeSlot: "10:20" });
        for (const target of ["09:00", "09:20", "09:40", "11:00", "11:20"]) {
          const before = { first: await stored(first.id), second: await stored(second.id) };
          const responses = await Promise.all(
            [first, second].map((booking) => post(booking.reschedule, { date: TUESDAY, timeSlot: target })),
          );
          const statuses = responses.map((response) => response.status).sort();
          expect(statuses).toEqual([200, 409]);
          const loser = responses[0]!.status === 409 ? "first" : "second";
          const loserId = loser === "first" ? first.id : second.id;
          expect(await stored(loserId)).toEqual(before[loser]);
          const rows = await slotRows(TUESDAY, target);
          expect(rows).toHaveLength(1);
          expect(rows[0]!.appointmentId).toBe(loser === "first" ? second.id : first.id);
        }
      },
    );

    race(
      "settles a cancellation racing a move of the same booking: cancelled, and no slot held",
      async () => {
        for (const target of ["09:00", "09:20", "09:40"]) {
          const booking = await book({
            email: `race-${target.replace(":", "")}@example.com`,
            timeSlot: "11:00",
          });
          const [cancel, move] = await Promise.all([
            post(booking.cancel, {}),
            post(booking.reschedule, { date: TUESDAY, timeSlot: target }),
          ]);
          expect(cancel.status).toBe(200);
          // The move either came first (and the cancellation then freed its new slot) or found the booking cancelled.
          expect([200, 409]).toContain(move.status);
          expect((await stored(booking.id)).status).toBe("cancelled");
          const held = await database.db
            .select()
            .from(appointmentAvailability)
            .where(eq(appointmentAvailability.appointmentId, booking.id));
          expect(held).toEqual([]);
          expect(await emailsOf("booking-reminder")).toEqual([]);
        }
      },
    );

    it("refuses to move a cancelled meeting, whatever link asks (calcom issue 11669)", async () => {
      const booking = await book();
      expect((await post(booking.cancel, {})).status).toBe(200);
      const response = await post(booking.reschedule, { date: TUESDAY, timeSlot: "09:00" });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: "cancelled" });
      expect(await availability(TUESDAY, "09:00")).toEqual({ time: "09:00", available: true });
      expect((await stored(booking.id)).status).toBe("cancelled");
    });
  });

  it("leaves a meeting less than 2 hours away to a phone call: 409 too-late, and the view says so", async () => {
    const booking = await book();
    now = new Date("2026-11-23T14:01:00Z"); // Monday 9:01 AM: the meeting is 59 minutes away
    const before = await stored(booking.id);
    for (const [path, body] of [
      [booking.cancel, {}],
      [booking.reschedule, { date: TUESDAY, timeSlot: "09:00" }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: "too-late" });
    }
    expect(await stored(booking.id)).toEqual(before);
    expect(await (await fetch(`${api.origin}${booking.view}`)).json()).toMatchObject({
      changeability: "too-late",
    });
  });

  describe("guards of the two POSTs", () => {
    it("refuses another site, a body that is not JSON, and one too large", async () => {
      const booking = await book();
      for (const path of [booking.cancel, booking.reschedule]) {
        expect((await post(path, {}, { Origin: "https://evil.example" })).status).toBe(403);
        expect((await post(path, {}, { Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
        expect((await post(path, "reason=x", { "Content-Type": "text/plain" })).status).toBe(415);
        expect((await post(path, { reason: "x".repeat(40_000) })).status).toBe(413);
      }
      expect((await stored(booking.id)).status).toBe("confirmed");
    });

    it("accepts a same-origin post from a page without a referrer (Origin: null)", async () => {
      const booking = await book();
      const response = await post(booking.cancel, {}, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
      expect(response.status).toBe(200);
    });

    it.each([
      ["a NUL byte", "a\u0000b", "This field contains characters that are not allowed"],
      ["a lone surrogate", "a\ud800b", "This field contains characters that are not allowed"],
      ["501 characters", "x".repeat(501), "Reason must be at most 500 characters"],
      ["a number", 42, "Invalid input"],
    ])("refuses a reason with %s, naming it", async (_case, reason, message) => {
      const booking = await book();
      const response = await post(booking.cancel, { reason });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fieldErrors: { reason: message } });
      expect((await stored(booking.id)).status).toBe("confirmed");
    });

    it("gives a retry with the same Idempotency-Key the first answer, and refuses the key for another request", async () => {
      const booking = await book();
      const key = { "Idempotency-Key": "reschedule-attempt-0001" };
      const first = await post(booking.reschedule, { date: TUESDAY, timeSlot: "09:00" }, key);
      const retry = await post(booking.reschedule, { date: TUESDAY, timeSlot: "09:00" }, key);
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(await first.json());
      expect((await stored(booking.id)).sequence).toBe(1);
      expect(await emailsOf("booking-rescheduled")).toHaveLength(1);

      const reused = await post(booking.reschedule, { date: TUESDAY, timeSlot: "09:20" }, key);
      expect(reused.status).toBe(422);
      expect((await stored(booking.id)).timeSlot).toBe("09:00");
    });
  });

  describe("the reminder", () => {
    it("is not queued for a meeting less than 24 hours away", async () => {
      await book({ date: "2026-11-20", timeSlot: "12:00" });
      expect(await emailsOf("booking-reminder")).toHaveLength(0);
      expect(await emailsOf("booking-confirmation")).toHaveLength(1);
    });

    it.each([
      ["before the spring change", "2027-03-08T15:00:00Z", "2027-03-12", "2027-03-11T14:00:00.000Z"],
      [
        "across the spring change (2027-03-14)",
        "2027-03-08T15:00:00Z",
        "2027-03-15",
        "2027-03-14T13:00:00.000Z",
      ],
      [
        "across the autumn change (2026-11-01)",
        "2026-10-26T14:00:00Z",
        "2026-11-02",
        "2026-11-01T14:00:00.000Z",
      ],
    ])("is due exactly 24 hours before a 9:00 AM meeting, %s", async (_case, clock, date, due) => {
      now = new Date(clock);
      await book({ date, timeSlot: "09:00" });
      const [reminder] = await emailsOf("booking-reminder");
      expect(reminder!.dueAt.toISOString()).toBe(due);
      expect(reminder!.nextAttemptAt.toISOString()).toBe(due);
      expect(reminder!.text).toMatch(/https:\/\/www\.example\.com\/bookings\/[\w-]+\?token=/);
    });

    it("is sent once, when due, however many workers look for it", async () => {
      await book();
      const smtp = await startSmtpPeer();
      const transports = Array.from({ length: 3 }, () =>
        createMailTransport({ smtpUrl: smtp.url, mailDir: "/nonexistent", log: () => undefined }),
      );
      const workersAt = (clock: Date) =>
        transports.map(
          (transport) =>
            new OutboxWorker({
              db: database.db,
              transport,
              from: "Maplewise Leads <hello@maplewiseleads.example>",
              render: renderInThisThread("https://www.example.com"),
              logger: createLogger("silent"),
              now: () => clock,
            }),
        );
      try {
        // A minute before it is due: the confirmation and the notice go, the reminder waits.
        await Promise.all(workersAt(new Date("2026-11-22T14:59:00Z")).map((worker) => worker.runOnce()));
        const subjects = async () =>
          (await Promise.all(smtp.received.map((raw) => PostalMime.parse(raw)))).map((m) => m.subject ?? "");
        expect((await subjects()).filter((subject) => subject.startsWith("Reminder"))).toHaveLength(0);
        expect(smtp.received).toHaveLength(2);

        await Promise.all(workersAt(new Date("2026-11-22T15:00:00Z")).map((worker) => worker.runOnce()));
        await Promise.all(workersAt(new Date("2026-11-22T15:05:00Z")).map((worker) => worker.runOnce()));
        const reminders = (await Promise.all(smtp.received.map((raw) => PostalMime.parse(raw)))).filter((m) =>
          (m.subject ?? "").startsWith("Reminder"),
        );
        expect(reminders).toHaveLength(1);
        expect(reminders[0]!.subject).toBe(
          "Reminder: your Maplewise Leads consultation is tomorrow, Monday, November 23, 2026 at 10:00 AM EST",
        );
        expect(reminders[0]!.text).toContain("https://www.example.com/bookings/");
      } finally {
        for (const transport of transports) transport.close();
        await smtp.close();
      }
    });
  });
});
