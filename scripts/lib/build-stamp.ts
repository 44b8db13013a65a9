/**
 * What a production build was made from. `npm run build` writes build/build-stamp.json: a hash of
 * the sources that go into the build and the SITE_URL that prerendered pages carry (canonical,
 * Open Graph and JSON-LD URLs). `npm start` rebuilds when either no longer matches, and the server
 * (server/build-stamp.ts) refuses to serve a build made for another SITE_URL, so a `git pull` or a new SITE_URL never
 * serves stale pages.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BuildStamp, buildStampFile, readBuildStamp, siteUrlMismatch } from "../../server/build-stamp";

/** What the build is made from, relative to the project's root. Tests do not count. */
const buildInputs = [
  "app",
  // The process, which Vite compiles into the same server build as the pages.
  "server",
  "content",
  // The message catalogue; app/paraglide is compiled from it by the build.
  "messages",
  "project.inlang",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "vite.islands.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  // The build's own steps and plugins: the social images, the islands, the summary.
  "scripts/social-images.ts",
  "scripts/lib",
];
const notABuildInput = /\.test\.tsx?$/;
/** Compiled by the build from the catalogue, which counts instead. */
const generatedFolder = path.join("app", "paraglide");

/** The files of an input (a file, or a folder read recursively), relative to root. */
function inputFiles(root: string, input: string): string[] {
  const absolute = path.join(root, input);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [input];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !notABuildInput.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${generatedFolder}${path.sep}`));
}

export function sourcesFingerprint(root: string): string {
  const hash = createHash("sha256");
  const files = buildInputs.flatMap((input) => inputFiles(root, input)).sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join("/")).update("\0");
    hash.update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

export function writeBuildStamp(root: string, siteUrl: string, now = new Date()): BuildStamp {
  const stamp: BuildStamp = { sources: sourcesFingerprint(root), siteUrl, builtAt: now.toISOString() };
  writeFileSync(buildStampFile(root), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/** Why the build in root is out of date, or undefined when it is current. */
export function buildStaleness(root: string, siteUrl: string): string | undefined {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) return "there is no production build yet";
  const stamp = readBuildStamp(root);
  const mismatch = siteUrlMismatch(stamp, siteUrl);
  if (mismatch) return mismatch;
  if (stamp!.sources !== sourcesFingerprint(root)) return "the sources changed since the last build";
  return undefined;
}
