/**
 * The console's leads (issue 11, point 2), signed in through the real form: the list with its
 * filters, search, counts and pages; a lead sent through the public API, with its answers, consent
 * and emails, moved on with a note; the refusals; the CSV download; an erased lead. The e2e
 * database is shared by parallel tests, so each test's leads carry a tag of its own, and its views
 * are filtered by it.
 */
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSidewaysScroll, signInAs } from "./support/console";
import { gotoHydrated } from "./support/hydration";
import {
  draftOf,
  formTokenOf,
  openFunnel,
  uniqueEmail,
  waitForTheServersFiveSeconds,
} from "./support/lead-funnel";

/** A word found in no other test's leads. */
const tagFor = (testInfo: TestInfo) => `t${randomUUID().slice(0, 8)}${testInfo.project.name.slice(0, 1)}`;

async function seedLeads(page: Page, leads: Record<string, unknown>[]) {
  const response = await page.request.post("/__e2e__/lead-rows", { data: { leads } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string }[];
}

const minutesBefore = (minutes: number) => new Date(Date.parse(E2E_NOW) - minutes * 60_000).toISOString();
const leadRows = (page: Page) => page.getByRole("region", { name: "Leads" }).locator("tbody tr");

/** Opens the filter form's "More filters", closed on each new list. */
async function openMoreFilters(filters: Locator) {
  const more = filters.locator("details");
  if ((await more.getAttribute("open")) === null) await more.locator("summary").click();
}

test.describe("console leads", () => {
  test("lists leads newest first with a count per status, filters, searches and pages", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

    // 27 leads: the newest is "00", and every ninth is legal; the first three have moved on.
    await seedLeads(
      page,
      Array.from({ length: 27 }, (_, index) => ({
        company: `${tag} Company ${String(index).padStart(2, "0")}`,
        email: `${tag}-${index}@example.com`,
        industry: index % 9 === 0 ? "legal" : "finance-insurance",
        status: index < 3 ? "contacted" : "new",
        utmSource: index % 2 ? "google" : "newsletter",
        createdAt: minutesBefore(index),
      })),
    );
    await gotoHydrated(page, `/admin/leads?q=${tag}`);
    await expect(
      page.getByText("27 leads match this filter, newest first. This page shows 25."),
    ).toBeVisible();
    await expect(leadRows(page)).toHaveCount(25);
    await expect(leadRows(page).first()).toContainText(`${tag} Company 00`);
    await expect(leadRows(page).first()).toContainText(`${tag}-0@example.com`);
    const counts = page.getByRole("navigation", { name: "Leads by status" });
    await expect(counts.getByRole("link", { name: "All 27 leads" })).toHaveAttribute("aria-current", "page");
    await expect(counts.getByRole("link", { name: "New 24 leads" })).toBeVisible();
    await expect(counts.getByRole("link", { name: "Contacted 3 leads" })).toBeVisible();
    await expect(counts.getByRole("link", { name: "Won 0 leads" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Pages by cursor (ADR 043): the filter goes with it, and there is no page number to show.
    // Each page, reached with the keyboard, puts the focus on its list, where reading goes on.
    const pages = page.getByRole("navigation", { name: "Pages of leads" });
    const list = page.getByRole("region", { name: "Leads", exact: true });
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${tag}&cursor=[\\w-]+$`));
    await expect(leadRows(page)).toHaveCount(2);
    await expect(
      page.getByText("27 leads match this filter, newest first. This page shows 2."),
    ).toBeVisible();
    await expect(list).toBeFocused();
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous page" }).focus();
    await page.keyboard.press("Enter");
    await expect(leadRows(page)).toHaveCount(25);
    await expect(leadRows(page).first()).toContainText(`${tag} Company 00`);
    await expect(list).toBeFocused();

    // A cursor edited by hand is refused, not guessed at.
    const tampered = await page.request.get(`/admin/leads?q=${tag}&cursor=bm90IGEgY3Vyc29y`);
    expect(tampered.status()).toBe(400);

    // The status links keep the rest of the filter, and the counts ignore the status.
    await counts.getByRole("link", { name: "Contacted 3 leads" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&status=contacted$`));
    await expect(leadRows(page)).toHaveCount(3);
    await expect(counts.getByRole("link", { name: "All 27 leads" })).toBeVisible();

    // The filter form: a plain GET form.
    const filters = page.getByRole("search", { name: "Filter leads" });
    await filters.getByLabel("Status").selectOption({ label: "Any" });
    await openMoreFilters(filters);
    await filters.getByLabel("Industry").selectOption({ label: "Legal" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`industry=legal`));
    await expect(leadRows(page)).toHaveCount(3);
    await expect(page.getByText("3 leads match this filter, newest first. This page shows 3.")).toBeVisible();
    await expect(filters.locator("summary")).toHaveText("More filters 1 active");
    await openMoreFilters(filters);
    await expect(filters.getByLabel("Industry")).toHaveValue("legal");

    await filters.getByLabel("Industry").selectOption({ label: "Any" });
    await filters.getByLabel("Campaign source").fill("GOOGLE");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(
      page.getByText("13 leads match this filter, newest first. This page shows 13."),
    ).toBeVisible();

    // Search by an email address, and a date range that excludes everything.
    await filters.getByLabel("Search").fill(`${tag}-26@example.com`);
    await openMoreFilters(filters);
    await filters.getByLabel("Campaign source").fill("");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page)).toContainText(`${tag} Company 26`);
    await page.goto(`/admin/leads?q=${tag}&from=2026-11-27`);
    await expect(page.getByText("No leads match this filter.")).toBeVisible();
    await page.goto(`/admin/leads?q=${tag}&from=2026-11-26&to=2026-11-26`);
    await expect(
      page.getByText("27 leads match this filter, newest first. This page shows 25."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows a lead sent through the funnel's API, and moves it on with a note", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "console-lead");
    const staff = await signInAs(page, "staff");

    // The lead as /contact sends it, after the server's five seconds.
    await openFunnel(page);
    const formToken = await formTokenOf(page);
    const { company_website: _honeypot, ...values } = JSON.parse(draftOf(email, 5)) as Record<
      string,
      unknown
    >;
    await waitForTheServersFiveSeconds(page);
    const sent = await page.request.post("/api/leads", {
      data: {
        ...values,
        phone: "(416) 555-0199",
        message: "Term life leads, Ontario only.",
        consent: true,
        utm_source: "linkedin",
        utm_campaign: "winter-2026",
        referrer: "https://www.linkedin.example/feed",
        submissionTime: new Date(E2E_NOW).toISOString(),
        timeToComplete: 60_000,
        formToken,
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(leadRows(page)).toHaveCount(1);
    await leadRows(page).getByRole("link", { name: "Northshore Insurance" }).click();
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Northshore Insurance (Priya Raman)" }),
    ).toBeVisible();

    const answers = page.getByRole("region", { name: "Answers" });
    for (const [label, value] of [
      ["Name", "Priya Raman"],
      ["Email", email],
      ["Phone", "(416) 555-0199"],
      ["Role", "Decision Maker"],
      ["Timeline", "1-3 months"],
      ["Industry", "Finance & Insurance"],
      ["Territories", "Canada"],
      ["Monthly budget", "$25,000 - $50,000"],
      ["Monthly volume", "500 - 1,000"],
      ["Lead type", "Qualified Leads"],
      ["Message", "Term life leads, Ontario only."],
    ] as const) {
      await expect(answers.getByText(label, { exact: true })).toBeVisible();
      await expect(answers.getByText(value, { exact: true })).toBeVisible();
    }
    const campaign = page.getByRole("region", { name: "Campaign and referrer" });
    await expect(campaign.getByText("linkedin", { exact: true })).toBeVisible();
    await expect(campaign.getByText("winter-2026", { exact: true })).toBeVisible();
    await expect(campaign.getByText("https://www.linkedin.example/feed")).toBeVisible();
    const consent = page.getByRole("region", { name: "Consent" });
    await expect(consent.getByText("lead-v1-2026-11-21")).toBeVisible();
    await expect(consent.getByText("Matches the stored text.")).toBeVisible();
    await expect(consent.getByRole("link", { name: "Consent certificate" })).toHaveAttribute(
      "href",
      `/admin/leads/${id}/consent`,
    );
    const emails = page.getByRole("region", { name: "Emails of this lead" });
    await expect(emails.getByRole("rowheader", { name: "Lead confirmation to the visitor" })).toBeVisible();
    await expect(emails.getByRole("rowheader", { name: "New lead, to sales" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Moved on with a note, by keyboard alone.
    const work = page.getByRole("region", { name: "Status and notes" });
    await expect(work.getByLabel("Status").locator("option")).toHaveText([
      "Keep as New",
      "Move to Contacted",
      "Move to Lost",
      "Move to Spam",
    ]);
    await work.getByLabel("Status").selectOption({ label: "Move to Contacted" });
    await work.getByLabel("Note").focus();
    await page.keyboard.type("Called Priya, she wants a proposal by Friday.");
    await page.keyboard.press("Tab");
    await expect(work.getByRole("button", { name: "Save" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Moved to Contacted, with your note.");
    await expect(page.getByText("Contacted", { exact: true }).first()).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("New → Contacted")).toBeVisible();
    await expect(history.getByText(`by ${staff.email}`)).toBeVisible();
    await expect(history.getByText("Called Priya, she wants a proposal by Friday.")).toBeVisible();
    // The form starts afresh, offering the moves from Contacted.
    await expect(work.getByLabel("Note")).toHaveValue("");
    await expect(work.getByLabel("Status").locator("option")).toHaveText([
      "Keep as Contacted",
      "Move to Qualified",
      "Move to Lost",
      "Move to Spam",
    ]);

    // A note alone.
    await work.getByLabel("Note").fill("Sent the proposal.");
    await work.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(history.getByText("Sent the proposal.")).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = (await (
      await page.request.get(`/__e2e__/leads?email=${encodeURIComponent(email)}`)
    ).json()) as {
      leads: { status: string }[];
    };
    expect(stored.leads[0]!.status).toBe("contacted");
  });

  test("says what is wrong with a filter, a move or a note, and stores nothing", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");

    const badFilter = await page.goto("/admin/leads?status=archived&from=2026-02-30&cursor=%00");
    expect(badFilter!.status()).toBe(400);
    const alert = page.getByRole("alert").filter({ hasText: "This filter cannot be applied" });
    await expect(alert).toContainText("Status: Choose a status from the list");
    await expect(alert).toContainText("Received from: Enter a date as YYYY-MM-DD");
    await expect(alert).toContainText("Page: This link to a page of the list is damaged");
    await expect(page.getByRole("search", { name: "Filter leads" }).getByLabel("Status")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect((await page.request.get("/admin/leads?q=%00")).status()).toBe(400);
    expect((await page.request.get("/admin/leads/export.csv?to=9999-12-31")).status()).toBe(400);
    expect((await page.request.get("/admin/leads/not-a-lead")).status()).toBe(404);
    expect((await page.request.get("/admin/leads/00000000-0000-4000-8000-000000000000")).status()).toBe(404);

    const [{ id }] = (await seedLeads(page, [{ company: `${tag} Refusals` }])) as [{ id: string }];
    await page.goto(`/admin/leads/${id}`);
    const work = page.getByRole("region", { name: "Status and notes" });

    // Nothing chosen, nothing written.
    await work.getByRole("button", { name: "Save" }).click();
    await expect(work.getByRole("alert")).toHaveText("Choose a new status or write a note (or both).");

    // A move the rules forbid, posted past the form (which does not offer it).
    const post = (form: Record<string, string>) =>
      page.request.post(`/admin/leads/${id}`, { form: { intent: "update", currentStatus: "new", ...form } });
    const forbidden = await post({ status: "won", note: "Straight to won" });
    expect(forbidden.status()).toBe(400);
    expect(await forbidden.text()).toContain("A lead that is New cannot move to Won");
    expect((await post({ note: "x".repeat(2001) })).status()).toBe(400);
    expect((await post({ note: "nul \u0000 byte" })).status()).toBe(400);
    expect((await post({ status: "archived" })).status()).toBe(400);
    expect((await post({ intent: "delete", note: "hello" })).status()).toBe(400);

    // Someone else moves it while this page is open: the page's move is refused, its note kept in the form.
    expect((await post({ status: "contacted" })).status()).toBe(200);
    await work.getByLabel("Status").selectOption({ label: "Move to Lost" });
    await work.getByLabel("Note").fill("They went elsewhere");
    await work.getByRole("button", { name: "Save" }).click();
    await expect(work.getByRole("alert")).toHaveText(
      "Someone has moved this lead to Contacted since you opened it. Nothing was saved: check its history and try again.",
    );
    await expect(work.getByLabel("Note")).toHaveValue("They went elsewhere");
    await expectNoAxeViolations(page);

    await page.reload();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(2); // Received, and the one move that was allowed
    await expect(history.getByText("Straight to won")).toHaveCount(0);
  });

  test("exports the filter as a CSV that spreadsheets open safely, and records it", async ({
    page,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    const owner = await signInAs(page, "owner");
    await seedLeads(page, [
      { company: `${tag} Smith, Jones & "Partners"`, name: "Émilie Côté", createdAt: minutesBefore(1) },
      {
        company: `${tag} Formulas`,
        name: '=HYPERLINK("https://evil.example","x")',
        phone: "+1 416 555 0100",
        message: "-2+3\nsecond line",
        utmSource: "@SUM(A1)",
        createdAt: minutesBefore(2),
      },
      { company: `${tag} Other`, industry: "legal", createdAt: minutesBefore(3) },
    ]);
    await page.goto(`/admin/leads?q=${tag}&industry=finance-insurance`);
    await expect(leadRows(page)).toHaveCount(2);
    const exportLink = page.getByRole("link", { name: /Export CSV/ });
    await expect(exportLink).toHaveAttribute(
      "href",
      `/admin/leads/export.csv?q=${tag}&industry=finance-insurance`,
    );
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toBe("leads-2026-11-26.csv");
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.subarray(3).toString("utf8")) as string[][];
    expect(header!.slice(0, 7)).toEqual([
      "Lead ID",
      "Received (Toronto)",
      "Status",
      "Status changed (Toronto)",
      "Name",
      "Company",
      "Email",
    ]);
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(2);
    expect(rows[0]![column("Company")]).toBe(`${tag} Smith, Jones & "Partners"`);
    expect(rows[0]![column("Name")]).toBe("Émilie Côté");
    expect(rows[0]![column("Received (Toronto)")]).toBe("2026-11-26 10:24");
    expect(rows[1]![column("Name")]).toBe('\'=HYPERLINK("https://evil.example","x")');
    expect(rows[1]![column("Phone")]).toBe("'+1 416 555 0100");
    expect(rows[1]![column("Message")]).toBe("'-2+3\nsecond line");
    expect(rows[1]![column("utm_source")]).toBe("'@SUM(A1)");

    // The response itself, and the record of it in the audit log.
    const response = await page.request.get(`/admin/leads/export.csv?q=${tag}`);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe("attachment; filename=leads-2026-11-26.csv");
    expect(response.headers()["cache-control"]).toBe("no-store");
    // A HEAD request says what a download would be, and exports (and records) nothing.
    const head = await page.request.head(`/admin/leads/export.csv?q=${tag}&leadType=appointments`);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    await page.goto("/admin/audit");
    const entry = page
      .getByRole("row")
      .filter({ hasText: "Exported leads as CSV" })
      .filter({ hasText: owner.email });
    await expect(entry.first()).toContainText("rows: 3");
    await expect(entry.nth(1)).toContainText('"industry":"finance-insurance"');
    await expect(entry.first()).not.toContainText(tag);
    await expect(entry).toHaveCount(2);
  });

  test("refuses the export and the pages to a client that is signed out", async ({ request }) => {
    expect((await request.get("/admin/leads/export.csv")).status()).toBe(401);
    const page = await request.get("/admin/leads?status=new", { maxRedirects: 0 });
    expect(page.status()).toBe(303);
    expect(page.headers().location).toBe("/admin/sign-in?next=%2Fadmin%2Fleads%3Fstatus%3Dnew");
    const post = await request.post("/admin/leads/00000000-0000-4000-8000-000000000000", {
      form: { intent: "update", currentStatus: "new", status: "contacted" },
    });
    expect(post.status()).toBe(401);
  });

  test("shows an erased lead as Erased, without its personal data or a form", async ({ page }, testInfo) => {
    const tag = tagFor(testInfo);
    await signInAs(page, "staff");
    const [{ id }] = (await seedLeads(page, [
      {
        name: null,
        email: null,
        company: null,
        utmSource: tag,
        status: "lost",
        erasedAt: minutesBefore(5),
      },
    ])) as [{ id: string }];
    await page.goto(`/admin/leads?utm_source=${tag}`);
    await expect(leadRows(page)).toHaveCount(1);
    await leadRows(page).getByRole("link", { name: "Erased" }).click();
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Erased lead" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("This lead was erased at the person's request");
    const answers = page.getByRole("region", { name: "Answers" });
    await expect(answers.getByText("Erased", { exact: true })).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Status and notes" }).getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const refused = await page.request.post(`/admin/leads/${id}`, {
      form: { intent: "update", currentStatus: "lost", note: "Any note" },
    });
    expect(refused.status()).toBe(400);
  });
});

test.describe("console leads without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter, open a lead, move it on with a note, and keep a refused note", async ({ page }, testInfo) => {
    const tag = tagFor(testInfo);
    const staff = await signInAs(page, "staff");
    const [{ id }] = (await seedLeads(page, [
      { company: `${tag} Without JS`, industry: "education", createdAt: minutesBefore(1) },
      { company: `${tag} Other`, industry: "legal", createdAt: minutesBefore(2) },
    ])) as [{ id: string }];
    await page.goto(`/admin/leads?q=${tag}`);
    const filters = page.getByRole("search", { name: "Filter leads" });
    await openMoreFilters(filters);
    await filters.getByLabel("Industry").selectOption({ label: "Education" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`industry=education`));
    await expect(leadRows(page)).toHaveCount(1);
    await leadRows(page)
      .getByRole("link", { name: `${tag} Without JS` })
      .click();
    await expect(page).toHaveURL(`/admin/leads/${id}`);

    const work = page.getByRole("region", { name: "Status and notes" });
    await work.getByLabel("Status").selectOption({ label: "Move to Spam" });
    await work.getByLabel("Note").fill("Test entry from a competitor");
    await work.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to Spam, with your note.");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("New → Spam")).toBeVisible();
    await expect(history.getByText(`by ${staff.email}`)).toBeVisible();

    // Reopened by mistake from an out-of-date page: refused, and the typed note comes back.
    await page.goto(`/admin/leads/${id}`);
    await page.request.post(`/admin/leads/${id}`, {
      form: { intent: "update", currentStatus: "spam", status: "new" },
    });
    await work.getByLabel("Status").selectOption({ label: "Reopen as New" });
    await work.getByLabel("Note").fill("Not spam after all");
    await work.getByRole("button", { name: "Save" }).click();
    await expect(work.getByRole("alert")).toContainText("Someone has moved this lead to New");
    await expect(work.getByLabel("Note")).toHaveValue("Not spam after all");
    // The page now shows the lead as it is: New, with the moves from there.
    await expect(work.getByLabel("Status").locator("option").first()).toHaveText("Keep as New");
  });
});
