/**
 * The French site (issue 24, ADR 036): every French page answers in French, pairs with its English
 * counterpart through hreflang on both sides, offers the switch to the same page in the other
 * language, and shows no English a visitor would read.
 */
import { expect, type Page, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { site } from "../../app/content/site";
import { gotoHydrated } from "./support/hydration";
import { frenchRoutes } from "./spec-routes";

type Alternates = Record<string, string>;

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;
const enMessages = catalogue("en");
const frMessages = catalogue("fr") as Record<string, string>;

async function alternatesOf(page: Page): Promise<Alternates> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute("hreflang")!,
        new URL(element.getAttribute("href")!).pathname,
      ]),
    );
  return Object.fromEntries(links);
}

for (const path of frenchRoutes) {
  test(`${path} is French and pairs with its English page`, async ({ page, request }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${site.brand}$`));
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator('meta[property="og:locale"]').getAttribute("content")).toBe("fr_CA");
    // Its structured data (a WebPage, or an article's own) is in French too.
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text) as { inLanguage?: string } | { inLanguage?: string }[],
    );
    expect(structured.filter((item) => item.inLanguage).map((item) => item.inLanguage)).toEqual(["fr-CA"]);

    const alternates = await alternatesOf(page);
    expect(alternates["fr-CA"]).toBe(path);
    expect(alternates["x-default"]).toBe(alternates["en-CA"]);
    const english = alternates["en-CA"]!;
    expect((await request.get(english)).status()).toBe(200);
    // The English page names the same pair.
    await page.goto(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    expect(await alternatesOf(page)).toEqual(alternates);
    // Its switch leads back here.
    await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

/**
 * Catalogue entries whose English French never uses ("Contact" is both): a text of the page equal
 * to one of them is English left behind. The English page's switch is named "Français", the name
 * French itself gives its language (the sample certificate's language of consent).
 */
const frenchTexts = new Set(Object.values(frMessages));
const englishEntries = new Set(
  Object.entries(enMessages)
    .filter(
      ([key, text]) => typeof text === "string" && !frenchTexts.has(text) && key !== "language_switch_name",
    )
    .map(([, text]) => text as string)
    .filter((text) => !text.includes("{")),
);

/** Words of English that French never uses, read in running text. */
const englishOnlyWords = /\b(?:the|your|and|with|our|you|for|this|that|please|from)\b/i;

/** What the page's visitor reads: text nodes (scripts, styles, the switch's own name aside). */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, [lang^='en']")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest("[lang^='en']")) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

for (const path of [...frenchRoutes, "/fr/page-introuvable"]) {
  test(`${path} shows no English`, async ({ page }) => {
    await page.goto(path);
    const texts = await readableTexts(page);
    const leftBehind = texts.filter((text) => englishEntries.has(text) || englishOnlyWords.test(text));
    expect(leftBehind).toEqual([]);
  });
}

test("a French 404 is in French and leads to the French home page", async ({ page }) => {
  const response = await page.goto("/fr/page-introuvable");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.locator("h1")).toHaveText(frMessages.not_found_title!);
  await page.getByRole("link", { name: frMessages.return_home! }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test("the language switch keeps the blog's filter, as linked and as chosen on the page", async ({ page }) => {
  await page.goto("/blogs?category=Compliance");
  await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/blogue\?category=Compliance$/);
  await expect(page.getByRole("status")).toHaveText("2 articles affichés");

  // Chosen on the page by its script, which writes it into the address only.
  await gotoHydrated(page, "/blogs");
  await page.getByRole("button", { name: "Lead Gen" }).click();
  await expect(page).toHaveURL(/\/blogs\?category=Lead\+Gen$/);
  await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/blogue\?category=Lead\+Gen$/);
  await expect(page.getByRole("status")).toHaveText("3 articles affichés");
});

test("the language switch of a prerendered page keeps a campaign's tags", async ({ page }) => {
  await page.goto("/services?utm_source=newsletter&utm_campaign=quebec");
  await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/services\?utm_source=newsletter&utm_campaign=quebec$/);
  await page.getByRole("link", { name: "Read this page in English" }).first().click();
  await expect(page).toHaveURL(/\/services\?utm_source=newsletter&utm_campaign=quebec$/);
});

test("nothing redirects by Accept-Language", async ({ request }) => {
  const english = await request.get("/compliance", {
    headers: { "Accept-Language": "fr-CA,fr;q=0.9" },
    maxRedirects: 0,
  });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('lang="en-CA"');
  const french = await request.get("/fr/conformite", {
    headers: { "Accept-Language": "en-CA" },
    maxRedirects: 0,
  });
  expect(french.status()).toBe(200);
  expect(await french.text()).toContain('lang="fr-CA"');
});

test("each language has its own feed, and the sitemap pairs every page", async ({ request }) => {
  const feed = await (await request.get("/fr/rss.xml")).text();
  expect(feed).toContain("<language>fr-ca</language>");
  expect(feed).toContain("/fr/blogue/cout-par-prospect-ou-cout-par-acquisition</link>");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of frenchRoutes) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>.*hreflang="fr-CA" href="[^"]*${path}"`));
  }
});
