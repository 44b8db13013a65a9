/**
 * The console's end-to-end helpers: an account of the wanted role, created through the e2e
 * server's hook, and signed in through the real sign-in form.
 */
import { expect, type Page, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";

export const E2E_STAFF_PASSWORD = "a long enough e2e passphrase";

export interface E2eStaff {
  id: string;
  email: string;
  password: string;
}

/** A new account with its own address, so parallel tests never share one. */
export async function createStaff(
  request: APIRequestContext,
  role: "owner" | "staff",
  options: { totpSecret?: string } = {},
): Promise<E2eStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@staff.example.com`;
  const response = await request.post("/__e2e__/staff", {
    data: { email, role, password: E2E_STAFF_PASSWORD, ...options },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return { id, email, password: E2E_STAFF_PASSWORD };
}

export async function signIn(page: Page, staff: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A new account of this role, signed in on this page; the console's first screen is open. */
export async function signInAs(page: Page, role: "owner" | "staff"): Promise<E2eStaff> {
  const staff = await createStaff(page.request, role);
  await signIn(page, staff);
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
  return staff;
}

/** On a phone too, the page itself never scrolls sideways: wide tables scroll in their own box. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Delays the reloads of the console's data (a single-fetch GET on `/admin/….data`, with any
 * `?_routes=` or `?date=` query) by `ms`, as a slow connection would: what a page shows between a
 * save's answer and its reloaded data can then be seen. Posts go through at once.
 */
export async function delayPageData(page: Page, ms = 1500) {
  await page.route(
    (url) => url.pathname.startsWith("/admin/") && url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}
