import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { expectNoAxeViolations } from "./support/axe";

test("any other path is a 404 page that logs the path to the console", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page Not Found | ${site.brand}`);
  await expect(page.locator("h1")).toHaveText("Oops! Page not found");
  await expect.poll(() => messages.join("\n")).toContain("/no/such/page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page is not indexed", async ({ page }) => {
  await page.goto("/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 searches the blog with a plain form and keeps the campaign's utm_ tags", async ({ page }) => {
    const response = await page.goto("/blogs/an-old-article?utm_source=newsletter&utm_medium=email&ref=x");
    expect(response?.status()).toBe(404);
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Search our articles" }).fill("consent");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blogs\?q=consent&utm_source=newsletter&utm_medium=email$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("consent");
    await expect(page.locator("main ul.grid h2:visible").first()).toBeVisible();
  });

  test("the 404 links to the main pages", async ({ page }) => {
    await page.goto("/no/such/page");
    const links = page.getByRole("navigation", { name: "Or go to one of these pages" }).getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/services",
      "/compliance",
      "/industries",
      "/about",
      "/blogs",
      "/contact",
    ]);
  });

  test("the French 404 searches the French blog", async ({ page }) => {
    const response = await page.goto("/fr/page-introuvable");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Oups\u202f! Page introuvable");
    await page.getByRole("searchbox", { name: "Rechercher dans nos articles" }).fill("consentement");
    await page.getByRole("search").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/blogue\?q=consentement$/);
    await expect(page.locator("main ul.grid h2:visible").first()).toBeVisible();
  });
});

test("the 404 with its search has no axe violations and no sideways scroll at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fr/introuvable");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
