/**
 * The picker as issue 26 item 5 asks for it: every time beside the calendar on a desktop, with no
 * box that scrolls inside the page; on a phone the calendar first and the times brought into view;
 * today marked apart from the chosen day; and "Add to Google Calendar", "Add to Outlook" and the
 * .ics on the confirmation and the booking's page, with the right UTC instants under EST and EDT
 * whatever the browser's zone. Bookings here use 2026-12-07, 9:00 to 11:40 (this spec's own).
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";
import { TODAY, dayButton, openBooking, timeFor, uniqueEmail } from "./support/booking";

// The screens: a desktop of 1280×800 and a phone of 390×844.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// A visitor whose browser is in India: the links and times must not follow its zone.
test.use({ timezoneId: "Asia/Kolkata" });

const timesList = (page: Page) => page.getByRole("list", { name: /^Times on/ });

/** Whether any element around `list`, up to the page itself, scrolls its content. */
async function insideScrollBox(list: Locator): Promise<string[]> {
  return list.evaluate((element) => {
    const boxes: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const { overflowY, overflowX } = getComputedStyle(node);
      const scrolls = [overflowY, overflowX].some((value) => value === "auto" || value === "scroll");
      if (scrolls || node.scrollHeight > node.clientHeight + 1)
        boxes.push(`${node.tagName}.${node.className}`);
    }
    return boxes;
  });
}

/** Every time button lies within the viewport's width, uncut. */
async function expectTimesWithinWidth(page: Page, width: number) {
  const buttons = timesList(page).getByRole("button");
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const box of await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()))) {
    const { left, right } = box as DOMRect;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
  }
}

async function keyboardFocusName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement & { name?: string };
    return element.getAttribute("aria-label") || element.name || element.textContent || "";
  });
}

async function tabTo(page: Page, target: string | RegExp) {
  const matches = (name: string) => (typeof target === "string" ? name === target : target.test(name));
  for (let i = 0; i < 80 && !matches(await keyboardFocusName(page)); i++) await page.keyboard.press("Tab");
  expect(await keyboardFocusName(page)).toMatch(target);
}

test.describe("the picker's layout", () => {
  test("shows every time beside the calendar on a desktop, with no scroll box", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the phone's layout is the next test");
    await page.setViewportSize(DESKTOP);
    await openBooking(page);
    await expectNoAxeViolations(page);
    await tabTo(page, "Thursday, November 26, 2026, today");
    await page.keyboard.press("ArrowRight"); // Friday 27 November
    await page.keyboard.press("Enter");
    await expect(timesList(page)).toBeVisible();
    await expect(timesList(page).getByRole("button")).toHaveCount(24);

    const calendar = (await page.getByRole("region", { name: "Select a date" }).boundingBox())!;
    const times = (await page.getByRole("region", { name: "Available times" }).boundingBox())!;
    expect(times.x).toBeGreaterThanOrEqual(calendar.x + calendar.width);
    expect(times.y).toBe(calendar.y);
    expect(await insideScrollBox(timesList(page))).toEqual([]);
    await expectTimesWithinWidth(page, DESKTOP.width);
    // Every time is in the page's flow: the last is reached by scrolling the page itself.
    await timesList(page).getByRole("button").last().scrollIntoViewIfNeeded();
    await expect(timesList(page).getByRole("button").last()).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });

  test("puts the calendar first on a phone and brings the times into view", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the desktop's layout is the test before");
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openBooking(page);
    await expectNoAxeViolations(page);
    const calendar = (await page.getByRole("region", { name: "Select a date" }).boundingBox())!;
    const agenda = (await page.getByRole("region", { name: "What to expect (20 minutes)" }).boundingBox())!;
    expect(calendar.y + calendar.height).toBeLessThan(agenda.y);

    await tabTo(page, "Thursday, November 26, 2026, today");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const timesTitle = page.getByRole("heading", { name: "Available times" });
    await expect(timesTitle).toBeFocused();
    await expect(timesTitle).toBeInViewport();
    await expect(timesList(page).getByRole("button")).toHaveCount(24);
    expect(await insideScrollBox(timesList(page))).toEqual([]);
    await expectTimesWithinWidth(page, PHONE.width);
    // The next Tab reaches the first time.
    await page.keyboard.press("Tab");
    await expect(timesList(page).getByRole("button").first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe("today", () => {
  test("is marked apart from the chosen day, not as chosen", async ({ page }) => {
    await openBooking(page);
    const today = dayButton(page, TODAY);
    await expect(today).toHaveAttribute("aria-pressed", "false");
    await expect(today).toHaveAccessibleName(/, today$/);
    const transparent = "rgba(0, 0, 0, 0)";
    await expect(today).toHaveCSS("background-color", transparent);
    // A dot under its number: a shape, not a colour alone.
    await expect(today.locator('span[aria-hidden="true"]')).toHaveCount(1);

    await dayButton(page, "2026-11-27").click();
    const chosen = dayButton(page, "2026-11-27");
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await expect(chosen).not.toHaveCSS("background-color", transparent);
    await expect(chosen.locator('span[aria-hidden="true"]')).toHaveCount(0);
    await expect(today).toHaveAttribute("aria-pressed", "false");
    await expect(today).toHaveCSS("background-color", transparent);
    await expect(page.getByRole("grid").locator('[aria-pressed="true"]')).toHaveCount(1);
  });
});

/** The Google and Outlook links' instants, checked against the UTC start and end expected. */
async function expectCalendarLinks(scope: Locator, start: string, end: string) {
  const basic = (iso: string) => iso.replace(/[-:]/g, "");
  const list = scope.getByRole("list", { name: "Add it to your calendar" });
  const google = list.getByRole("link", { name: "Add to Google Calendar (opens in a new tab)" });
  const outlook = list.getByRole("link", { name: "Add to Outlook (opens in a new tab)" });
  const file = list.getByRole("link", { name: "Add to Apple Calendar (.ics)" });
  for (const link of [google, outlook]) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }
  await expect(google).toHaveAttribute(
    "href",
    new RegExp(
      `^https://calendar\\.google\\.com/calendar/render\\?action=TEMPLATE&.*&dates=${basic(start)}/${basic(end)}$`,
    ),
  );
  const outlookUrl = new URL((await outlook.getAttribute("href"))!);
  expect(outlookUrl.origin).toBe("https://outlook.office.com");
  expect(outlookUrl.searchParams.get("startdt")).toBe(start);
  expect(outlookUrl.searchParams.get("enddt")).toBe(end);
  expect(outlookUrl.searchParams.get("subject")).toBe("Free consultation with Maplewise Leads");
  expect(outlookUrl.searchParams.get("body")).toMatch(
    /Reschedule or cancel: http.*\/bookings\/[0-9a-f-]{36}\?token=/,
  );
  await expect(file).toHaveAttribute("href", /^\/api\/bookings\/[0-9a-f-]{36}\/calendar\.ics\?token=/);
  await expect(file).toHaveAttribute("download", "consultation.ics");
}

test.describe("adding the call to a calendar", () => {
  test("is offered on the confirmation and the booking's page, with EST's instants", async ({
    page,
  }, testInfo) => {
    test.slow(); // the whole flow by keyboard, with axe at each step
    const email = uniqueEmail(testInfo, "picker-est");
    const [label, start, end] =
      timeFor(testInfo, "9:00", "9:20") === "9:00"
        ? ["9:00 AM", "2026-12-07T14:00:00Z", "2026-12-07T14:20:00Z"]
        : ["9:20 AM", "2026-12-07T14:20:00Z", "2026-12-07T14:40:00Z"];
    await openBooking(page);
    await tabTo(page, "Thursday, November 26, 2026, today");
    for (const key of ["ArrowDown", "ArrowDown", "ArrowLeft", "ArrowLeft", "ArrowLeft"])
      await page.keyboard.press(key);
    await expect(dayButton(page, "2026-12-07")).toBeFocused(); // Monday 7 December
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Times on Monday, December 7, 2026" })).toBeVisible();
    await tabTo(page, label);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Booking details" })).toBeFocused();
    await tabTo(page, "name");
    await page.keyboard.type("Ines Roy");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await tabTo(page, "meetingType");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "topics");
    await page.keyboard.press("Space");
    await tabTo(page, "consent");
    await page.keyboard.press("Space");
    await tabTo(page, "Confirm Booking");
    await page.keyboard.press("Enter");

    // The confirmation replaces the page, its hero included, as /contact's thank-you does.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Your meeting is confirmed");
    await expect(heading).toBeFocused();
    await expect(page.getByText("Book your free strategy call")).toHaveCount(0);
    const confirmation = page.getByRole("region", { name: "Your meeting is confirmed" });
    await expect(confirmation).toContainText(`${label} EST (20 minutes)`);
    await expectCalendarLinks(confirmation, start, end);
    await tabTo(page, "Add to Google Calendar (opens in a new tab)");
    await expectNoAxeViolations(page);

    // The booking's own page offers the same three.
    await tabTo(page, "Manage your booking");
    await Promise.all([page.waitForURL(/\/bookings\//), page.keyboard.press("Enter")]);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expectCalendarLinks(page.getByRole("region", { name: "Meeting details" }), start, end);
    await expectNoAxeViolations(page);
  });

  test("gives EDT's instants on the page of a booking in summer time", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "picker-edt");
    const time = timeFor(testInfo, "11:00", "11:20");
    const response = await page.request.post("/api/bookings", {
      data: {
        name: "Ines Roy",
        email,
        meetingType: "other",
        topics: ["ppl"],
        consent: true,
        date: "2026-12-07",
        timeSlot: time,
      },
    });
    expect(response.status()).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: string; manageUrl: string };
    // Beyond the window the fixed clock allows: moved as staff would, to Monday 15 March 2027 (EDT).
    const moved = await page.request.post(`/__e2e__/appointments/${id}/slot`, {
      data: { date: "2027-03-15", time: timeFor(testInfo, "09:00", "09:20") },
    });
    expect(moved.ok()).toBe(true);
    await page.clock.install({ time: new Date("2026-11-26T15:25:00.000Z") });
    await gotoHydrated(page, manageUrl);
    const [start, end] =
      time === "11:00"
        ? ["2027-03-15T13:00:00Z", "2027-03-15T13:20:00Z"]
        : ["2027-03-15T13:20:00Z", "2027-03-15T13:40:00Z"];
    const details = page.getByRole("region", { name: "Meeting details" });
    await expect(details).toContainText("EDT (20 minutes)");
    await expectCalendarLinks(details, start, end);
    await expectNoAxeViolations(page);
  });
});

test.describe("a booking's page", () => {
  test("keeps its cards clear of the hero and the move card without a blank week", async ({
    page,
    isMobile,
  }, testInfo) => {
    const response = await page.request.post("/api/bookings", {
      data: {
        name: "Ines Roy",
        email: uniqueEmail(testInfo, "picker-layout"),
        meetingType: "other",
        topics: ["ppl"],
        consent: true,
        date: "2026-12-07",
        timeSlot: timeFor(testInfo, "10:00", "10:20"),
      },
    });
    expect(response.status()).toBe(201);
    const { manageUrl } = (await response.json()) as { manageUrl: string };
    await page.setViewportSize(isMobile ? PHONE : DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-11-26T15:25:00.000Z") });
    await gotoHydrated(page, manageUrl);

    const hero = (await page.locator("main section").first().boundingBox())!;
    const details = (await page.getByRole("region", { name: "Meeting details" }).boundingBox())!;
    expect(details.y - (hero.y + hero.height)).toBeGreaterThanOrEqual(24);
    // November 2026 spans five weeks: five rows, no blank sixth.
    await expect(page.getByRole("grid").locator("tbody tr")).toHaveCount(5);

    await dayButton(page, "2026-11-27").click();
    await expect(timesList(page).getByRole("button")).toHaveCount(24);
    // As on /book-a-call: stacked on a phone, the times are brought into view with focus on their
    // heading; side by side, focus stays on the chosen day.
    const timesTitle = page.getByRole("heading", { name: "Available times" });
    if (isMobile) {
      await expect(timesTitle).toBeFocused();
      await expect(timesTitle).toBeInViewport();
    } else {
      await expect(dayButton(page, "2026-11-27")).toBeFocused();
    }
    expect(await insideScrollBox(timesList(page))).toEqual([]);
    await expectTimesWithinWidth(page, isMobile ? PHONE.width : DESKTOP.width);
    if (!isMobile) {
      const grid = (await page.getByRole("grid").boundingBox())!;
      const list = (await timesList(page).boundingBox())!;
      expect(list.x).toBeGreaterThan(grid.x + grid.width);
    }
    await expectNoAxeViolations(page);
  });
});
