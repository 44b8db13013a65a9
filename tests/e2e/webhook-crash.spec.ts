/**
 * Webhooks survive what the site survives (issue 25 items 2 and 6): the production server, on its
 * embedded database, is killed with SIGKILL several times while leads are posted to it; after the
 * last restart, every lead it acknowledged reaches the receiver under exactly one webhook-id, and
 * no id carries two different bodies. The receiver is the test's own on 127.0.0.1 and verifies each
 * request with the `standardwebhooks` library. No browser is needed, so desktop only (playwright.config.ts).
 */
import { expect, test } from "@playwright/test";
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { LEAD_FORM } from "../../app/server/leads.server";
import { createFormTokens } from "../../app/server/form-token.server";
import { loadAppSecret } from "../../server/secret";
import { leadBody } from "../support/fixtures";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { serverProcess } from "../../scripts/lib/serve-build";
import { freePort } from "../support/free-port";

const APP_SECRET = "a-test-secret-for-the-webhook-crash-run-0123456789";
const KILLS = 3;
const POSTERS = 4;

test("every acknowledged lead is delivered under exactly one webhook-id across kill -9 restarts", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-webhook-crash-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_SECRET,
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "100000",
    WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
  };

  let secret = "";
  const receiver = await startWebhookReceiver(() => [secret]);
  try {
    // The endpoint is added before the first start: the command opens the database itself then.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/webhooks.ts", "add", receiver.url, "--events", "lead.created"],
      { env },
    );
    secret = /whsec_[A-Za-z0-9+/=]+/.exec(stdout)?.[0] ?? "";
    expect(secret, stdout).not.toBe("");

    // The form tokens the server would have issued on /contact a minute earlier, under its key.
    const formKey = (await loadAppSecret({ fromEnvironment: APP_SECRET, file: "/nonexistent" })).keyFor(
      "form-token",
    );
    const formTokens = createFormTokens(formKey, () => Date.now() - 60_000);

    const acknowledged = new Set<string>();
    let serial = 0;
    let server = await startServer(env, origin);
    let posting = true;
    const posters = Array.from({ length: POSTERS }, async () => {
      while (posting) {
        const n = serial++;
        const response = await fetch(`${origin}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(
            leadBody({
              email: `crash-${n}@example.com`,
              name: `Crash Test ${n}`,
              formToken: formTokens.issue(LEAD_FORM),
            }),
          ),
        }).catch(() => undefined);
        if (response?.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    for (let kill = 0; kill < KILLS; kill++) {
      // Let some leads be acknowledged and some deliveries be in flight, then pull the plug.
      const before = acknowledged.size;
      await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(before + 10);
      server.kill("SIGKILL");
      await new Promise((resolve) => server.once("exit", resolve));
      server = await startServer(env, origin);
    }
    posting = false;
    await Promise.all(posters);

    try {
      // Deliveries claimed by a killed process wait for their 30-second lease before being sent
      // again. Waited for by name: a lead stored just before a kill, its answer never received, is
      // delivered too, so a count of the leads received can reach the count acknowledged early.
      await expect
        .poll(
          () => {
            const received = new Set(receiver.received.map((delivery) => String(delivery.payload.data.id)));
            return [...acknowledged].filter((leadId) => !received.has(leadId));
          },
          { timeout: 120_000, intervals: [500] },
        )
        .toEqual([]);
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }

    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 10);
    expect(receiver.rejected).toEqual([]);
    const idsByLead = new Map<string, Set<string>>();
    const bodyById = new Map<string, string>();
    for (const received of receiver.received) {
      const leadId = String(received.payload.data.id);
      idsByLead.set(leadId, (idsByLead.get(leadId) ?? new Set()).add(received.id));
      // A delivery sent again after a crash is the same event: same id, same bytes.
      expect(bodyById.get(received.id) ?? received.body).toBe(received.body);
      bodyById.set(received.id, received.body);
    }
    for (const leadId of acknowledged) expect(idsByLead.get(leadId)?.size, `lead ${leadId}`).toBe(1);
    // Nothing invented: no delivery for a lead the server did not store.
    for (const leadId of idsByLead.keys()) expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await receiver.close();
  }
});

/** Starts the compiled server as `npm start` does and resolves once it is ready. */
async function startServer(env: NodeJS.ProcessEnv, origin: string): Promise<ChildProcess> {
  const server = serverProcess(env);
  const child = spawn(process.execPath, server.args, {
    env: server.env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: ${errors}`);
        return (await fetch(`${origin}/readyz`).catch(() => undefined))?.status;
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return child;
}
