/**
 * The production server as a process, started as `npm start` starts it (node with its heap limits
 * and build/server/main.js, compiled by the build that test:e2e runs first) beside the
 * e2e server: what it does when it cannot serve. No browser is needed, so desktop only (playwright.config.ts).
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { lockDataDir } from "../../app/server/db/data-dir-lock.server";
import { baseURL } from "../../playwright.config";
import { serverProcess } from "../../scripts/lib/serve-build";
import { freePort } from "../support/free-port";

/** Runs the compiled server with this environment until it exits; resolves with its exit code and output. */
function runServer(env: Record<string, string>) {
  const server = serverProcess({ HOST: "127.0.0.1", LOG_LEVEL: "info", ...env });
  const child = spawn(process.execPath, server.args, {
    env: server.env,
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

test("WEB_CONCURRENCY above 1 without DATABASE_URL is refused: PGlite belongs to one process", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-workers-"));
  const { code, output } = await runServer({ PORT: "0", DATA_DIR: dataDir, WEB_CONCURRENCY: "2" });
  expect(code).toBe(1);
  expect(output).toContain("WEB_CONCURRENCY: above 1 needs DATABASE_URL");
});

test.describe("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "PostgreSQL skipped: TEST_DATABASE_URL is not set");
  const name = `e2e_workers_${randomBytes(4).toString("hex")}`;
  let admin: pg.Client;
  const databaseUrl = () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  test.beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  test.afterAll(async () => {
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  test("a worker that cannot listen stops them all with status 1", async () => {
    test.slow();
    const { code, output } = await runServer({
      PORT: new URL(baseURL).port, // the e2e server holds it
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-workers-")),
      DATABASE_URL: databaseUrl(),
      WEB_CONCURRENCY: "2",
    });
    expect(code).toBe(1);
    expect(output).toContain("is in use");
    expect(output).toContain("A worker could not start: stopping the others");
  });

  test("two workers share one port, a dead one is replaced, and SIGTERM stops them all", async () => {
    test.slow(); // three processes start, each migrating and listening
    const port = await freePort();
    const server = serverProcess({
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-workers-")),
      DATABASE_URL: databaseUrl(),
      WEB_CONCURRENCY: "2",
    });
    const child = spawn(process.execPath, server.args, {
      env: server.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const servingPids = () =>
      output
        .split("\n")
        .filter((line) => line.includes('"msg":"Serving on'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
    try {
      await expect.poll(servingPids, { timeout: 60_000 }).toHaveLength(2);
      const [first, second] = servingPids();
      expect(first).not.toBe(second);
      expect([first, second]).not.toContain(child.pid);
      for (let i = 0; i < 10; i++) {
        expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      }

      process.kill(first!, "SIGKILL");
      await expect.poll(servingPids, { timeout: 60_000 }).toHaveLength(3);
      expect(output).toContain("A worker died: starting another");
      expect((await fetch(`http://127.0.0.1:${port}/services`)).status).toBe(200);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("Every worker has stopped");
      expect(output.match(/"msg":"Stopped"/g)).toHaveLength(2);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
