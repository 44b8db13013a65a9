/**
 * `npm run shots`: a screenshot gallery of the whole site for a design review. Builds (unless
 * `--no-build`), starts the production build as the end-to-end tests serve it
 * (tests/e2e/support/server.ts: a database of its own in a temporary DATA_DIR, the fixed clock of
 * E2E_NOW and the test-only endpoints that make accounts and data), then photographs every public
 * route, the 404 page, a booking's own page, the lead funnel, booking and manage-booking flows in
 * each of their states, and the staff console, at 1280×800 (desktop) and 390×844 (mobile).
 *
 * Writes shots/<desktop|mobile>/<NN>-<name>.png (full page) and shots/index.html, a gallery with
 * the two viewports side by side; the server's log goes to shots/server.log. It is not a test: it
 * only waits for what a state needs, retries a shot that fails once, logs a shot that fails
 * again and goes on, and exits 1 at the end if any shot failed.
 *
 * Options: --no-build (reuse build/), --only=name,other (shots whose name contains one of these).
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Page,
  request as requestContext,
} from "@playwright/test";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bookACall } from "../app/content/book-a-call.ts";
import { thankYou } from "../app/content/contact.ts";
import { manageBooking } from "../app/content/manage-booking.ts";
import { articlePaths, contentPagePaths, islandPagePaths } from "../app/content/public-paths.ts";
import { leadFunnelSteps } from "../app/domain/lead-request.ts";
import { formatBookingDate } from "../app/domain/time.ts";
import { E2E_NOW, e2eServerEnv } from "../playwright.config.ts";
import {
  confirmButton,
  dayButton,
  fillBookingForm,
  slotButton,
  TODAY,
  visitor,
} from "../tests/e2e/support/booking.ts";
import { E2E_STAFF_PASSWORD } from "../tests/e2e/support/console.ts";
import { freePort } from "../tests/support/free-port.ts";
import {
  answers,
  consentBox,
  fillContact,
  fillIndustryAndTerritories,
  fillRoleAndIntent,
  fillSpecifications,
  nextButton,
  openFunnel,
  stepHeading,
  submitButton,
  waitForTheServersFiveSeconds,
} from "../tests/e2e/support/lead-funnel.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.join(root, "shots");
const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);

/** Generous, for a machine that may be running a CI job beside: they only stop a shot that hangs. */
const NAVIGATION_TIMEOUT_MS = 60_000;
const WAIT_TIMEOUT_MS = 45_000;
const SERVER_START_TIMEOUT_MS = 180_000;
const ATTEMPTS = 2;

type Viewport = "desktop" | "mobile";
const viewports: Record<Viewport, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

interface Shot {
  name: string;
  /** Public pages run with the browser's clock at the server's "now"; the console as its tests do. */
  area: "public" | "console";
  /** Console pages of a signed-in owner. */
  signedIn?: boolean;
  onlyOn?: Viewport;
  /** Brings a fresh page (in a fresh context) to the state to photograph. */
  reach(page: Page, viewport: Viewport): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// The server

interface Site {
  origin: string;
  /** Resolves once /readyz answers 200; stops the server and throws if it exits or hangs first. */
  ready(): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL after 15 s) and removes its data directory; safe to call twice. */
  stop(): Promise<void>;
}

/** tests/e2e/support/server.ts, started as tests/e2e/support/own-site.ts starts it. */
function spawnSite(port: number, logFile: string): Site {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shots-data-"));
  const log = createWriteStream(logFile);
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/server.ts"], {
    cwd: root,
    env: { ...process.env, ...e2eServerEnv(port, dataDir) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });
  const running = () => server.exitCode === null && server.signalCode === null;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  let stopping: Promise<void> | undefined;
  const site: Site = {
    origin,
    async ready() {
      // A fresh PGlite database is created first: seconds when idle, a minute or more when busy.
      const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
      for (;;) {
        if (!running()) {
          await site.stop();
          throw new Error(`The server exited before it answered (see ${path.relative(root, logFile)})`);
        }
        const status = await fetch(`${origin}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() > deadline) {
          await site.stop();
          throw new Error(
            `The server on ${origin} did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    stop() {
      stopping ??= (async () => {
        if (running()) {
          server.kill("SIGTERM");
          const killer = setTimeout(() => server.kill("SIGKILL"), 15_000);
          await exited;
          clearTimeout(killer);
        }
        log.end();
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  return site;
}

// ---------------------------------------------------------------------------------------------
// What the shots need in the database: an owner to sign in as, leads and bookings for the console
// and a booking's own pages. Each part is made on its own; a shot that needs a part that failed
// fails with that part's error.

const OWNER = { email: "olivia.owner@maplewiseleads.example", password: E2E_STAFF_PASSWORD };

interface Seed {
  owner?: string;
  /** A lead with its consent record and emails (and a booking of the same person). */
  leadId?: string;
  personBookingId?: string;
  /** A confirmed booking's own page, and a cancelled one's. */
  manageUrl?: string;
  cancelledUrl?: string;
  /** A webhook endpoint with a delivery that failed. */
  webhookId?: string;
  errors: Record<string, string>;
}

const minutesBefore = (minutes: number) => new Date(Date.parse(E2E_NOW) - minutes * 60_000).toISOString();

async function postJson<T>(api: APIRequestContext, url: string, data: unknown, status?: number): Promise<T> {
  const response = await api.post(url, { data, timeout: NAVIGATION_TIMEOUT_MS });
  if (status ? response.status() !== status : !response.ok())
    throw new Error(`POST ${url} answered ${response.status()}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

async function seed(api: APIRequestContext): Promise<Seed> {
  const result: Seed = { errors: {} };
  const part = async (name: string, make: () => Promise<void>) => {
    try {
      await make();
    } catch (error) {
      result.errors[name] = message(error);
      console.error(`  ✗ seed ${name}: ${message(error)}`);
    }
  };
  await part("owner", async () => {
    await postJson(api, "/__e2e__/staff", { ...OWNER, role: "owner" });
    await postJson(api, "/__e2e__/staff", {
      email: "sam.patel@maplewiseleads.example",
      password: E2E_STAFF_PASSWORD,
      role: "staff",
    });
    result.owner = OWNER.email;
  });
  await part("leads", async () => {
    const people: [string, string, string, string, string][] = [
      ["Amelia Chen", "Harbourfront Dental", "healthcare", "new", "google"],
      ["Jean-Luc Bouchard", "Outaouais Roofing", "home-improvement", "new", "newsletter"],
      ["Fatima Yusuf", "Yusuf Family Law", "legal", "contacted", "linkedin"],
      ["Daniel Okafor", "Okafor Auto Group", "automotive", "qualified", "google"],
      ["Sophie Lavoie", "Lavoie Assurances", "finance-insurance", "won", "referral"],
      ["Marcus Reid", "Reid Learning Centres", "education", "lost", "google"],
      ["Hannah Kim", "Northern Cloud Software", "technology", "new", "bing"],
      ["Spam Bot", "Cheap Leads Inc", "other", "spam", ""],
    ];
    await postJson(api, "/__e2e__/lead-rows", {
      leads: people.map(([name, company, industry, status, utmSource], index) => ({
        name,
        company,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
        phone: `(416) 555-01${String(10 + index)}`,
        industry,
        status,
        utmSource: utmSource || null,
        createdAt: minutesBefore(37 + index * 290),
      })),
    });
  });
  await part("person", async () => {
    const person = await postJson<{ leadId: string; bookingId: string }>(api, "/__e2e__/people", {
      name: "Elena Rossi",
      email: "elena.rossi@rossi-insurance.example",
      phone: "416-555-0142",
      company: "Rossi Insurance Brokers",
      message: "Home and auto quotes across the GTA; we need CASL-clean consent on every lead.",
      goals: "See how your compliance review works before we sign.",
      ip: "192.0.2.44",
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15",
      pageUrl: "http://localhost:3000/contact?utm_source=google",
      from: "2026-12-01",
    });
    result.leadId = person.leadId;
    result.personBookingId = person.bookingId;
    // One email that failed for good, for the emails screen (the worker sends it first: seconds).
    await postJson(api, "/__e2e__/emails/fail", { leadId: person.leadId, kind: "lead-confirmation" }).catch(
      (error: unknown) => console.error(`  ✗ seed failed email: ${message(error)}`),
    );
  });
  const book = (date: string, timeSlot: string, name: string, email: string) =>
    postJson<{ id: string; manageUrl: string }>(
      api,
      "/api/bookings",
      {
        name,
        email,
        phone: "(613) 555-0166",
        company: "Rideau Mortgage Group",
        meetingType: "compliance-review",
        topics: ["compliance", "tracking"],
        goals: "Review the consent wording on our rate-quote form.",
        consent: true,
        date,
        timeSlot,
        timezone: "America/Toronto",
      },
      201,
    );
  await part("booking", async () => {
    result.manageUrl = (
      await book("2026-12-14", "11:00", "Nadia Haddad", "nadia.haddad@rideaumortgage.example")
    ).manageUrl;
  });
  await part("cancelled booking", async () => {
    const { manageUrl } = await book(
      "2026-12-14",
      "09:00",
      "Tom Fraser",
      "tom.fraser@rideaumortgage.example",
    );
    const url = new URL(manageUrl, "http://x");
    await postJson(api, `/api${url.pathname}/cancel${url.search}`, {
      reason: "We will wait until our spring launch.",
    });
    result.cancelledUrl = manageUrl;
  });
  await part("slot block", async () => {
    await postJson(api, "/__e2e__/slot-blocks", { date: "2026-11-27", time: "13:00" });
  });
  await part("webhook", async () => {
    const { id } = await postJson<{ id: string }>(api, "/__e2e__/webhooks", {
      url: "https://crm.rossi-insurance.example/hooks/maplewise?key=k3y",
      eventTypes: ["lead.created", "booking.created", "booking.cancelled"],
    });
    await postJson(api, "/__e2e__/webhook-deliveries", {
      endpointId: id,
      statusCode: 401,
      excerpt: '{"error":"invalid_signature","message":"No matching signature found"}',
    });
    result.webhookId = id;
  });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Reaching states

async function open(page: Page, url: string, { hydrated = false, status = 200 } = {}) {
  const response = await page.goto(url, { waitUntil: "load" });
  if (response && response.status() !== status)
    throw new Error(`GET ${url} answered ${response.status()}, not ${status}`);
  if (hydrated) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("h1").first().waitFor();
}

const needs = <T>(value: T | undefined, part: string, seeded: Seed): T => {
  if (value === undefined) throw new Error(`needs the seeded ${part}: ${seeded.errors[part] ?? "not made"}`);
  return value;
};

const lead = answers("priya.raman@northshore-insurance.example");
const fills = [fillContact, fillRoleAndIntent, fillIndustryAndTerritories, fillSpecifications];

/** /contact on step `step` (1 to 5), the steps before it filled in and passed with Next. */
async function funnelAt(page: Page, step: number) {
  // As the tests open it: noting the form token, which the thank-you's wait for the server reads.
  await openFunnel(page);
  await stepHeading(page, leadFunnelSteps[0].title).waitFor();
  for (let index = 0; index < step - 1; index++) {
    await fills[index]!(page, lead);
    await nextButton(page).click();
    await stepHeading(page, leadFunnelSteps[index + 1]!.title).waitFor();
  }
}

const timesList = (page: Page, date: string) =>
  page.getByRole("list", { name: `Times on ${formatBookingDate(date)}` });

/** Pages a calendar forward to the month of `date`, picks the date and waits for its times. */
async function pickDate(page: Page, date: string) {
  const caption = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
  const month = page.locator("#calendar-month");
  for (let i = 0; i < 3 && (await month.textContent()) !== caption; i++) {
    const before = await month.textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.waitForFunction(
      (shown) => document.querySelector("#calendar-month")?.textContent !== shown,
      before,
    );
  }
  await dayButton(page, date).click();
  await timesList(page, date).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /times available\.$/ })
    .waitFor();
}

/** /book-a-call with today's times shown and the first of `times` still free chosen. */
async function bookingFormAt(page: Page, times: string[]) {
  await open(page, "/book-a-call", { hydrated: true });
  await pickDate(page, TODAY);
  let chosen: string | undefined;
  for (const time of times) {
    if (await slotButton(page, time).isEnabled()) {
      chosen = time;
      break;
    }
  }
  if (!chosen) throw new Error(`none of ${times.join(", ")} is free on ${TODAY}`);
  await slotButton(page, chosen).click();
  await page.getByRole("heading", { name: bookACall.form.detailsTitle }).waitFor();
}

const consolePage = (name: string, url: () => string): Shot => ({
  name,
  area: "console",
  signedIn: true,
  async reach(page) {
    const target = url();
    await open(page, target, { hydrated: true });
    if (new URL(page.url()).pathname.startsWith("/admin/sign-in"))
      throw new Error(`${target} sent the owner to sign in`);
  },
});

function shotList(seeded: Seed): Shot[] {
  const routeName = (route: string) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "-"));
  const hydratedRoutes = new Set<string>(islandPagePaths);
  return [
    ...[...contentPagePaths, ...islandPagePaths, ...articlePaths].map((route): Shot => ({
      name: routeName(route),
      area: "public",
      reach: (page) => open(page, route, { hydrated: hydratedRoutes.has(route) }),
    })),
    {
      name: "not-found",
      area: "public",
      async reach(page) {
        await open(page, "/no/such/page", { status: 404 });
        await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
      },
    },
    {
      name: "booking-manage",
      area: "public",
      async reach(page) {
        await open(page, needs(seeded.manageUrl, "booking", seeded), { hydrated: true });
        await page.getByRole("heading", { level: 1, name: manageBooking.title.confirmed }).waitFor();
      },
    },
    {
      name: "menu-open",
      area: "public",
      onlyOn: "mobile",
      async reach(page) {
        await open(page, "/");
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).waitFor();
      },
    },
    {
      name: "blogs-category-compliance",
      area: "public",
      async reach(page) {
        await open(page, "/blogs", { hydrated: true });
        await page.getByRole("button", { name: "Compliance", exact: true }).click();
        await page.getByRole("button", { name: "Compliance", exact: true, pressed: true }).waitFor();
        await page.waitForURL(/category=Compliance/);
      },
    },
    {
      name: "blogs-search-no-results",
      area: "public",
      async reach(page) {
        await open(page, "/blogs", { hydrated: true });
        await page.getByRole("searchbox", { name: "Search articles" }).fill("quantum payroll");
        await page.getByText("No articles found matching your search criteria.").waitFor();
      },
    },
    {
      name: "funnel-step-1-errors",
      area: "public",
      async reach(page) {
        await funnelAt(page, 1);
        await nextButton(page).click();
        await page.getByText("Name is required").waitFor();
      },
    },
    ...[1, 2, 3, 4].map((step): Shot => ({
      name: `funnel-step-${step}-filled`,
      area: "public",
      async reach(page) {
        await funnelAt(page, step);
        await fills[step - 1]!(page, lead);
      },
    })),
    {
      name: "funnel-step-5-review",
      area: "public",
      reach: (page) => funnelAt(page, 5),
    },
    {
      name: "funnel-thank-you",
      area: "public",
      async reach(page) {
        await funnelAt(page, 5);
        await consentBox(page).check();
        // The browser's guard wants 5 s since the page loaded, the server's 5 s since it made the
        // page's form token (by its own, real clock).
        await page.clock.fastForward(10_000);
        await waitForTheServersFiveSeconds(page);
        await submitButton(page).click();
        await page.getByRole("heading", { level: 1, name: thankYou.title }).waitFor();
      },
    },
    {
      name: "booking-date-picked",
      area: "public",
      async reach(page) {
        await open(page, "/book-a-call", { hydrated: true });
        await pickDate(page, TODAY);
      },
    },
    {
      name: "booking-time-picked-form",
      area: "public",
      async reach(page) {
        await bookingFormAt(page, ["14:00", "15:00", "16:00"]);
        await fillBookingForm(page, visitor("marc.tremblay@capitalreno.example"));
      },
    },
    {
      name: "booking-form-errors",
      area: "public",
      async reach(page) {
        await bookingFormAt(page, ["14:00", "15:00", "16:00"]);
        await confirmButton(page).click();
        await page.getByText("You must agree to proceed").waitFor();
      },
    },
    {
      name: "booking-confirmed",
      area: "public",
      async reach(page, viewport) {
        // Each viewport books a time of its own; a retry takes the next free one.
        await bookingFormAt(
          page,
          viewport === "desktop" ? ["14:00", "15:00", "16:00"] : ["14:40", "15:40", "16:40"],
        );
        await fillBookingForm(page, visitor("marc.tremblay@capitalreno.example"));
        await confirmButton(page).click();
        await page.getByRole("heading", { name: bookACall.confirmation.title }).waitFor();
      },
    },
    {
      name: "booking-manage-reschedule",
      area: "public",
      async reach(page) {
        await open(page, needs(seeded.manageUrl, "booking", seeded), { hydrated: true });
        await pickDate(page, "2026-12-16");
        await slotButton(page, "09:00").click();
        await page
          .getByRole("button", { name: new RegExp(`^${manageBooking.reschedule.confirm} to `) })
          .waitFor();
      },
    },
    {
      name: "booking-manage-cancelled",
      area: "public",
      async reach(page) {
        await open(page, needs(seeded.cancelledUrl, "cancelled booking", seeded), { hydrated: true });
        await page.getByRole("heading", { level: 1, name: manageBooking.title.cancelled }).waitFor();
      },
    },
    {
      name: "console-sign-in",
      area: "console",
      async reach(page) {
        await open(page, "/admin/sign-in", { hydrated: true });
        await page.getByRole("button", { name: "Sign in" }).waitFor();
      },
    },
    consolePage("console-home", () => "/admin"),
    consolePage("console-leads", () => "/admin/leads"),
    consolePage("console-lead", () => `/admin/leads/${needs(seeded.leadId, "person", seeded)}`),
    consolePage("console-bookings", () => "/admin/bookings"),
    consolePage(
      "console-booking",
      () => `/admin/bookings/${needs(seeded.personBookingId, "person", seeded)}`,
    ),
    consolePage("console-availability", () => "/admin/availability"),
    consolePage("console-emails", () => "/admin/emails"),
    consolePage("console-privacy", () => "/admin/privacy"),
    consolePage("console-audit", () => "/admin/audit"),
    consolePage("console-team", () => "/admin/team"),
    consolePage("console-webhooks", () => "/admin/webhooks"),
    consolePage("console-webhook", () => `/admin/webhooks/${needs(seeded.webhookId, "webhook", seeded)}`),
    consolePage("console-account", () => "/admin/account"),
  ];
}

// ---------------------------------------------------------------------------------------------
// Taking shots

/** Fonts loaded, lazy images loaded, the page at its top: what a full-page shot should show. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) if (image.loading === "lazy") image.loading = "eager";
    await document.fonts.ready;
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: WAIT_TIMEOUT_MS,
    })
    .catch(() => console.warn("    (some images had not loaded; shooting anyway)"));
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  // The scroll handlers (the header's blur) run, and the page paints at its top.
  await page.waitForTimeout(200);
}

const signedInStates = new Map<Viewport, Promise<Awaited<ReturnType<typeof signIn>>>>();

/** The owner's session in this viewport, signed in once through the real form. */
async function signIn(browser: Browser, origin: string, viewport: Viewport) {
  const context = await browser.newContext({
    ...viewports[viewport],
    baseURL: origin,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    page.setDefaultTimeout(WAIT_TIMEOUT_MS);
    await open(page, "/admin/sign-in", { hydrated: true });
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/admin/sign-in"));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function ownerSession(browser: Browser, origin: string, viewport: Viewport) {
  let state = signedInStates.get(viewport);
  if (!state) {
    state = signIn(browser, origin, viewport);
    // A failed sign-in is tried again by the next shot that needs it.
    state.catch(() => signedInStates.delete(viewport));
    signedInStates.set(viewport, state);
  }
  return state;
}

async function takeShot(browser: Browser, origin: string, shot: Shot, viewport: Viewport, file: string) {
  const context = await browser.newContext({
    ...viewports[viewport],
    baseURL: origin,
    reducedMotion: "reduce",
    locale: "en-US",
    timezoneId: "America/Toronto",
    storageState: shot.signedIn ? await ownerSession(browser, origin, viewport) : undefined,
  });
  try {
    if (shot.area === "public") await context.clock.install({ time: new Date(E2E_NOW) });
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    page.setDefaultTimeout(WAIT_TIMEOUT_MS);
    await shot.reach(page, viewport);
    await settle(page);
    await page.screenshot({
      path: file,
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      timeout: NAVIGATION_TIMEOUT_MS,
    });
  } finally {
    await context.close();
  }
}

function message(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry a call log after the first lines: the first line says what failed.
  return (
    text
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ?? text
  );
}

interface Outcome {
  number: string;
  shot: Shot;
  files: Partial<Record<Viewport, string>>;
  failures: Partial<Record<Viewport, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function galleryHtml(outcomes: Outcome[], seconds: number): string {
  const cell = (outcome: Outcome, viewport: Viewport) => {
    const file = outcome.files[viewport];
    if (file)
      return `<a href="${file}"><img src="${file}" alt="${escapeHtml(`${outcome.shot.name}, ${viewport}`)}" loading="lazy"></a>`;
    const failure = outcome.failures[viewport];
    return failure
      ? `<p class="failed">Failed: ${escapeHtml(failure)}</p>`
      : `<p class="none">No ${viewport} shot</p>`;
  };
  const rows = outcomes
    .map(
      (outcome) => `<section id="${outcome.number}-${outcome.shot.name}">
  <h2><a href="#${outcome.number}-${outcome.shot.name}">${outcome.number} ${escapeHtml(outcome.shot.name)}</a></h2>
  <div class="pair"><figure class="desktop"><figcaption>Desktop 1280×800</figcaption>${cell(outcome, "desktop")}</figure><figure class="mobile"><figcaption>Mobile 390×844</figcaption>${cell(outcome, "mobile")}</figure></div>
</section>`,
    )
    .join("\n");
  const toc = outcomes
    .map((o) => `<li><a href="#${o.number}-${o.shot.name}">${o.number} ${escapeHtml(o.shot.name)}</a></li>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshots: ${outcomes.length} states</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1800px; padding: 24px; color: #1e293b; background: #f1f5f9; }
  h1 { margin: 0 0 4px; } h2 { font-size: 18px; margin: 0 0 12px; } h2 a { color: inherit; }
  ol.toc { columns: 4 220px; padding-left: 20px; font-size: 14px; }
  section { background: #fff; border-radius: 12px; padding: 16px 20px 20px; margin: 24px 0; box-shadow: 0 1px 3px #0002; }
  .pair { display: grid; grid-template-columns: 1280fr 390fr; gap: 24px; align-items: start; }
  figure { margin: 0; } figcaption { font-size: 13px; color: #64748b; margin-bottom: 6px; }
  img { display: block; width: 100%; height: auto; border: 1px solid #cbd5e1; }
  .failed { color: #b91c1c; } .none { color: #94a3b8; }
</style>
</head>
<body>
<h1>Screenshots for the design review</h1>
<p>${outcomes.length} states, the production build served with the end-to-end server's clock (${E2E_NOW}); taken in ${Math.round(seconds)} s. Each image opens full size.</p>
<ol class="toc">${toc}</ol>
${rows}
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now();
  if (build) {
    console.log("Building (npm run build; --no-build skips this)...");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.signal) return 130;
    if (result.status !== 0) {
      console.error("The build failed: no screenshots taken.");
      return 1;
    }
  }

  rmSync(outDir, { recursive: true, force: true });
  for (const viewport of Object.keys(viewports)) mkdirSync(path.join(outDir, viewport), { recursive: true });

  let site: Site | undefined;
  let browser: Browser | undefined;
  let api: APIRequestContext | undefined;
  let interrupted = false;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await api?.dispose().catch(() => {});
      await browser?.close().catch(() => {});
      await site?.stop();
    })());
  // Ctrl-C (or a kill) stops the server and removes its data before the process ends.
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server...`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("SIGHUP", onSignal);

  try {
    console.log("Starting the e2e server (production build, fixed clock, its own database)...");
    site = spawnSite(await freePort(), path.join(outDir, "server.log"));
    await site.ready();
    console.log(`Serving on ${site.origin}`);
    api = await requestContext.newContext({ baseURL: site.origin });
    const seeded = await seed(api);
    // This script stops the browser itself on a signal, after the server (Playwright's own
    // handlers would end the process first).
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      headless: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });

    const shots = shotList(seeded);
    const outcomes: Outcome[] = shots.map((shot, index) => ({
      number: String(index + 1).padStart(2, "0"),
      shot,
      files: {},
      failures: {},
    }));
    const chosen = outcomes.filter(({ shot }) => !only || only.some((part) => shot.name.includes(part)));
    const total = chosen.reduce((n, { shot }) => n + (shot.onlyOn ? 1 : 2), 0);
    console.log(`Taking ${total} screenshots of ${chosen.length} states...`);

    // Shot by shot, desktop then mobile, so that both viewports see the same data.
    let done = 0;
    for (const outcome of chosen) {
      for (const viewport of Object.keys(viewports) as Viewport[]) {
        if (outcome.shot.onlyOn && outcome.shot.onlyOn !== viewport) continue;
        if (interrupted) return 130;
        const relative = `${viewport}/${outcome.number}-${outcome.shot.name}.png`;
        const label = `[${++done}/${total}] ${relative}`;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const shotStarted = Date.now();
          try {
            await takeShot(browser, site.origin, outcome.shot, viewport, path.join(outDir, relative));
            outcome.files[viewport] = relative;
            delete outcome.failures[viewport];
            console.log(`  ✓ ${label} (${((Date.now() - shotStarted) / 1000).toFixed(1)} s)`);
            break;
          } catch (error) {
            if (interrupted) return 130;
            outcome.failures[viewport] = message(error);
            const again = attempt < ATTEMPTS ? "; trying again" : "";
            console.error(`  ✗ ${label}: ${message(error)}${again}`);
          }
        }
      }
    }

    const seconds = (Date.now() - started) / 1000;
    writeFileSync(path.join(outDir, "index.html"), galleryHtml(chosen, seconds));
    const failed = chosen.flatMap((o) =>
      (Object.entries(o.failures) as [Viewport, string][]).map(
        ([viewport, why]) => `${viewport}/${o.number}-${o.shot.name}: ${why}`,
      ),
    );
    const taken = total - failed.length;
    const minutes = `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s`;
    console.log(
      `\n${taken} screenshots in ${path.relative(process.cwd(), outDir) || "."}/ (gallery: ${path.relative(process.cwd(), path.join(outDir, "index.html"))}), ${minutes}.`,
    );
    if (failed.length) {
      console.error(`${failed.length} failed (the server's log is in shots/server.log):`);
      for (const line of failed) console.error(`  ${line}`);
      return 1;
    }
    return 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
