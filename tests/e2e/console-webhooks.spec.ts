/**
 * The console's webhook endpoints (issue 25, ADR 038 §9), as an owner uses them: the events offered,
 * bad input refused field by field, an endpoint added with the keyboard and its signing secret shown
 * once; an endpoint's page with a failed delivery whose answer is shown as text, its changes, and
 * the replacement of its secret and its removal, which ask for the password (ADR 028). A member of staff who is not an owner, and a
 * visitor signed out, are refused both pages however the path is spelled. Axe on every state. Each
 * test uses receivers of its own, so the two projects run side by side on the shared database.
 */
import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_STAFF_PASSWORD, expectNoSidewaysScroll, signInAs } from "./support/console";

const EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "lead.assigned",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.attended",
  "booking.no_show",
  "person.erased",
];

/** A receiver's URL of this test's own, with a token in its path as CRMs' often have. */
function receiverFor(testInfo: TestInfo, name: string): string {
  return `https://${name}-${testInfo.project.name}.crm.example/hooks/${randomUUID().slice(0, 8)}`;
}

/** An endpoint added as `npm run webhooks -- add` adds one. */
async function addedEndpoint(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.post("/__e2e__/webhooks", { data: { url, eventTypes: ["lead.created"] } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

const notice = (page: Page) => page.getByRole("main").getByRole("status");
const addForm = (page: Page) => page.getByRole("region", { name: "Add an endpoint" });

test.describe("the console's webhooks", () => {
  test("an owner sees the events, is refused bad input, adds an endpoint with the keyboard and sees its secret once", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "owner");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const form = addForm(page);
    const events = form.getByRole("group", { name: "Events to send" });
    for (const type of EVENT_TYPES)
      await expect(events.getByRole("checkbox", { name: type, exact: true })).not.toBeChecked();
    await expect(events.getByRole("checkbox", { name: "lead.created" })).toHaveAccessibleDescription(
      "A visitor sent the contact form: the new lead and their answers.",
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Plain http, and no event: both refused, each under its field, and nothing stored.
    const refusedUrl = receiverFor(testInfo, "refused").replace("https:", "http:");
    await form.getByLabel("Receiver URL").fill(refusedUrl);
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(form.getByLabel("Receiver URL")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Receiver URL")).toHaveAccessibleDescription(
      /Use https: webhooks carry personal information and are never sent in clear\./,
    );
    await expect(events).toHaveAccessibleDescription("Choose at least one event to send.");
    await expect(form.getByLabel("Receiver URL")).toHaveValue(refusedUrl);
    await expect(page.getByRole("table", { name: /Webhook endpoints/ }).getByText(refusedUrl)).toHaveCount(0);
    await expect(page.getByText(refusedUrl, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // With the keyboard: the URL, two events checked with the space bar, then the button.
    const url = receiverFor(testInfo, "added");
    await form.getByLabel("Receiver URL").fill(url);
    await form.getByLabel("Receiver URL").press("Tab");
    await expect(events.getByRole("checkbox", { name: "lead.created" })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(events.getByRole("checkbox", { name: "lead.assigned" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(events.getByRole("checkbox", { name: "booking.created" })).toBeFocused();
    await page.keyboard.press("Space");
    await form.getByRole("button", { name: "Add endpoint" }).focus();
    await page.keyboard.press("Enter");

    const origin = new URL(url).origin;
    await expect(notice(page)).toHaveText(
      `Endpoint added for ${origin}. Copy its signing secret now: it will not be shown again.`,
    );
    const secretField = page.getByRole("textbox", { name: "Signing secret" });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expect(secretField).toHaveAccessibleDescription(/It will not be shown again/);
    // The form is empty again, ready for another.
    await expect(form.getByLabel("Receiver URL")).toHaveValue("");
    const row = page.getByRole("row").filter({ hasText: url });
    await expect(row).toContainText("lead.created");
    await expect(row).toContainText("booking.created");
    await expect(row).toContainText("Enabled");
    await expect(row).toContainText("Never");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Once: neither the list nor the endpoint's page shows it again.
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: url })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole("row").filter({ hasText: url }).getByRole("link", { name: origin }).click();
    await expect(page.getByRole("heading", { level: 1, name: origin })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
  });

  test("an endpoint's page shows a failed delivery's answer as text, sends again, tests, disables, and asks for the password to replace the secret and remove", async ({
    page,
  }, testInfo) => {
    const owner = await signInAs(page, "owner");
    const url = receiverFor(testInfo, "detail");
    const endpointId = await addedEndpoint(page.request, url);
    const excerpt = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>\n${"Bad request ".repeat(200)}`;
    const seeded = await page.request.post("/__e2e__/webhook-deliveries", {
      data: { endpointId, statusCode: 400, excerpt },
    });
    expect(seeded.ok()).toBe(true);
    const { eventId } = (await seeded.json()) as { eventId: string };
    const messageId = `msg_${eventId.replaceAll("-", "")}`;

    await page.goto(`/admin/webhooks/${endpointId}`);
    const origin = new URL(url).origin;
    await expect(page.getByRole("heading", { level: 1, name: origin })).toBeVisible();
    const settings = page.getByRole("region", { name: "Endpoint", exact: true });
    await expect(settings).toContainText(url);
    await expect(settings).toContainText("lead.created");
    const deliveries = page.getByRole("region", { name: "Recent deliveries" });
    const delivery = deliveries.getByRole("listitem").filter({ hasText: messageId });
    await expect(delivery).toContainText("Failed");
    await expect(delivery).toContainText("1 attempt");
    await expect(delivery).toContainText("HTTP 400");
    await expect(delivery).toContainText("182 ms");
    // The receiver's answer is text: shown as sent, never run.
    const answer = delivery.locator("pre");
    await expect(answer).toContainText(`<img src=x onerror="document.title='pwned'"><script>`);
    await expect(delivery.locator("pre img, pre script")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
    expect(await answer.evaluate((pre) => pre.scrollHeight > pre.clientHeight)).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await delivery.getByRole("button", { name: `Send again ${messageId}` }).click();
    await expect(notice(page)).toContainText("Queued again under the same webhook-id");
    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect(notice(page)).toHaveText("Test event queued: it goes out within a few seconds.");
    await expect(deliveries).toContainText("webhook.test (test)");

    await page.getByRole("button", { name: "Disable" }).click();
    await expect(notice(page)).toContainText("Disabled: its deliveries are held");
    await expect(settings).toContainText("Disabled by an owner");
    await expect(settings).toContainText("held until it is enabled");
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(notice(page)).toContainText("Enabled");
    await expect(settings).not.toContainText("held until it is enabled");

    // The password was given longer ago than a removal allows: it is asked first.
    expect((await page.request.post(`/__e2e__/staff/${owner.id}/password-due`)).ok()).toBe(true);
    await page.reload();
    const passwordCheck = page.getByRole("region", { name: "Confirm it is you" });
    await expect(passwordCheck).toBeVisible();
    await page.getByRole("button", { name: "Remove the endpoint" }).click();
    await expect(passwordCheck.getByRole("alert")).toHaveText(
      "Confirm your password first: this change needs it within the last 10 minutes.",
    );
    await expectNoAxeViolations(page);
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("row").filter({ hasText: url })).toHaveCount(1);

    await page.goto(`/admin/webhooks/${endpointId}`);
    await passwordCheck.getByLabel("Your password").fill(E2E_STAFF_PASSWORD);
    await passwordCheck.getByRole("button", { name: "Confirm password" }).click();
    await expect(notice(page)).toContainText("Password confirmed");
    await expect(passwordCheck).toHaveCount(0);
    await page.getByRole("button", { name: "Replace the signing secret" }).click();
    await expect(notice(page)).toContainText("Signing secret replaced. The previous one also signs until");
    await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveValue(
      /^whsec_[A-Za-z0-9+/]{43}=$/,
    );
    await expect(settings).toContainText("the previous secret also signs until");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Remove the endpoint" }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks\?done=removed$/);
    await expect(notice(page)).toHaveText("Endpoint removed, with its deliveries.");
    await expect(page.getByRole("row").filter({ hasText: url })).toHaveCount(0);
    expect((await page.request.get(`/admin/webhooks/${endpointId}`)).status()).toBe(404);
  });

  test("a member of staff who is not an owner, and a visitor signed out, are refused both pages however spelled", async ({
    page,
    playwright,
  }, testInfo) => {
    const endpointId = await addedEndpoint(page.request, receiverFor(testInfo, "refused"));
    const paths = [
      "/admin/webhooks",
      "/admin/%77ebhooks",
      `/admin/webhooks/${endpointId}`,
      `/admin/%77ebhooks/${endpointId}`,
      `/ADMIN/webhooks/${endpointId}`,
    ];
    const add = { intent: "add", url: receiverFor(testInfo, "refused-post"), events: "lead.created" };
    const headers = { Origin: new URL(baseURL).origin };

    const signedOut = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
    for (const path of paths) {
      const response = await signedOut.get(path);
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toMatch(/^\/admin\/sign-in\?next=/);
      expect((await signedOut.post(path, { form: add, headers })).status(), path).toBe(401);
    }
    await signedOut.dispose();

    await signInAs(page, "staff");
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Webhooks" }),
    ).toHaveCount(0);
    for (const path of paths) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
      expect((await page.request.post(path, { form: add, headers, maxRedirects: 0 })).status(), path).toBe(
        403,
      );
      expect(
        (await page.request.post(path, { form: { intent: "remove" }, headers, maxRedirects: 0 })).status(),
        path,
      ).toBe(403);
    }
    expect((await page.goto("/admin/webhooks"))?.status()).toBe(403);
    const stored = await page.request.get(
      `/__e2e__/find?text=${encodeURIComponent(new URL(add.url).hostname)}`,
    );
    expect(await stored.json()).toEqual({});
  });
});
