/**
 * Runs before `npm start`: builds when there is no build, when the sources changed since it was
 * made (a `git pull`), or when it was made for another SITE_URL; stops with the reason when a
 * fresh build still does not match (a SITE_URL in a .env file that the server does not read).
 */
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildStaleness } from "../app/server/build-stamp.server";
import { DEFAULT_SITE_URL } from "../app/server/config.server";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteUrl = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;

const reason = buildStaleness(root, siteUrl);
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  const stillStale = buildStaleness(root, siteUrl);
  if (stillStale) {
    console.error(
      `The build still does not fit: ${stillStale}. Set SITE_URL in the environment of both ` +
        "`npm run build` and `npm start` (the server does not read .env files).",
    );
    process.exit(1);
  }
}
