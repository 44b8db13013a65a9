import { expect, type Page, type TestInfo } from "@playwright/test";
import { E2E_NOW } from "../../../playwright.config";
import { MIN_TIME_TO_COMPLETE_MS } from "../../../app/domain/lead-request";
import { gotoHydrated } from "./hydration";

/** An address no other test uses, so that the stored lead can be found by it. */
export function uniqueEmail(testInfo: TestInfo, label: string) {
  const slug = `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  return `${slug.toLowerCase().replace(/[^a-z0-9-]/g, "-")}@northshore-insurance.example`;
}

export interface Answers {
  name: string;
  email: string;
  company: string;
  phone: string;
  role: string;
  intent: string;
  industry: string;
  territories: string[];
  budget: string;
  volume: string;
  leadType: string;
  message: string;
}

export function answers(email: string): Answers {
  return {
    name: "Priya Raman",
    email,
    company: "Northshore Insurance",
    phone: "(416) 555-0199",
    role: "Decision Maker",
    intent: "1-3 months",
    industry: "Finance & Insurance",
    territories: ["Canada", "United States"],
    budget: "$25,000 - $50,000",
    volume: "500 - 1,000",
    leadType: "Qualified Leads",
    message: "Term life and critical illness leads in Ontario and Quebec, CASL express consent only.",
  };
}

/** The values a saved draft holds for these answers, by option value. */
export function draftOf(email: string, currentStep: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    name: "Priya Raman",
    email,
    company: "Northshore Insurance",
    phone: "",
    role: "decision-maker",
    intent: "1-3months",
    industry: "finance-insurance",
    territories: ["Canada"],
    budget: "25k-50k",
    volume: "500-1000",
    leadType: "qualified-leads",
    message: "",
    consent: false,
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_content: "",
    utm_term: "",
    referrer: "",
    currentStep,
    ...extra,
  });
}

/** Puts a draft in local storage before the page's own scripts run, on the first load only. */
export async function seedDraft(page: Page, draft: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("leadFunnelProgress", value);
      sessionStorage.setItem("seeded", "yes");
    }
  }, draft);
}

const formTokens = new WeakMap<Page, Promise<string>>();

/** /contact with the browser's clock under the test's control, and the form token it is given. */
export async function openFunnel(page: Page, path = "/contact", options: { referer?: string } = {}) {
  await page.clock.install({ time: new Date(E2E_NOW) });
  const formToken = page
    .waitForResponse((response) => new URL(response.url()).pathname === "/api/leads/form-token")
    .then(async (response) => ((await response.json()) as { formToken: string }).formToken);
  // A test that sends no lead may end before the token arrives, which rejects the wait ("Test
  // ended"): unawaited, that failed the test. A test that reads the token still gets the rejection.
  formToken.catch(() => undefined);
  formTokens.set(page, formToken);
  if (options.referer) {
    await page.goto(path, { referer: options.referer });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  } else {
    await gotoHydrated(page, path);
  }
}

/**
 * Waits, in real time, until the server's form token is old enough to pass its 5-second guard.
 * The browser's clock is the test's to move; the server times the form by its own, real clock
 * (app/server/form-token.server.ts), so a test that sends a lead waits here first. The wait runs
 * from the moment written in the token, not from the request: on a busy machine the server can
 * answer a second or more after it was asked.
 */
export async function waitForTheServersFiveSeconds(page: Page) {
  const [payload = ""] = (await formTokenOf(page)).split(".");
  const issuedAt = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { t: number }).t;
  const remaining = issuedAt + MIN_TIME_TO_COMPLETE_MS + 250 - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** The form token the server gave the form once it ran (GET /api/leads/form-token). */
export async function formTokenOf(page: Page): Promise<string> {
  const token = formTokens.get(page);
  if (!token) throw new Error("Open the form with openFunnel(), which notes the token it is given");
  return token;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by its label, whether or not the label carries the required star. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
export const stepHeading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: title });
export const nextButton = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
export const previousButton = (page: Page) => page.getByRole("button", { name: "Previous", exact: true });
export const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Request" });

export async function fillContact(page: Page, a: Answers) {
  await field(page, "Full name").fill(a.name);
  await field(page, "Work email").fill(a.email);
  await field(page, "Company").fill(a.company);
  await field(page, "Phone").fill(a.phone);
}

export async function fillRoleAndIntent(page: Page, a: Answers) {
  await page.getByRole("radio", { name: a.role }).check();
  await page.getByRole("radio", { name: a.intent }).check();
}

export async function fillIndustryAndTerritories(page: Page, a: Answers) {
  await field(page, "Industry").selectOption({ label: a.industry });
  for (const territory of a.territories) await page.getByRole("checkbox", { name: territory }).check();
}

export async function fillSpecifications(page: Page, a: Answers) {
  await field(page, "Monthly lead budget").selectOption({ label: a.budget });
  await field(page, "Expected monthly volume").selectOption({ label: a.volume });
  await page.getByRole("radio", { name: a.leadType }).check();
  await field(page, "Anything else we should know?").fill(a.message);
}

/** Steps 1 to 4, ending on Review & submit. */
export async function completeSteps(page: Page, a: Answers) {
  const steps: [(page: Page, a: Answers) => Promise<void>, string][] = [
    [fillContact, "Role & intent"],
    [fillRoleAndIntent, "Industry & territories"],
    [fillIndustryAndTerritories, "Lead specifications"],
    [fillSpecifications, "Review & submit"],
  ];
  for (const [fill, nextTitle] of steps) {
    await fill(page, a);
    await nextButton(page).click();
    await expect(stepHeading(page, nextTitle)).toBeFocused();
  }
}

export const consentBox = (page: Page) => page.getByRole("checkbox", { name: /By submitting this form/ });

export async function storedLeads(page: Page, email: string) {
  const response = await page.request.get(`/__e2e__/leads?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    leads: Record<string, unknown>[];
    consentRecords: Record<string, unknown>[];
    emails: Record<string, unknown>[];
  };
}
