/**
 * A site of a spec's own: the e2e server (support/server.ts) on another port, with a database and
 * mailbox of its own, for the specs whose writes would disturb the shared server's tests or be
 * disturbed by them: a fingerprint of everything stored, throttled sign-ins, a console-wide
 * setting such as required two-step sign-in.
 */
import { expect, request as requestContext } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL, e2eServerEnv } from "../../../playwright.config";

export interface OwnSite {
  origin: string;
  /** Where its outbox writes each message as an .eml file. */
  mailDir: string;
  stop(): Promise<void>;
}

/**
 * Starts it on the shared server's port + `portOffset` and waits until it answers. It creates a
 * fresh PGlite database first: give the hook that calls this a few minutes on a busy machine.
 */
export async function startOwnSite(portOffset: number, env: Record<string, string> = {}): Promise<OwnSite> {
  const port = String(Number(new URL(baseURL).port) + portOffset);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-own-site-"));
  const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/server.ts"], {
    env: { ...process.env, ...e2eServerEnv(Number(port), dataDir), ...env },
    stdio: "inherit",
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const probe = await requestContext.newContext({ baseURL: origin });
  await expect
    .poll(async () => (await probe.get("/readyz").catch(() => undefined))?.status(), {
      message: `the own site on port ${port} answers`,
      timeout: 170_000,
    })
    .toBe(200);
  await probe.dispose();
  return {
    origin,
    mailDir: path.join(dataDir, "mail"),
    async stop() {
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
