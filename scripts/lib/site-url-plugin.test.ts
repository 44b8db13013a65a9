import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "vite";
import { siteUrlFromEnvironment } from "./site-url-plugin.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "site-url-plugin-"));
  // What a newcomer makes of .env.example: nothing reads it, the build included.
  writeFileSync(
    path.join(root, ".env"),
    "SITE_URL=https://from-a-dotenv-file.example\nVITE_FROM_A_DOTENV_FILE=read\n",
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

async function buildConfig() {
  return resolveConfig({ root, configFile: false, plugins: [siteUrlFromEnvironment()] }, "build");
}

describe("siteUrlFromEnvironment", () => {
  it("gives the pages the environment's SITE_URL, as the server reads it, and no .env file", async () => {
    vi.stubEnv("SITE_URL", " https://www.example.com ");
    const config = await buildConfig();
    expect(config.define?.["import.meta.env.SITE_URL"]).toBe(JSON.stringify("https://www.example.com"));
    expect(config.env.SITE_URL).toBeUndefined();
    expect(config.env.VITE_FROM_A_DOTENV_FILE).toBeUndefined();
  });

  it("gives the server's default without SITE_URL, whatever .env says", async () => {
    vi.stubEnv("SITE_URL", "");
    const config = await buildConfig();
    expect(config.define?.["import.meta.env.SITE_URL"]).toBe(JSON.stringify("http://localhost:3000"));
  });

  it("stops the build on a SITE_URL the server would refuse", async () => {
    vi.stubEnv("SITE_URL", "www.example.com");
    await expect(buildConfig()).rejects.toThrow(/SITE_URL:/);
  });
});
