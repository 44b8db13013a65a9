/**
 * Availability in the console (issue 11, point 4): the week's grid and its links, blocks and
 * unblocks of a slot, a day and a range of dates with a note (from the grid and from the forms),
 * a block around a booked slot, a holiday reopened for the public booking rules and closed again,
 * the audit log's entries, and the bad input each refuses. Each viewport works on days of its own
 * in the weeks of January 11 and 18, 2027 (seven and eight weeks after E2E_NOW).
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseDate, openBooking, uniqueEmail } from "./support/booking";
import { expectNoSidewaysScroll, signInAs } from "./support/console";

async function book(request: APIRequestContext, email: string, date: string, timeSlot: string) {
  return request.post("/api/bookings", {
    data: {
      name: "Tomas Okafor",
      email,
      meetingType: "other",
      topics: ["ppl"],
      consent: true,
      date,
      timeSlot,
    },
  });
}

async function publicDay(request: APIRequestContext, date: string) {
  const response = await request.get(`/api/availability?date=${date}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    closed?: string;
    slots: { time: string; available: boolean; reason?: string }[];
  };
}

const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
const grid = (page: Page) => page.getByRole("table", { name: /^Slots of the week of/ });
const panel = (page: Page, name: string) => page.getByRole("form", { name, exact: true });

/** The days each viewport works on: its own, so that both projects run at once. */
function daysOf(project: string) {
  return project === "mobile"
    ? {
        day: "2027-01-13",
        dayLabel: "Wednesday, January 13, 2027",
        otherLabel: "Thursday, January 14, 2027",
        other: "2027-01-14",
        range: ["2027-01-20", "2027-01-21"],
        plainFormsDay: "2027-01-15",
        plainFormsDayLabel: "Friday, January 15, 2027",
      }
    : {
        day: "2027-01-11",
        dayLabel: "Monday, January 11, 2027",
        otherLabel: "Tuesday, January 12, 2027",
        other: "2027-01-12",
        range: ["2027-01-18", "2027-01-19"],
        plainFormsDay: "2027-01-08",
        plainFormsDayLabel: "Friday, January 8, 2027",
      };
}

async function postForm(page: Page, form: Record<string, string>) {
  return page.request.post("/admin/availability", { form, headers: { Origin: new URL(page.url()).origin } });
}

test.describe("availability in the console", () => {
  test("shows a week with links to the next and previous ones, and a week asked by date", async ({
    page,
  }) => {
    // Two axe scans of the week's grid take about 10 s each on a loaded machine.
    test.slow();
    await signInAs(page, "staff");
    await page.goto("/admin/availability");
    await expect(page.getByRole("heading", { name: "Week of Monday, November 23, 2026" })).toBeVisible();
    // At 10:25 AM on Thursday the 26th, the morning's slots are past and the afternoon's free.
    const thursday = grid(page)
      .getByRole("row", { name: /^10:20 AM/ })
      .getByRole("cell")
      .nth(3);
    await expect(thursday).toHaveText("Past");
    await expect(
      grid(page).getByRole("button", { name: "Block Thursday, November 26, 2026 at 4:40 PM" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /^Slots of the week of/ })).toHaveAttribute(
      "tabindex",
      "0",
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const weeks = page.getByRole("navigation", { name: "Weeks" });
    await weeks.getByRole("link", { name: "Next week" }).click();
    await expect(page.getByRole("heading", { name: "Week of Monday, November 30, 2026" })).toBeVisible();
    await weeks.getByRole("link", { name: "Previous week" }).click();
    await expect(page.getByRole("heading", { name: "Week of Monday, November 23, 2026" })).toBeVisible();

    await weeks.getByLabel("Week of").fill("2026-12-24");
    await weeks.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/week=2026-12-24/);
    await expect(page.getByRole("heading", { name: "Week of Monday, December 21, 2026" })).toBeVisible();
    const christmas = grid(page).getByRole("columnheader", { name: /Fri, Dec 25/ });
    await expect(christmas).toContainText("Christmas Day: closed");
    await expect(
      grid(page)
        .getByRole("row", { name: /^1:00 PM/ })
        .getByRole("cell")
        .nth(4),
    ).toHaveText("Holiday");
    await expectNoAxeViolations(page);

    for (const week of ["2026-13-01", "9999-12-31", "1999-12-27"]) {
      const response = await page.goto(`/admin/availability?week=${week}`);
      expect(response?.status(), week).toBe(400);
      await expect(page.getByRole("alert")).toHaveText(
        "The week must be a date (YYYY-MM-DD) from 2000 to two years from today.",
      );
    }
  });

  test("blocks and unblocks one slot from the grid, and the public calendar follows", async ({
    page,
    request,
  }, testInfo) => {
    const { day, dayLabel } = daysOf(testInfo.project.name);
    await signInAs(page, "staff");
    await page.goto(`/admin/availability?week=${day}`);
    await grid(page)
      .getByRole("button", { name: `Block ${dayLabel} at 9:40 AM` })
      .click();
    await expect(notice(page)).toHaveText("Blocked 1 slot.");
    await expect(grid(page).getByRole("button", { name: `Unblock ${dayLabel} at 9:40 AM` })).toBeVisible();
    expect((await publicDay(request, day)).slots.find((slot) => slot.time === "09:40")).toMatchObject({
      available: false,
      reason: "blocked",
    });

    // A second block of the same slot, as a colleague's page still showing it free would send.
    const again = await postForm(page, {
      intent: "block",
      target: "grid",
      scope: "slot",
      date: day,
      time: "09:40",
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("Nothing was blocked: 1 slot already blocked.");

    await grid(page)
      .getByRole("button", { name: `Unblock ${dayLabel} at 9:40 AM` })
      .click();
    await expect(notice(page)).toContainText("Unblocked 1 slot");
    expect((await publicDay(request, day)).slots.find((slot) => slot.time === "09:40")).toEqual({
      time: "09:40",
      available: true,
    });
  });

  test("blocks a day around a booking with a note, says how many it left, and shows who blocked", async ({
    page,
    request,
  }, testInfo) => {
    const { other, otherLabel } = daysOf(testInfo.project.name);
    expect((await book(request, uniqueEmail(testInfo, "kept"), other, "14:00")).status()).toBe(201);
    const staff = await signInAs(page, "owner");
    await page.goto(`/admin/availability?week=${other}`);
    const dayForm = panel(page, "A whole day");
    await dayForm.getByLabel("Date").fill(other);
    const note = `Team offsite in Ottawa (${testInfo.project.name})`;
    await dayForm.getByLabel("Note (optional)").fill(note);
    await dayForm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(notice(page)).toHaveText("Blocked 23 slots. 1 booked slot left as booked.");
    const cell = grid(page)
      .getByRole("row", { name: /^10:00 AM/ })
      .getByRole("cell")
      .filter({ hasText: note });
    await expect(cell).toContainText(`by ${staff.email}`);
    await expect(
      grid(page).getByRole("link", {
        name: new RegExp(`^Booked: Tomas Okafor ?, ${otherLabel} at 2:00 PM$`),
      }),
    ).toBeVisible();
    expect((await publicDay(request, other)).slots.every((slot) => !slot.available)).toBe(true);
    await expectNoAxeViolations(page);

    // The owner sees it in the audit log, without the note's words.
    await page.goto("/admin/audit");
    const entry = page.getByRole("row").filter({ hasText: staff.email }).filter({ hasText: "Blocked slots" });
    await expect(entry).toContainText("blocked: 23");
    await expect(entry).toContainText("booked: 1");
    await expect(entry).not.toContainText("Ottawa");

    await page.goto(`/admin/availability?week=${other}`);
    await panel(page, "A whole day").getByLabel("Date").fill(other);
    await panel(page, "A whole day").getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(notice(page)).toContainText("Unblocked 23 slots");
    expect((await publicDay(request, other)).slots.filter((slot) => slot.available)).toHaveLength(23);
  });

  test("blocks and unblocks a range of dates, and a single slot from its form", async ({
    page,
    request,
  }, testInfo) => {
    const { range, day } = daysOf(testInfo.project.name);
    const [from, to] = range as [string, string];
    await signInAs(page, "staff");
    await page.goto(`/admin/availability?week=${from}`);
    const rangeForm = panel(page, "A range of dates");
    await rangeForm.getByLabel("First date").fill(from);
    await rangeForm.getByLabel("Last date").fill(to);
    await rangeForm.getByLabel("Note (optional)").fill("Training");
    await rangeForm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(notice(page)).toHaveText("Blocked 48 slots.");
    for (const date of range)
      expect((await publicDay(request, date)).slots.some((slot) => slot.available)).toBe(false);
    await panel(page, "A range of dates").getByLabel("First date").fill(from);
    await panel(page, "A range of dates").getByLabel("Last date").fill(to);
    await panel(page, "A range of dates").getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(notice(page)).toContainText("Unblocked 48 slots");

    const slotForm = panel(page, "One slot");
    await slotForm.getByLabel("Date").fill(day);
    await slotForm.getByLabel("Time (Toronto)").selectOption({ label: "4:40 PM" });
    await slotForm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(notice(page)).toHaveText("Blocked 1 slot.");
    await panel(page, "One slot").getByLabel("Date").fill(day);
    await panel(page, "One slot").getByLabel("Time (Toronto)").selectOption({ label: "4:40 PM" });
    await panel(page, "One slot").getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(notice(page)).toContainText("Unblocked 1 slot");
  });

  test("refuses what it cannot do, naming the field, and stores nothing", async ({
    page,
    request,
  }, testInfo) => {
    const { day } = daysOf(testInfo.project.name);
    await signInAs(page, "staff");
    await page.goto(`/admin/availability?week=${day}`);

    const dayForm = panel(page, "A whole day");
    await dayForm.getByLabel("Date").fill("2027-01-16");
    await dayForm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(dayForm.getByText("Slots are Monday to Friday only")).toBeVisible();
    await expect(dayForm.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const rangeForm = panel(page, "A range of dates");
    await rangeForm.getByLabel("First date").fill("2027-01-22");
    await rangeForm.getByLabel("Last date").fill("2027-01-18");
    await rangeForm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(rangeForm.getByText("The last date must be on or after the first date")).toBeVisible();

    for (const [form, message] of [
      [{ scope: "slot", date: day, time: "09:10" }, "Please choose one of the slots (9:00 AM to 4:40 PM)"],
      [{ scope: "slot", date: "2026-11-26", time: "09:00" }, "This slot has already started"],
      [{ scope: "day", date: "2026-12-25" }, "Christmas Day is closed already"],
      [{ scope: "day", date: day, note: "x".repeat(201) }, "Note must be at most 200 characters"],
      [
        { scope: "day", date: day, note: "bad\u0000note" },
        "This field contains characters that are not allowed",
      ],
      [{ scope: "range", from: "2027-01-18", to: "2028-01-19" }, "A range can cover at most 366 days"],
      [{ scope: "range", from: "2027-01-18" }, "Please enter a date (YYYY-MM-DD)"],
      [{ scope: "week", date: day }, "Please say whether to change one slot, a day or a range of dates"],
    ] as const) {
      const response = await postForm(page, { intent: "block", target: form.scope, ...form });
      expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await postForm(page, { intent: "paint", target: "grid" })).status()).toBe(400);
    expect((await publicDay(request, day)).slots.filter((slot) => slot.reason === "blocked")).toEqual([]);
  });

  test("reopens a holiday for the public booking rules and closes it again, keeping what was booked", async ({
    page,
    request,
  }, testInfo) => {
    // One holiday to reopen within the booking window: the desktop run has it, the mobile one an
    // Ontario holiday beyond the window, reopened and closed in the console only.
    const mobile = testInfo.project.name === "mobile";
    const [date, name, label] = mobile
      ? ["2027-02-15", "Family Day", "Monday, February 15, 2027"]
      : ["2027-01-01", "New Year's Day", "Friday, January 1, 2027"];
    await signInAs(page, "owner");
    await page.goto("/admin/availability");
    const holidays = page.getByRole("region", { name: "Ontario holidays of the coming year" });
    const item = holidays.getByRole("listitem").filter({ hasText: label });
    await expect(item).toContainText("Closed to bookings.");
    if (!mobile) expect((await publicDay(request, date)).closed).toBe("Closed: New Year's Day");

    await item.getByLabel(`Note (optional) for ${name}`).fill("Year-end campaign");
    await item.getByRole("button", { name: `Reopen for bookings on ${name}`, exact: true }).click();
    await expect(notice(page)).toHaveText(`${name} (${label}) is open for bookings.`);
    await expect(item).toContainText("Open for bookings: reopened by");
    await expect(item).toContainText("(Year-end campaign)");
    await expectNoAxeViolations(page);

    if (!mobile) {
      const day = await publicDay(request, date);
      expect(day.closed).toBeUndefined();
      expect(day.slots.every((slot) => slot.available)).toBe(true);
      expect((await book(request, uniqueEmail(testInfo, "new-year"), date, "10:00")).status()).toBe(201);
      // The public calendar offers the day too.
      await openBooking(page);
      await chooseDate(page, date);
      await page.goto(`/admin/availability?week=${date}`);
      await expect(grid(page).getByRole("columnheader", { name: /Fri, Jan 1/ })).toContainText(
        "New Year's Day: reopened",
      );
    }

    await page.goto("/admin/availability");
    await holidays
      .getByRole("listitem")
      .filter({ hasText: label })
      .getByRole("button", { name: `Close again ${name}` })
      .click();
    await expect(notice(page)).toHaveText(
      mobile
        ? `${name} (${label}) is closed again.`
        : `${name} (${label}) is closed again. 1 meeting booked that day stays booked: cancel or move it from Bookings if needed.`,
    );
    if (!mobile) {
      expect((await publicDay(request, date)).closed).toBe("Closed: New Year's Day");
      expect((await book(request, uniqueEmail(testInfo, "too-late"), date, "11:00")).status()).toBe(400);
    }

    const again = await postForm(page, { intent: "close-holiday", target: "holiday", date });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("was not open for bookings; nothing changed.");
    const notAHoliday = await postForm(page, {
      intent: "reopen-holiday",
      target: "holiday",
      date: "2027-01-12",
    });
    expect(notAHoliday.status()).toBe(400);
    expect(await notAHoliday.text()).toContain("Tuesday, January 12, 2027 is not an Ontario holiday");
  });
});

test.describe("availability without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A day of its own: the tests above run beside it and check what is blocked on theirs.
  test("blocks and unblocks a slot with plain forms", async ({ page }, testInfo) => {
    const { plainFormsDay, plainFormsDayLabel } = daysOf(testInfo.project.name);
    await signInAs(page, "staff");
    await page.goto(`/admin/availability?week=${plainFormsDay}`);
    await grid(page)
      .getByRole("button", { name: `Block ${plainFormsDayLabel} at 3:20 PM` })
      .click();
    await expect(notice(page)).toHaveText("Blocked 1 slot.");
    await grid(page)
      .getByRole("button", { name: `Unblock ${plainFormsDayLabel} at 3:20 PM` })
      .click();
    await expect(notice(page)).toContainText("Unblocked 1 slot");
  });
});
