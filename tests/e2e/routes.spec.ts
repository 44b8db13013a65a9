import { expect, test } from "@playwright/test";
import { about } from "../../app/content/about";
import { articleIds } from "../../app/content/blog-ids";
import { compliance } from "../../app/content/compliance";
import { home } from "../../app/content/home";
import { industries } from "../../app/content/industries";
import { privacy } from "../../app/content/privacy";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { terms } from "../../app/content/terms";
import { allRoutes } from "./spec-routes";
import { gotoHydrated } from "./support/hydration";

const pages: { path: string; h1: string | RegExp; title: string }[] = [
  { path: "/", h1: home.hero.title, title: home.meta.title },
  { path: "/services", h1: services.hero.title, title: services.meta.title },
  { path: "/compliance", h1: compliance.hero.title, title: compliance.meta.title },
  { path: "/industries", h1: industries.hero.title, title: industries.meta.title },
  { path: "/about", h1: about.hero.title, title: about.meta.title },
  { path: "/blogs", h1: `The ${site.brand} blog`, title: "Blog" },
  { path: "/contact", h1: "Start your lead journey", title: "Contact Us" },
  { path: "/book-a-call", h1: /Book/, title: "Book a Call" },
  { path: "/privacy", h1: "Privacy policy", title: privacy.meta.title },
  { path: "/terms", h1: "Terms of service", title: terms.meta.title },
];

for (const { path, h1, title } of pages) {
  test(`${path} answers 200 with its title and one h1`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | ${site.brand}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(h1);
  });
}

for (const id of articleIds) {
  test(`/blogs/${id} answers 200 with the 'title | brand' pattern`, async ({ page }) => {
    const response = await page.goto(`/blogs/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${site.brand}$`));
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

test("every page sets its description, social tags and canonical URL", async ({ page }) => {
  await page.goto("/services");
  const content = (selector: string) => page.locator(selector).getAttribute("content");
  expect(await content('meta[name="description"]')).toBe(services.meta.description);
  expect(await content('meta[property="og:title"]')).toBe(`${services.meta.title} | ${site.brand}`);
  expect(await content('meta[property="og:description"]')).toBe(services.meta.description);
  expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/services$/);
});

/** The meta tags of an HTML page, by their property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const key = attribute("property") ?? attribute("name");
    const value = attribute("content");
    if (key && value !== undefined) tags.set(key, value.replaceAll("&amp;", "&"));
  }
  return tags;
}

test("every public page names its own 1200×630 PNG social image, served with the site's headers", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of [...allRoutes, "/no/such/page"]) {
    const response = await request.get(path);
    const tags = metaTags(await response.text());
    const image = tags.get("og:image");
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    expect(tags.get("twitter:image"), path).toBe(image);
    expect(tags.get("twitter:card"), path).toBe("summary_large_image");
    expect([tags.get("og:image:width"), tags.get("og:image:height")], path).toEqual(["1200", "630"]);
    expect(tags.get("og:image:alt"), path).toContain(site.brand);
    expect(tags.get("twitter:image:alt"), path).toBe(tags.get("og:image:alt"));

    // The build's SITE_URL is not the address the tests use: ask this server for the same path.
    const imagePath = new URL(image!).pathname;
    if (path === "/no/such/page") {
      expect(imagePath, "a page without its own image shows the home page's").toBe("/og/home.png");
      continue;
    }
    expect(seen.has(imagePath), `${path} shares ${imagePath}`).toBe(false);
    seen.add(imagePath);
    const png = await request.get(imagePath);
    expect(png.status(), imagePath).toBe(200);
    expect(png.headers()["content-type"], imagePath).toBe("image/png");
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], `${imagePath}: IHDR width and height`).toEqual([
      1200, 630,
    ]);
    expect(png.headers()["cache-control"], imagePath).toBe("public, max-age=3600");
    expect(png.headers()["x-content-type-options"], imagePath).toBe("nosniff");
    expect(png.headers()["content-security-policy"], imagePath).toContain("default-src 'self'");
  }
});

test("content pages ship no framework JavaScript; the blog list is hydrated", async ({ page }) => {
  await page.goto("/about");
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("src")));
  expect(scripts).toEqual(["/site.js"]);
  await expect(page.locator("script:not([src]):not([type='application/ld+json'])")).toHaveCount(0);

  await gotoHydrated(page, "/blogs");
});

test("the Services page has five cards, each with its three buttons", async ({ page }) => {
  await page.goto("/services");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) {
    await expect(card.getByText("Key features")).toBeVisible();
    await expect(card.getByText("When to use")).toBeVisible();
    await expect(card.getByText("What you get")).toBeVisible();
    for (const href of ["/contact", "/book-a-call", "/compliance"]) {
      await expect(card.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  }
});

test("the Home page has its four lists of four and a closing call to action", async ({ page }) => {
  await page.goto("/");
  // The four reasons, beside the sample consent certificate (which has lists of its own).
  await expect(page.locator("section[aria-labelledby='why-title'] ul").first().locator("> li")).toHaveCount(
    4,
  );
  await expect(page.locator("section[aria-labelledby='channels-title'] li:has(h3)")).toHaveCount(4);
  await expect(page.locator("section[aria-labelledby='benefits-title'] li")).toHaveCount(4);
  await expect(page.locator("details[name='faq']")).toHaveCount(6);
  const main = page.locator("main");
  await expect(main.locator('a[href="/contact"]')).toHaveCount(2);
  await expect(main.locator('a[href="/about"]')).toHaveCount(1);
});

test("the Compliance page lists every consent field and replacement reason", async ({ page }) => {
  await page.goto("/compliance");
  for (const text of [
    "Timestamp",
    "IP address and user agent",
    "Consent text version",
    "Source page and channel",
    "Geographic location",
    "Geographic mismatch",
    "Spam or fraud",
    "Unreachable contact details",
  ]) {
    await expect(page.getByRole("heading", { name: text, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: /Failure to meet/ })).toBeVisible();
  await expect(page.locator('main a[href="/contact"]')).not.toHaveCount(0);
});

test("the Industries page has five cards, each with a call to action to /contact", async ({ page }) => {
  await page.goto("/industries");
  const cards = page.locator("main ul > li[id]");
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) await expect(card.locator('a[href="/contact"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/compliance"]')).not.toHaveCount(0);
});

test("the About page has six differentiators, four teams and four values", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("section[aria-labelledby='differentiators-title'] li")).toHaveCount(6);
  await expect(page.locator("section[aria-labelledby='teams-title'] li")).toHaveCount(4);
  await expect(page.locator("section[aria-labelledby='values-title'] li")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: about.mission.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: about.vision.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: about.canada.title })).toBeVisible();
});

test("Privacy and Terms are effective January 1, 2024 and cover every topic", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("Effective date: January 1, 2024")).toBeVisible();
  for (const id of ["collection", "use", "cookies", "sharing", "retention", "rights", "contact", "updates"]) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
  await page.goto("/terms");
  await expect(page.getByText("Effective date: January 1, 2024")).toBeVisible();
  for (const id of [
    "scope",
    "acceptable-use",
    "disclaimers",
    "liability",
    "intellectual-property",
    "confidentiality",
    "termination",
    "governing-law",
    "contact",
    "updates",
  ]) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
  await expect(page.locator("section#liability")).toContainText("12 months");
  await expect(page.locator("section#governing-law")).toContainText("Ontario");
});
