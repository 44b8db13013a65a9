/**
 * Issue 26 items 1 and 2 on the marketing pages: the sample consent certificate (the console's own
 * component) on home and compliance in both languages, labelled as a sample, real text, readable
 * and without sideways scroll on a 390 px phone; the lead's path as an ordered list; the
 * replacement policy as a labelled example; CPL against CPA as a captioned table; the pull quotes
 * linked to their articles. Axe on each page.
 */
import { expect, type Page, test } from "@playwright/test";
import { about } from "../../app/content/about";
import { compliance } from "../../app/content/compliance";
import { certificateSample as sampleEn } from "../../app/content/consent-certificate";
import { about as aboutFr } from "../../app/content/fr/about";
import { compliance as complianceFr } from "../../app/content/fr/compliance";
import { certificateSample as sampleFr } from "../../app/content/fr/consent-certificate";
import { home as homeFr } from "../../app/content/fr/home";
import { industries as industriesFr } from "../../app/content/fr/industries";
import { services as servicesFr } from "../../app/content/fr/services";
import { home } from "../../app/content/home";
import { industries } from "../../app/content/industries";
import { pathIn } from "../../app/content/public-paths";
import { leadConsentSha256 } from "../../app/content/sample-certificate";
import { services } from "../../app/content/services";
import { consentTexts } from "../../app/domain/consent";
import { expectNoAxeViolations } from "./support/axe";

const languages = [
  { locale: "en", prefix: "", sample: sampleEn, home, compliance, services, about, industries },
  {
    locale: "fr",
    prefix: "/fr",
    sample: sampleFr,
    home: homeFr,
    compliance: complianceFr,
    services: servicesFr,
    about: aboutFr,
    industries: industriesFr,
  },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

for (const { locale, prefix, sample, ...copy } of languages) {
  for (const path of [pathIn("/", locale), pathIn("/compliance", locale)]) {
    test(`${path} shows the sample consent certificate as text, labelled as a sample`, async ({ page }) => {
      await page.goto(path);
      const certificate = page.getByRole("figure", { name: sample.title });
      await expect(certificate).toBeVisible();
      await expect(certificate.getByText(sample.label, { exact: true })).toBeVisible();
      await expect(certificate).toContainText(sample.person.name);
      await expect(certificate).toContainText(sample.person.company!);
      await expect(certificate.locator("blockquote")).toHaveText(consentTexts.lead[locale].text);
      await expect(certificate).toContainText(consentTexts.lead[locale].version);
      await expect(certificate).toContainText(leadConsentSha256[locale]);
      await expect(certificate.getByRole("heading", { name: sample.labels.verification })).toBeVisible();
      await expect(certificate).toContainText(sample.labels.verified);
      await expect(certificate).toContainText(sample.note);
      await expectNoAxeViolations(page);
    });

    test(`${path} is readable on a 390 px phone: no sideways scroll, no text under 12 px, zoom allowed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expectNoSidewaysScroll(page);
      const certificate = page.getByRole("figure", { name: sample.title });
      const smallest = await certificate.evaluate((figure) =>
        Math.min(
          ...[...figure.querySelectorAll("*")]
            .filter((element) =>
              [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
            )
            .map((element) => parseFloat(getComputedStyle(element).fontSize)),
        ),
      );
      expect(smallest).toBeGreaterThanOrEqual(12);
      const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
      expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(?:\.0)?\b/);
    });
  }

  test(`${prefix || "/"} draws the lead's path as an ordered list`, async ({ page }) => {
    await page.goto(prefix || "/");
    const path = page.getByRole("list", { name: copy.home.path.label });
    await expect(path).toHaveJSProperty("tagName", "OL");
    await expect(path.getByRole("listitem")).toHaveCount(copy.home.path.steps.length);
    for (const step of copy.home.path.steps) {
      await expect(path.getByRole("heading", { name: step.title })).toBeVisible();
    }
  });

  test(`${pathIn("/compliance", locale)} works the replacement policy through, labelled as an example`, async ({
    page,
  }) => {
    await page.goto(pathIn("/compliance", locale));
    const example = page.getByRole("figure", { name: copy.compliance.quality.example.title });
    await expect(example.getByText(copy.compliance.quality.example.label, { exact: true })).toBeVisible();
    await expect(example).toContainText(copy.compliance.quality.example.note);
    await expect(example.locator("dt")).toHaveText(
      copy.compliance.quality.example.steps.map((step) => step.term),
    );
  });

  test(`${prefix}/services compares CPL and CPA in a captioned table linked to the article`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/services`);
    const table = page.getByRole("table", { name: copy.services.comparison.caption });
    await expect(table).toBeVisible();
    await expect(table.locator("caption")).toHaveText(copy.services.comparison.caption);
    await expect(table.getByRole("columnheader")).toHaveText(copy.services.comparison.columns);
    await expect(table.locator("tbody tr")).toHaveCount(copy.services.comparison.rows.length);
    await page.getByRole("link", { name: copy.services.comparison.article }).click();
    await expect(page.locator("h1")).toHaveText(copy.services.comparison.article);
    await page.goBack();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  for (const [name, pagePath, quote] of [
    ["about", pathIn("/about", locale), copy.about.quote],
    ["industries", pathIn("/industries", locale), copy.industries.quote],
  ] as const) {
    test(`${locale} ${name} quotes one of our articles and links to it`, async ({ page }) => {
      await page.goto(pagePath);
      const pullQuote = page.locator("figure", { has: page.locator("blockquote") });
      await expect(pullQuote.locator("blockquote")).toHaveText(quote.text);
      await expectNoAxeViolations(page);
      await pullQuote.getByRole("link", { name: quote.article }).click();
      await expect(page.locator("h1")).toHaveText(quote.article);
    });
  }
}
