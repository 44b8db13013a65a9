/**
 * The browser tests need Chromium. Playwright may not download its own browser here, so we use the
 * system's: /usr/bin/chromium (or CHROMIUM_PATH), installed from Debian's packages when we run as
 * root with apt-get, or else a clear message saying what to install.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.ts";

function hasAptGet(): boolean {
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasAptGet()) {
  console.log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium).");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (existsSync(chromiumPath)) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${chromiumPath}, and it is not there.`,
    "Install it, then run the tests again:",
    "  Debian or Ubuntu:  sudo apt-get install -y chromium",
    "  elsewhere:         install Chromium or Chrome and set CHROMIUM_PATH to its executable.",
  ].join("\n"),
);
process.exit(1);
