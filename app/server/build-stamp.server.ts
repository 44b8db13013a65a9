/**
 * What a production build was made from. `npm run build` writes build/build-stamp.json: a hash of
 * the sources that go into the build and the SITE_URL that prerendered pages carry (canonical,
 * Open Graph and JSON-LD URLs). `npm start` rebuilds when either no longer matches, and the server
 * refuses to serve a build made for another SITE_URL, so a `git pull` or a new SITE_URL never
 * serves stale pages.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface BuildStamp {
  /** SHA-256 of the build's inputs (buildInputs below), as they were when it was made. */
  sources: string;
  /** The public origin the build was made for. */
  siteUrl: string;
  builtAt: string;
}

/** What the build is made from, relative to the project's root. Tests do not count. */
const buildInputs = [
  "app",
  "content",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  // The build's own step that draws the social images into build/client/og (the rest is in app/).
  "scripts/social-images.ts",
];
const notABuildInput = /\.test\.tsx?$/;

function stampFile(root: string): string {
  return path.join(root, "build", "build-stamp.json");
}

/** The files of an input (a file, or a folder read recursively), relative to root. */
function inputFiles(root: string, input: string): string[] {
  const absolute = path.join(root, input);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [input];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !notABuildInput.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
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

export function readBuildStamp(root: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFile(root), "utf8")) as BuildStamp;
  } catch {
    return undefined;
  }
}

export function writeBuildStamp(root: string, siteUrl: string, now = new Date()): BuildStamp {
  const stamp: BuildStamp = { sources: sourcesFingerprint(root), siteUrl, builtAt: now.toISOString() };
  writeFileSync(stampFile(root), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/** Why the build cannot serve this SITE_URL, or undefined when it can. */
export function siteUrlMismatch(stamp: BuildStamp | undefined, siteUrl: string): string | undefined {
  if (!stamp) return "build/ has no build stamp: it was not made by `npm run build`";
  if (new URL(stamp.siteUrl).href !== new URL(siteUrl).href)
    return `the build was made for SITE_URL=${stamp.siteUrl}, but the server runs with SITE_URL=${siteUrl}`;
  return undefined;
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
