/**
 * The console's bookings (issue 11, point 3): the four lists, opening on the upcoming one (issue
 * 26), a booking's page, and what staff do for the visitor: move (a date, then its free times),
 * cancel with a reason, mark attendance, each through the visitor's own emails, plus the bad input
 * each refuses. Bookings are made through the public API for dates in January 2027, five to seven
 * weeks after E2E_NOW, one time per viewport, so that the tests and the two projects run side by
 * side on the shared database.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { bookACall } from "../../app/content/book-a-call";
import { E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { TODAY, timeFor, uniqueEmail } from "./support/booking";
import { expectNoSidewaysScroll, signInAs } from "./support/console";
import { gotoHydrated } from "./support/hydration";
import { draftOf } from "./support/lead-funnel";
import { emailTo } from "./support/mailbox";

const SALES_INBOX = "sales@maplewiseleads.example";

async function book(
  request: APIRequestContext,
  email: string,
  date: string,
  timeSlot: string,
  language: "en-CA" | "fr-CA" = "en-CA",
) {
  const response = await request.post("/api/bookings", {
    headers: { "Accept-Language": language },
    data: {
      name: "Sofia Marchetti",
      email,
      phone: "(416) 555-0177",
      company: "Marchetti Home Care",
      meetingType: "lead-generation",
      topics: ["ppl", "compliance"],
      goals: "Find out what a qualified home-care lead costs in Ontario.",
      consent: true,
      date,
      timeSlot,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; manageUrl: string };
}

/** Moves a booking past the rules (e2e hook): how a test gets a meeting that has started or is near. */
async function moveTo(request: APIRequestContext, id: string, date: string, time: string) {
  expect((await request.post(`/__e2e__/appointments/${id}/slot`, { data: { date, time } })).ok()).toBe(true);
}

async function slotOf(request: APIRequestContext, date: string, time: string) {
  const { slots } = (await (await request.get(`/api/availability?date=${date}`)).json()) as {
    slots: { time: string; available: boolean; reason?: string }[];
  };
  return slots.find((slot) => slot.time === time);
}

const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * Presses "Next page" and returns once the page it leads to is drawn. The router changes the
 * address before React draws the new rows, so rows read as soon as the address changed can be the
 * page before's (stop 56's CI read the French rows so, after choosing English). Once the new page
 * is drawn, no link leads to the page just asked for. Pages opened with gotoHydrated, so that the
 * link is the router's.
 */
async function nextPage(page: Page) {
  const next = page
    .getByRole("navigation", { name: "Pages of the list" })
    .getByRole("link", { name: "Next page" });
  const asked = await next.getAttribute("href");
  if (!asked) throw new Error("the Next page link has no address");
  await next.click();
  await expect(page).toHaveURL(new URL(asked, page.url()).href);
  await expect(page.locator(`a[href="${asked}"]`)).toHaveCount(0);
  return asked;
}

/** A console form posted as the browser would, for input the page's own controls would not send. */
async function postForm(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: new URL(page.url()).origin } });
}

test.describe("the console's bookings", () => {
  test("lists bookings under four tabs that are links, and pages through them", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "listed");
    const time = timeFor(testInfo, "13:00", "13:20");
    const { id } = await book(request, email, "2027-01-04", time);
    await signInAs(page, "staff");

    await gotoHydrated(page, "/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Booking lists" });
    // It opens on what is next (issue 26), and every other list is a tab away.
    await expect(tabs.getByRole("link", { name: /^Upcoming \(\d+\)$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await tabs.getByRole("link", { name: /^Today/ }).click();
    await expect(page).toHaveURL(/list=today/);
    await expect(tabs.getByRole("link", { name: /^Today/ })).toHaveAttribute("aria-current", "page");

    await tabs.getByRole("link", { name: /^Upcoming/ }).click();
    await expect(page).toHaveURL(/list=upcoming/);
    await expect(tabs.getByRole("link", { name: /^Upcoming/ })).toHaveAttribute("aria-current", "page");
    // The list is soonest first and shared with every other test: page on until this booking shows.
    // Each page starts after the last meeting shown (a cursor, ADR 043), so a booking cancelled
    // beside this test cannot carry this one back onto a page already read: "Next page" reaches it.
    const link = page.getByRole("link", {
      name: `Monday, January 4, 2027 at ${time === "13:00" ? "1:00" : "1:20"} PM EST`,
    });
    const pages = page.getByRole("navigation", { name: "Pages of the list" });
    for (let turn = 0; turn < 60 && !(await link.count()); turn++) {
      expect(await nextPage(page)).toMatch(/\?list=upcoming&cursor=[\w-]+$/);
      await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();
    }
    await expect(link).toHaveAttribute("href", `/admin/bookings/${id}`);
    const row = page.getByRole("row").filter({ has: link });
    // What the visitor typed is isolated, so that an override in it cannot reorder the row (issue 26).
    await expect(row.locator("bdi")).toHaveText(["Sofia Marchetti", email, "Marchetti Home Care"]);
    await expectNoAxeViolations(page);

    for (const name of ["Past", "Cancelled"]) {
      await tabs.getByRole("link", { name: new RegExp(`^${name}`) }).click();
      await expect(tabs.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await expectNoAxeViolations(page);
  });

  test("filters the lists by the language the visitor booked in, and keeps it across tabs and pages", async ({
    page,
    request,
  }, testInfo) => {
    const french = await book(
      request,
      uniqueEmail(testInfo, "en-francais"),
      "2027-01-04",
      timeFor(testInfo, "15:00", "15:20"),
      "fr-CA",
    );
    // An English one too, so that the English list has a row whatever else the shared database holds.
    await book(
      request,
      uniqueEmail(testInfo, "in-english"),
      "2027-01-04",
      timeFor(testInfo, "16:20", "16:40"),
    );
    await signInAs(page, "staff");
    await gotoHydrated(page, "/admin/bookings?list=upcoming");
    const languages = page.getByRole("navigation", { name: "Language the visitor booked in" });
    await expect(languages.getByRole("link", { name: "Any language" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await languages.getByRole("link", { name: "French" }).click();
    await expect(page).toHaveURL(/list=upcoming&language=fr$/);
    await expect(languages.getByRole("link", { name: "French" })).toHaveAttribute("aria-current", "true");
    const tabs = page.getByRole("navigation", { name: "Booking lists" });
    await expect(tabs.getByRole("link", { name: /^Past/ })).toHaveAttribute(
      "href",
      "/admin/bookings?list=past&language=fr",
    );

    // Only French bookings, page after page, until this one shows.
    const languageCells = page.locator("tbody tr").locator("td:nth-of-type(5)");
    const link = page.locator(`a[href="/admin/bookings/${french.id}"]`);
    for (let turn = 0; turn < 20; turn++) {
      expect(new Set(await languageCells.allTextContents())).toEqual(new Set(["French"]));
      if (await link.count()) break;
      expect(await nextPage(page)).toMatch(/language=fr/);
    }
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);

    await languages.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/list=upcoming&language=en$/);
    // The choice is marked in the same drawing as the rows it brings: after it, they are English.
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    expect(new Set(await languageCells.allTextContents())).toEqual(new Set(["English"]));
    await expect(link).toHaveCount(0);
  });

  test("shows a booking: details, history, the lead of the same address, emails and the consent certificate", async ({
    page,
    request,
  }) => {
    test.slow(); // a lead waits the server's 5 seconds before it is accepted
    const email = uniqueEmail(test.info(), "detail");
    const { id } = await book(request, email, "2027-01-04", timeFor(test.info(), "13:40", "14:00"));
    // A lead from the same person, with the address in capitals.
    const { formToken } = (await (await request.get("/api/leads/form-token")).json()) as {
      formToken: string;
    };
    const { company_website: _honeypot, ...lead } = JSON.parse(draftOf(email.toUpperCase(), 5)) as Record<
      string,
      unknown
    >;
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const sent = await request.post("/api/leads", {
      data: { ...lead, consent: true, formToken, submissionTime: E2E_NOW, timeToComplete: 60_000 },
    });
    expect(sent.status()).toBe(201);

    await signInAs(page, "staff");
    await page.goto(`/admin/bookings/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking: Sofia Marchetti");
    const details = region(page, "Meeting");
    await expect(details).toContainText("Confirmed");
    await expect(details).toContainText("Lead Generation");
    await expect(details.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(details.getByRole("link", { name: "Consent certificate" })).toHaveAttribute(
      "href",
      `/admin/bookings/${id}/consent`,
    );
    await expect(region(page, "History")).toContainText("The visitor");
    const samePerson = region(page, "Same email address");
    await expect(samePerson.getByRole("link", { name: "Priya Raman, Northshore Insurance" })).toHaveAttribute(
      "href",
      /^\/admin\/leads\/[0-9a-f-]{36}$/,
    );
    await expect(region(page, "Emails")).toContainText("Booking confirmation");
    await expect(page.getByText("Attendance can be marked once the meeting has started")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("moves a meeting for the visitor: a date, its free times, then the visitor's email", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "moved");
    const [from, to] = [timeFor(testInfo, "14:20", "14:40"), timeFor(testInfo, "15:00", "15:20")];
    const { id } = await book(request, email, "2027-01-05", from);
    const staff = await signInAs(page, "staff");
    await page.goto(`/admin/bookings/${id}`);
    const move = region(page, "Move the meeting");

    // A weekend, then a malformed date typed into the address: each says why, nothing moves.
    await move.getByLabel("New date").fill("2027-01-09");
    await move.getByRole("button", { name: "Show free times" }).click();
    await expect(move.getByText("Calls are available Monday to Friday only")).toBeVisible();
    await expect(move.getByLabel("New date")).toHaveAttribute("aria-invalid", "true");
    const malformed = await page.goto(`/admin/bookings/${id}?date=2027-02-30`);
    expect(malformed?.status()).toBe(400);
    await expect(move.getByText("Please enter a date (YYYY-MM-DD)")).toBeVisible();

    await move.getByLabel("New date").fill("2027-01-06");
    await move.getByRole("button", { name: "Show free times" }).click();
    const times = move.getByRole("group", { name: "Free times on Wednesday, January 6, 2027 (Toronto)" });
    const label = to === "15:00" ? "3:00 PM" : "3:20 PM";
    await times.getByRole("radio", { name: label }).check();
    await expectNoAxeViolations(page);
    await move.getByRole("button", { name: "Move the meeting" }).click();

    await expect(notice(page)).toContainText(`Moved to Wednesday, January 6, 2027 at ${label} EST`);
    await expect(region(page, "Meeting")).toContainText(`Wednesday, January 6, 2027 at ${label} EST`);
    await expect(region(page, "History")).toContainText(`Staff: ${staff.email}`);
    expect(await slotOf(request, "2027-01-05", from)).toEqual({ time: from, available: true });
    expect(await slotOf(request, "2027-01-06", to)).toMatchObject({ available: false, reason: "booked" });
    const moved = await emailTo(email, /consultation has moved to Wednesday, January 6, 2027/);
    expect(moved.text).toContain("Tuesday, January 5, 2027");
    const staffNotice = await emailTo(
      SALES_INBOX,
      new RegExp(`^Consultation moved to Wednesday, January 6, 2027 at ${label} EST: Sofia Marchetti`),
    );
    expect(staffNotice.text).toContain("A consultation was moved by staff");
  });

  test("refuses a time taken meanwhile, and keeps the meeting where it was", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "taken");
    const [from, wanted] = [timeFor(testInfo, "09:00", "09:20"), timeFor(testInfo, "09:40", "10:00")];
    const { id } = await book(request, email, "2027-01-07", from);
    await signInAs(page, "staff");
    await page.goto(`/admin/bookings/${id}?date=2027-01-07`);
    const move = region(page, "Move the meeting");
    await move.getByRole("radio", { name: wanted === "09:40" ? "9:40 AM" : "10:00 AM" }).check();
    // Another visitor books that time while the form is open.
    await book(request, uniqueEmail(testInfo, "quicker"), "2027-01-07", wanted);
    await move.getByRole("button", { name: "Move the meeting" }).click();
    // The same words as the visitor's own booking form gets (content/book-a-call.ts).
    await expect(move.getByText(bookACall.slotTaken)).toBeVisible();
    await expect(region(page, "Meeting")).toContainText(
      `Thursday, January 7, 2027 at ${from === "09:00" ? "9:00" : "9:20"} AM EST`,
    );
    expect(await slotOf(request, "2027-01-07", from)).toMatchObject({ reason: "booked" });
  });

  test("cancels a meeting for the visitor within the 2 hours they cannot, with a reason they see", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "cancelled");
    const { id, manageUrl } = await book(request, email, "2027-01-08", timeFor(testInfo, "11:00", "11:20"));
    // Within the 2 hours before it: at 10:25 AM, a meeting today at 10:40 or 12:20.
    const [soon, soonLabel] =
      testInfo.project.name === "mobile" ? ["12:20", "12:20 PM"] : ["10:40", "10:40 AM"];
    await moveTo(request, id, TODAY, soon);
    const staff = await signInAs(page, "staff");
    await page.goto(`/admin/bookings/${id}`);
    const cancel = region(page, "Cancel the meeting");

    // Text the database cannot store, and a reason too long, refused with the field named.
    for (const [reason, message] of [
      ["a\u0000b", "This field contains characters that are not allowed"],
      ["x".repeat(501), "Reason must be at most 500 characters"],
    ] as const) {
      const refused = await postForm(page, `/admin/bookings/${id}`, { intent: "cancel", reason });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    await cancel
      .getByLabel("Reason (optional)")
      .fill("Our consultant is ill; we will call to find a new time.");
    await cancel.getByRole("button", { name: "Cancel the meeting" }).click();
    await expect(notice(page)).toContainText("Cancelled. The visitor has been emailed the cancellation");
    await expect(region(page, "Meeting")).toContainText("Our consultant is ill");
    await expect(region(page, "History")).toContainText(`Staff: ${staff.email}`);
    await expect(region(page, "Cancel the meeting")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const when = `Thursday, November 26, 2026 at ${soonLabel} EST`;
    await emailTo(email, new RegExp(`consultation on ${when} is cancelled`));
    const staffNotice = await emailTo(
      SALES_INBOX,
      new RegExp(`^Consultation cancelled: ${when}, Sofia Marchetti`),
    );
    expect(staffNotice.text).toContain("A consultation was cancelled by staff");
    // The visitor's own link shows it cancelled, with the reason.
    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This meeting was cancelled");
    await expect(page.getByText("Reason: Our consultant is ill")).toBeVisible();
  });

  test("marks attendance once the meeting has started, and lets it be corrected", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "attended");
    const { id } = await book(request, email, "2027-01-08", timeFor(testInfo, "11:40", "12:00"));
    await signInAs(page, "staff");

    const early = await postForm(page, `/admin/bookings/${id}`, {
      intent: "attendance",
      attendance: "attended",
    });
    expect(early.status()).toBe(409);
    expect(await early.text()).toContain("Attendance can be marked once the meeting has started.");

    // Started yesterday morning, by the server's clock: today's past slots are for the public
    // calendar's tests to judge, and a booking there would read "already booked" instead of past.
    await moveTo(request, id, "2026-11-25", timeFor(testInfo, "09:00", "09:20"));
    await page.goto(`/admin/bookings/${id}`);
    await expect(
      page.getByText("This meeting has started, so it can no longer be moved or cancelled."),
    ).toBeVisible();
    const attendance = region(page, "Attendance");
    await attendance.getByRole("button", { name: "No-show" }).click();
    await expect(notice(page)).toHaveText("Marked: No-show.");
    await expect(attendance.getByRole("button", { name: "No-show" })).toHaveAttribute("aria-pressed", "true");
    await attendance.getByRole("button", { name: "Attended" }).click();
    await expect(notice(page)).toHaveText("Marked: Attended.");
    await expect(region(page, "Meeting")).toContainText("Attended");
    await expectNoAxeViolations(page);

    const bad = await postForm(page, `/admin/bookings/${id}`, { intent: "attendance", attendance: "maybe" });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Please choose attended or no-show");
    // Nor can a started meeting be cancelled from the console.
    const late = await postForm(page, `/admin/bookings/${id}`, { intent: "cancel" });
    expect(late.status()).toBe(409);
    expect(await late.text()).toContain("This meeting has started, so it can no longer be cancelled.");
  });

  test("answers an address it cannot show inside the console: a bad list, a bad cursor, an unknown booking", async ({
    page,
  }) => {
    await signInAs(page, "staff");
    for (const [path, status, text] of [
      ["/admin/bookings?list=archived", 400, 'There is no list "archived"'],
      ["/admin/bookings?cursor=0", 400, "This link to a page of the list is damaged"],
      ["/admin/bookings?cursor=%00%ED%A0%80", 400, "This link to a page of the list is damaged"],
      ["/admin/bookings?language=de", 400, 'There is no language "de": choose English or French.'],
      [`/admin/bookings/${crypto.randomUUID()}`, 404, "There is nothing at this address in the console."],
      ["/admin/bookings/not-a-booking", 404, "There is nothing at this address in the console."],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("alert")).toContainText(text);
      // Inside the console's chrome, with a way back.
      await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    // An address that names no booking is a 404 whatever is posted to it: the id is read first.
    const unknown = await postForm(page, "/admin/bookings/not-a-booking", { intent: "sing" });
    expect(unknown.status()).toBe(404);
  });
});

test.describe("the console's bookings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moves and cancels with plain forms", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "nojs");
    const { id } = await book(request, email, "2027-01-06", timeFor(testInfo, "10:20", "10:40"));
    await signInAs(page, "staff");
    await page.goto(`/admin/bookings/${id}`);
    const move = region(page, "Move the meeting");
    await move.getByLabel("New date").fill("2027-01-06");
    await move.getByRole("button", { name: "Show free times" }).click();
    await move.getByRole("radio", { name: timeFor(testInfo, "11:00 AM", "11:20 AM") }).check();
    await move.getByRole("button", { name: "Move the meeting" }).click();
    await expect(notice(page)).toContainText("Moved to Wednesday, January 6, 2027");
    await region(page, "Cancel the meeting").getByRole("button", { name: "Cancel the meeting" }).click();
    await expect(notice(page)).toContainText("Cancelled.");
    expect(await slotOf(request, "2027-01-06", timeFor(testInfo, "11:00", "11:20"))).toMatchObject({
      available: true,
    });
  });
});
