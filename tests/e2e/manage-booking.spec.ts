/**
 * A booking's own page, /bookings/{id}?token=…, reached as a visitor reaches it: from the link in
 * the emailed confirmation (the .eml the outbox wrote to the local mailbox). Each test books its
 * own date and time, one per viewport, so that the tests and the two projects run side by side.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { parseCalendarFile } from "../support/calendar-file";
import { expectNoAxeViolations } from "./support/axe";
import { chooseDate, slotButton, TODAY, timeFor, uniqueEmail } from "./support/booking";
import { gotoHydrated } from "./support/hydration";
import { calendarAttachment, emailTo, linkIn } from "./support/mailbox";
import { manageBooking } from "../../app/content/manage-booking";
import { E2E_NOW } from "../../playwright.config";

const SALES_INBOX = "sales@maplewiseleads.example";

async function book(request: APIRequestContext, email: string, date: string, timeSlot: string) {
  const response = await request.post("/api/bookings", {
    data: {
      name: "Nadia Haddad",
      email,
      phone: "(613) 555-0166",
      company: "Rideau Mortgage Group",
      meetingType: "compliance-review",
      topics: ["compliance", "tracking"],
      goals: "Review the consent wording on our rate-quote form.",
      consent: true,
      date,
      timeSlot,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; manageUrl: string };
}

/** Books, then opens the emailed confirmation: its manage link and its calendar invitation. */
async function bookFromEmail(request: APIRequestContext, email: string, date: string, timeSlot: string) {
  await book(request, email, date, timeSlot);
  const confirmation = await emailTo(email, /consultation is confirmed/);
  return {
    manageLink: linkIn(confirmation, "Manage your booking"),
    invitation: parseCalendarFile(calendarAttachment(confirmation)),
  };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const details = (page: Page) => page.getByRole("region", { name: "Meeting details" });
const history = (page: Page) => page.getByRole("region", { name: "History" });
const cancelButton = (page: Page) => page.getByRole("button", { name: "Cancel this meeting" });

async function slotOf(request: APIRequestContext, date: string, time: string) {
  const { slots } = (await (await request.get(`/api/availability?date=${date}`)).json()) as {
    slots: { time: string; available: boolean; reason?: string }[];
  };
  return slots.find((slot) => slot.time === time);
}

test.describe("a booking's page", () => {
  test("is private: no-store, no referrer, noindex, and a 404 for a wrong token", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "private");
    const { id, manageUrl } = await book(request, email, "2026-12-14", timeFor(testInfo, "11:00", "11:20"));

    const response = await page.goto(manageUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()).toMatchObject({
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    for (const path of [
      `/bookings/${id}?token=wrong`,
      `/bookings/${id}`,
      "/bookings/not-a-booking?token=x",
    ]) {
      const missing = await page.goto(path);
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(heading(page)).toHaveText("Oops! Page not found");
    }
  });

  test("answers hostile requests to its form with 4xx and keeps the meeting", async ({
    request,
  }, testInfo) => {
    const { manageUrl } = await book(
      request,
      uniqueEmail(testInfo, "hostile"),
      "2026-12-14",
      timeFor(testInfo, "11:40", "12:00"),
    );
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch(manageUrl, { method, headers: form, data: "reason=x" });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
    const refusals: [Record<string, string>, string, number][] = [
      [{ ...form, Origin: "https://attacker.example" }, "reason=x", 403],
      [{ ...form, Origin: "null", "Sec-Fetch-Site": "cross-site" }, "reason=x", 403],
      [{ "Content-Type": "application/json" }, "{}", 415],
      [form, `reason=${"x".repeat(20_000)}`, 413],
      [form, "reason=a%00b", 400],
    ];
    for (const [headers, data, status] of refusals) {
      expect((await request.post(manageUrl, { headers, data })).status(), JSON.stringify(headers)).toBe(
        status,
      );
    }
    const url = new URL(manageUrl, "http://x");
    const view = await (await request.get(`/api${url.pathname}${url.search}`)).json();
    expect(view).toMatchObject({ state: "confirmed", history: [{ kind: "booked" }] });
  });

  test("cancels from the emailed link: the slot is free, the calendar gets a CANCEL, old links say so", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "cancel");
    const time = timeFor(testInfo, "09:00", "09:20");
    const label = time === "09:00" ? "9:00 AM EST" : "9:20 AM EST";
    const { manageLink, invitation } = await bookFromEmail(request, email, "2026-12-14", time);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED" });

    await gotoHydrated(page, manageLink);
    await expect(heading(page)).toHaveText("Your consultation is confirmed");
    await expect(details(page)).toContainText("Monday, December 14, 2026");
    await expect(details(page)).toContainText(`${label} (20 minutes)`);
    await expect(details(page)).toContainText("Compliance & Regulations");
    await expect(details(page)).toContainText("Regulatory Compliance, Attribution & Tracking");
    await expect(history(page)).toContainText("Booked");
    await expectNoAxeViolations(page);

    await page.getByLabel("Reason (optional)").fill("We will wait until our spring launch.");
    await cancelButton(page).click();

    await expect(heading(page)).toHaveText("This meeting was cancelled");
    await expect(page.getByRole("link", { name: "Book a new call" })).toHaveAttribute("href", "/book-a-call");
    await expect(cancelButton(page)).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Move to another time" })).toHaveCount(0);
    await expect(details(page)).toContainText("Cancelled");
    await expect(history(page)).toContainText("Reason: We will wait until our spring launch.");
    await expectNoAxeViolations(page);

    expect(await slotOf(request, "2026-12-14", time)).toEqual({ time, available: true });

    const cancellation = await emailTo(email, /consultation on Monday, December 14, 2026 at .* is cancelled/);
    const withdrawal = parseCalendarFile(calendarAttachment(cancellation));
    expect(withdrawal).toMatchObject({ method: "CANCEL", uid: invitation.uid, status: "CANCELLED" });
    expect(withdrawal.sequence).toBeGreaterThan(invitation.sequence);
    expect(cancellation.text).toContain("Book a new call");
    await emailTo(SALES_INBOX, new RegExp(`Consultation cancelled: Monday, December 14, 2026 at ${label}`));

    // Every link of a cancelled meeting says so, and offers no form; a second post changes nothing.
    await page.goto(manageLink);
    await expect(heading(page)).toHaveText("This meeting was cancelled");
    await expect(cancelButton(page)).toHaveCount(0);
    const again = await request.post(
      `/api${new URL(manageLink).pathname}/cancel${new URL(manageLink).search}`,
      {
        data: {},
      },
    );
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ state: "cancelled" });

    // And the slot can be booked again.
    await book(request, uniqueEmail(testInfo, "rebook"), "2026-12-14", time);
  });

  test("reschedules from the emailed link: one move, an updated invitation, old links show the new time", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "move");
    const [from, to] = testInfo.project.name === "mobile" ? ["09:20", "09:20"] : ["09:00", "09:00"];
    const { manageLink, invitation } = await bookFromEmail(request, email, "2026-12-15", from);

    await gotoHydrated(page, manageLink);
    await chooseDate(page, "2026-12-16");
    await slotButton(page, to).click();
    const toLabel = to === "09:00" ? "9:00 AM EST" : "9:20 AM EST";
    await page
      .getByRole("button", { name: `Move my meeting to Wednesday, December 16, 2026 at ${toLabel}` })
      .click();

    const moved = page.getByRole("status").filter({ hasText: "Your meeting has moved" });
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expect(details(page)).toContainText("Wednesday, December 16, 2026");
    await expect(history(page)).toContainText(
      `From Tuesday, December 15, 2026 at ${toLabel} to Wednesday, December 16, 2026 at ${toLabel}`,
    );
    await expectNoAxeViolations(page);

    expect(await slotOf(request, "2026-12-15", from)).toEqual({ time: from, available: true });
    expect(await slotOf(request, "2026-12-16", to)).toMatchObject({ available: false, reason: "booked" });

    const update = await emailTo(email, /consultation has moved to Wednesday, December 16, 2026/);
    const updated = parseCalendarFile(calendarAttachment(update));
    expect(updated).toMatchObject({
      method: "REQUEST",
      uid: invitation.uid,
      sequence: invitation.sequence + 1,
    });
    expect(updated.start.toISOString()).toBe(`2026-12-16T${to === "09:00" ? "14:00" : "14:20"}:00.000Z`);
    await emailTo(
      SALES_INBOX,
      new RegExp(`Consultation moved to Wednesday, December 16, 2026 at ${toLabel}`),
    );

    // The link of the first email still works, and shows the current time (calcom issue 14707).
    expect(linkIn(update, "Manage your booking")).toBe(manageLink);
    await page.goto(manageLink);
    await expect(details(page)).toContainText("Wednesday, December 16, 2026");
  });

  test("keeps the new time and says so when the server fails, and the retry moves the meeting once", async ({
    page,
    request,
  }, testInfo) => {
    const time = timeFor(testInfo, "09:00", "09:20");
    const label = time === "09:00" ? "9:00 AM EST" : "9:20 AM EST";
    const { manageUrl } = await book(request, uniqueEmail(testInfo, "move-failure"), "2026-12-17", time);
    // The page's clock, so that the test runs the waits between tries rather than sitting them out.
    await page.clock.install({ time: new Date(E2E_NOW) });
    await gotoHydrated(page, manageUrl);
    await chooseDate(page, "2026-12-18");
    await slotButton(page, time).click();

    const reschedule = "**/api/bookings/*/reschedule?*";
    let tries = 0;
    const keys = new Set<string | undefined>();
    await page.route(reschedule, (route) => {
      tries++;
      keys.add(route.request().headers()["idempotency-key"]);
      return route.fulfill({
        status: 503,
        headers: { "Retry-After": "5" },
        json: { error: "The service is briefly unavailable. Please try again in a moment." },
      });
    });
    const move = page.getByRole("button", {
      name: `Move my meeting to Friday, December 18, 2026 at ${label}`,
    });
    await move.click();
    await expect(page.getByRole("button", { name: "Moving..." })).toBeDisabled();
    // Run the clock on, a second at a time, until the third try is sent (after 1 s, then 2 s).
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return tries;
      })
      .toBe(3);
    await expect(page.getByRole("alert")).toHaveText(manageBooking.reschedule.failure);
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications).toContainText(manageBooking.reschedule.toast);
    await expect(notifications).not.toContainText(manageBooking.reschedule.failure);
    expect(tries).toBe(3);
    // One attempt, one key: its retries could not move the meeting twice.
    expect([...keys]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // The choice stays, and the button to try again has the focus.
    await expect(move).toBeFocused();
    await expect(details(page)).toContainText("Thursday, December 17, 2026");

    // Trying again sends the same attempt, key included: had the failed one been made after all,
    // the server would answer it again rather than move the meeting a second time.
    await page.unroute(reschedule);
    const retry = page.waitForRequest(reschedule);
    await move.click();
    expect((await retry).headers()["idempotency-key"]).toBe([...keys][0]);
    const moved = page.getByRole("status").filter({ hasText: "Your meeting has moved" });
    await expect(moved).toBeFocused();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(details(page)).toContainText("Friday, December 18, 2026");
    await expect(history(page)).toContainText(
      `From Thursday, December 17, 2026 at ${label} to Friday, December 18, 2026 at ${label}`,
    );
  });

  test("says what to do when the calendar cannot run, and still cancels without JavaScript", async ({
    browser,
    request,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail(testInfo, "nojs");
    const { manageUrl } = await book(request, email, "2026-12-15", timeFor(testInfo, "09:40", "10:00"));

    await page.goto(manageUrl);
    // Chromium parses <noscript> here but, with scripts turned off this way, does not show it: what
    // it holds is checked in the document rather than on the screen.
    const noScript = page.getByRole("region", { name: "Move to another time" }).locator("noscript");
    expect(await noScript.textContent()).toContain("Choosing a new time needs JavaScript");
    expect(await noScript.locator('a[href="tel:+14165550142"]').textContent()).toBe("(416) 555-0142");
    expect(await noScript.locator('a[href="mailto:hello@maplewiseleads.example"]').textContent()).toBe(
      "hello@maplewiseleads.example",
    );
    // (axe runs in the page, which this context does not allow: the other tests check these views.)
    await cancelButton(page).click();
    await expect(heading(page)).toHaveText("This meeting was cancelled");
    await context.close();
  });

  test("refuses a reason it cannot store, keeping the meeting", async ({ page, request }, testInfo) => {
    const { manageUrl } = await book(
      request,
      uniqueEmail(testInfo, "long-reason"),
      "2026-12-15",
      timeFor(testInfo, "10:20", "10:40"),
    );
    await gotoHydrated(page, manageUrl);
    // Past the textarea's own limit, as a script or an old browser could send it.
    await page.getByLabel("Reason (optional)").evaluate((area) => area.removeAttribute("maxlength"));
    await page.getByLabel("Reason (optional)").fill("x".repeat(501));
    await cancelButton(page).click();

    await expect(page.getByText("Reason must be at most 500 characters")).toBeVisible();
    await expect(page.getByLabel("Reason (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(heading(page)).toHaveText("Your consultation is confirmed");
  });

  test("sends the visitor to the phone less than 2 hours before the meeting", async ({
    page,
    request,
  }, testInfo) => {
    const { id, manageUrl } = await book(
      request,
      uniqueEmail(testInfo, "soon"),
      "2026-12-15",
      timeFor(testInfo, "11:00", "11:20"),
    );
    // At the suite's 10:25 AM, a meeting at 11:40 or 12:00 today is too close to change online.
    const soon = timeFor(testInfo, "11:40", "12:00");
    expect(
      (await request.post(`/__e2e__/appointments/${id}/slot`, { data: { date: TODAY, time: soon } })).ok(),
    ).toBe(true);

    await gotoHydrated(page, manageUrl);
    await expect(heading(page)).toHaveText("Your consultation is confirmed");
    await expect(
      page.getByText(/starts in less than 2 hours, so it can no longer be moved or cancelled online/),
    ).toBeVisible();
    // Rendered on request: the office hours name the day's zone, EST on the suite's 26 November.
    await expect(page.getByText(/starts in less than 2 hours/)).toContainText(
      "(Monday-Friday 9 AM-6 PM EST)",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "(416) 555-0142" }).first(),
    ).toHaveAttribute("href", "tel:+14165550142");
    await expect(cancelButton(page)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Move to another time" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const url = new URL(manageUrl, "http://x");
    const refused = await request.post(`/api${url.pathname}/cancel${url.search}`, { data: {} });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "too-late" });

    // Once it has started, the page says it has taken place, and still offers no form.
    const started = timeFor(testInfo, "09:40", "10:00");
    expect(
      (await request.post(`/__e2e__/appointments/${id}/slot`, { data: { date: TODAY, time: started } })).ok(),
    ).toBe(true);
    await gotoHydrated(page, manageUrl);
    await expect(heading(page)).toHaveText("This meeting has taken place");
    await expect(cancelButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
