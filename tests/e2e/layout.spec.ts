import { expect, type Page, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { gotoHydrated } from "./support/hydration";

const headerLinks = ["/services", "/compliance", "/industries", "/about", "/blogs"];
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The header's navigation as the visitor sees it: the bar on desktop, the menu on mobile. */
async function openNavigation(page: Page) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    return menu;
  }
  return page.getByRole("navigation", { name: "Main" });
}

test("the header has the five links, phone, cities, both buttons and the language switch", async ({
  page,
}) => {
  await page.goto("/");
  const nav = await openNavigation(page);
  // On a phone the menu also holds the phone, the two buttons and the switch to French.
  await expect(nav.getByRole("link")).toHaveCount(headerLinks.length + (isMobile(page) ? 4 : 0));
  for (const href of headerLinks) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  const scope = isMobile(page) ? nav : page.locator("header > div:not([popover])");
  await expect(scope.getByRole("link", { name: site.phone.display })).toBeVisible();
  await expect(scope.getByText("Toronto • Ottawa", { exact: true })).toBeVisible();
  await expect(scope.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/book-a-call");
  await expect(scope.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  await expect(scope.getByRole("link", { name: "Lire cette page en français" })).toHaveAttribute(
    "href",
    "/fr",
  );
});

test("the footer has quick links, legal links, contact details and this year", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  for (const href of [
    "/",
    "/services",
    "/compliance",
    "/industries",
    "/about",
    "/blogs",
    "/contact",
    "/privacy",
    "/terms",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole("link", { name: site.phone.display })).toBeVisible();
  await expect(footer).toContainText("Toronto • Ottawa");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
  // "Maplewise Leads Inc." ends its own sentence: one stop, not two.
  await expect(footer).toContainText(`${site.legalName} All rights reserved.`);
  await expect(footer).not.toContainText("..");
});

test("the footer year follows the visitor's clock, not the build's", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
  await page.goto("/about");
  await expect(page.locator("footer")).toContainText(`© 2031 ${site.legalName}`);
});

test.describe("the active link", () => {
  const cases = [
    { path: "/", active: null },
    { path: "/services", active: "/services" },
    { path: "/blogs", active: "/blogs" },
    { path: "/blogs/cpl-vs-cpa", active: "/blogs" },
    { path: "/contact", active: null },
  ];
  for (const { path, active } of cases) {
    test(`on ${path} it is ${active ?? "none of the five"}`, async ({ page }) => {
      await page.goto(path);
      const nav = await openNavigation(page);
      const current = nav.locator('a[aria-current="page"]');
      if (active) await expect(current).toHaveAttribute("href", active);
      else await expect(current).toHaveCount(0);
    });
  }

  test("the brand link to / matches exactly", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('header a[href="/"]').first()).toHaveAttribute("aria-current", "page");
    await page.goto("/services");
    await expect(page.locator('header a[href="/"]').first()).not.toHaveAttribute("aria-current", "page");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
});

test("the header is transparent at the top and blurred after 20 px of scrolling", async ({ page }) => {
  for (const path of ["/about", "/blogs"]) {
    await page.goto(path);
    const header = page.locator("header[data-site-header]");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).not.toHaveAttribute("data-scrolled");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
  }
});

test.describe("the mobile menu", () => {
  test.beforeEach(({ page }) => test.skip(!isMobile(page), "the menu is for small screens"));

  for (const from of ["/about", "/blogs"]) {
    test(`opens and closes when a link is chosen (from ${from})`, async ({ page }) => {
      if (from === "/blogs") await gotoHydrated(page, from);
      else await page.goto(from);
      const toggle = page.getByRole("button", { name: "Menu" });
      // Its icon says what a press does: open (three bars), or close (a cross).
      const [bars, cross] = [toggle.locator("svg.lucide-menu"), toggle.locator("svg.lucide-x")];
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(bars).toBeVisible();
      await expect(cross).toBeHidden();
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(cross).toBeVisible();
      await expect(bars).toBeHidden();
      await menu.getByRole("link", { name: "Compliance" }).click();
      await expect(page).toHaveURL(/\/compliance$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" }).locator("svg.lucide-menu")).toBeVisible();
    });
  }

  test("closes with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("a client-side navigation scrolls to the top of the new page", async ({ page }) => {
  await gotoHydrated(page, "/blogs");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator("footer").getByRole("link", { name: "Compliance" }).click();
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.locator("h1")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the manifest and favicon are served", async ({ request }) => {
  const manifest = await request.get("/site.webmanifest");
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).name).toBe(site.brand);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
});

test("the closing band has as much room below it as above, and the footer wears its near-black", async ({
  page,
}) => {
  await page.goto("/services");
  const band = page.locator("section#closing-cta, section[aria-labelledby='closing-cta-title']").last();
  const { above, below, gapToFooter, bandColour, footerColour } = await band.evaluate((section) => {
    const inner = section.firstElementChild as HTMLElement;
    const footer = document.querySelector("footer")!;
    const style = getComputedStyle(section);
    return {
      above: style.paddingTop,
      below: style.paddingBottom,
      gapToFooter: footer.getBoundingClientRect().top - section.getBoundingClientRect().bottom,
      bandColour: getComputedStyle(inner).backgroundColor,
      footerColour: getComputedStyle(footer).backgroundColor,
    };
  });
  expect(below).toBe(above);
  expect(gapToFooter).toBe(0);
  expect(footerColour).toBe(bandColour);
});

test("the closing band's rings stay clear of its text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const band = page.locator("section[aria-labelledby='closing-cta-title'] > div");
  const rings = (await band.locator("svg").first().boundingBox())!;
  // The outer ring's centre and outer edge: r 150 and a stroke of 36 in a 400-unit square.
  const centre = { x: rings.x + rings.width / 2, y: rings.y + rings.height / 2 };
  const outerRadius = (rings.width * (150 + 36 / 2)) / 400;
  for (const text of [band.locator("h2"), band.locator("p")]) {
    const box = (await text.boundingBox())!;
    const dx = Math.max(box.x - centre.x, 0, centre.x - (box.x + box.width));
    const dy = Math.max(box.y - centre.y, 0, centre.y - (box.y + box.height));
    expect(Math.hypot(dx, dy)).toBeGreaterThan(outerRadius);
  }
});

test("/contact meets the footer without a white strip, and no page it shows scrolls sideways at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/contact", "/privacy", "/terms", "/blogs", "/fr/blogue"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await page.goto("/contact");
  const gap = await page.locator("footer").evaluate((footer) => {
    const last = document.querySelector("main")!.lastElementChild!;
    return footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
  });
  expect(gap).toBe(0);
});
