import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";

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
