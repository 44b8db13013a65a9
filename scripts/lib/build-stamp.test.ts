import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBuildStamp, siteUrlMismatch } from "../../server/build-stamp";
import { buildStaleness, sourcesFingerprint, writeBuildStamp } from "./build-stamp";

const SITE = "http://localhost:3000";

/** A project with sources and a finished build, stamped for SITE. */
function builtProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-stamp-"));
  mkdirSync(path.join(root, "app", "routes"), { recursive: true });
  mkdirSync(path.join(root, "build", "server"), { recursive: true });
  writeFileSync(path.join(root, "app", "routes", "home.tsx"), "export default 1;");
  writeFileSync(path.join(root, "app", "routes", "home.test.ts"), "test");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  writeFileSync(path.join(root, "build", "server", "index.js"), "");
  writeBuildStamp(root, SITE);
  return root;
}

describe("the build stamp", () => {
  it("finds a fresh build current", () => {
    const root = builtProject();
    expect(buildStaleness(root, SITE)).toBeUndefined();
    expect(readBuildStamp(root)).toMatchObject({ siteUrl: SITE, sources: sourcesFingerprint(root) });
  });

  it("finds the build stale when a source changes, is added or the lock file changes", () => {
    for (const change of [
      (root: string) => writeFileSync(path.join(root, "app", "routes", "home.tsx"), "export default 2;"),
      (root: string) => writeFileSync(path.join(root, "app", "routes", "about.tsx"), "export default 3;"),
      (root: string) => writeFileSync(path.join(root, "package-lock.json"), '{"v":2}'),
    ]) {
      const root = builtProject();
      change(root);
      expect(buildStaleness(root, SITE)).toBe("the sources changed since the last build");
    }
  });

  it("ignores changes to tests, which are not part of the build", () => {
    const root = builtProject();
    writeFileSync(path.join(root, "app", "routes", "home.test.ts"), "another test");
    expect(buildStaleness(root, SITE)).toBeUndefined();
  });

  it("finds the build stale for another SITE_URL, and says which one it was made for", () => {
    const root = builtProject();
    expect(buildStaleness(root, "https://www.example.com")).toBe(
      "the build was made for SITE_URL=http://localhost:3000, but the server runs with SITE_URL=https://www.example.com",
    );
    expect(siteUrlMismatch(readBuildStamp(root), "http://localhost:3000/")).toBeUndefined();
  });

  it("says when there is no build, or a build without a stamp", () => {
    const root = mkdtempSync(path.join(tmpdir(), "site-stamp-"));
    expect(buildStaleness(root, SITE)).toBe("there is no production build yet");
    mkdirSync(path.join(root, "build", "server"), { recursive: true });
    writeFileSync(path.join(root, "build", "server", "index.js"), "");
    expect(buildStaleness(root, SITE)).toMatch(/no build stamp/);
  });
});
