import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server";

const holderScript = fileURLToPath(
  new URL("../../../tests/support/data-dir-lock-holder.ts", import.meta.url),
);
const running: ChildProcess[] = [];

function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "site-lock-")), "pglite");
}

/** Starts a holder process (optionally wrapped, e.g. in `unshare`); resolves with its first line. */
function startHolder(dataDir: string, wrapper: string[] = []) {
  const command = [...wrapper, process.execPath, "--import", "tsx", holderScript, dataDir];
  const child = spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  running.push(child);
  const firstLine = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.split("\n")[0]!);
    });
    child.once("exit", (code) => reject(new Error(`holder exited with ${code} before answering`)));
  });
  return { child, firstLine };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

afterEach(async () => {
  const alive = running.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(alive.map(killHard));
});

describe("the PGlite data directory lock", () => {
  it("is refused while another process holds it, naming that process", async () => {
    const dataDir = freshDataDir();
    const holder = startHolder(dataDir);
    const holderPid = (await holder.firstLine).split(" ")[1];
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${holderPid}`);
  }, 30_000);

  it("is free again once its holder is killed with SIGKILL", async () => {
    const dataDir = freshDataDir();
    const holder = startHolder(dataDir);
    expect(await holder.firstLine).toMatch(/^locked /);
    await killHard(holder.child);
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  }, 30_000);

  it("is held within one process too: a second open of the directory is refused until release", () => {
    const dataDir = freshDataDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    release(); // releasing twice is harmless
    lockDataDir(dataDir)();
  });

  it("goes to exactly one of several processes that race for it", async () => {
    const dataDir = freshDataDir();
    const holders = Array.from({ length: 6 }, () => startHolder(dataDir));
    const answers = await Promise.all(holders.map((holder) => holder.firstLine));
    expect(answers.filter((answer) => answer.startsWith("locked"))).toHaveLength(1);
    expect(answers.filter((answer) => answer === "refused")).toHaveLength(5);
  }, 60_000);

  // The container case: after a kill -9, the restarted server runs in a fresh PID namespace and
  // gets the dead server's PID. A PID-file lock would think the dead server alive and refuse.
  // --kill-child: the namespace's first process (the holder) dies with unshare, as a container's does.
  const unshare = ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc"];
  const canUnshare = spawnSync(unshare[0]!, [...unshare.slice(1), "true"]).status === 0;
  it.skipIf(!canUnshare)(
    "is taken by a server restarted in a fresh PID namespace with the dead holder's PID",
    async () => {
      const dataDir = freshDataDir();
      const first = startHolder(dataDir, unshare);
      const firstPid = (await first.firstLine).split(" ")[1];
      // The holder as this test's namespace sees it, to know when the kernel has reaped it.
      const holderHostPid = readFileSync(
        `/proc/${first.child.pid}/task/${first.child.pid}/children`,
        "utf8",
      ).trim();
      await killHard(first.child);
      await vi.waitUntil(() => !existsSync(`/proc/${holderHostPid}`), { timeout: 10_000 });
      const restarted = startHolder(dataDir, unshare);
      expect(await restarted.firstLine).toBe(`locked ${firstPid}`);
    },
    60_000,
  );
});
