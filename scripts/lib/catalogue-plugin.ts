import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Plugin } from "vite";

const ROOT = path.join(import.meta.dirname, "..", "..");

/**
 * Checks and compiles the message catalogue (scripts/catalogue.ts) in a process of its own:
 * Paraglide's project loader keeps handles open for half a minute after it is done, which would
 * hold a build or a test run open that long.
 */
async function compileInChild(): Promise<void> {
  try {
    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", path.join(ROOT, "scripts", "catalogue.ts")],
      {
        cwd: ROOT,
      },
    );
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(stderr?.trim() || message, { cause: error });
  }
}

/**
 * Compiles the message catalogue before a build or a dev server starts, and again when a
 * catalogue changes under the dev server; a missing message fails the build.
 */
export function messageCatalogue(): Plugin {
  let compiled: Promise<void> | undefined;
  return {
    name: "message-catalogue",
    buildStart() {
      // The client and server environments share one compile.
      compiled ??= compileInChild();
      return compiled;
    },
    configureServer(server) {
      server.watcher.add(path.join(ROOT, "messages"));
      server.watcher.on("change", (file) => {
        if (file.startsWith(path.join(ROOT, "messages"))) {
          compiled = compileInChild().catch((error: Error) => server.config.logger.error(error.message));
        }
      });
    },
  };
}
