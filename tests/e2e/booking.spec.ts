import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";
import { readFile } from "node:fs/promises";
import { site } from "../../app/content/site";
import { consentTexts } from "../../app/domain/consent";
import { E2E_NOW } from "../../playwright.config";
import {
  TODAY,
  calendarEvent,
  chooseDate,
  chooseSlot,
  confirmButton,
  dayButton,
  field,
  fillBookingForm,
  openBooking,
  slotButton,
  storedAppointments,
  timeFor,
  uniqueEmail,
  visitor,
} from "./support/booking";

const FAILURE = "There was an error booking your appointment. Please try again or contact us directly.";

async function bookThroughApi(page: Page, date: string, timeSlot: string, email: string) {
  const response = await page.request.post("/api/bookings", {
    data: {
      name: "Other Visitor",
      email,
      meetingType: "other",
      topics: ["ppl"],
      consent: true,
      date,
      timeSlot,
      timezone: "America/Toronto",
    },
  });
  expect(response.status()).toBe(201);
}

test.describe("the /book-a-call page", () => {
  test("shows the agenda, the lead form link, the contact details and the two picker cards", async ({
    page,
  }) => {
    await openBooking(page);
    await expect(page.getByRole("heading", { name: "What to expect (20 minutes)" })).toBeVisible();
    const agenda = page.getByRole("region", { name: "What to expect (20 minutes)" }).getByRole("listitem");
    await expect(agenda).toHaveText([
      /Quick discovery\s*5 min/,
      /Compliance and strategy\s*10 min/,
      /Next steps\s*5 min/,
    ]);
    await expect(page.getByRole("link", { name: "Use the lead inquiry form" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    await expect(main.getByRole("link", { name: site.phone.display })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Select a date" })).toBeVisible();
    await expect(page.getByText("Available Monday - Friday, up to 60 days in advance")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Available times" })).toBeVisible();
    // The whole note: "Eastern Time" alone is also in the office hours beside the contact details.
    for (const note of [
      "Each meeting is 20 minutes.",
      "All times are in Eastern Time (Toronto).",
      "Limited availability ensures quality conversations.",
    ]) {
      await expect(page.getByText(note)).toBeVisible();
    }
  });
});

test.describe("the booking calendar", () => {
  test("takes today from the server's clock, not the visitor's", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-12-15T15:00:00Z") });
    await gotoHydrated(page, "/book-a-call");
    await expect(page.locator("#calendar-month")).toHaveText("November 2026");
    await expect(dayButton(page, TODAY)).toHaveAccessibleName(/, today$/);
    await expect(dayButton(page, TODAY)).toBeEnabled();
  });

  test("opens from another page's header", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header's Book a Call button is in the menu on phones");
    await page.clock.install({ time: new Date(E2E_NOW) });
    await gotoHydrated(page, "/blogs");
    await page.locator("header").getByRole("link", { name: "Book a Call" }).click();
    await expect(page).toHaveURL(/\/book-a-call$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await dayButton(page, "2026-11-27").click();
    await expect(page.getByRole("list", { name: "Times on Friday, November 27, 2026" })).toBeVisible();
  });

  test("offers weekdays from today to day 60 and nothing else", async ({ page }) => {
    await openBooking(page);
    await expect(page.locator("#calendar-month")).toHaveText("November 2026");
    await expect(page.getByRole("button", { name: "Previous month" })).toBeDisabled();
    await expect(dayButton(page, TODAY)).toBeEnabled();
    await expect(dayButton(page, TODAY)).toHaveAccessibleName("Thursday, November 26, 2026, today");
    await expect(dayButton(page, "2026-11-25")).toBeDisabled(); // yesterday
    await expect(dayButton(page, "2026-11-02")).toBeDisabled(); // earlier this month
    await expect(dayButton(page, "2026-11-27")).toBeEnabled(); // Friday
    await expect(dayButton(page, "2026-11-28")).toBeDisabled(); // Saturday
    await expect(dayButton(page, "2026-11-29")).toBeDisabled(); // Sunday
    // A disabled date cannot be chosen.
    await dayButton(page, "2026-11-28").click({ force: true });
    await expect(page.getByText("Choose a date to see its times.")).toBeVisible();

    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month")).toHaveText("January 2027");
    await expect(page.getByRole("button", { name: "Next month" })).toBeDisabled();
    await expect(dayButton(page, "2027-01-25")).toBeEnabled(); // day 60, a Monday
    await expect(dayButton(page, "2027-01-26")).toBeDisabled(); // day 61, a Tuesday
    await expect(dayButton(page, "2027-01-29")).toBeDisabled();
  });

  test("closes Ontario holidays and says which they are, to sighted and screen-reader users", async ({
    page,
  }) => {
    await openBooking(page);
    // November 2026 has no holiday: no list of them.
    await expect(page.getByRole("list", { name: "Holidays" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month")).toHaveText("December 2026");
    const christmas = dayButton(page, "2026-12-25");
    await expect(christmas).toBeDisabled();
    await expect(christmas).toHaveAccessibleName("Friday, December 25, 2026, Closed: Christmas Day");
    // Boxing Day falls on Saturday the 26th and is observed on Monday the 28th.
    await expect(dayButton(page, "2026-12-26")).toHaveAccessibleName("Saturday, December 26, 2026");
    await expect(dayButton(page, "2026-12-28")).toBeDisabled();
    await expect(dayButton(page, "2026-12-28")).toHaveAccessibleName(
      "Monday, December 28, 2026, Closed: Boxing Day",
    );
    await expect(dayButton(page, "2026-12-29")).toBeEnabled();
    await expect(page.getByRole("list", { name: "Holidays" }).getByRole("listitem")).toHaveText([
      "Closed: Christmas Day (Friday, December 25, 2026)",
      "Closed: Boxing Day (Monday, December 28, 2026)",
    ]);
    await christmas.click({ force: true });
    await expect(page.getByText("Choose a date to see its times.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows each slot of the chosen day as the server judges it", async ({ page }, testInfo) => {
    const [booked, blocked] = testInfo.project.name === "mobile" ? ["15:40", "16:00"] : ["15:00", "15:20"];
    await bookThroughApi(page, TODAY, booked, uniqueEmail(testInfo, "taken"));
    const block = await page.request.post("/__e2e__/slot-blocks", { data: { date: TODAY, time: blocked } });
    expect(block.ok()).toBe(true);

    await openBooking(page);
    // The gate exists before the request does: releasing it cannot miss a handler not yet entered.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/availability?*", async (route) => {
      await gate;
      await route.continue();
    });
    await dayButton(page, TODAY).click();
    await expect(page.getByText("Loading availability...")).toBeVisible();
    release();

    await expect(page.getByText("Thursday, November 26, 2026 (EST)")).toBeVisible();
    const slots = page
      .getByRole("list", { name: "Times on Thursday, November 26, 2026" })
      .getByRole("button");
    await expect(slots).toHaveCount(24);
    await expect(slots.first()).toHaveAccessibleName("9:00 AM, already past");
    await expect(slotButton(page, "10:20")).toHaveAccessibleName("10:20 AM, already past");
    await expect(slotButton(page, "10:40")).toHaveAccessibleName("10:40 AM, less than 2 hours from now");
    await expect(slotButton(page, "12:20")).toHaveAccessibleName("12:20 PM, less than 2 hours from now");
    await expect(slotButton(page, "12:40")).toBeEnabled();
    await expect(slotButton(page, booked)).toHaveAccessibleName(/, already booked$/);
    await expect(slotButton(page, blocked)).toHaveAccessibleName(/, not available$/);
    for (const time of ["09:00", "10:20", "10:40", "12:20", booked, blocked]) {
      await expect(slotButton(page, time)).toBeDisabled();
    }
    await expect(slots.last()).toHaveAccessibleName("4:40 PM");
    // The other viewport's test books and blocks two more times of this day, maybe meanwhile.
    const enabled = await slots.evaluateAll(
      (buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).length,
    );
    expect([9, 11]).toContain(enabled);
    await expect(page.getByRole("status").filter({ hasText: "times available" })).toHaveText(
      `${enabled} of 24 times available.`,
    );
  });

  test("leaves the slots to the browser's rules and says nothing when availability cannot be loaded", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openBooking(page);
    await page.route("**/api/availability?*", (route) => route.abort("internetdisconnected"));
    await chooseDate(page, "2026-11-30");
    await expect(page.getByRole("list", { name: /^Times on/ }).getByRole("button")).toHaveCount(24);
    await expect(slotButton(page, "09:00")).toBeEnabled();
    expect(errors.some((error) => error.includes("Could not load availability"))).toBe(true);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("before the calendar works", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("says the calendar cannot be used and links the email and phone", async ({ page }) => {
      await page.goto("/book-a-call");
      // Playwright's text and role queries skip <noscript>, though without JavaScript the browser shows it.
      const notice = page.locator("section[aria-labelledby=select-date-title] noscript > p");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(
        "Choosing a date and time needs JavaScript, which is not running in this browser",
      );
      await expect(notice.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
      await expect(notice.locator(`a[href="${site.phone.href}"]`)).toHaveText(site.phone.display);
      // The page is prerendered: without its script it cannot know the date, and shows no days.
      await expect(page.getByRole("grid")).toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("grid").getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Next month" })).toBeDisabled();
    });
  });

  test("has no axe violations as a browser without JavaScript shows it", async ({ page }) => {
    // axe is a script and cannot run where scripts are off, so it is given that view here: the
    // server's HTML without its scripts, with the <noscript> content shown.
    await page.route("**/book-a-call", async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<(\/?)noscript>/g, "<$1div>");
      await route.fulfill({ response, body });
    });
    await page.goto("/book-a-call");
    await expect(page.getByText("Choosing a date and time needs JavaScript")).toBeVisible();
    await expect(page.getByRole("grid")).toHaveAttribute("aria-busy", "true");
    await expectNoAxeViolations(page);
  });

  test("shows the calendar busy and without days until its script runs, then a tap chooses one", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(E2E_NOW) });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/booking-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/book-a-call");
    await expect(page.getByRole("grid")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("grid").getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next month" })).toBeDisabled();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("grid")).not.toHaveAttribute("aria-busy");
    await dayButton(page, "2026-11-27").click();
    await expect(dayButton(page, "2026-11-27")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Times on Friday, November 27, 2026" })).toBeVisible();
  });
});

test.describe("choosing a date", () => {
  test("brings the times into view on a phone, with focus on their heading", async ({ page, isMobile }) => {
    test.skip(!isMobile, "on a wide screen the times are beside the calendar");
    await openBooking(page);
    const timesTitle = page.getByRole("heading", { name: "Available times" });
    await expect(timesTitle).not.toBeInViewport();
    await dayButton(page, "2026-11-30").click();
    await expect(timesTitle).toBeInViewport();
    await expect(timesTitle).toBeFocused();
    await expect(page.getByRole("list", { name: "Times on Monday, November 30, 2026" })).toBeInViewport();
  });

  test("does not scroll where the times are beside the calendar", async ({ page, isMobile }) => {
    test.skip(isMobile, "on a phone the times are below the calendar");
    await openBooking(page);
    await dayButton(page, "2026-11-30").focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Times on Monday, November 30, 2026" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(dayButton(page, "2026-11-30")).toBeFocused();
  });
});

test.describe("booking a call", () => {
  test("books the slot, stores it with its consent record, confirms it and downloads the calendar file", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "whole");
    const v = visitor(email);
    const [date, time] = ["2026-11-30", timeFor(testInfo, "14:00", "14:40")];
    await openBooking(page);
    await chooseSlot(page, date, time);
    await expect(page.getByRole("region", { name: "Booking details" })).toContainText(
      `Monday, November 30, 2026 at ${time === "14:00" ? "2:00" : "2:40"} PM EST`,
    );
    await fillBookingForm(page, v);
    await expect(page.getByRole("checkbox", { name: /I agree to be contacted/ })).toHaveAccessibleName(
      consentTexts.booking.en.text,
    );
    const download = page.waitForEvent("download");
    await confirmButton(page).click();

    const confirmation = page.getByRole("region", { name: "Your meeting is confirmed" });
    // The confirmation replaces the page, hero included, as /contact's thank-you does.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your meeting is confirmed");
    await expect(page.getByRole("heading", { name: "Your meeting is confirmed" })).toBeFocused();
    for (const text of [
      "Monday, November 30, 2026",
      "PM EST (20 minutes)",
      "Compliance & Regulations",
      "Regulatory Compliance, CRM Integration",
      v.name,
      email,
      v.phone,
      v.company,
      "You can reschedule or cancel up to 2 hours before the call",
    ]) {
      await expect(confirmation).toContainText(text);
    }
    await expect(confirmation.getByRole("link", { name: "Manage your booking" })).toHaveAttribute(
      "href",
      /^\/bookings\/[0-9a-f-]{36}\?token=[\w-]{32}$/,
    );
    await expect(confirmation.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const file = await download;
    expect(file.suggestedFilename()).toBe("consultation.ics");
    const event = calendarEvent(await readFile((await file.path())!, "utf8"));
    // 2:00 PM EST is 19:00 UTC; 2:40 PM EST is 19:40 UTC.
    expect(event.DTSTART).toBe(time === "14:00" ? "20261130T190000Z" : "20261130T194000Z");
    expect(event.DURATION).toBe("PT20M");
    expect(event.SUMMARY).toBe(`Free consultation with ${v.name}`);
    expect(event.LOCATION).toBe("Video Call (Link to be provided)");
    expect(event.ORGANIZER).toMatch(new RegExp(`mailto:${site.email}$`, "i"));
    expect(event.ATTENDEE).toContain(`CN="${v.name}"`);
    expect(event.ATTENDEE?.toLowerCase()).toContain(`mailto:${email}`);
    expect(event.DESCRIPTION).toContain("Compliance & Regulations");

    const stored = await storedAppointments(page, email);
    expect(stored.appointments).toHaveLength(1);
    const appointment = stored.appointments[0]!;
    expect(appointment).toMatchObject({
      status: "confirmed",
      name: v.name,
      phone: v.phone,
      company: v.company,
      meetingType: "compliance-review",
      topics: ["compliance", "integration"],
      goals: v.goals,
      date,
      timeSlot: time,
      timezone: "America/Toronto",
    });
    expect(new Date(String(appointment.startsAt)).toISOString()).toBe(
      time === "14:00" ? "2026-11-30T19:00:00.000Z" : "2026-11-30T19:40:00.000Z",
    );
    expect(stored.availability).toEqual([
      expect.objectContaining({ date, timeSlot: time, status: "confirmed" }),
    ]);
    expect(stored.consentRecords).toEqual([
      expect.objectContaining({
        appointmentId: appointment.id,
        consentText: consentTexts.booking.en.text,
        consentVersion: consentTexts.booking.en.version,
        receivedAt: expect.stringContaining("2026-11-26T15:25:00"),
      }),
    ]);
    expect(stored.emails.map((row) => row.recipient)).toContain(email);

    // Back on the calendar, the slot just booked is taken.
    await confirmation.getByRole("button", { name: "Back to Calendar" }).click();
    await expect(slotButton(page, time)).toHaveAccessibleName(/, already booked$/);
  });

  test("shows every message of the booking form and keeps what was typed", async ({ page }, testInfo) => {
    await openBooking(page);
    await chooseSlot(page, "2026-12-02", timeFor(testInfo, "10:00", "10:20"));
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/bookings")) sent.push(request.url());
    });
    await confirmButton(page).click();
    await expect(field(page, "Full Name")).toBeFocused();
    await expect(field(page, "Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(field(page, "Email Address")).toHaveAccessibleDescription("Email is required");
    await expect(field(page, "Primary Meeting Type")).toHaveAccessibleDescription(
      "Please select a meeting type",
    );
    await expect(page.getByText("Please select at least one topic")).toBeVisible();
    await expect(page.getByText("You must agree to proceed")).toBeVisible();
    expect(sent).toHaveLength(0);

    await field(page, "Full Name").fill("M");
    await expect(field(page, "Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await field(page, "Full Name").fill("Marc");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await field(page, "Email Address").fill("marc@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(field(page, "What would you like to get out of this call?")).toHaveAttribute("rows", "3");
    await expect(field(page, "What would you like to get out of this call?")).toHaveCSS("resize", "none");
    await expect(page.getByRole("checkbox")).toHaveCount(9); // eight topics and the consent
  });

  test("goes back to the calendar with the date and time still chosen", async ({ page }, testInfo) => {
    const time = timeFor(testInfo, "11:00", "11:20");
    await openBooking(page);
    await chooseSlot(page, "2026-12-02", time);
    await field(page, "Full Name").fill("Marc Tremblay");
    await page.getByRole("button", { name: "Back to Calendar" }).click();
    await expect(page.getByRole("heading", { name: "Available times" })).toBeFocused();
    await expect(dayButton(page, "2026-12-02")).toHaveAttribute("aria-pressed", "true");
    await expect(slotButton(page, time)).toHaveAttribute("aria-pressed", "true");
    await expect(slotButton(page, time)).toContainText("✓");
    await slotButton(page, time).click();
    await expect(field(page, "Full Name")).toHaveValue("Marc Tremblay");
  });

  test("tells the second of two visitors racing for one slot, and shows fresh slots", async ({
    browser,
  }, testInfo) => {
    const [date, time] = ["2026-12-01", timeFor(testInfo, "13:00", "13:20")];
    const [first, second] = await Promise.all([browser.newPage(), browser.newPage()]);
    for (const page of [first, second]) {
      await openBooking(page);
      await chooseSlot(page, date, time);
    }
    await fillBookingForm(first, visitor(uniqueEmail(testInfo, "race-first")));
    const secondEmail = uniqueEmail(testInfo, "race-second");
    await fillBookingForm(second, visitor(secondEmail));

    await confirmButton(first).click();
    await expect(first.getByRole("heading", { name: "Your meeting is confirmed" })).toBeVisible();
    await confirmButton(second).click();
    await expect(second.getByRole("alert").filter({ hasText: "that time was just booked" })).toBeVisible();
    await expect(second.getByRole("heading", { name: "Available times" })).toBeFocused();
    await expect(slotButton(second, time)).toHaveAccessibleName(/, already booked$/);
    await expect(slotButton(second, time)).toBeDisabled();
    expect((await storedAppointments(second, secondEmail)).appointments).toHaveLength(0);
    await Promise.all([first.close(), second.close()]);
  });

  test("sends the visitor back to pick again when the server no longer accepts the time", async ({
    page,
  }, testInfo) => {
    // The visitor's clock says 8:00 AM and availability cannot be loaded, so the browser's own
    // rules offer 10:40 AM today; the server, at 10:25 AM, wants two hours' notice.
    await page.clock.install({ time: new Date("2026-11-26T13:00:00Z") });
    await gotoHydrated(page, "/book-a-call");
    let availabilityFails = true;
    await page.route("**/api/availability?*", (route) =>
      availabilityFails ? route.abort("internetdisconnected") : route.continue(),
    );
    await dayButton(page, TODAY).click();
    await slotButton(page, "10:40").click();
    await fillBookingForm(page, visitor(uniqueEmail(testInfo, "notice")));
    availabilityFails = false;
    await confirmButton(page).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose a time at least 2 hours from now");
    await expect(page.getByRole("heading", { name: "Available times" })).toBeFocused();
    await expect(slotButton(page, "10:40")).toHaveAccessibleName("10:40 AM, less than 2 hours from now");
    await expect(slotButton(page, "10:40")).toHaveAttribute("aria-pressed", "false");
  });

  test("keeps every value and says so when the server fails", async ({ page }, testInfo) => {
    const v = visitor(uniqueEmail(testInfo, "failure"));
    await openBooking(page);
    await chooseSlot(page, "2026-12-03", timeFor(testInfo, "09:00", "09:20"));
    await fillBookingForm(page, v);
    let tries = 0;
    const keys = new Set<string | undefined>();
    await page.route("**/api/bookings", (route) => {
      tries++;
      keys.add(route.request().headers()["idempotency-key"]);
      return route.fulfill({
        status: 500,
        json: { error: "Something went wrong on our side. Please try again." },
      });
    });
    await confirmButton(page).click();
    await expect(page.getByRole("button", { name: "Booking..." })).toBeDisabled();
    await expect(field(page, "Full Name")).toBeDisabled();
    await page.clock.runFor(1_000);
    await page.clock.runFor(2_000);
    await expect(page.getByRole("alert")).toHaveText(FAILURE);
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications).toContainText("Not booked yet: the form says what went wrong.");
    await expect(notifications).not.toContainText(FAILURE);
    expect(tries).toBe(3);
    // One attempt, one key: its retries could not store the booking twice.
    expect([...keys]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    await expect(field(page, "Full Name")).toHaveValue(v.name);
    await expect(field(page, "Email Address")).toHaveValue(v.email);
    await expect(field(page, "Primary Meeting Type")).toHaveValue("compliance-review");
    await expect(page.getByRole("checkbox", { name: "CRM Integration" })).toBeChecked();
    await expect(field(page, "What would you like to get out of this call?")).toHaveValue(v.goals);
    await expect(confirmButton(page)).toBeFocused();
  });

  test("can be booked with the keyboard alone", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "keyboard");
    await openBooking(page);
    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement & { name?: string };
        return element.getAttribute("aria-label") || element.name || element.textContent || "";
      });
    async function tabTo(target: string | RegExp) {
      const matches = (name: string) => (typeof target === "string" ? name === target : target.test(name));
      for (let i = 0; i < 60 && !matches(await focusedName()); i++) await page.keyboard.press("Tab");
      expect(await focusedName()).toMatch(target);
    }

    await tabTo("Thursday, November 26, 2026, today");
    await page.keyboard.press("ArrowDown"); // a week later
    await page.keyboard.press("ArrowRight"); // Friday 4 December
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Times on Friday, December 4, 2026" })).toBeVisible();
    const time = timeFor(testInfo, "3:00 PM", "3:20 PM");
    await tabTo(time);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Booking details" })).toBeFocused();

    await tabTo("name");
    await page.keyboard.type("Marc Tremblay");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await tabTo("meetingType");
    await page.keyboard.press("ArrowDown");
    await tabTo("topics");
    await page.keyboard.press("Space");
    await tabTo("consent");
    await page.keyboard.press("Space");
    await tabTo("Confirm Booking");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your meeting is confirmed" })).toBeFocused();
    const stored = await storedAppointments(page, email);
    expect(stored.appointments).toEqual([
      expect.objectContaining({ date: "2026-12-04", meetingType: "lead-generation", topics: ["ppl"] }),
    ]);
  });

  test("has no axe violations in the calendar, form and confirmation views", async ({ page }, testInfo) => {
    test.slow(); // an axe scan of every view, with the form's messages shown
    await openBooking(page);
    await expectNoAxeViolations(page);
    await chooseDate(page, "2026-12-08");
    await expectNoAxeViolations(page);
    await slotButton(page, timeFor(testInfo, "16:00", "16:20")).click();
    await confirmButton(page).click(); // the messages shown
    await expectNoAxeViolations(page);
    await fillBookingForm(page, visitor(uniqueEmail(testInfo, "axe")));
    await confirmButton(page).click();
    await expect(page.getByRole("heading", { name: "Your meeting is confirmed" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
