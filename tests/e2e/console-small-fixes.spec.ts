/**
 * Issue 28, points 3 and 4, in the browser on a desktop and a phone: the outbox offers Resend only
 * on an email that can be resent and says why not on one that cannot; the privacy search names
 * lead statuses as the lead page does; the Resend and holiday buttons' names read cleanly; and the
 * team page counts only sessions that have given their second factor.
 */
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { baseURL, E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { timeFor, uniqueEmail } from "./support/booking";
import { createStaff, expectNoSidewaysScroll, signIn, signInAs } from "./support/console";
import { gotoHydrated } from "./support/hydration";
import { failEmail, personFor, storePerson } from "./support/privacy";

test.describe("Emails that cannot be resent", () => {
  test("a moved meeting's failed confirmation says why instead of offering Resend; a lead's still offers it", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    // Two days no other test books (console-save-state uses 21 and 23 December), at a time the other viewport does not use.
    const time = timeFor(testInfo, "10:00", "10:20");
    const email = uniqueEmail(testInfo, "moved-confirmation");
    const booked = await page.request.post("/api/bookings", {
      data: {
        name: "Lucie Gagnon",
        email,
        meetingType: "other",
        topics: ["ppl"],
        consent: true,
        date: "2026-12-30",
        timeSlot: time,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, manageUrl } = (await booked.json()) as { id: string; manageUrl: string };
    // Given up after 24 hours of refusals, as the worker does; the meeting moves after that.
    await failEmail(page.request, { appointmentId: id }, "booking-confirmation", { queuedHoursAgo: 24 });
    const moved = await page.request.post(
      `/api/bookings/${id}/reschedule${new URL(manageUrl, "http://x").search}`,
      { data: { date: "2026-12-31", timeSlot: time } },
    );
    expect(moved.status(), await moved.text()).toBe(200);

    const person = await storePerson(page.request, personFor(testInfo, "resendable"));
    await failEmail(page.request, { leadId: person.leadId }, "lead-confirmation");

    await gotoHydrated(page, "/admin/emails?state=failed");
    const movedRow = page.getByRole("row").filter({ hasText: email });
    await expect(movedRow).toContainText("Booking confirmation");
    await expect(movedRow).toContainText(
      "Cannot be resent: The meeting was moved since; the visitor got the newer email.",
    );
    await expect(movedRow.getByRole("button")).toHaveCount(0);

    const leadRow = page.getByRole("row").filter({ hasText: person.email });
    await expect(leadRow.getByRole("button")).toHaveAccessibleName("Resend Lead confirmation to the visitor");
    await expect(leadRow).not.toContainText("Cannot be resent");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});

test("the privacy search names a lead's status as the lead page does", async ({ page }, testInfo) => {
  await signInAs(page, "staff");
  // An address long enough to push the erasure form past a phone's screen unless it breaks.
  const person = await storePerson(page.request, personFor(testInfo, "status-label-long-address"));
  await gotoHydrated(page, "/admin/privacy");
  await page.getByLabel("Email address").fill(person.email);
  await page.getByRole("button", { name: "Find" }).click();
  const leads = page.getByRole("region", { name: "Leads held" });
  await expect(leads.getByRole("cell", { name: "New", exact: true })).toBeVisible();
  await expect(leads.getByRole("cell", { name: "new", exact: true })).toHaveCount(0);
  // The tables come with the search's answer, while the page still reloads its data inside a
  // disabled fieldset; the focus moves to the heading once it has.
  await expect(page.getByRole("heading", { name: `Held about ${person.email}` })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test("a holiday's reopen button reads its visible words first, then the holiday", async ({ page }) => {
  await signInAs(page, "owner");
  await gotoHydrated(page, "/admin/availability");
  const holidays = page.getByRole("region", { name: "Ontario holidays of the coming year" });
  const christmas = holidays.getByRole("listitem").filter({ hasText: "Friday, December 25, 2026" });
  await expect(
    christmas.getByRole("button", { name: "Reopen for bookings on Christmas Day", exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test("the team page counts a session once it has given its code, not before", async ({ page, browser }) => {
  await signInAs(page, "owner");
  const secret = new Secret({ size: 20 }).base32;
  const member = await createStaff(page.request, "staff", { totpSecret: secret });

  // The member's own browser, signed in with the password only until the code below.
  const memberContext = await browser.newContext({ baseURL });
  try {
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member);
    await expect(memberPage.getByLabel("6-digit code")).toBeVisible();

    const openSessions = () =>
      page
        .getByRole("row")
        .filter({ hasText: member.email })
        .getByRole("cell")
        // State, Two-step, Open sessions: the email is the row's header, not a cell.
        .nth(2);
    await gotoHydrated(page, "/admin/team");
    await expect(openSessions()).toHaveText("0");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The e2e server's clock stands at E2E_NOW: the code of that moment.
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: new Date(E2E_NOW).getTime(),
    });
    await memberPage.getByLabel("6-digit code").fill(code);
    await memberPage.getByRole("button", { name: "Continue" }).click();
    await expect(memberPage).not.toHaveURL(/\/admin\/sign-in/);

    await gotoHydrated(page, "/admin/team");
    await expect(openSessions()).toHaveText("1");
  } finally {
    await memberContext.close();
  }
});
