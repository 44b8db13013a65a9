/**
 * Valid request bodies for the integration suites, each overridable field by field. The booking is
 * for Monday 2026-11-23, bookable when the suites fix "now" at Friday 2026-11-20.
 */
import { SLOT_TIMES } from "../../app/domain/booking-policy";
import { createFormTokens } from "../../app/server/form-token.server";
import { LEAD_FORM } from "../../app/server/leads.server";

export const MONDAY = "2026-11-23";

const testFormTokenKey = Buffer.alloc(32, "test-form-token-key");

/** The form tokens of the API that startApi runs: a fixed test key, and the real clock. */
export const testFormTokens = createFormTokens(testFormTokenKey);

/** A lead form token as if /contact had been served `ageMs` ago (a minute by default). */
export function leadFormToken(ageMs = 60_000): string {
  return createFormTokens(testFormTokenKey, () => Date.now() - ageMs).issue(LEAD_FORM);
}

/** One token for every leadBody(), so that two bodies alike are alike to the idempotency check too. */
const servedAMinuteBeforeTheSuite = leadFormToken();

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "416-555-0100",
    company: "Analytical Engines",
    meetingType: "compliance-review",
    topics: ["compliance", "ppl"],
    goals: "Audit our consent flow",
    consent: true,
    date: MONDAY,
    timeSlot: "10:00",
    timezone: "America/Toronto",
    visitorTimeZone: "America/Vancouver",
    ...overrides,
  };
}

export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Grace Hopper",
    email: "grace@example.com",
    company: "Compilers Inc.",
    phone: "",
    role: "decision-maker",
    intent: "1-3months",
    industry: "finance-insurance",
    territories: ["Canada", "United States"],
    budget: "10k-25k",
    volume: "100-500",
    leadType: "qualified-leads",
    message: "We need mortgage leads in Ontario.",
    consent: true,
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "fall-2026",
    referrer: "https://search.example/",
    submissionTime: "2026-11-20T14:59:30.000Z",
    timeToComplete: 42_000,
    company_website: "",
    formToken: servedAMinuteBeforeTheSuite,
    visitorTimeZone: "America/Toronto",
    ...overrides,
  };
}

/**
 * `count` distinct weekday slots from `firstDay` (YYYY-MM-DD) on, the booking grid's every time of
 * each day in turn: one slot per booking, for the tests that book many at once.
 */
export function distinctSlots(count: number, firstDay: string): { date: string; timeSlot: string }[] {
  const slots: { date: string; timeSlot: string }[] = [];
  for (
    let day = new Date(`${firstDay}T12:00:00Z`);
    slots.length < count;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const timeSlot of SLOT_TIMES.slice(0, count - slots.length)) {
      slots.push({ date: day.toISOString().slice(0, 10), timeSlot });
    }
  }
  return slots;
}
