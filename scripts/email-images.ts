/**
 * A step of `npm run build`, after `react-router build`: draws the emails' logo
 * (scripts/lib/email-logo.ts) into build/client at EMAIL_LOGO_PATH, where the static files are
 * served from and where every email's <img> points (SITE_URL + that path).
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EMAIL_LOGO_PATH } from "../app/domain/meta";
import { renderEmailLogo } from "./lib/email-logo";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(clientDir)) {
  console.error("build/client does not exist: run `react-router build` first");
  process.exit(1);
}

const file = path.join(clientDir, ...EMAIL_LOGO_PATH.split("/"));
const [png] = await Promise.all([renderEmailLogo(), mkdir(path.dirname(file), { recursive: true })]);
await writeFile(file, png);
console.log(`Email logo: ${EMAIL_LOGO_PATH} written (${(png.length / 1024).toFixed(1)} KB)`);
