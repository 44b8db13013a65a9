import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { expectNoAxeViolations } from "./support/axe";

test("an article shows its parts and a call to action", async ({ page }) => {
  await page.goto("/blogs/lead-quality-scoring");
  await expect(page.getByRole("link", { name: /Back to all articles/ })).toHaveAttribute("href", "/blogs");
  const main = page.locator("main");
  await expect(main.locator("header").getByText("Lead Gen", { exact: true })).toBeVisible();
  await expect(main.locator("header time")).toHaveText("August 12, 2025");
  await expect(main.getByText("8 min read")).toBeVisible();
  await expect(main.getByText("MQL 50-75").first()).toBeVisible();
  await expect(main.locator("aside")).toBeVisible();
  await expect(main.getByRole("link", { name: "Request a lead program" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("an article carries Article and BreadcrumbList structured data", async ({ page }) => {
  await page.goto("/blogs/cpl-vs-cpa");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const [article, breadcrumbs] = JSON.parse(json ?? "null");
  const title = await page.locator("h1").textContent();

  expect(article["@context"]).toBe("https://schema.org");
  expect(article["@type"]).toBe("Article");
  expect(article.headline).toBe(title);
  expect(article.datePublished).toBe("2025-05-12");
  expect(article.url).toMatch(/\/blogs\/cpl-vs-cpa$/);
  expect(article.publisher.name).toBe(site.brand);

  expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    "Home",
    "Blog",
    title,
  ]);
  expect(breadcrumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
});

test("an unknown article id is a 404", async ({ page }) => {
  const response = await page.goto("/blogs/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Oops! Page not found");
});

test("an article names its author, the agency's editorial team, as its structured data does", async ({
  page,
}) => {
  await page.goto("/blogs/why-compliance-matters");
  await expect(page.locator("main header").getByText(`By the ${site.brand} editorial team`)).toBeVisible();
  const [article] = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "null",
  );
  expect(article.author).toMatchObject({ "@type": "Organization", name: site.brand });
});

test("an article ends with related articles: its category's first, then the nearest in date", async ({
  page,
}) => {
  await page.goto("/blogs/why-compliance-matters");
  const related = page.getByRole("region", { name: "Related articles" });
  await expect(related.getByRole("link")).toHaveCount(3);
  expect(
    await related.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
  ).toEqual([
    "/blogs/landing-page-compliance-checklist",
    "/blogs/cpl-vs-cpa",
    "/blogs/ai-automation-performance-marketing",
  ]);
});

test("each article has a cover of its own, on its page and on its card", async ({ page, request }) => {
  await page.goto("/blogs/cpl-vs-cpa");
  const cover = page.locator("main header img");
  await expect(cover).toHaveAttribute("src", "/covers/cpl-vs-cpa.svg");
  const response = await request.get("/covers/cpl-vs-cpa.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("an article with its related articles has no axe violations and no sideways scroll at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fr/blogue/pourquoi-la-conformite-compte");
  await expect(page.getByRole("region", { name: "Articles connexes" }).getByRole("link")).toHaveCount(3);
  await expect(page.getByText("Par l’équipe de rédaction de Maplewise Leads")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
