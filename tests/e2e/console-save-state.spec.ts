/**
 * What a console page shows after a save (issue 28), with the page's data reloaded 1.5 s late: the
 * notice arrives with the saved state, never before it; the form is closed until then, so that a
 * second save right after a first is not refused as somebody else's change; and a refusal for
 * somebody else's change shows the record as it now is, keeping what was typed.
 */
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { timeFor, uniqueEmail } from "./support/booking";
import { delayPageData, expectNoSidewaysScroll, signInAs } from "./support/console";
import { gotoHydrated } from "./support/hydration";

async function seedLead(page: Page, testInfo: TestInfo) {
  const company = `t${randomUUID().slice(0, 8)}${testInfo.project.name.slice(0, 1)}`;
  const response = await page.request.post("/__e2e__/lead-rows", { data: { leads: [{ company }] } });
  expect(response.ok()).toBe(true);
  const [lead] = (await response.json()) as [{ id: string }];
  return lead.id;
}

/** Every answer of 400 or more the page gets, to show that no save was refused. */
function refusalsOf(page: Page) {
  const refusals: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refusals.push(`${response.status()} ${response.url()}`);
  });
  return refusals;
}

const work = (page: Page) => page.getByRole("region", { name: "Status and notes" });
const history = (page: Page) => page.getByRole("region", { name: "History" });
const badge = (page: Page) => page.locator("h1 + span");
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

/** Reads, without waiting, what the page shows: it must already be there with the notice. */
async function shownNow(page: Page) {
  return {
    badge: await badge(page).textContent(),
    history: await history(page).locator("li p.font-semibold").allTextContents(),
    options: await work(page).getByLabel("Status").locator("option").allTextContents(),
  };
}

test.describe("console saves with slow data", () => {
  test("a lead's move and then its note, back to back: each notice arrives with what it saved", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const id = await seedLead(page, testInfo);
    const refusals = refusalsOf(page);
    await delayPageData(page);
    await gotoHydrated(page, `/admin/leads/${id}`);

    await work(page).getByLabel("Status").selectOption({ label: "Move to Contacted" });
    await work(page).getByRole("button", { name: "Save" }).click();
    // Closed while the save and its reload are under way.
    await expect(work(page).getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(work(page).getByLabel("Note")).toBeDisabled();
    await expect(notice(page)).toHaveText("Moved to Contacted.", { timeout: 10_000 });
    expect(await shownNow(page)).toEqual({
      badge: "Contacted",
      history: ["Received", "New → Contacted"],
      options: ["Keep as Contacted", "Move to Qualified", "Move to Lost", "Move to Spam"],
    });
    await expectNoAxeViolations(page);

    // The note at once, and then another move and note straight after each other.
    await work(page).getByLabel("Note").fill("Left a voicemail.");
    await work(page).getByRole("button", { name: "Save" }).click();
    await expect(notice(page)).toHaveText("Note added.", { timeout: 10_000 });
    expect((await shownNow(page)).history).toEqual(["Received", "New → Contacted", "Note"]);
    await expect(history(page)).toContainText("Left a voicemail.");
    await work(page).getByLabel("Status").selectOption({ label: "Move to Qualified" });
    await work(page).getByRole("button", { name: "Save" }).click();
    await work(page).getByLabel("Note").fill("Wants a proposal.");
    await work(page).getByRole("button", { name: "Save" }).click();
    await expect(notice(page)).toHaveText("Note added.", { timeout: 10_000 });
    expect(await shownNow(page)).toMatchObject({
      badge: "Qualified",
      history: ["Received", "New → Contacted", "Note", "Contacted → Qualified", "Note"],
    });
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(refusals).toEqual([]);
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "mobile") await expectNoSidewaysScroll(page);
  });

  test("a lead moved by someone else meanwhile: the refusal comes with its current state, and the note stays", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const id = await seedLead(page, testInfo);
    await delayPageData(page);
    await gotoHydrated(page, `/admin/leads/${id}`);

    await work(page).getByLabel("Status").selectOption({ label: "Move to Lost" });
    await work(page).getByLabel("Note").fill("No budget this year.");
    // Someone else moves it while the form is open.
    const elsewhere = await page.request.post(`/admin/leads/${id}`, {
      form: { intent: "update", currentStatus: "new", status: "contacted" },
    });
    expect(elsewhere.ok()).toBe(true);
    await work(page).getByRole("button", { name: "Save" }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Someone has moved this lead to Contacted since you opened it.", {
      timeout: 10_000,
    });
    expect(await shownNow(page)).toEqual({
      badge: "Contacted",
      history: ["Received", "New → Contacted"],
      options: ["Keep as Contacted", "Move to Qualified", "Move to Lost", "Move to Spam"],
    });
    // The move is chosen again from the status the lead now has; the note is kept.
    await expect(work(page).getByLabel("Status")).toHaveValue("");
    await expect(work(page).getByLabel("Note")).toHaveValue("No budget this year.");
    await expectNoAxeViolations(page);

    // Saved again from what the page now shows, it goes through.
    await work(page).getByLabel("Status").selectOption({ label: "Move to Lost" });
    await work(page).getByRole("button", { name: "Save" }).click();
    await expect(notice(page)).toHaveText("Moved to Lost, with your note.", { timeout: 10_000 });
    expect((await shownNow(page)).badge).toBe("Lost");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "mobile") await expectNoSidewaysScroll(page);
  });

  test("a booking's move: the notice arrives with the new time, which is no longer offered", async ({
    page,
    request,
  }, testInfo) => {
    const [from, to] = [timeFor(testInfo, "10:00", "10:20"), timeFor(testInfo, "11:00", "11:20")];
    const label = to === "11:00" ? "11:00 AM" : "11:20 AM";
    const booked = await request.post("/api/bookings", {
      data: {
        name: "Slow Connection",
        email: uniqueEmail(testInfo, "slow-move"),
        meetingType: "other",
        topics: ["ppl"],
        consent: true,
        date: "2026-12-21",
        timeSlot: from,
      },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    await signInAs(page, "staff");
    await delayPageData(page);
    await gotoHydrated(page, `/admin/bookings/${id}?date=2026-12-23`);

    const move = page.getByRole("region", { name: "Move the meeting", exact: true });
    const meeting = page.getByRole("region", { name: "Meeting", exact: true });
    await move.getByRole("radio", { name: label }).check();
    await expectNoAxeViolations(page);
    await move.getByRole("button", { name: "Move the meeting" }).click();
    await expect(move.getByRole("button", { name: "Move the meeting" })).toBeDisabled();
    await expect(page.getByRole("region", { name: "Cancel the meeting" }).getByRole("button")).toBeDisabled();

    const when = `Wednesday, December 23, 2026 at ${label} EST`;
    await expect(notice(page)).toContainText(`Moved to ${when}`, { timeout: 10_000 });
    expect(await meeting.textContent()).toContain(when);
    expect(await move.getByRole("radio", { name: label }).count()).toBe(0);
    await expect(move.getByRole("button", { name: "Move the meeting" })).toBeEnabled();
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "mobile") await expectNoSidewaysScroll(page);
  });
});
