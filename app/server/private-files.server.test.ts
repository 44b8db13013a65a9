import { mkdtempSync } from "node:fs";
import { chmod, lstat, mkdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./mail/transport.server";
import { makeDataDirPrivate, restrictToOwner } from "./private-files.server";

const modeOf = async (entry: string) => (await lstat(entry)).mode & 0o7777;

describe("the data directory made private (issue 22, item 1)", () => {
  let startedWith: number;
  beforeEach(() => {
    // The usual umask, under which the mailbox and the secret's folder had been 0755.
    startedWith = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(startedWith);
  });

  it("tightens an existing DATA_DIR: the mailbox, its messages, the secret, the lock, at any depth", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-private-")), "data");
    await mkdir(path.join(dataDir, "mail"), { recursive: true, mode: 0o755 });
    await mkdir(path.join(dataDir, "pglite", "base", "5"), { recursive: true, mode: 0o755 });
    const files = {
      message: path.join(dataDir, "mail", "2026-11-20T15-00-00.000Z-1@example.eml"),
      secret: path.join(dataDir, "app-secret"),
      lock: path.join(dataDir, "pglite.lock"),
      table: path.join(dataDir, "pglite", "base", "5", "16390"),
    };
    for (const file of Object.values(files)) await writeFile(file, "personal", { mode: 0o644 });
    await chmod(files.table, 0o666);
    await chmod(dataDir, 0o755);

    await makeDataDirPrivate(dataDir);

    for (const folder of [dataDir, path.join(dataDir, "mail"), path.join(dataDir, "pglite", "base", "5")])
      expect(await modeOf(folder)).toBe(0o700);
    for (const file of Object.values(files)) expect(await modeOf(file)).toBe(0o600);
    // Idempotent: a second start has nothing to change.
    expect(await restrictToOwner(dataDir)).toBe(0);
  });

  it("sets the umask, so that what is created afterwards is private even without a mode", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-private-"));
    await makeDataDirPrivate(dataDir);
    await mkdir(path.join(dataDir, "later"));
    await writeFile(path.join(dataDir, "later", "file"), "x");
    expect(await modeOf(path.join(dataDir, "later"))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "later", "file"))).toBe(0o600);
  });

  it("leaves what a symbolic link points to alone, and a missing DATA_DIR is no error", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "site-private-"));
    const outside = path.join(root, "outside.txt");
    await writeFile(outside, "not ours to change", { mode: 0o644 });
    const dataDir = path.join(root, "data");
    await mkdir(dataDir);
    await symlink(outside, path.join(dataDir, "link"));
    await restrictToOwner(dataDir);
    expect(await modeOf(outside)).toBe(0o644);
    expect(await restrictToOwner(path.join(root, "not-yet"))).toBe(0);
  });

  it("creates the mailbox private under umask 022, with the folders it needs", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-private-")), "data");
    const mailDir = path.join(dataDir, "mail");
    const transport = createMailTransport({ mailDir, log: () => undefined });
    const { location } = await transport.send({
      from: "a@example.com",
      to: "b@example.com",
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      messageId: "<1@example.com>",
      queuedAt: new Date("2026-11-20T15:00:00Z"),
    });
    transport.close();
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(mailDir)).toBe(0o700);
    expect(await modeOf(location!)).toBe(0o600);
  });
});
