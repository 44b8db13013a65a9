/**
 * Starts the production server as process managers run it (`npm start`'s node command) on
 * 127.0.0.1 for a benchmark, waits until it answers, and stops it again. The caller builds first.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { processStats, statFields } from "./proc-stat.ts";

export interface RunningServer {
  origin: string;
  /** The server's process id: its threads are the tasks of /proc/<pid>/task. */
  pid: number;
  /** From the spawn to the first 200. */
  readyAfterMs: number;
  /** The resident memory of the server's whole process tree (its process group), in MB. */
  rssMegabytes(): number;
  stop(): Promise<void>;
}

/** `npm start`'s node command: the environment it sets (glibc's malloc tuning), then node's arguments. */
export interface StartCommand {
  env: Record<string, string>;
  args: string[];
}

/**
 * `npm start`'s command, read from package.json: the one place that says how the server is run in
 * production. It is `NAME=value … node <flags> build/server/main.js`; the assignments before
 * `node` are the environment the server needs (ADR 046), the rest node's arguments.
 */
export function startCommand(): StartCommand {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  return parseStartCommand(scripts.start);
}

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

export function parseStartCommand(script: string): StartCommand {
  const words = script.trim().split(/\s+/);
  const firstArgument = words.findIndex((word) => !ASSIGNMENT.test(word));
  const assignments = firstArgument === -1 ? words : words.slice(0, firstArgument);
  const [command, ...args] = words.slice(assignments.length);
  if (command !== "node") throw new Error(`npm start runs "${script}", not node`);
  const env = Object.fromEntries(assignments.map((word) => ASSIGNMENT.exec(word)!.slice(1, 3)));
  return { env, args };
}

/**
 * What a test or a benchmark spawns with `process.execPath` to run the compiled server as
 * `npm start` does: its node arguments, and its environment, with `env` over it and over this
 * process's own.
 */
export function serverProcess(env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const start = startCommand();
  return { args: start.args, env: { ...process.env, ...start.env, ...env } };
}

export async function serveBuild(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = serverProcess({ ...env, PORT: String(port), HOST: "127.0.0.1" });
  const child = spawn(process.execPath, server.args, {
    env: server.env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  // A fresh data directory's PGlite is initialised first: seconds when idle, a minute when busy.
  const deadline = Date.now() + 120_000;
  for (let ready = false; !ready;) {
    try {
      ready = (await fetch(`${origin}/robots.txt`)).ok;
    } catch {
      // not listening yet
    }
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The server on ${origin} did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyAfterMs = performance.now() - started;
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    origin,
    pid: child.pid!,
    readyAfterMs,
    rssMegabytes: () => groupRssKilobytes(child.pid!) / 1024,
    // The whole process group (the server and any workers), and only once every one of them has
    // exited: the server drains its requests and outbox before it goes.
    async stop() {
      process.kill(-child.pid!, "SIGTERM");
      const deadline = Date.now() + 15_000;
      while (groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive()) process.kill(-child.pid!, "SIGKILL");
    },
  };
}

/** The sum of VmRSS over the processes of a process group, from Linux's /proc. */
function groupRssKilobytes(groupId: number): number {
  let total = 0;
  for (const { pid, stat } of processStats()) {
    // pgrp: the third field after the command's name.
    if (Number(statFields(stat)[2]) !== groupId) continue;
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += Number(rss?.[1] ?? 0);
    } catch {
      // The process exited while we looked.
    }
  }
  return total;
}
