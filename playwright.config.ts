import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The shared server's database and mailbox, and the run's traces and report, one set per port:
 * two runs in one checkout on two ports (E2E_PORT) would otherwise wipe each other's.
 */
export const e2eDataDir = `.e2e-data/${port}`;
/**
 * The server's "now" in the tests: Thursday 26 November 2026, 10:25 AM in Toronto (EST). At that
 * moment 9:00-10:20 are past, 10:40-12:20 are within the two hours' notice, day 60 is Monday
 * 25 January 2027 and day 61 is a Tuesday. Browser clocks are set to the same instant.
 */
export const E2E_NOW = "2026-11-26T15:25:00.000Z";

/**
 * The e2e server's environment (tests/e2e/support/server.ts), for Playwright's shared server, a
 * spec's own site (support/own-site.ts) and `npm run shots` alike. The tests send far more
 * requests from 127.0.0.1 than one visitor may, so the per-IP limit is raised (its own tests are
 * in app/server/http); the pages are on 127.0.0.1, not on SITE_URL (the build's
 * http://localhost:3000), so that origin is allowed. NODE_ENV is production's, as the compiled
 * server sets it, so that React renders with the build that visitors get.
 */
export function e2eServerEnv(serverPort: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "100000",
    ALLOWED_ORIGINS: `http://127.0.0.1:${serverPort}`,
    E2E_NOW,
  };
}

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

/**
 * Specs that a phone's viewport cannot change, run by the desktop project alone: they ask the server
 * without a page (headers, feeds, the console's every route), run server processes of their own,
 * read what every page states (titles, descriptions, social images, counts of cards), or set each
 * width themselves (the emails at 600 and 320 px). Run twice, they cost CI minutes and prove nothing
 * more.
 */
const viewportFreeSpecs = [
  "console-authorisation.spec.ts",
  "emails.spec.ts",
  "feeds.spec.ts",
  "routes.spec.ts",
  "security-headers.spec.ts",
  "server-process.spec.ts",
  "webhook-crash.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two browsers, the server and whatever else runs share the machine (2 cores in CI, maybe a build
  // beside): a walk-through that takes 10 s on an idle machine has taken over 30 s (Playwright's
  // default) on a busy one, where hydration can also outlast expect's 5 s. These limits only stop
  // a test that hangs; the walk-throughs that scan every step with axe are marked test.slow().
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/${port}`,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: `playwright-report/${port}` }]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "mobile", testIgnore: viewportFreeSpecs, use: { ...devices["Pixel 7"], launchOptions } },
  ],
  // The production build, served as `npm start` serves it (npm run test:e2e builds first), with a
  // database and mailbox of its own that each run starts afresh, a fixed clock, and a read-only
  // view of what was stored (tests/e2e/support/server.ts).
  webServer: {
    command: `rm -rf ${e2eDataDir} && npx tsx tests/e2e/support/server.ts`,
    url: `${baseURL}/readyz`,
    env: e2eServerEnv(port, e2eDataDir),
    reuseExistingServer: false,
    stdout: "pipe",
    // It creates its PGlite database on the first start: seconds when idle, a minute when busy.
    timeout: 120_000,
  },
});
