/**
 * The control socket through which local tools reach a running server on PGlite (ADR 019): the
 * commands and their refusals, what a hostile or broken client gets, the owner-only socket file,
 * a socket file left by a killed server, a webhook's signing secret kept out of the server's log,
 * and `npm run slots`, `npm run staff` and `npm run webhooks` themselves, while a process holds the
 * database open and when none does (and `npm run webhooks` with DATABASE_URL).
 */
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../app/server/db/client.server";
import { createLogger } from "../app/server/logger.server";
import { eq } from "drizzle-orm";
import { staffCommands } from "../app/server/console/staff-commands.server";
import { emailOutbox, staffAccounts, webhookEndpoints } from "../app/server/db/schema.server";
import { slotCommands } from "../app/server/slot-blocks.server";
import { takenSlots } from "../app/server/taken-slots.server";
import { webhookCommands } from "../app/server/webhooks/commands.server";
import { openWebhookSecret, WEBHOOK_SECRET_KEY_USE } from "../app/server/webhooks/signing-secret.server";
import { capturedLogger } from "../tests/support/captured-logger";
import { withRenderings } from "../tests/support/outbox-emails";
import { pgliteTestDatabase, postgresTestDatabase } from "../tests/support/databases";
import { NoServerListening, sendCommand } from "../scripts/lib/control-client";
import { MAX_REQUEST_BYTES } from "../app/server/control-commands.server";
import { type ControlSocket, startControlSocket } from "./control-socket";
import { loadAppSecret } from "./secret";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "..");

/** Sends raw bytes and returns what the server answers before it closes the connection. */
function rawExchange(socketPath: string, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath, () => socket.write(bytes));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("the control socket", () => {
  let directory: string;
  let database: DatabaseHandle;
  let control: ControlSocket;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "control-"));
    database = await pgliteTestDatabase.open();
    control = await startControlSocket({
      path: path.join(directory, "control.sock"),
      commands: slotCommands(database.db),
      logger: createLogger("silent"),
    });
  });
  afterAll(async () => {
    await control?.close();
    await database?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("is a socket only its owner can open", async () => {
    const info = await stat(control.path);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it("runs the slot commands with the server's database", async () => {
    expect(await sendCommand(control.path, "slots.block", { date: "2026-12-01", time: "10:00" })).toBe(
      "blocked",
    );
    expect(await sendCommand(control.path, "slots.block", { date: "2026-12-01", time: "10:00" })).toBe(
      "already-blocked",
    );
    expect(await sendCommand(control.path, "slots.list", { date: "2026-12-01" })).toEqual([
      { time: "10:00", status: "blocked" },
    ]);
    expect(await takenSlots(database.db, "2026-12-01")).toEqual([{ time: "10:00", status: "blocked" }]);
    expect(await sendCommand(control.path, "slots.unblock", { date: "2026-12-01", time: "10:00" })).toBe(
      "unblocked",
    );
  });

  it.each([
    ["an unknown command", "slots.drop", {}, 'Unknown command "slots.drop".'],
    ["a name inherited by every object", "constructor", {}, 'Unknown command "constructor".'],
    ["a slot that is not one", "slots.block", { date: "2026-12-01", time: "10:10" }, /not one of the slots/],
    ["a date that is not one", "slots.list", { date: "2026-02-30" }, /not a date/],
  ])("refuses %s with a message", async (_case, command, args, message) => {
    await expect(sendCommand(control.path, command, args)).rejects.toThrow(message);
  });

  it.each([
    ["a line that is not JSON", "DROP TABLE appointments;\n", "A request is one line of JSON."],
    ["JSON that is not a request", "null\n", 'Unknown command "".'],
    ["a request too long", `{"command":"${"x".repeat(MAX_REQUEST_BYTES)}`, "A request is at most"],
  ])("answers %s with an error and closes", async (_case, bytes, message) => {
    const answer = JSON.parse(await rawExchange(control.path, bytes)) as { ok: boolean; error: string };
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain(message);
  });

  it("tells a tool that no server listens, whether the file is missing or left by a killed server", async () => {
    await expect(sendCommand(path.join(directory, "missing.sock"), "slots.list", {})).rejects.toBeInstanceOf(
      NoServerListening,
    );
    const stale = path.join(directory, "stale.sock");
    const holder = spawn(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(stale)}, () => console.log("listening"))`,
    ]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect((await stat(stale)).isSocket()).toBe(true);
    await expect(sendCommand(stale, "slots.list", {})).rejects.toBeInstanceOf(NoServerListening);
  });

  it("replaces a socket file a killed server left behind when it starts", async () => {
    const leftover = path.join(directory, "leftover.sock");
    await writeFile(leftover, "");
    const second = await startControlSocket({
      path: leftover,
      commands: slotCommands(database.db),
      logger: createLogger("silent"),
    });
    try {
      expect(await sendCommand(leftover, "slots.list", { date: "2026-12-02" })).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe("npm run slots", () => {
  const directories: string[] = [];
  afterEach(async () => {
    for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
  });

  const slots = (dataDir: string, ...args: string[]) =>
    run("npx", ["tsx", "scripts/slots.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });

  // PGlite creates its database on disk in each test: seconds when idle, tens of them when busy.
  it("reaches a running server through its socket while the server holds PGlite", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "slots-running-"));
    directories.push(dataDir);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const control = await startControlSocket({
      path: path.join(dataDir, "control.sock"),
      commands: slotCommands(database.db),
      logger: createLogger("silent"),
    });
    try {
      const { stdout } = await slots(dataDir, "block", "2026-12-01", "10:00");
      expect(stdout).toContain("2026-12-01 10:00: Blocked");
      expect(await takenSlots(database.db, "2026-12-01")).toEqual([{ time: "10:00", status: "blocked" }]);
      expect((await slots(dataDir, "list", "2026-12-01")).stdout).toContain("10:00  blocked");
    } finally {
      await control.close();
      await database.close();
    }
  }, 120_000);

  it("opens PGlite itself when no server runs", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "slots-stopped-"));
    directories.push(dataDir);
    expect((await slots(dataDir, "block", "2026-12-01", "10:00")).stdout).toContain("Blocked");
    expect((await slots(dataDir, "list", "2026-12-01")).stdout).toContain("10:00  blocked");
  }, 120_000);

  it("refuses a slot that is not one before asking anybody, with exit code 2", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "slots-bad-"));
    directories.push(dataDir);
    await expect(slots(dataDir, "block", "2026-12-01", "10:10")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("not one of the slots"),
    });
  }, 60_000);
});

describe("npm run staff", () => {
  const directories: string[] = [];
  afterEach(async () => {
    for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
  });

  const staff = (dataDir: string, ...args: string[]) =>
    run("npx", ["tsx", "scripts/staff.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: "https://www.example.com" },
    });

  it("creates an account through a running server and prints its setup link, also queued as an email", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "staff-running-"));
    directories.push(dataDir);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const control = await startControlSocket({
      path: path.join(dataDir, "control.sock"),
      commands: staffCommands(database.db, { siteUrl: "https://www.example.com", now: () => new Date() }),
      logger: createLogger("silent"),
    });
    try {
      const { stdout } = await staff(dataDir, "add", "First.Owner@Example.com", "--role", "owner");
      expect(stdout).toContain("Account created for first.owner@example.com (owner).");
      const link = stdout.match(/https:\/\/www\.example\.com\/admin\/set-password\?token=[\w-]{43}/);
      expect(link).not.toBeNull();
      const [account] = await database.db.select().from(staffAccounts);
      expect(account).toMatchObject({ email: "first.owner@example.com", role: "owner", passwordHash: null });
      const [email] = await withRenderings(
        await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff-setup")),
      );
      expect(email?.recipient).toBe("first.owner@example.com");
      expect(email?.text).toContain(link![0]);

      await expect(staff(dataDir, "add", "first.owner@example.com", "--role", "staff")).rejects.toMatchObject(
        {
          code: 1,
          stderr: expect.stringContaining("already has an account"),
        },
      );
    } finally {
      await control.close();
      await database.close();
    }
  }, 120_000);

  it("opens PGlite itself when no server runs", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "staff-stopped-"));
    directories.push(dataDir);
    const { stdout } = await staff(dataDir, "add", "someone@example.com", "--role", "staff");
    expect(stdout).toContain("Account created for someone@example.com (staff).");
  }, 120_000);

  it("says how to use it, with exit code 2, for a missing role or address", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "staff-bad-"));
    directories.push(dataDir);
    await expect(staff(dataDir, "add", "someone@example.com")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run staff -- add EMAIL --role owner|staff"),
    });
    await expect(staff(dataDir, "remove", "someone@example.com", "--role", "staff")).rejects.toMatchObject({
      code: 2,
    });
  }, 60_000);
});

describe("the webhook commands through the control socket", () => {
  it("answer a signing secret to the tool alone: the server's log names the command, never the secret", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "control-webhooks-"));
    const database = await pgliteTestDatabase.open();
    const { lines, logger } = capturedLogger();
    const control = await startControlSocket({
      path: path.join(directory, "control.sock"),
      commands: webhookCommands({
        db: database.db,
        sealingKey: randomBytes(32),
        allowedHosts: [],
        now: () => new Date(),
      }),
      logger,
    });
    try {
      const receiver = "https://crm.example.com/hooks/p4th-t0ken";
      const added = (await sendCommand(control.path, "webhooks.add", {
        url: receiver,
        events: ["lead.created"],
      })) as { id: string; secret: string };
      const rotated = (await sendCommand(control.path, "webhooks.rotate-secret", { id: added.id })) as {
        secret: string;
      };
      await expect(sendCommand(control.path, "webhooks.add", { url: receiver, events: [] })).rejects.toThrow(
        "Choose at least one event to send.",
      );
      const log = lines.join("");
      expect(log).toContain('"command":"webhooks.add"');
      expect(log).toContain('"command":"webhooks.rotate-secret"');
      for (const secret of [added.secret, rotated.secret]) expect(log).not.toContain(secret.slice(6, 30));
      expect(log).not.toContain("p4th-t0ken");
    } finally {
      await control.close();
      await database.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe("npm run webhooks", () => {
  const directories: string[] = [];
  afterEach(async () => {
    for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
  });

  const webhooks = (env: Record<string, string>, ...args: string[]) =>
    run("npx", ["tsx", "scripts/webhooks.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: "", APP_SECRET: "", WEBHOOK_ALLOWED_HOSTS: "", ...env },
    });
  const printed = (stdout: string) => ({
    id: /Webhook endpoint ([0-9a-f-]{36}) added/.exec(stdout)?.[1],
    secret: /^(whsec_\S+)$/m.exec(stdout)?.[1],
  });

  /** Whether the secret printed is the one stored for the endpoint, under this key. */
  async function storedSecret(db: DatabaseHandle["db"], key: Buffer, id: string) {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return openWebhookSecret(key, id, { sealed: endpoint!.secretSealed, keyId: endpoint!.secretKeyId });
  }

  it("adds, lists and rotates through a running server, printing each secret once", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "webhooks-running-"));
    directories.push(dataDir);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const sealingKey = randomBytes(32);
    const control = await startControlSocket({
      path: path.join(dataDir, "control.sock"),
      commands: webhookCommands({ db: database.db, sealingKey, allowedHosts: [], now: () => new Date() }),
      logger: createLogger("silent"),
    });
    try {
      const env = { DATA_DIR: dataDir };
      const { stdout } = await webhooks(
        env,
        "add",
        "https://crm.example.com/hooks/maplewise",
        "--events",
        "lead.created, booking.created",
      );
      expect(stdout).toContain("added for https://crm.example.com.");
      expect(stdout).toContain("it is not shown again");
      const { id, secret } = printed(stdout);
      expect(await storedSecret(database.db, sealingKey, id!)).toBe(secret);

      const list = (await webhooks(env, "list")).stdout;
      expect(list).toContain(`${id}  enabled`);
      expect(list).toContain("https://crm.example.com/hooks/maplewise");
      expect(list).toContain("events: lead.created, booking.created");

      const rotation = (await webhooks(env, "rotate-secret", id!)).stdout;
      const newSecret = printed(rotation).secret;
      expect(rotation).toContain("The previous one also signs until");
      expect(newSecret).not.toBe(secret);
      expect(await storedSecret(database.db, sealingKey, id!)).toBe(newSecret);

      expect((await webhooks(env, "disable", id!)).stdout).toContain(`${id}: Disabled`);
      await expect(webhooks(env, "remove", "not-an-id")).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("is not an endpoint's id"),
      });
    } finally {
      await control.close();
      await database.close();
    }
  }, 180_000);

  it("opens PGlite itself when no server runs, sealing under the server's generated secret", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "webhooks-stopped-"));
    directories.push(dataDir);
    const { stdout } = await webhooks(
      { DATA_DIR: dataDir },
      "add",
      "https://crm.example.com/in",
      "--events",
      "person.erased",
    );
    const { id, secret } = printed(stdout);
    const appSecret = await loadAppSecret({
      fromEnvironment: undefined,
      file: path.join(dataDir, "app-secret"),
    });
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      expect(await storedSecret(database.db, appSecret.keyFor(WEBHOOK_SECRET_KEY_USE), id!)).toBe(secret);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(!postgresTestDatabase)(
    "opens PostgreSQL itself with DATABASE_URL, sealing under APP_SECRET",
    async () => {
      const database = await postgresTestDatabase!.open();
      const appSecret = "a".repeat(16) + randomBytes(16).toString("hex");
      try {
        const { stdout } = await webhooks(
          {
            DATA_DIR: path.join(tmpdir(), "webhooks-unused"),
            DATABASE_URL: database.url!,
            APP_SECRET: appSecret,
          },
          "add",
          "https://crm.example.com/in",
          "--events",
          "lead.created",
        );
        const { id, secret } = printed(stdout);
        const key = (await loadAppSecret({ fromEnvironment: appSecret, file: "unused" })).keyFor(
          WEBHOOK_SECRET_KEY_USE,
        );
        expect(await storedSecret(database.db, key, id!)).toBe(secret);
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it("says how to use it, with exit code 2, for a missing event list or an unknown command", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "webhooks-bad-"));
    directories.push(dataDir);
    for (const args of [
      ["add", "https://crm.example.com/in"],
      ["list", "--events", "lead.created"],
      ["drop"],
    ]) {
      await expect(webhooks({ DATA_DIR: dataDir }, ...args), args.join(" ")).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining("Usage: npm run webhooks -- add URL --events TYPE[,TYPE…]"),
      });
    }
  }, 60_000);
});
