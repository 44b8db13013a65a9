import { expect, test } from "@playwright/test";
import { allRoutes, frenchRoutes } from "./spec-routes";

test("the sitemap lists every public URL, in both languages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(locations.sort()).toEqual([...allRoutes, ...frenchRoutes].sort());
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Allow: /");
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("the RSS feed has the nine articles, newest first", async ({ request, page }) => {
  const xml = await (await request.get("/rss.xml")).text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
  expect(links).toHaveLength(9);
  expect(links[0]).toBe("/blogs/landing-page-compliance-checklist");
  expect(links.at(-1)).toBe("/blogs/native-advertising-trends");
  await page.goto("/");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/rss.xml",
  );
});
