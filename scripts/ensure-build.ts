/**
 * Runs before `npm start`: builds when there is no build, when the sources changed since it was
 * made (a `git pull`), or when it was made for another SITE_URL. The build and the server read
 * SITE_URL from the environment alone, through one reader (readSiteUrl), so a fresh build fits.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStaleness } from "./lib/build-stamp";
import { readSiteUrl } from "../app/server/config.server";

const root = fileURLToPath(new URL("..", import.meta.url));

// .env.example invites a copy; said once here, because nothing reads it (ADR 031).
if (existsSync(path.join(root, ".env")))
  console.log("Note: .env is not read by the build or the server: export its variables instead.");

const reason = buildStaleness(root, readSiteUrl());
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
