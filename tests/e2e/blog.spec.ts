import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

const NO_MATCH = "No articles found matching your search criteria.";
// The server renders every card and hides those outside the filters; the script hides and shows them.
const articleTitles = (page: Page) => page.locator("main ul.grid h2:visible");

async function datesShown(page: Page): Promise<string[]> {
  return page
    .locator("main ul.grid time:visible")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
}

test.describe("with JavaScript", () => {
  test("lists the nine articles newest first with en-US long dates", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    await expect(articleTitles(page)).toHaveCount(9);
    const dates = await datesShown(page);
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator("main ul.grid time").first()).toHaveText("August 19, 2025");
  });

  test("the sidebar shows the four most recent posts", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    const recent = page.locator("section[aria-labelledby='recent-posts-title'] li");
    await expect(recent).toHaveCount(4);
    await expect(recent.first().locator("a")).toHaveAttribute(
      "href",
      "/blogs/landing-page-compliance-checklist",
    );
  });

  test("search filters by title or excerpt as you type, case-insensitively", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("CPL");
    await expect(articleTitles(page)).toHaveCount(1);
    await expect(articleTitles(page).first()).toContainText(/Cost Per Lead/i);
    await expect(page).toHaveURL(/\?q=CPL$/);
  });

  test("a category shows only its posts and is marked pressed", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    const compliance = page.getByRole("button", { name: "Compliance", exact: true });
    await compliance.click();
    await expect(compliance).toHaveAttribute("aria-pressed", "true");
    await expect(articleTitles(page)).toHaveCount(2);
    await expect(page.locator("main ul.grid li").getByText("Compliance", { exact: true })).toHaveCount(2);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(articleTitles(page)).toHaveCount(9);
  });

  test("no match shows the message, and Clear Filters resets search and category", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    await page.getByRole("button", { name: "Lead Gen", exact: true }).click();
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("checklist");
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(articleTitles(page)).toHaveCount(9);
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("a filtered address is restored on reload", async ({ page }) => {
    await gotoHydrated(page, "/blogs?q=consent&category=Lead+Gen");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("consent");
    await expect(page.getByRole("button", { name: "Lead Gen", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("text typed before the script runs is kept and filters once it starts", async ({ page }) => {
    await page.route("**/assets/blog-filter-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto("/blogs");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("CPL");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("CPL");
    await expect(articleTitles(page)).toHaveCount(1);
  });

  test("loads /site.js and the filter's script, nothing else", async ({ page }) => {
    // Not even a chunk it would share with the React islands (markHydrated): ADR 025's addendum.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, "/blogs");
    expect([...scripts].sort()).toEqual([
      expect.stringMatching(/^\/assets\/blog-filter-[\w-]+\.js$/),
      "/site.js",
    ]);
  });

  test("each article links to its page", async ({ page }) => {
    await gotoHydrated(page, "/blogs");
    await articleTitles(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blogs\/landing-page-compliance-checklist$/);
    await expect(page.locator("h1")).toContainText("Checklist");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search submits a GET form and the server filters", async ({ page }) => {
    await page.goto("/blogs");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("points model");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=points\+model/);
    await expect(articleTitles(page)).toHaveCount(1);
    await expect(articleTitles(page)).toHaveText(/Lead Quality Scoring/);
    await expect(search).toHaveValue("points model");
  });

  test("a category button filters and keeps the search text", async ({ page }) => {
    await page.goto("/blogs?q=lead");
    await page.getByRole("button", { name: "Compliance", exact: true }).click();
    await expect(page).toHaveURL(/category=Compliance/);
    await expect(page).toHaveURL(/q=lead/);
    await expect(page.getByRole("button", { name: "Compliance", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // "lead" is in both Compliance titles, and in posts of other categories that must not show.
    await expect(articleTitles(page)).toHaveCount(2);
  });

  test("Enter in the search keeps the chosen category", async ({ page }) => {
    await page.goto("/blogs?category=Performance+Marketing");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("trends");
    await search.press("Enter");
    await expect(page).toHaveURL(/category=Performance\+Marketing/);
    await expect(articleTitles(page)).toHaveCount(1);
    await expect(articleTitles(page)).toHaveText(/Native Advertising Trends/);
  });

  test("no match shows the message and Clear Filters resets both", async ({ page }) => {
    await page.goto("/blogs?q=zzzz&category=Compliance");
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blogs\??$/);
    await expect(articleTitles(page)).toHaveCount(9);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });
});

test.describe("the list's layout", () => {
  test("every card carries its own cover, and the list ends with a call to action", async ({ page }) => {
    await page.goto("/blogs");
    const covers = await page
      .locator("main ul.grid img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(covers).toHaveLength(9);
    expect(new Set(covers).size).toBe(9);
    await expect(page.getByRole("region", { name: "Put these ideas to work in your market" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Put these ideas to work in your market" }).getByRole("link"),
    ).toHaveAttribute("href", "/contact");
  });

  test("a card's date and read time stay on one line, with no stray separator, at 390 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blogs");
    const meta = page.locator("main ul.grid li time").first().locator("..");
    await expect(meta).toHaveCSS("white-space", "nowrap");
    const box = await meta.boundingBox();
    // One line: no taller than the text's line height.
    expect(box!.height).toBeLessThan(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the title has the weight of every page's title", async ({ page }) => {
    await page.goto("/blogs");
    const blogWeight = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontWeight);
    await page.goto("/services");
    expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe(blogWeight);
  });
});
