/**
 * The console's home page, its Bookings opening on what is next, and its tab bar on a phone (issue
 * 26, point 7), on a site of the spec's own so that every figure is exactly the seeded set's: leads
 * written with their campaign, time and status (one erased, one spam, one on the Sunday night when
 * UTC is already in the next week), bookings made through the public API (one with a campaign, one
 * moved into the past and marked a no-show) and one email failed for good. Signed out, a staff
 * member and an owner; on a desktop and a phone, with axe and the keyboard.
 */
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as requestContext,
  test,
} from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createStaff } from "./support/console";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial" });

let site: OwnSite;
let api: APIRequestContext;
const at = (path: string) => new URL(path, site.origin).href;

/** The seeded leads, by the figure each one tests. Times are UTC; the comments give Toronto's. */
const seededLeads = [
  // This week (from Monday 23 November): three from Google Ads, one erased, one spam.
  { company: "Seed A", utmSource: "google", utmMedium: "cpc", createdAt: "2026-11-23T14:00:00Z" },
  { company: "Seed B", utmSource: "google", utmMedium: "cpc", createdAt: "2026-11-24T14:00:00Z" },
  { company: "Seed C", utmSource: "google", utmMedium: "cpc", createdAt: "2026-11-25T14:00:00Z" },
  {
    utmSource: null,
    name: null,
    email: null,
    company: null,
    erasedAt: "2026-11-25T16:00:00Z",
    createdAt: "2026-11-24T15:00:00Z",
  },
  {
    company: "Seed G",
    status: "spam",
    utmSource: "google",
    utmMedium: "cpc",
    createdAt: "2026-11-25T15:00:00Z",
  },
  // Earlier weeks: one won, one direct, one from a newsletter already contacted.
  {
    company: "Seed D",
    status: "won",
    utmSource: "google",
    utmMedium: "cpc",
    createdAt: "2026-11-09T15:00:00Z",
  },
  { company: "Seed E", createdAt: "2026-11-16T15:00:00Z" },
  { company: "Seed F", status: "contacted", utmSource: "newsletter", createdAt: "2026-10-05T14:00:00Z" },
  // Sunday 1 November, 11:30 PM EST: in the week of 26 October, though Monday in UTC.
  { company: "Seed I", createdAt: "2026-11-02T04:30:00Z" },
  // New, but from before the twelve weeks: it is still to work.
  { company: "Seed J", createdAt: "2026-08-01T15:00:00Z" },
];

async function book(date: string, timeSlot: string, campaign: Record<string, string> = {}) {
  const response = await api.post("/api/bookings", {
    headers: { "Accept-Language": "en-CA" },
    data: {
      name: `Caller ${date} ${timeSlot}`,
      email: `caller-${date}-${timeSlot.replace(":", "")}@example.com`,
      phone: "(416) 555-0177",
      company: "Marchetti Home Care",
      meetingType: "lead-generation",
      topics: ["ppl"],
      consent: true,
      date,
      timeSlot,
      ...campaign,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const bookings: Record<"today" | "friday" | "later" | "missed", string> = {
  today: "",
  friday: "",
  later: "",
  missed: "",
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000); // a fresh PGlite database is created first: a minute on a busy machine
  site = await startOwnSite(test.info().project.name === "mobile" ? 6 : 5);
  api = await requestContext.newContext({ baseURL: site.origin });
  expect((await api.post("/__e2e__/lead-rows", { data: { leads: seededLeads } })).ok()).toBe(true);
  // Today is Thursday 26 November 2026 (E2E_NOW, 10:25 AM): a call this afternoon, one on Friday,
  // one in December from a LinkedIn campaign, and one moved to Tuesday morning that was missed.
  bookings.today = await book("2026-11-26", "14:00");
  bookings.friday = await book("2026-11-27", "09:00");
  bookings.later = await book("2026-12-07", "14:00", { utm_source: "linkedin", utm_medium: "paid-social" });
  bookings.missed = await book("2026-12-07", "14:20");
  const moved = await api.post(`/__e2e__/appointments/${bookings.missed}/slot`, {
    data: { date: "2026-11-24", time: "09:00" },
  });
  expect(moved.ok()).toBe(true);
  const failed = await api.post("/__e2e__/emails/fail", {
    data: { appointmentId: bookings.friday, kind: "booking-confirmation" },
  });
  expect(failed.ok()).toBe(true);
  // Staff mark the moved meeting a no-show, as on its page.
  const page = await browser.newPage();
  await signIn(page, "staff");
  const marked = await page.request.post(at(`/admin/bookings/${bookings.missed}`), {
    form: { intent: "attendance", attendance: "no-show" },
    headers: { Origin: site.origin },
  });
  expect(marked.ok()).toBe(true);
  await page.close();
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

async function signIn(page: Page, role: "owner" | "staff") {
  const staff = await createStaff(api, role);
  await page.goto(at("/admin/sign-in"));
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
}

const card = (page: Page, label: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: label, exact: true }) });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/** Expects a table row's cells after its header to read `texts`. */
async function expectRow(table: Locator, header: string, texts: string[]) {
  const rowHeader = table.page().getByRole("rowheader", { name: header, exact: true });
  await expect(table.getByRole("row").filter({ has: rowHeader }).getByRole("cell")).toHaveText(texts);
}

test("a signed-out visitor is sent to sign in", async ({ page }) => {
  await page.goto(at("/admin"));
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.goto(at("/admin/bookings"));
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test("shows a staff member the week's figures, lists and charts, each chart with its table", async ({
  page,
}) => {
  await signIn(page, "staff");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");

  // Six new leads (the erased, spam, won and contacted ones are not), one call today, 1 of the 8
  // leads of the twelve weeks won (spam left out), the one marked meeting missed, one email failed.
  await expect(card(page, "New leads to work")).toContainText("6");
  await expect(card(page, "Calls today")).toContainText("1 more later this week");
  await expect(card(page, "Leads won")).toContainText("13%");
  await expect(card(page, "Leads won")).toContainText("Won: 1 of 8 leads");
  await expect(card(page, "No-show rate")).toContainText("100%");
  await expect(card(page, "No-show rate")).toContainText("Missed: 1 of 1 meeting");
  await expect(card(page, "Emails failing")).toContainText("1");
  await expect(
    card(page, "Emails failing").getByRole("link", { name: "Review failed emails" }),
  ).toHaveAttribute("href", "/admin/emails?state=failed");

  // The oldest new leads first, each linked to its page.
  const oldest = section(page, "Oldest new leads").getByRole("link", { name: /^Seed/ });
  await expect(oldest).toHaveText([/^Seed J/, /^Seed I/, /^Seed E/, /^Seed A/, /^Seed B/]);
  // The company and the name, as the visitor typed them, each in an isolate of its own (issue 26).
  await expect(oldest.first().locator("bdi")).toHaveCount(2);
  await expect(oldest.first().locator("bdi").first()).toHaveCSS("unicode-bidi", "isolate");
  await expect(
    section(page, "Oldest new leads").getByRole("link", { name: "All 6 new leads" }),
  ).toHaveAttribute("href", "/admin/leads?status=new");
  await expect(section(page, "Today's calls").getByRole("link", { name: /^2:00 PM EST/ })).toHaveAttribute(
    "href",
    `/admin/bookings/${bookings.today}`,
  );
  await expect(
    page
      .getByRole("region", { name: /^Later this week/ })
      .getByRole("link", { name: /^Fri, Nov 27, 9:00 AM EST/ }),
  ).toHaveAttribute("href", `/admin/bookings/${bookings.friday}`);

  // Each chart is an image with a name and description, and the same figures in a table.
  const leadsChart = section(page, "Leads per week by channel");
  await expect(
    leadsChart.getByRole("img", { name: "Leads per week by channel" }),
  ).toHaveAccessibleDescription(
    /^8 leads in the last 12 weeks, 4 of them this week\. Most came through google \/ cpc \(4\)\./,
  );
  await expect(leadsChart.getByRole("list", { name: "Channels" }).getByRole("listitem")).toHaveText([
    "google / cpc (4)",
    "Direct (no campaign) (2)",
    "Erased on request (1)",
    "newsletter (1)",
  ]);
  await leadsChart.getByText("Leads per week by channel: the figures as a table").click();
  const leadsTable = leadsChart.getByRole("table");
  await expect(leadsTable.getByRole("columnheader")).toHaveText([
    "Week of",
    "google / cpc",
    "Direct (no campaign)",
    "Erased on request",
    "newsletter",
    "Total",
  ]);
  await expectRow(leadsTable, "November 23, 2026", ["3", "0", "1", "0", "4"]);
  await expectRow(leadsTable, "November 2, 2026", ["0", "0", "0", "0", "0"]);
  await expectRow(leadsTable, "October 26, 2026", ["0", "1", "0", "0", "1"]);
  await expectRow(leadsTable, "All weeks", ["4", "2", "1", "1", "8"]);
  await expect(leadsTable.getByRole("row")).toHaveCount(14); // the header, twelve weeks, the total

  const bookingsChart = section(page, "Bookings per week by channel");
  await expect(bookingsChart.getByRole("img", { name: "Bookings per week by channel" })).toBeVisible();
  await bookingsChart.getByText("Bookings per week by channel: the figures as a table").click();
  const bookingsTable = bookingsChart.getByRole("table");
  await expectRow(bookingsTable, "November 23, 2026", ["3", "1", "4"]);
  await expectRow(bookingsTable, "All weeks", ["3", "1", "4"]);

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test("is worked with the keyboard: the tabs, the links and the charts' tables", async ({ page }) => {
  await signIn(page, "staff");
  // Tab from the top of the page to the Bookings tab.
  const bookingsTab = page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Bookings" });
  for (
    let presses = 0;
    presses < 20 && !(await bookingsTab.evaluate((link) => link === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(bookingsTab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.goBack();

  const summary = page.getByText("Leads per week by channel: the figures as a table");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section(page, "Leads per week by channel").getByRole("table")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(section(page, "Leads per week by channel").getByRole("table")).toBeHidden();
});

test("shows an owner the same figures, with the owner's tabs", async ({ page }) => {
  await signIn(page, "owner");
  await expect(card(page, "New leads to work")).toContainText("6");
  await expect(card(page, "Leads won")).toContainText("13%");
  const nav = page.getByRole("navigation", { name: "Console" });
  for (const name of ["Audit log", "Team", "Webhooks"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Bookings opens on the calls from now on, today's afternoon call first", async ({ page }) => {
  await signIn(page, "staff");
  await page.goto(at("/admin/bookings"));
  const tabs = page.getByRole("navigation", { name: "Booking lists" });
  await expect(tabs.getByRole("link", { name: "Upcoming (3)" })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }),
  ).toHaveAttribute("aria-current", "page");
  const meetings = page.getByRole("region", { name: "Upcoming meetings from now on, soonest first" });
  await expect(meetings.getByRole("rowheader")).toHaveText([
    "Thursday, November 26, 2026 at 2:00 PM EST",
    "Friday, November 27, 2026 at 9:00 AM EST",
    "Monday, December 7, 2026 at 2:00 PM EST",
  ]);
  // The other lists are a tab away: today's, and the past one with the missed meeting.
  await tabs.getByRole("link", { name: "Past (1)" }).click();
  await expect(page.getByRole("region", { name: "Past meetings, latest first" })).toContainText("No-show");
  await expectNoAxeViolations(page);
});

test("the tab bar fits a 390 px phone: no sideways scroll, every tab in view and reachable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "owner");
  for (const path of ["/admin", "/admin/bookings"]) {
    await page.goto(at(path));
    await expectNoSidewaysScroll(page);
    const tabs = page.getByRole("navigation", { name: "Console" }).getByRole("link");
    await expect(tabs).toHaveCount(9);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await tab.focus();
      await expect(tab).toBeFocused();
    }
    await expect(
      page.getByRole("navigation", { name: "Console" }).locator("[aria-current=page]"),
    ).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
});
