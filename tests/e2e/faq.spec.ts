import { expect, test } from "@playwright/test";
import { home } from "../../app/content/home";

test("the FAQ keeps one answer open at a time and a click on the open one closes it", async ({ page }) => {
  await page.goto("/");
  const items = page.locator("details[name='faq']");
  await expect(items).toHaveCount(6);
  const summary = (i: number) => items.nth(i).locator("summary");
  const openCount = () => page.locator("details[name='faq'][open]").count();

  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(page.getByText(home.faq.items[0]!.answer)).toBeVisible();

  await summary(2).click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  expect(await openCount()).toBe(1);
  await expect(page.getByText(home.faq.items[2]!.answer)).toBeVisible();
  await expect(page.getByText(home.faq.items[0]!.answer)).toBeHidden();

  await summary(2).click();
  expect(await openCount()).toBe(0);
});

test("the FAQ works from the keyboard", async ({ page }) => {
  await page.goto("/");
  const second = page.locator("details[name='faq']").nth(1);
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(second).not.toHaveAttribute("open");
});
