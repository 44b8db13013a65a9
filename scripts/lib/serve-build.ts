/**
 * Starts the production server (`tsx server.ts`) on 127.0.0.1 for a benchmark, waits until it
 * answers, and stops it again. The caller builds first.
 */
import { type ChildProcess, spawn } from "node:child_process";

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function serveBuild(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("npx", ["tsx", "server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        // The whole group: npx, tsx and node.
        process.kill(-child.pid!, "SIGTERM");
      }),
  };
}
