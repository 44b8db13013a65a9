import { expect, type Page } from "@playwright/test";

/** Hydrated pages start React after the first paint; wait for it before using what it adds. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}
