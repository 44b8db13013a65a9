/**
 * A member of staff's calendar subscription (issue 25, item 5; ADR 037), from the account page:
 * created, fetched as a calendar program does, a booking made through the public API in it and
 * then cancelled in it (same UID, higher SEQUENCE), replaced (the old URL 404) and revoked, with
 * axe on the page in each state. The booking is on 2027-01-25 at a time of its viewport's own,
 * and each project signs in as a new account, so both run side by side on the shared database.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { parseCalendarFile } from "../support/calendar-file";
import { expectNoAxeViolations } from "./support/axe";
import { timeFor, uniqueEmail } from "./support/booking";
import { signInAs } from "./support/console";

const section = (page: Page) => page.getByRole("region", { name: "Calendar subscription" });
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

/** The feed's path, from the https URL the page shows once. */
async function shownFeedPath(page: Page): Promise<string> {
  const https = await section(page).getByLabel("Subscription URL").inputValue();
  const webcal = await section(page)
    .getByRole("link", { name: "Subscribe in your calendar app" })
    .getAttribute("href");
  expect(webcal).toBe(https.replace(/^https?:/, "webcal:"));
  const path = new URL(https).pathname;
  expect(path).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
  return path;
}

/** The one event of the booking in the feed, read as a calendar program reads it. */
async function eventOf(request: APIRequestContext, feedPath: string, bookingId: string) {
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  const ics = await response.text();
  const start = ics.indexOf(`UID:${bookingId}@`);
  expect(start).toBeGreaterThan(0);
  const vevent = ics.slice(ics.lastIndexOf("BEGIN:VEVENT", start), ics.indexOf("END:VEVENT", start) + 10);
  return {
    response,
    event: parseCalendarFile(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${vevent}\r\nEND:VCALENDAR\r\n`),
  };
}

test.describe("the staff calendar feed", () => {
  test("is created, lists a booking, drops it once cancelled, is replaced and revoked from the account page", async ({
    page,
    request,
  }, testInfo) => {
    await signInAs(page, "staff");
    await page.goto("/admin/account");
    await expect(section(page)).toContainText("You have no subscription URL.");
    await expectNoAxeViolations(page);

    await section(page).getByRole("button", { name: "Create a subscription URL" }).click();
    await expect(notice(page)).toContainText("Calendar subscription created");
    await expect(section(page)).toContainText("You have a subscription URL, created");
    const feedPath = await shownFeedPath(page);
    await expectNoAxeViolations(page);

    const booked = await request.post("/api/bookings", {
      data: {
        name: "Lucie Tremblay",
        email: uniqueEmail(testInfo, "feed"),
        phone: "(416) 555-0188",
        company: "Tremblay, Roy & Associés",
        meetingType: "lead-generation",
        topics: ["ppl"],
        consent: true,
        date: "2027-01-25",
        timeSlot: timeFor(testInfo, "13:00", "13:20"),
      },
    });
    expect(booked.status()).toBe(201);
    const { id, manageUrl } = (await booked.json()) as { id: string; manageUrl: string };

    const confirmed = await eventOf(request, feedPath, id);
    expect(confirmed.response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(confirmed.response.headers()["cache-control"]).toBe("private, max-age=900");
    expect(confirmed.response.headers()["x-robots-tag"]).toBe("noindex");
    expect(confirmed.event).toMatchObject({ status: "CONFIRMED", sequence: 0 });
    expect(confirmed.event.url).toMatch(new RegExp(`/admin/bookings/${id}$`));
    expect(confirmed.event.description).toContain("Meeting type: Lead Generation Strategy");
    const etag = confirmed.response.headers()["etag"]!;
    expect((await request.get(feedPath, { headers: { "If-None-Match": etag } })).status()).toBe(304);
    expect(
      (
        await request.get(feedPath, {
          headers: { "If-Modified-Since": confirmed.response.headers()["last-modified"]! },
        })
      ).status(),
    ).toBe(304);
    expect((await request.post(feedPath)).status()).toBe(405);

    const cancelled = await request.post(
      `/api/bookings/${id}/cancel${new URL(manageUrl, "http://x").search}`,
      {
        data: {},
      },
    );
    expect(cancelled.status()).toBe(200);
    const afterCancel = await eventOf(request, feedPath, id);
    expect(afterCancel.event.uid).toBe(confirmed.event.uid);
    expect(afterCancel.event.status).toBe("CANCELLED");
    expect(afterCancel.event.sequence).toBeGreaterThan(confirmed.event.sequence);

    await page.goto("/admin/account");
    await section(page).getByRole("button", { name: "Replace the URL" }).click();
    await expect(notice(page)).toContainText("the old URL no longer works");
    const newPath = await shownFeedPath(page);
    expect(newPath).not.toBe(feedPath);
    expect((await request.get(feedPath)).status()).toBe(404);
    expect((await request.get(newPath)).status()).toBe(200);
    await expectNoAxeViolations(page);

    await section(page).getByRole("button", { name: "Revoke the URL" }).click();
    await expect(notice(page)).toContainText("Calendar subscription revoked");
    await expect(section(page)).toContainText("You have no subscription URL.");
    expect((await request.get(newPath)).status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});
