import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";

test("an article shows its parts and a call to action", async ({ page }) => {
  await page.goto("/blogs/lead-quality-scoring");
  await expect(page.getByRole("link", { name: /Back to all articles/ })).toHaveAttribute("href", "/blogs");
  const main = page.locator("main");
  await expect(main.getByText("Lead Gen", { exact: true })).toBeVisible();
  await expect(main.locator("time")).toHaveText("August 12, 2025");
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
