/**
 * Starts the production server (`tsx server.ts`) on 127.0.0.1 for a benchmark, waits until it
 * answers, and stops it again. The caller builds first.
 */
import { spawn } from "node:child_process";

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function serveBuild(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["tsx", "server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
    // The whole process group (npx, tsx and node), and only once every one of them has exited:
    // the server drains its requests and outbox before it goes.
    async stop() {
      process.kill(-child.pid!, "SIGTERM");
      const deadline = Date.now() + 15_000;
      while (groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive()) process.kill(-child.pid!, "SIGKILL");
    },
  };
}
