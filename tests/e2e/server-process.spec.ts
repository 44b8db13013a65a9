/**
 * The production server as a process, started as `npm start` starts it (node build/server/main.js,
 * compiled by the build that test:e2e runs first) beside the
 * e2e server: what it does when it cannot serve. No browser is needed, so desktop only.
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { lockDataDir } from "../../app/server/db/data-dir-lock.server";
import { baseURL } from "../../playwright.config";

test.skip(({ isMobile }) => isMobile, "a server process has no viewport");

/** Runs the compiled server with this environment until it exits; resolves with its exit code and output. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

test("a port in use stops the server with status 1 and says so, releasing the database", async () => {
  test.slow(); // a fresh PGlite data directory is initialised first
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-port-"));
  const port = new URL(baseURL).port; // the e2e server holds it
  const { code, output } = await runServer({ PORT: port, DATA_DIR: dataDir });
  expect(code).toBe(1);
  expect(output).toContain(`port ${port} is in use`);
  expect(output).not.toContain("Serving on");
  // The embedded database was closed: its lock can be taken at once.
  lockDataDir(path.join(dataDir, "pglite"))();
});

test("a build made for another SITE_URL is refused, with both origins named", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-stale-"));
  const { code, output } = await runServer({
    PORT: "0",
    DATA_DIR: dataDir,
    SITE_URL: "https://www.example.com",
  });
  expect(code).toBe(1);
  expect(output).toContain("but the server runs with SITE_URL=https://www.example.com");
});
