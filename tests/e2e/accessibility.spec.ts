import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { allRoutes, frenchRoutes } from "./spec-routes";

const routes = [...allRoutes, "/this-page-does-not-exist", ...frenchRoutes, "/fr/page-introuvable"];

for (const path of routes) {
  test(`${path} has no axe violations and no console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    // Reflow (WCAG 1.4.10): nothing makes the page scroll sideways, even on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    // The 404 page logs its path on purpose, and the browser reports the 404 response itself.
    const unexpected = errors.filter((e) => !e.includes("404"));
    expect(unexpected).toEqual([]);
  });
}

test("the open mobile menu has no axe violations", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 1024, "the menu is for small screens");
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the blog with no match has no axe violations", async ({ page }) => {
  await page.goto("/blogs?q=nothing-matches-this");
  await expect(page.getByText("No articles found matching your search criteria.")).toBeVisible();
  await expectNoAxeViolations(page);
});
