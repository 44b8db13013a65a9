/**
 * Where the tests and benchmarks find Chromium, and the flags it needs here: Debian's build, no
 * sandbox (it runs as root in CI), and no background traffic to hosts this machine cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
