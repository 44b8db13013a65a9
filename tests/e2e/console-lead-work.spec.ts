/**
 * The leads list and a lead's work (issue 26, points 7 and 8), on a desktop and a phone: the filters
 * in one line with "More filters", and "Clear filters" that empties the search; a table that fits
 * the console at 1280 px and is a card per lead on a phone, with mail and phone links; the board,
 * worked with the keyboard; a lead's owner, its "Mine" filter and its audit entry; the audit log
 * naming an invited account; a right-to-left override isolated; a lead's page within a phone.
 * Each test's leads carry a tag of their own, as in console-leads.spec.ts.
 */
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { createStaff, expectNoSidewaysScroll, signInAs } from "./support/console";

const tagFor = (testInfo: TestInfo) => `t${randomUUID().slice(0, 8)}${testInfo.project.name.slice(0, 1)}`;
const minutesBefore = (minutes: number) => new Date(Date.parse(E2E_NOW) - minutes * 60_000).toISOString();

async function seedLeads(page: Page, leads: Record<string, unknown>[]) {
  const response = await page.request.post("/__e2e__/lead-rows", { data: { leads } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string }[];
}

const leadRows = (page: Page) => page.getByRole("region", { name: "Leads" }).locator("tbody tr");
const filtersOf = (page: Page) => page.getByRole("search", { name: "Filter leads" });

/** The page's filter as its query string has it (the GET form sends its empty fields too). */
async function expectFilter(page: Page, expected: Record<string, string>) {
  await expect
    .poll(() => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value !== "")))
    .toEqual(expected);
}

/** The page and, when given, a box inside it are no wider than what shows them. */
async function expectFits(page: Page, box?: Locator) {
  await expectNoSidewaysScroll(page);
  if (box) {
    const { scroll, client } = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  }
}

test.describe("console leads list and work", () => {
  test("folds the filters into a line with More filters, and Clear filters empties the search", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    await seedLeads(page, [
      { company: `${tag} Legal new`, industry: "legal", createdAt: minutesBefore(1) },
      {
        company: `${tag} Finance won`,
        industry: "finance-insurance",
        status: "won",
        createdAt: minutesBefore(2),
      },
      { company: `${tag} Legal won`, industry: "legal", status: "won", createdAt: minutesBefore(3) },
    ]);
    await page.goto("/admin/leads");
    const filters = filtersOf(page);
    const more = filters.locator("details");
    await expect(more).not.toHaveAttribute("open");
    await expect(filters.getByLabel("Industry")).toBeHidden();
    await expect(filters.getByLabel("Search")).toBeVisible();
    await expect(filters.getByLabel("Owner")).toBeVisible();

    // The keyboard opens "More filters": it is the form's next stop after the buttons.
    await filters.getByRole("link", { name: "Clear filters" }).focus();
    await page.keyboard.press("Tab");
    await expect(more.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("open");
    await filters.getByLabel("Industry").selectOption({ label: "Legal" });
    await filters.getByLabel("Search").fill(tag);
    await filters.getByLabel("Search").press("Enter");
    await expectFilter(page, { q: tag, industry: "legal" });
    await expect(leadRows(page)).toHaveCount(2);
    // Closed again on the new list, saying how many of its filters are set.
    await expect(more).not.toHaveAttribute("open");
    await expect(more.locator("summary")).toHaveText("More filters 1 active");
    await expectNoAxeViolations(page);

    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(filters.getByLabel("Search")).toHaveValue("");
    await expect(more.locator("summary")).toHaveText("More filters");
    // The next filter is that filter alone: the old search does not come with it.
    await filters.getByLabel("Status").selectOption({ label: "Won" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectFilter(page, { status: "won" });
    await expect(filters.getByLabel("Search")).toHaveValue("");
  });

  test("fits the table in the console on a desktop, a card per lead on a phone, with mail and phone links", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    await seedLeads(page, [
      {
        company: `${tag} Northern Lights Mortgage Brokerage and Financial Planning Incorporated`,
        name: "Marie-Ève Tremblay-Bouchard",
        email: `${tag}.a-very-long-mailbox-name@northern-lights-mortgage-brokerage.example`,
        phone: "+1 (416) 555-0142",
        utmSource: "a-campaign-source-that-was-typed-without-any-spaces-at-all",
        createdAt: minutesBefore(1),
      },
    ]);
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(leadRows(page)).toHaveCount(1);
    const row = leadRows(page).first();
    await expect(row.getByRole("link", { name: /a-very-long-mailbox-name/ })).toHaveAttribute(
      "href",
      `mailto:${tag}.a-very-long-mailbox-name@northern-lights-mortgage-brokerage.example`,
    );
    await expect(row.getByRole("link", { name: "+1 (416) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14165550142",
    );
    await expect(row).toContainText("Nobody");
    const table = page.getByRole("region", { name: "Leads" });
    await expectFits(page, table);
    if (testInfo.project.name === "mobile") {
      for (const width of [390, 412]) {
        await page.setViewportSize({ width, height: 844 });
        await expectFits(page, table);
        // A card: the header row is hidden, and each cell is named above its value.
        await expect(table.locator("thead")).toHaveCSS("position", "absolute");
        await expect(row.locator("td").first()).toHaveCSS("display", "block");
      }
    } else {
      expect(page.viewportSize()!.width).toBe(1280);
      await expect(table.locator("thead")).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("moves a lead from the board with the keyboard, and refuses a move from an out-of-date board", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    const [first, second] = await seedLeads(page, [
      { company: `${tag} First`, createdAt: minutesBefore(1) },
      { company: `${tag} Second`, createdAt: minutesBefore(2) },
    ]);
    await page.goto(`/admin/leads?q=${tag}`);
    const filters = page.getByRole("search", { name: "Filter leads" });
    await expect(filters.getByLabel("Status", { exact: true })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Show leads as" })
      .getByRole("link", { name: "Board" })
      .click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}&view=board`));
    // The board's columns are the statuses: it offers no status filter, only the others.
    await expect(filters.getByLabel("Status", { exact: true })).toHaveCount(0);
    await expect(filters.getByLabel("Owner", { exact: true })).toBeVisible();
    const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
    await expect(column("New").getByRole("article")).toHaveCount(2);
    await expect(column("Contacted").getByText("None.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // With the keyboard alone: the card's move, then its button.
    const move = page.getByLabel(`Move ${tag} First`);
    await move.focus();
    await move.selectOption({ label: "Move to Contacted" });
    await page.keyboard.press("Tab");
    await expect(column("New").getByRole("button", { name: "Move" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    const moved = column("Contacted")
      .getByRole("article")
      .filter({ hasText: `${tag} First` });
    await expect(moved).toBeVisible();
    await expect(moved.getByRole("status")).toHaveText("Moved to Contacted.");
    await expect(moved.getByRole("heading", { level: 3 })).toBeFocused();
    await expect(column("New").getByRole("article")).toHaveCount(1);
    const stored = await page.request.get(`/admin/leads/${first!.id}`);
    expect(await stored.text()).toContain("Contacted");

    // Someone else moves the second lead meanwhile: the board's move is refused, and the board shows
    // where the lead is now.
    const elsewhere = await page.request.post(`/admin/leads/${second!.id}`, {
      form: { intent: "update", currentStatus: "new", status: "spam" },
    });
    expect(elsewhere.status()).toBe(200);
    await page.getByLabel(`Move ${tag} Second`).selectOption({ label: "Move to Contacted" });
    await column("New").getByRole("button", { name: "Move" }).click();
    const refused = column("Spam")
      .getByRole("article")
      .filter({ hasText: `${tag} Second` });
    await expect(refused.getByRole("alert")).toHaveText(
      "Someone has moved this lead to Spam since you opened it. Nothing was saved: check its history and try again.",
    );
    await expect(column("Contacted").getByRole("article")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("gives a lead to a member of staff, lists it under Mine, logs it, and refuses an out-of-date choice", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    const owner = await signInAs(page, "owner");
    const colleague = await createStaff(page.request, "staff");
    const [{ id }] = (await seedLeads(page, [
      { company: `${tag} Assigned`, createdAt: minutesBefore(1) },
    ])) as [{ id: string }];
    await page.goto(`/admin/leads/${id}`);
    const ownerForm = page.getByRole("region", { name: "Owner" });
    await expect(ownerForm.getByLabel("Given to")).toHaveValue("");
    await ownerForm.getByLabel("Given to").selectOption({ label: owner.email });
    await ownerForm.getByRole("button", { name: "Save owner" }).click();
    await expect(page.getByRole("status")).toHaveText(`Given to ${owner.email}.`);
    await expect(ownerForm).toContainText(`Now: ${owner.email}`);
    await expectNoAxeViolations(page);

    // In the list, and under "Mine".
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(leadRows(page).first()).toContainText(owner.email);
    await filtersOf(page).getByLabel("Owner").selectOption({ label: "Mine" });
    await filtersOf(page).getByRole("button", { name: "Apply filters" }).click();
    await expectFilter(page, { q: tag, owner: "mine" });
    await expect(leadRows(page)).toHaveCount(1);
    await filtersOf(page).getByLabel("Owner").selectOption({ label: "Nobody" });
    await filtersOf(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No leads match this filter.")).toBeVisible();

    // Given to someone else meanwhile: this page's choice is refused, and it shows who has it now.
    await page.goto(`/admin/leads/${id}`);
    const meanwhile = await page.request.post(`/admin/leads/${id}`, {
      form: { intent: "assign", currentOwner: owner.id, owner: colleague.id },
    });
    expect(meanwhile.status()).toBe(200);
    await ownerForm.getByLabel("Given to").selectOption({ label: "Nobody" });
    await ownerForm.getByRole("button", { name: "Save owner" }).click();
    await expect(ownerForm.getByRole("alert")).toHaveText(
      "Someone has given this lead to someone else since you opened it. Nothing was saved: check who has it now and try again.",
    );
    await expect(ownerForm).toContainText(`Now: ${colleague.email}`);
    await expectNoAxeViolations(page);
    const bad = await page.request.post(`/admin/leads/${id}`, {
      form: { intent: "assign", currentOwner: colleague.id, owner: "not-an-id" },
    });
    expect(bad.status()).toBe(400);

    // The audit log names the accounts.
    await page.goto("/admin/audit");
    const entry = page.getByRole("row").filter({ hasText: "Gave a lead to a member of staff" }).first();
    await expect(entry).toContainText(`owner: ${colleague.email}, previousOwner: ${owner.email}`);
    await expect(entry.getByRole("link", { name: `Lead ${id.slice(0, 8)}` })).toHaveAttribute(
      "href",
      `/admin/leads/${id}`,
    );
  });

  test("names the invited account in the audit log", async ({ page }, testInfo) => {
    await signInAs(page, "owner");
    const newcomer = `audit-${tagFor(testInfo)}@staff.example.com`;
    await page.goto("/admin/team");
    await page.locator("#invite-email").fill(newcomer);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toContainText(`Invitation emailed to ${newcomer}.`);
    await page.goto("/admin/audit");
    const entry = page.getByRole("row").filter({ hasText: "Invited a member of staff" }).first();
    await expect(entry.getByRole("link", { name: `Account ${newcomer}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("keeps a right-to-left override in a company's name from reversing the rest of the heading", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    const company = `\u202E${tag} Evil Corp`;
    const [{ id }] = (await seedLeads(page, [
      { company, name: "Jane Doe", createdAt: minutesBefore(1) },
    ])) as [{ id: string }];
    await page.goto(`/admin/leads/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    // The company is isolated: the override ends with it, and " (Jane Doe)" after it is outside.
    const isolates = heading.locator("bdi");
    await expect(isolates).toHaveCount(2);
    await expect(isolates.first()).toHaveText(company);
    await expect(isolates.first()).toHaveCSS("unicode-bidi", "isolate");
    await expect(isolates.nth(1)).toHaveText("Jane Doe");
    await expect(isolates.nth(1)).toHaveCSS("unicode-bidi", "isolate");
    expect(await heading.evaluate((element) => element.textContent)).toBe(`${company} (Jane Doe)`);
    const answers = page.getByRole("region", { name: "Answers" });
    await expect(answers.locator("dd bdi").filter({ hasText: tag })).toHaveCSS("unicode-bidi", "isolate");

    // The list and the board isolate it too.
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(leadRows(page).first().locator("bdi").first()).toHaveText(company);
    await page.goto(`/admin/leads?q=${tag}&view=board`);
    await expect(page.getByRole("article").locator("h3 bdi").first()).toHaveText(company);
    await expectNoAxeViolations(page);
  });

  test("keeps a lead's page within a phone's width, at 390 and 412 px", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a phone's widths");
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    const [{ id }] = (await seedLeads(page, [
      {
        company: `${tag}-NorthernLightsMortgageBrokerageAndFinancialPlanningIncorporated`,
        name: "Marie-Ève Tremblay-Bouchard",
        email: `${tag}.a-very-long-mailbox-name@northern-lights-mortgage-brokerage.example`,
        phone: "+1 (416) 555-0142",
        message:
          "https://www.northern-lights-mortgage-brokerage.example/a/very/long/path/without/any/spaces/in/it",
        referrer: "https://search.example/results?q=pay-per-lead-agency-toronto-ottawa-compliance-first-casl",
        utmCampaign: "fall-2026-mortgage-renewals-ontario-and-quebec-french-and-english",
        createdAt: minutesBefore(1),
      },
    ])) as [{ id: string }];
    for (const width of [390, 412]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/admin/leads/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(tag);
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("console leads list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens More filters, and a board's move opens the lead's page with the move made", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    const [{ id }] = (await seedLeads(page, [
      { company: `${tag} No script`, industry: "education", createdAt: minutesBefore(1) },
    ])) as [{ id: string }];
    await page.goto(`/admin/leads?q=${tag}&view=board`);
    const filters = filtersOf(page);
    await filters.locator("summary").click();
    await filters.getByLabel("Industry").selectOption({ label: "Education" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectFilter(page, { q: tag, industry: "education", view: "board" });
    await page.getByLabel(`Move ${tag} No script`).selectOption({ label: "Move to Contacted" });
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(page.getByRole("status")).toHaveText("Moved to Contacted.");
  });
});
