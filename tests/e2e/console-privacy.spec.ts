/**
 * The console's Emails, Proof of consent and Privacy requests screens (issue 11, points 5 to 7 and
 * the erasure of point 11), as a member of staff uses them, bad input included; after an erasure,
 * nothing personal about the person can be found in the console or the database.
 */
import { expect, type Page, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSidewaysScroll, signInAs } from "./support/console";
import { failEmail, personFor, storePerson, type StoredPerson, tablesHolding } from "./support/privacy";

/** A console form posted as the browser would, from the console's own origin. */
function postForm(page: Page, path: string, form: Record<string, string | undefined>) {
  const fields = Object.fromEntries(
    Object.entries(form).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return page.request.post(path, {
    form: fields,
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
}

async function downloadJson(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return {
    name: download.suggestedFilename(),
    json: JSON.parse(await readFile((await download.path())!, "utf8")),
  };
}

test.describe("Emails", () => {
  test("lists the outbox by state and resends a failed email", async ({ page }, testInfo) => {
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "resend"));
    const failedId = await failEmail(page.request, { leadId: person.leadId }, "lead-confirmation");

    await page.goto("/admin/emails?state=failed");
    await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Failed/ })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ hasText: person.email });
    await expect(row).toContainText("Lead confirmation to the visitor");
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("12 attempts");
    await expect(row).toContainText("Last error: 550 5.1.1 Mailbox unavailable");
    await expect(row.getByRole("link", { name: "Lead" })).toHaveAttribute(
      "href",
      `/admin/leads/${person.leadId}`,
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await row.getByRole("button", { name: /^Resend/ }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Queued again");
    // The worker sends it: it leaves the failed list and arrives among the sent ones.
    await expect
      .poll(async () => {
        const stored = await (
          await page.request.get(`/__e2e__/leads?email=${encodeURIComponent(person.email)}`)
        ).json();
        return (stored.emails as { id: string; status: string }[]).find((email) => email.id === failedId)
          ?.status;
      })
      .toBe("sent");
    await page.goto("/admin/emails?state=failed");
    await expect(page.getByRole("row").filter({ hasText: person.email })).toHaveCount(0);

    await page.getByRole("link", { name: /^Sent/ }).click();
    await expect(page).toHaveURL(/state=sent/);
    await expect(page.getByRole("link", { name: /^Sent/ })).toHaveAttribute("aria-current", "page");
  });

  test("refuses to resend a sent or unknown email, and bad input, with a message", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "refuse"));
    const failedId = await failEmail(page.request, { leadId: person.leadId }, "lead-notification");
    const resent = await postForm(page, "/admin/emails", { intent: "resend", emailId: failedId });
    expect(resent.status()).toBe(200);
    // Now queued (or already sent again): not failed, so not resent.
    const again = await postForm(page, "/admin/emails", { intent: "resend", emailId: failedId });
    expect(again.status()).toBe(400);
    expect(await again.text()).toMatch(/still queued|was sent: only a failed email can be resent/);

    const unknown = await postForm(page, "/admin/emails", {
      intent: "resend",
      emailId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status()).toBe(404);
    for (const form of [
      { intent: "resend", emailId: "not-an-id" },
      { intent: "resend", emailId: "" },
      { intent: "resend" },
      { intent: "delete", emailId: failedId },
      { intent: "resend", emailId: `${failedId}\u0000` },
      { intent: "resend", emailId: "\ud800" },
    ]) {
      const response = await postForm(page, "/admin/emails", form);
      expect(response.status(), JSON.stringify(form)).toBe(400);
    }

    for (const query of [
      "state=bounced",
      "cursor=0",
      "cursor=%00",
      "cursor=abc",
      `cursor=${"A".repeat(5_000)}`,
    ]) {
      const response = await page.goto(`/admin/emails?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("shows a failed resend's refusal on the page, announced", async ({ page }, testInfo) => {
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "twice"));
    await failEmail(page.request, { leadId: person.leadId }, "lead-confirmation");
    await page.goto("/admin/emails?state=failed");
    const row = page.getByRole("row").filter({ hasText: person.email });
    // A colleague resent it a moment earlier, from another browser.
    const resend = row.getByRole("button", { name: /^Resend/ });
    const emailId = await row.locator('input[name="emailId"]').getAttribute("value");
    expect((await postForm(page, "/admin/emails", { intent: "resend", emailId: emailId! })).status()).toBe(
      200,
    );
    await resend.click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(/still queued|was sent/);
  });
});

test.describe("Proof of consent", () => {
  test("shows a lead's consent certificate, verified, printable and downloadable", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "certificate"));
    await page.goto(`/admin/leads/${person.leadId}/consent`);

    await expect(page.getByRole("heading", { level: 1, name: "Proof of consent" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(
      "By submitting this form, I agree to be contacted by email and phone about your lead-generation services.",
    );
    await expect(main).toContainText("lead-v1-2026-11-21");
    await expect(main).toContainText("Verified: the SHA-256 of the stored text matches the stored hash.");
    await expect(main).toContainText(
      "The stored text is the text the site publishes as version lead-v1-2026-11-21.",
    );
    await expect(main).toContainText("2026-11-26T15:25:00.000Z");
    await expect(main).toContainText("Thursday, November 26, 2026 at 10:25 AM EST");
    for (const value of [
      person.name,
      person.email,
      person.ip,
      person.userAgent,
      person.pageUrl,
      "America/Toronto",
    ]) {
      await expect(main).toContainText(value);
    }
    await expect(main).toContainText("utm_campaign: privacy");
    await expect(main).toContainText("30 seconds");
    await expectNoAxeViolations(page);

    // On paper: no console chrome, no buttons, black on white, the links' addresses written out.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    const lead = page.getByRole("link", { name: /^Lead from/ });
    expect(await lead.evaluate((link) => getComputedStyle(link, "::after").content)).toBe(
      `" (http://localhost:3000/admin/leads/${person.leadId})"`,
    );
    expect(await page.locator("article").evaluate((article) => getComputedStyle(article).color)).toBe(
      "rgb(0, 0, 0)",
    );
    await expect(main).toContainText(`/admin/leads/${person.leadId}/consent`);
    await page.emulateMedia({ media: "screen" });

    const { name, json } = await downloadJson(page, () =>
      page.getByRole("link", { name: "Download JSON" }).click(),
    );
    expect(name).toBe(`consent-lead-${person.leadId}.json`);
    expect(json).toMatchObject({
      document: "Proof of consent",
      subject: { type: "lead", id: person.leadId, email: person.email, erased: false },
      consent: { version: "lead-v1-2026-11-21", receivedAtUtc: "2026-11-26T15:25:00.000Z" },
      verification: { matchesStoredSha256: true, isPublishedTextOfVersion: true },
      circumstances: { ipAddress: person.ip, userAgent: person.userAgent },
      erasure: null,
    });
    const response = await page.request.get(`/admin/leads/${person.leadId}/consent.json`);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="consent-lead-/);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("shows a booking's certificate, and a mismatch once the stored text was changed", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "tamper"));
    await page.goto(`/admin/bookings/${person.bookingId}/consent`);
    await expect(page.getByRole("main")).toContainText("I agree to be contacted about my inquiry");
    await expect(page.getByRole("main")).toContainText(/For the booking: Meeting on \w+day/);
    await expect(page.getByRole("main")).toContainText("Verified");

    await page.request.post("/__e2e__/consent-records/tamper", {
      data: { leadId: person.leadId, consentText: "I agree to anything at all." },
    });
    await page.goto(`/admin/leads/${person.leadId}/consent`);
    await expect(page.getByRole("main")).toContainText("I agree to anything at all.");
    await expect(page.getByRole("main")).toContainText(
      "Mismatch: the SHA-256 of the stored text does not match the stored hash.",
    );
    await expect(page.getByRole("main")).toContainText("differs from the text the site publishes");
    await expectNoAxeViolations(page);
    const { json } = await downloadJson(page, () =>
      page.getByRole("link", { name: "Download JSON" }).click(),
    );
    expect(json.verification.matchesStoredSha256).toBe(false);
  });

  test("answers 404 for a lead or booking that does not exist", async ({ page }) => {
    await signInAs(page, "staff");
    for (const path of [
      "/admin/leads/00000000-0000-4000-8000-000000000000/consent",
      "/admin/bookings/not-an-id/consent",
      `/admin/leads/${"9".repeat(5000)}/consent`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    }
    const json = await page.request.get("/admin/bookings/00000000-0000-4000-8000-000000000000/consent.json");
    expect(json.status()).toBe(404);
  });
});

test.describe("Privacy requests", () => {
  const find = async (page: Page, email: string) => {
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Find" }).click();
  };

  test("refuses what is not an address, and says when nothing is held", async ({ page }) => {
    await signInAs(page, "staff");
    await page.goto("/admin/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [typed, message] of [
      ["", "Email is required"],
      ["not-an-address", "Please enter a valid email address"],
      ["a@", "Please enter a valid email address"],
    ] as const) {
      await find(page, typed);
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        "Please correct the fields marked below.",
      );
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    }
    await find(page, "nobody-at-all@privacy.example");
    await expect(
      page.getByRole("heading", { name: /Held about nobody-at-all@privacy.example/ }),
    ).toBeVisible();
    await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Erase/ })).toHaveCount(0);
    for (const form of [
      { intent: "search", email: "x\u0000@example.com" },
      { intent: "search" },
      { intent: "nonsense" },
    ]) {
      expect((await postForm(page, "/admin/privacy", form)).status(), JSON.stringify(form)).toBe(400);
    }
    expect((await postForm(page, "/admin/privacy/export", { email: "bad" })).status()).toBe(400);
    expect((await page.request.get("/admin/privacy/export")).status()).toBe(405);
  });

  test("finds, exports and erases one person; afterwards nothing personal is in the console or the database", async ({
    page,
  }, testInfo) => {
    test.slow(); // several screens, each checked with axe, and the database searched value by value
    await signInAs(page, "staff");
    const person = await storePerson(page.request, personFor(testInfo, "erase"));
    await failEmail(page.request, { leadId: person.leadId }, "lead-confirmation");

    await page.goto("/admin/privacy");
    await find(page, person.email.toUpperCase());
    // Focused once the page has reloaded its data after the search, not only shown: the answer is
    // drawn while the page is still saving, its tables inside a disabled fieldset, which axe reads.
    await expect(page.getByRole("heading", { name: `Held about ${person.email}` })).toBeFocused();
    const leads = page.getByRole("region", { name: "Leads held" });
    await expect(leads).toContainText(`${person.name}, ${person.company}`);
    await expect(page.getByRole("region", { name: "Bookings held" })).toContainText(person.name);
    await expect(page.getByRole("region", { name: "Emails held" })).toContainText("Failed");
    await expectNoAxeViolations(page);

    const exported = await downloadJson(page, () =>
      page.getByRole("button", { name: "Download everything as JSON" }).click(),
    );
    expect(exported.name).toMatch(/^personal-data-2026-11-26-[0-9a-f]{12}\.json$/);
    expect(exported.json).toMatchObject({
      emailAddress: person.email,
      leads: [{ id: person.leadId, name: person.name, phone: person.phone, message: person.message }],
      bookings: [{ id: person.bookingId, goals: person.goals }],
    });
    expect(exported.json.consentRecords).toHaveLength(2);
    expect(JSON.stringify(exported.json)).not.toMatch(/token=(?!\[manage token withheld\])/);

    // Bad input first: nothing is erased.
    const erase = page.getByRole("button", { name: "Erase everything about this address" });
    await erase.click();
    await expect(page.getByText("Please give the reason for the erasure")).toBeVisible();
    await expect(page.getByText("Type the address again, as shown above, to confirm")).toBeVisible();
    await expect(page.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Reason").fill(`Asked on the phone by ${person.name}`);
    await page.getByLabel(/^Type .* to confirm$/).fill("someone-else@example.com");
    await erase.click();
    await expect(page.getByText("Type the address again, as shown above, to confirm")).toBeVisible();
    await page.getByLabel(/^Type .* to confirm$/).fill(person.email.toUpperCase());
    await erase.click();
    await expect(
      page.getByText(/The reason is kept after the erasure: leave out the person's name/),
    ).toBeVisible();
    await expect(leads).toContainText(person.name);
    await expectNoAxeViolations(page);

    await page.getByLabel("Reason").fill("Asked on the phone, ticket 8812");
    await page.getByLabel(/^Type .* to confirm$/).fill(person.email);
    await erase.click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Erased: 1 lead, 1 booking (1 upcoming cancelled, without emails), 2 consent records kept as hashes",
    );
    const personal = [
      person.name,
      person.email,
      person.phone,
      person.company,
      person.message,
      person.goals,
      person.ip,
    ];
    const onScreen = async () => {
      const text = (await page.locator("body").innerText()).toLowerCase();
      for (const value of personal)
        expect(text, `"${value}" on ${page.url()}`).not.toContain(value.toLowerCase());
    };
    // The page was asked about the address, so it says which: the address itself is in the heading and form.
    await expect(leads).toContainText("Erased");
    await expect(page.getByRole("region", { name: "Bookings held" })).toContainText("Erased");
    await expect(
      page.getByText("Nothing personal is left to erase: every record above is erased."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A fresh page knows nothing of the address until it is asked; then it finds only erased records.
    await page.goto("/admin/privacy");
    await onScreen();
    await find(page, person.email);
    await expect(leads).toContainText("Erased");
    await expect(leads).not.toContainText(person.name);
    await expect(page.getByRole("button", { name: /^Erase/ })).toHaveCount(0);

    for (const path of [
      `/admin/leads/${person.leadId}/consent`,
      `/admin/bookings/${person.bookingId}/consent`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText("Erased at the person's request");
      await expect(page.getByRole("main")).toContainText("Asked on the phone, ticket 8812");
      await expect(page.getByRole("main")).toContainText(/Evidence hash \(SHA-256\)\s*[0-9a-f]{64}/);
      await expect(page.getByRole("main")).toContainText("Verified");
      await onScreen();
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/emails");
    await onScreen();
    await page.goto("/admin/emails?state=failed");
    await onScreen();

    // And in the database, in any table, in any row:
    for (const value of personal) expect(await tablesHolding(page.request, value), value).toEqual({});
  });

  test("an erasure that raced another is refused, with the records shown as they now are", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "staff");
    const person: StoredPerson = await storePerson(page.request, personFor(testInfo, "race"));
    await page.goto("/admin/privacy");
    await find(page, person.email);
    // The search has answered before the colleague's erasure, so the page shows the records as
    // they were: a search answered after it would show nothing left to erase, and no form.
    await expect(page.getByLabel("Reason")).toBeVisible();
    // A colleague erases first.
    const first = await postForm(page, "/admin/privacy", {
      intent: "erase",
      email: person.email,
      confirmation: person.email,
      reason: "Request by letter",
    });
    expect(first.status()).toBe(200);
    await page.getByLabel("Reason").fill("Request by letter");
    await page.getByLabel(/^Type .* to confirm$/).fill(person.email);
    await page.getByRole("button", { name: "Erase everything about this address" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Nothing personal is held about this address any more.",
    );
    await expect(page.getByRole("region", { name: "Leads held" })).toContainText("Erased");
  });
});
