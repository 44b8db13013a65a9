import { expect, type Page, type TestInfo } from "@playwright/test";
import { formatBookingDate, formatSlotTime } from "../../../app/domain/time";
import { E2E_NOW } from "../../../playwright.config";
import { field } from "./lead-funnel";
import { gotoHydrated } from "./hydration";

export { field };

/** Toronto's date at E2E_NOW: Thursday 26 November 2026. */
export const TODAY = "2026-11-26";

/** A time of day that no test of the other viewport books, so that both can run at once. */
export function timeFor(testInfo: TestInfo, desktop: string, mobile: string): string {
  return testInfo.project.name === "mobile" ? mobile : desktop;
}

export function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}-${testInfo.project.name}-${Date.now()}@capitalreno.example`.toLowerCase();
}

/** /book-a-call with the browser's clock at the server's "now". */
export async function openBooking(page: Page) {
  await page.clock.install({ time: new Date(E2E_NOW) });
  await gotoHydrated(page, "/book-a-call");
}

export const dayButton = (page: Page, date: string) =>
  page.getByRole("grid").getByRole("button", { name: new RegExp(`^${formatBookingDate(date)}`) });

export const slotButton = (page: Page, time: string) =>
  page
    .getByRole("list", { name: /^Times on/ })
    .getByRole("button", { name: new RegExp(`^${formatSlotTime(time)}`) });

/** Pages the calendar forward to the month of `date`, then picks the date. */
export async function chooseDate(page: Page, date: string) {
  const caption = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
  // The month is drawn once the server has said which day it is; until then the caption is blank
  // and would send the loop paging forward.
  await expect(page.getByRole("grid")).not.toHaveAttribute("aria-busy", "true");
  for (let i = 0; i < 3 && (await page.locator("#calendar-month").textContent()) !== caption; i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await expect(page.locator("#calendar-month")).toHaveText(caption);
  await dayButton(page, date).click();
  await expect(page.getByRole("list", { name: `Times on ${formatBookingDate(date)}` })).toBeVisible();
}

export async function chooseSlot(page: Page, date: string, time: string) {
  await chooseDate(page, date);
  await slotButton(page, time).click();
  await expect(page.getByRole("heading", { name: "Booking details" })).toBeFocused();
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
  company: string;
  meetingType: string;
  topics: string[];
  goals: string;
}

export function visitor(email: string): Visitor {
  return {
    name: "Marc Tremblay",
    email,
    phone: "(613) 555-0123",
    company: "Capital Renovations",
    meetingType: "Compliance & Regulations",
    topics: ["Regulatory Compliance", "CRM Integration"],
    goals: "Check that our quote forms meet CASL before we launch in Gatineau.",
  };
}

export async function fillBookingForm(page: Page, v: Visitor) {
  await field(page, "Full Name").fill(v.name);
  await field(page, "Email Address").fill(v.email);
  await field(page, "Phone Number").fill(v.phone);
  await field(page, "Company").fill(v.company);
  await field(page, "Primary Meeting Type").selectOption({ label: v.meetingType });
  for (const topic of v.topics) await page.getByRole("checkbox", { name: topic }).check();
  await field(page, "What would you like to get out of this call?").fill(v.goals);
  await page.getByRole("checkbox", { name: /I agree to be contacted/ }).check();
}

export const confirmButton = (page: Page) => page.getByRole("button", { name: "Confirm Booking" });

export async function storedAppointments(page: Page, email: string) {
  const response = await page.request.get(`/__e2e__/appointments?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    appointments: Record<string, unknown>[];
    availability: Record<string, unknown>[];
    consentRecords: Record<string, unknown>[];
    emails: Record<string, unknown>[];
  };
}

/** The properties of a calendar file's event, with folded lines joined (RFC 5545 §3.1). */
export function calendarEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") inEvent = true;
    else if (line === "END:VEVENT") inEvent = false;
    else if (inEvent) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0]!;
      event[name] = event[name] ? `${event[name]}\n${line}` : line.slice(colon + 1);
      if (name === "ORGANIZER" || name === "ATTENDEE") event[name] = line;
    }
  }
  return event;
}
