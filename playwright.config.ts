import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions } },
  ],
  // The production build, served as `npm start` serves it (npm run test:e2e builds first), with a
  // database and mailbox of its own that each run starts afresh.
  webServer: {
    command: "rm -rf .e2e-data && npx tsx server.ts",
    url: `${baseURL}/readyz`,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: ".e2e-data", LOG_LEVEL: "warn" },
    reuseExistingServer: false,
    stdout: "pipe",
    timeout: 60_000,
  },
});
