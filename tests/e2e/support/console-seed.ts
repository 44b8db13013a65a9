/**
 * What the authorisation test's routes act on (console-routes.ts): accounts of each role, a lead,
 * bookings to come and started, a block, a reopened holiday, a person with a failed email, and a
 * webhook endpoint with a failed delivery.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { createStaff } from "./console";
import type { Seeded } from "./console-routes";

/** The person of the privacy screens' cases (support/privacy.ts has the same for their own spec). */
async function seedPerson(request: APIRequestContext): Promise<Seeded["person"]> {
  const email = "authz-person@privacy.example";
  const stored = await request.post("/__e2e__/people", {
    data: {
      name: "Authz Person",
      email,
      phone: "416-555-0142",
      company: "Authz Ltd",
      message: "A lead for the authorisation test",
      goals: "None",
      ip: "192.0.2.44",
      userAgent: "AuthzBrowser/1.0",
      pageUrl: "http://127.0.0.1/contact",
      from: "2027-01-11",
    },
  });
  expect(stored.ok()).toBe(true);
  const { leadId, bookingId } = (await stored.json()) as { leadId: string; bookingId: string };
  const failed = await request.post("/__e2e__/emails/fail", { data: { leadId, kind: "lead-confirmation" } });
  expect(failed.ok()).toBe(true);
  const { id: failedEmailId } = (await failed.json()) as { id: string };
  return { email, leadId, bookingId, failedEmailId };
}

/**
 * Seeded last, and for an event no refused request causes: nothing queues a delivery for the worker
 * to change while the test compares what is stored.
 */
async function seedWebhook(request: APIRequestContext): Promise<Seeded["webhook"]> {
  const added = await request.post("/__e2e__/webhooks", {
    data: { url: "https://crm.authz.example/hooks/in", eventTypes: ["person.erased"] },
  });
  expect(added.ok()).toBe(true);
  const { id: endpointId } = (await added.json()) as { id: string };
  const failed = await request.post("/__e2e__/webhook-deliveries", {
    data: { endpointId, statusCode: 400, excerpt: "Bad request" },
  });
  expect(failed.ok()).toBe(true);
  const { deliveryId: failedDeliveryId } = (await failed.json()) as { deliveryId: string };
  return { endpointId, failedDeliveryId };
}

async function book(request: APIRequestContext, email: string, date: string, timeSlot: string) {
  const response = await request.post("/api/bookings", {
    data: {
      name: "Authorisation Check",
      email,
      meetingType: "other",
      topics: ["ppl"],
      consent: true,
      date,
      timeSlot,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function seedConsole(request: APIRequestContext): Promise<Seeded> {
  const [owner, staff, colleague] = await Promise.all([
    createStaff(request, "owner"),
    createStaff(request, "staff"),
    createStaff(request, "staff"),
  ]);
  expect(colleague.id).toBeTruthy();
  const leads = await request.post("/__e2e__/lead-rows", { data: { leads: [{}] } });
  expect(leads.ok()).toBe(true);
  const [lead] = (await leads.json()) as { id: string }[];
  const upcomingBookingId = await book(request, "upcoming@authz.example", "2026-12-01", "10:00");
  const startedBookingId = await book(request, "started@authz.example", "2026-12-01", "10:20");
  // Moved to 9:00 today by the e2e server's clock, past the rules: it has started.
  const moved = await request.post(`/__e2e__/appointments/${startedBookingId}/slot`, {
    data: { date: "2026-11-26", time: "09:00" },
  });
  expect(moved.ok()).toBe(true);
  // A block to lift and a reopened holiday to close, so that refused unblocks and closes are real tests.
  expect(
    (await request.post("/__e2e__/slot-blocks", { data: { date: "2026-12-02", time: "09:00" } })).ok(),
  ).toBe(true);
  expect((await request.post("/__e2e__/reopened-holidays", { data: { date: "2026-12-28" } })).ok()).toBe(
    true,
  );
  return {
    accounts: { owner, staff, colleague },
    leadId: lead!.id,
    person: await seedPerson(request),
    upcomingBookingId,
    startedBookingId,
    webhook: await seedWebhook(request),
  };
}
