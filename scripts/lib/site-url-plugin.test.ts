import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Plugin, resolveConfig, type UserConfig } from "vite";
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

/** The configuration a plugin listed before this one is given, as React Router's plugin reads it. */
let seenByAnEarlierPlugin: UserConfig | undefined;
const earlierPlugin: Plugin = {
  name: "earlier",
  config(config) {
    seenByAnEarlierPlugin = config;
  },
};

async function buildConfig() {
  return resolveConfig(
    { root, configFile: false, plugins: [earlierPlugin, siteUrlFromEnvironment()] },
    "build",
  );
}

describe("siteUrlFromEnvironment", () => {
  it("gives the pages the environment's SITE_URL, as the server reads it, and no .env file", async () => {
    vi.stubEnv("SITE_URL", " https://www.example.com ");
    const config = await buildConfig();
    expect(config.define?.["import.meta.env.SITE_URL"]).toBe(JSON.stringify("https://www.example.com"));
    expect(config.env.SITE_URL).toBeUndefined();
    expect(config.env.VITE_FROM_A_DOTENV_FILE).toBeUndefined();
  });

  it("says so before React Router's plugin, listed first, loads .env files into process.env", async () => {
    await buildConfig();
    expect(seenByAnEarlierPlugin?.envDir).toBe(false);
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
