import type { Plugin } from "vite";
import { compileCatalogue } from "./catalogue.ts";

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
      compiled ??= compileCatalogue();
      return compiled;
    },
    configureServer(server) {
      server.watcher.add("messages/*.json");
      server.watcher.on("change", (file) => {
        if (/[/\\]messages[/\\]\w+\.json$/.test(file)) {
          compiled = compileCatalogue().catch((error: Error) => server.config.logger.error(error.message));
        }
      });
    },
  };
}
