/**
 * The privacy screens' end-to-end helpers: one person, with a lead and a booking stored by the
 * site's own functions (tests/e2e/support/server.ts, /__e2e__/people), under an address no other
 * test uses, and every value that must be gone after their erasure.
 */
import { type APIRequestContext, expect, type TestInfo } from "@playwright/test";
import { randomBytes } from "node:crypto";

export interface Person {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  goals: string;
  ip: string;
  userAgent: string;
  pageUrl: string;
}

export interface StoredPerson extends Person {
  leadId: string;
  bookingId: string;
}

/** A person of this test alone: their address, name and company carry the test's own tag. */
export function personFor(testInfo: TestInfo, label: string): Person {
  const tag = `${label}${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return {
    name: `Marguerite Tremblay ${tag}`,
    email: `m.tremblay.${tag}@gaspesie-assurances.example`,
    phone: `418-555-${String(Date.now() % 10_000).padStart(4, "0")}`,
    company: `Gaspesie Assurances ${tag}`,
    message: `Leads for home insurance in Rimouski, ${tag}`,
    goals: `Check our Rimouski landing page, ${tag}`,
    // IPv6's documentation prefix, with random bits: no other test's person has it.
    ip: `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`,
    userAgent: `PrivacyE2E/1.0 (${tag})`,
    pageUrl: `http://127.0.0.1/contact?from=${tag}`,
  };
}

/** Stores the person's lead and a booking on the first free slot from `from` (a date in the booking window). */
export async function storePerson(
  request: APIRequestContext,
  person: Person,
  from = "2027-01-04",
): Promise<StoredPerson> {
  const response = await request.post("/__e2e__/people", { data: { ...person, from } });
  expect(response.ok(), await response.text()).toBe(true);
  const { leadId, bookingId } = (await response.json()) as { leadId: string; bookingId: string };
  return { ...person, leadId, bookingId };
}

/**
 * Fails one of the lead's emails for good, once the worker has sent it; its id. With
 * `queuedHoursAgo`, it was queued that long before the e2e server's fixed clock.
 */
export async function failEmail(
  request: APIRequestContext,
  subject: { leadId: string } | { appointmentId: string },
  kind: string,
  options: { queuedHoursAgo?: number } = {},
) {
  const response = await request.post("/__e2e__/emails/fail", { data: { ...subject, kind, ...options } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** The tables whose rows still hold this text anywhere (case-insensitive). */
export async function tablesHolding(
  request: APIRequestContext,
  text: string,
): Promise<Record<string, number>> {
  return (await request.get(`/__e2e__/find?text=${encodeURIComponent(text)}`)).json();
}
