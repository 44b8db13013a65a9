import { expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { officeHours } from "../../app/content/office-hours";
import { site } from "../../app/content/site";
import { E2E_NOW } from "../../playwright.config";
import { bookingPolicyWords } from "../../app/domain/booking-policy";
import { consentTexts } from "../../app/domain/consent";
import {
  answers,
  completeSteps,
  consentBox,
  draftOf,
  field,
  fillContact,
  fillIndustryAndTerritories,
  fillRoleAndIntent,
  fillSpecifications,
  formTokenOf,
  nextButton,
  openFunnel,
  previousButton,
  seedDraft,
  stepHeading,
  storedLeads,
  submitButton,
  uniqueEmail,
  waitForTheServersFiveSeconds,
} from "./support/lead-funnel";

const THANK_YOU = "Thanks—your request was received";

/** Every request the page sends to the leads endpoint. */
function leadRequests(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/leads")) sent.push(request);
  });
  return sent;
}

function consoleMessages(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

test.describe("the /contact page", () => {
  test("has the hero, the talk-first card, the contact column and the learn-more links", async ({ page }) => {
    await openFunnel(page);
    await expect(page.getByRole("heading", { level: 1, name: "Start your lead journey" })).toBeVisible();
    const talkFirst = page.getByRole("region", { name: "Prefer to talk first?" });
    await expect(talkFirst).toContainText(`free ${bookingPolicyWords.meetingLengthAdjective} consultation`);
    await expect(talkFirst.getByRole("link")).toHaveAttribute("href", "/book-a-call");
    const details = page.getByRole("region", { name: "Contact details" });
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(details.getByRole("link", { name: site.phone.display })).toBeVisible();
    // A prerendered page: the zone is named as it is all year, not "EST" in summer too.
    await expect(details).toContainText("Monday-Friday 9 AM-6 PM Eastern Time");
    await expect(details).toContainText("Toronto");
    await expect(details).toContainText("Ottawa");
    await expect(page.getByRole("region", { name: "What to expect" }).getByRole("listitem")).toHaveCount(4);
    const learnMore = page.getByRole("region", { name: "Prefer to learn more first?" });
    for (const href of ["/compliance", "/industries", "/blogs"]) {
      await expect(learnMore.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
});

test.describe("the lead funnel", () => {
  test("saves a whole request with its campaign parameters and consent record, then thanks the visitor", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "happy");
    const a = answers(email);
    await openFunnel(
      page,
      "/contact?utm_source=google&utm_medium=cpc&utm_campaign=casl-audit-2026&utm_content=ad-b&utm_term=pay+per+lead",
      { referer: "https://www.google.ca/" },
    );
    await expect(page.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "Step 1 of 5: Contact information",
    );
    await completeSteps(page, a);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");

    // The review shows every answer, by its label.
    const review = page.locator("form");
    for (const value of [
      a.name,
      a.email,
      a.company,
      a.phone,
      a.role,
      a.intent,
      a.industry,
      "Canada, United States",
      a.budget,
      a.volume,
      a.leadType,
      a.message,
    ]) {
      await expect(review).toContainText(value);
    }
    await expect(consentBox(page)).toHaveAccessibleName(consentTexts.lead.en.text);
    await expect(page.locator("form").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(page.locator("form").getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await consentBox(page).check();

    await page.clock.fastForward(61_000);
    await waitForTheServersFiveSeconds(page);
    const sent = leadRequests(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: THANK_YOU })).toBeFocused();
    await expect(page.getByText(`A confirmation email is on its way to ${email}`)).toBeVisible();
    await expect(page.getByText("within 24 hours on business days")).toBeVisible();
    const thanks = page.getByRole("region", { name: THANK_YOU });
    await expect(thanks.getByRole("link", { name: site.phone.display })).toBeVisible();
    await expect(thanks.getByRole("link", { name: site.email })).toBeVisible();
    await expect(thanks).toContainText(officeHours);
    await expect(thanks.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "Start your lead journey" })).toHaveCount(0);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = sent[0]!.postDataJSON() as Record<string, unknown>;
    expect(body.timeToComplete).toBeGreaterThanOrEqual(61_000);
    expect(body.formToken).toBe(await formTokenOf(page));
    expect(Date.parse(String(body.submissionTime))).toBeGreaterThan(Date.parse(E2E_NOW));
    expect(body).not.toHaveProperty("company_website");

    const dataLayer = await page.evaluate(() => window.dataLayer);
    expect(dataLayer).toEqual([
      {
        event: "lead_form_submit",
        leadType: "qualified-leads",
        industry: "finance-insurance",
        budget: "25k-50k",
        territories_count: 2,
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "casl-audit-2026",
      },
    ]);
    expect(await page.evaluate(() => localStorage.getItem("leadFunnelProgress"))).toBeNull();

    const stored = await storedLeads(page, email);
    expect(stored.leads).toHaveLength(1);
    const lead = stored.leads[0]!;
    expect(lead).toMatchObject({
      name: a.name,
      company: a.company,
      phone: a.phone,
      role: "decision-maker",
      intent: "1-3months",
      industry: "finance-insurance",
      territories: ["Canada", "United States"],
      budget: "25k-50k",
      volume: "500-1000",
      leadType: "qualified-leads",
      message: a.message,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "casl-audit-2026",
      utmContent: "ad-b",
      utmTerm: "pay per lead",
      referrer: "https://www.google.ca/",
      timeToCompleteMs: body.timeToComplete,
    });
    expect(stored.consentRecords).toHaveLength(1);
    expect(stored.consentRecords[0]).toMatchObject({
      leadId: lead.id,
      consentText: consentTexts.lead.en.text,
      consentVersion: consentTexts.lead.en.version,
      referrer: "https://www.google.ca/",
      utm: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "casl-audit-2026",
        utm_content: "ad-b",
        utm_term: "pay per lead",
      },
      timeToCompleteMs: body.timeToComplete,
    });
    expect(String(stored.consentRecords[0]!.pageUrl)).toContain("/contact?utm_source=google");
    expect(stored.consentRecords[0]!.visitorTimeZone).toBeTruthy();
    expect(stored.emails.map((row) => row.recipient)).toContain(email);
  });

  test("shows every message of spec.md and keeps Next from advancing until each step is valid", async ({
    page,
  }, testInfo) => {
    const a = answers(uniqueEmail(testInfo, "messages"));
    await openFunnel(page);
    // Nothing to go back to on step 1, so no Previous at all.
    await expect(previousButton(page)).toHaveCount(0);

    // Step 1: nothing entered.
    await nextButton(page).click();
    await expect(stepHeading(page, "Contact information")).toBeVisible();
    await expect(field(page, "Full name")).toBeFocused();
    await expect(field(page, "Full name")).toHaveAccessibleDescription("Name is required");
    await expect(field(page, "Work email")).toHaveAccessibleDescription("Email is required");
    await expect(field(page, "Company")).toHaveAccessibleDescription("Company is required");
    // Validation runs on every change.
    await field(page, "Full name").fill(a.name);
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await field(page, "Work email").fill("priya@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await nextButton(page).click();
    await expect(field(page, "Work email")).toBeFocused();
    await field(page, "Work email").fill(a.email);
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await nextButton(page).click();
    await expect(field(page, "Company")).toBeFocused();
    await field(page, "Company").fill(a.company);
    // The phone is optional and has no format rule.
    await field(page, "Phone").fill("call me after 3");
    await nextButton(page).click();

    // Step 2.
    await expect(stepHeading(page, "Role & intent")).toBeFocused();
    await expect(previousButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expect(page.getByText("Please select your role")).toBeVisible();
    await expect(page.getByText("Please select your timeline")).toBeVisible();
    await expect(stepHeading(page, "Role & intent")).toBeVisible();
    await fillRoleAndIntent(page, a);
    await expect(page.getByText("Please select your role")).toHaveCount(0);
    await nextButton(page).click();

    // Step 3.
    await expect(stepHeading(page, "Industry & territories")).toBeFocused();
    await nextButton(page).click();
    await expect(field(page, "Industry")).toBeFocused();
    await expect(field(page, "Industry")).toHaveAccessibleDescription("Please select your industry");
    await expect(page.getByText("Please select at least one territory")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(6);
    await page.getByRole("checkbox", { name: "Canada" }).check();
    await page.getByRole("checkbox", { name: "Canada" }).uncheck();
    await expect(page.getByText("Please select at least one territory")).toBeVisible();
    await fillIndustryAndTerritories(page, a);
    await nextButton(page).click();

    // Step 4.
    await expect(stepHeading(page, "Lead specifications")).toBeFocused();
    await nextButton(page).click();
    await expect(field(page, "Monthly lead budget")).toHaveAccessibleDescription(
      /Please select your budget range/,
    );
    await expect(field(page, "Expected monthly volume")).toHaveAccessibleDescription(
      /Please select expected volume/,
    );
    await expect(page.getByText("Please select lead type")).toBeVisible();
    await fillSpecifications(page, a);
    await nextButton(page).click();

    // Step 5: consent is required.
    await expect(stepHeading(page, "Review & submit")).toBeFocused();
    await expect(nextButton(page)).toHaveCount(0);
    const sent = leadRequests(page);
    await submitButton(page).click();
    await expect(consentBox(page)).toBeFocused();
    await expect(consentBox(page)).toHaveAccessibleDescription("Please provide consent to contact you");
    expect(sent).toHaveLength(0);

    // Previous goes back freely, and the answers are still there.
    await previousButton(page).click();
    await expect(stepHeading(page, "Lead specifications")).toBeFocused();
    await expect(field(page, "Anything else we should know?")).toHaveValue(a.message);
  });

  test("says an empty email is required, and keeps a focused invalid field's red border and outline", async ({
    page,
  }) => {
    await openFunnel(page);
    await expect(nextButton(page)).toBeVisible();
    await nextButton(page).click();
    const name = field(page, "Full name");
    await expect(name).toBeFocused();
    await expect(field(page, "Work email")).toHaveAccessibleDescription("Email is required");
    // danger-700, border and outline alike, with the bar down the left edge that says it by shape.
    const danger = "rgb(180, 35, 24)";
    await expect(name).toHaveCSS("border-top-color", danger);
    await expect(name).toHaveCSS("outline-color", danger);
    await expect(name).toHaveCSS("outline-style", "solid");
    await expect(name).toHaveCSS("box-shadow", /inset/);
    // A valid field, focused, wears the brand's focus colour.
    await field(page, "Full name").fill("Priya Shah");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(name).not.toHaveCSS("border-top-color", danger);
  });

  test("has no sideways scroll at 390 px on the contact page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFunnel(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("goes back to any step from the review and returns to the review with Next", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "edit");
    await seedDraft(page, draftOf(email, 5));
    await openFunnel(page);
    await expect(stepHeading(page, "Review & submit")).toBeVisible();
    await page.getByRole("button", { name: "Edit Industry & territories" }).click();
    await expect(stepHeading(page, "Industry & territories")).toBeFocused();
    await page.getByRole("checkbox", { name: "European Union" }).check();
    await nextButton(page).click();
    await nextButton(page).click();
    await expect(page.locator("form")).toContainText("Canada, European Union");
  });

  test("keeps a draft of the values and the step through a reload", async ({ page }, testInfo) => {
    const a = answers(uniqueEmail(testInfo, "draft"));
    await openFunnel(page);
    await fillContact(page, a);
    await nextButton(page).click();
    await page.getByRole("radio", { name: a.role }).check();
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem("leadFunnelProgress")))!);
    expect(draft).toMatchObject({ name: a.name, email: a.email, role: "decision-maker", currentStep: 2 });

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(stepHeading(page, "Role & intent")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByRole("radio", { name: a.role })).toBeChecked();
    await previousButton(page).click();
    await expect(field(page, "Full name")).toHaveValue(a.name);
    await expect(field(page, "Work email")).toHaveValue(a.email);
    await expect(field(page, "Phone")).toHaveValue(a.phone);
  });

  test("asks for consent again after a reload instead of keeping it in the draft", async ({
    page,
  }, testInfo) => {
    await seedDraft(page, draftOf(uniqueEmail(testInfo, "consent"), 5));
    await openFunnel(page);
    await consentBox(page).check();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(stepHeading(page, "Review & submit")).toBeVisible();
    await expect(consentBox(page)).not.toBeChecked();
  });

  test("starts fresh, with the campaign parameters, when the saved draft cannot be read", async ({
    page,
  }) => {
    const messages = consoleMessages(page);
    await seedDraft(page, "{not json");
    await openFunnel(page, "/contact?utm_source=newsletter&utm_campaign=winter");
    await expect(stepHeading(page, "Contact information")).toBeVisible();
    await expect(field(page, "Full name")).toHaveValue("");
    expect(
      messages.some((m) => m.startsWith("warning: The saved lead request draft could not be read")),
    ).toBe(true);

    await field(page, "Full name").fill("Marc Tremblay");
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem("leadFunnelProgress")))!);
    expect(draft).toMatchObject({ name: "Marc Tremblay", utm_source: "newsletter", utm_campaign: "winter" });
  });

  test("merges a restored draft with this visit's campaign parameters", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "merge");
    await seedDraft(page, draftOf(email, 5, { utm_source: "linkedin", utm_medium: "social" }));
    await openFunnel(page, "/contact?utm_source=google&utm_campaign=spring");
    await consentBox(page).check();
    await page.clock.fastForward(10_000);
    await waitForTheServersFiveSeconds(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    const { leads } = await storedLeads(page, email);
    expect(leads[0]).toMatchObject({ utmSource: "google", utmMedium: "social", utmCampaign: "spring" });
  });

  test("blocks a submit sooner than 5 seconds after load, silently", async ({ page }, testInfo) => {
    const messages = consoleMessages(page);
    await seedDraft(page, draftOf(uniqueEmail(testInfo, "fast"), 5));
    await openFunnel(page);
    const sent = leadRequests(page);
    await consentBox(page).check();
    await submitButton(page).click();
    await expect.poll(() => messages).toContain("warning: Form submitted too quickly");
    expect(sent).toHaveLength(0);
    await expect(stepHeading(page, "Review & submit")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("blocks a submit with the honeypot filled, silently, and keeps the honeypot from people", async ({
    page,
  }, testInfo) => {
    const messages = consoleMessages(page);
    await seedDraft(page, draftOf(uniqueEmail(testInfo, "honeypot"), 5));
    await openFunnel(page);
    const honeypot = page.locator('input[name="company_website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Company website" })).toHaveCount(0);
    expect(await honeypot.evaluate((input) => input.closest("[aria-hidden=true]") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);

    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-leads.example";
    });
    const sent = leadRequests(page);
    await consentBox(page).check();
    await page.clock.fastForward(30_000);
    await submitButton(page).click();
    await expect.poll(() => messages).toContain("warning: Honeypot field filled");
    expect(sent).toHaveLength(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("drops a request posted straight to the API unless the page's form token is 5 s old by the server's clock", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "direct");
    await openFunnel(page);
    const formToken = await formTokenOf(page);
    const { company_website: _honeypot, ...values } = JSON.parse(draftOf(email, 5)) as Record<
      string,
      unknown
    >;
    const lead = {
      ...values,
      consent: true,
      submissionTime: new Date(E2E_NOW).toISOString(),
      // What a bot claims; the server does not ask the browser how long it took.
      timeToComplete: 60_000,
    };
    const send = (body: object) => page.request.post("/api/leads", { data: body });

    for (const body of [lead, { ...lead, formToken: "forged.token" }, { ...lead, formToken }]) {
      const answer = await send(body);
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toEqual({ id: expect.any(String) });
    }
    expect((await storedLeads(page, email)).leads).toHaveLength(0);

    await waitForTheServersFiveSeconds(page);
    expect((await send({ ...lead, formToken })).status()).toBe(201);
    expect((await storedLeads(page, email)).leads).toHaveLength(1);
  });

  test("keeps the draft and offers to try again when the request cannot be sent", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "retry");
    await seedDraft(page, draftOf(email, 5));
    await openFunnel(page);
    let failures = 0;
    await page.route("**/api/leads", async (route) => {
      failures++;
      if (failures === 1) await route.abort("internetdisconnected");
      else await route.fulfill({ status: 503, json: { error: "Service unavailable" } });
    });
    const sent = leadRequests(page);
    await consentBox(page).check();
    await page.clock.fastForward(10_000);
    await submitButton(page).click();
    // The client retries after 1 s and 2 s before it gives up.
    await page.clock.runFor(1_000);
    await page.clock.runFor(2_000);
    const alert = page.getByRole("alert").filter({ hasText: "Your request was not sent." });
    await expect(alert).toBeVisible();
    // The server answered the last try (503): it was reached, and the message says so.
    await expect(alert).toContainText(
      "Our server could not save your request just now, so nothing was saved.",
    );
    await expect(alert.getByRole("link", { name: site.email })).toBeVisible();
    await expect(alert.getByRole("link", { name: site.phone.display })).toBeVisible();
    // The toast points to the alert; it does not say the same sentence a second time.
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications).toContainText("Not sent yet: the form says what went wrong");
    await expect(notifications).not.toContainText("Your request was not sent");
    await expect(alert.getByRole("button", { name: "Try again" })).toBeFocused();
    expect(failures).toBe(3);
    expect(await page.evaluate(() => localStorage.getItem("leadFunnelProgress"))).toContain(email);
    expect((await storedLeads(page, email)).leads).toHaveLength(0);

    await page.unroute("**/api/leads");
    await waitForTheServersFiveSeconds(page);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    // Every try of the same answers carried the same key and body, so a lost answer cannot store it twice.
    expect(new Set(sent.map((request) => request.headers()["idempotency-key"])).size).toBe(1);
    expect(new Set(sent.map((request) => request.postData())).size).toBe(1);
    expect((await storedLeads(page, email)).leads).toHaveLength(1);
  });

  test("shows the server's field messages on their step", async ({ page }, testInfo) => {
    await seedDraft(page, draftOf(uniqueEmail(testInfo, "server-400"), 5));
    await openFunnel(page);
    await page.route("**/api/leads", (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: "Some fields need attention.",
          fieldErrors: { email: "Please enter a valid email address" },
        },
      }),
    );
    await consentBox(page).check();
    await page.clock.fastForward(10_000);
    await submitButton(page).click();
    await expect(stepHeading(page, "Contact information")).toBeVisible();
    await expect(field(page, "Work email")).toBeFocused();
    await expect(field(page, "Work email")).toHaveAccessibleDescription("Please enter a valid email address");
  });

  test("scrolls the funnel to 80 px below the top of the window on a step change", async ({
    page,
  }, testInfo) => {
    await openFunnel(page);
    await fillContact(page, answers(uniqueEmail(testInfo, "scroll")));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nextButton(page).click();
    await expect(stepHeading(page, "Role & intent")).toBeFocused();
    await expect.poll(async () => Math.round((await page.locator("form").boundingBox())!.y)).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 0));
    await previousButton(page).click();
    await expect.poll(async () => Math.round((await page.locator("form").boundingBox())!.y)).toBe(80);
  });

  test("can be completed with the keyboard alone", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "keyboard");
    await openFunnel(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.name || element?.textContent || "";
      });
    /** Presses Tab until the focus is on the control of that name (or the button of that text). */
    async function tabTo(target: string) {
      for (let i = 0; i < 40 && (await focused()) !== target; i++) await page.keyboard.press("Tab");
      expect(await focused()).toBe(target);
    }

    await tabTo("name");
    await page.keyboard.type("Priya Raman");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Northshore Insurance");
    await page.keyboard.press("Enter"); // Enter in a text field means Next.

    await expect(stepHeading(page, "Role & intent")).toBeFocused();
    await tabTo("role");
    await page.keyboard.press("Space"); // the first role
    await tabTo("intent");
    await page.keyboard.press("ArrowDown"); // the second timeline
    await tabTo("Next");
    await page.keyboard.press("Enter");

    await expect(stepHeading(page, "Industry & territories")).toBeFocused();
    await tabTo("industry");
    await page.keyboard.press("ArrowDown");
    await tabTo("territories");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // the second territory
    await tabTo("Next");
    await page.keyboard.press("Enter");

    await expect(stepHeading(page, "Lead specifications")).toBeFocused();
    await tabTo("budget");
    await page.keyboard.press("ArrowDown");
    await tabTo("volume");
    await page.keyboard.press("ArrowDown");
    await tabTo("leadType");
    await page.keyboard.press("Space");
    await tabTo("Next");
    await page.keyboard.press("Enter");

    await expect(stepHeading(page, "Review & submit")).toBeFocused();
    const form = page.locator("form");
    for (const label of [
      "Decision Maker",
      "1-3 months",
      "Finance & Insurance",
      "Canada",
      "Under $10,000",
      "Under 100",
      "Qualified Leads",
    ]) {
      await expect(form).toContainText(label);
    }
    await tabTo("consent");
    await page.keyboard.press("Space");
    await page.clock.fastForward(30_000);
    await waitForTheServersFiveSeconds(page);
    await tabTo("Submit Request");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeFocused();
    expect((await storedLeads(page, email)).leads).toHaveLength(1);
  });

  test("has no axe violations on any step, with messages shown, nor on the thank-you view", async ({
    page,
  }, testInfo) => {
    test.slow(); // an axe scan of every step and the thank-you view
    const a = answers(uniqueEmail(testInfo, "axe"));
    await openFunnel(page);
    const fills = [fillContact, fillRoleAndIntent, fillIndustryAndTerritories, fillSpecifications];
    for (const fill of fills) {
      await nextButton(page).click(); // shows the step's messages
      await expectNoAxeViolations(page);
      await fill(page, a);
      await nextButton(page).click();
    }
    await submitButton(page).click();
    await expectNoAxeViolations(page);
    await consentBox(page).check();
    await page.clock.fastForward(10_000);
    await waitForTheServersFiveSeconds(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
