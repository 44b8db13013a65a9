/**
 * What a production build was made for, as the server checks it at start: build/build-stamp.json,
 * written by the build's last step (scripts/lib/build-stamp.ts), holds the SITE_URL that the
 * prerendered pages carry (canonical, Open Graph and JSON-LD URLs). The server refuses to serve a
 * build made for another SITE_URL.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface BuildStamp {
  /** SHA-256 of the build's inputs (scripts/lib/build-stamp.ts), as they were when it was made. */
  sources: string;
  /** The public origin the build was made for. */
  siteUrl: string;
  builtAt: string;
}

export function buildStampFile(root: string): string {
  return path.join(root, "build", "build-stamp.json");
}

export function readBuildStamp(root: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(buildStampFile(root), "utf8")) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Why the build cannot serve this SITE_URL, or undefined when it can. */
export function siteUrlMismatch(stamp: BuildStamp | undefined, siteUrl: string): string | undefined {
  if (!stamp) return "build/ has no build stamp: it was not made by `npm run build`";
  if (new URL(stamp.siteUrl).href !== new URL(siteUrl).href)
    return `the build was made for SITE_URL=${stamp.siteUrl}, but the server runs with SITE_URL=${siteUrl}`;
  return undefined;
}
