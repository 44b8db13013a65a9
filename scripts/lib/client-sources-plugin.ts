/**
 * Which of our source files went into each file of a client build: a list written beside the
 * build, which `npm run bench:pages` reads to check that no public page loads the console's code
 * (scripts/bench-pages.ts). Written outside build/client, whose every file the server answers.
 *
 * The islands' build writes its own list; the site's build, which copies the islands' files into
 * its own, takes that list in with them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ISLANDS_OUT_DIR } from "./islands-plugin.ts";

/** A client file (its path in the build, e.g. "assets/team-C1x.js") and the sources it was made from. */
export type ClientSources = Record<string, string[]>;

export const SITE_CLIENT_SOURCES = "build/client-sources.json";
export const ISLANDS_CLIENT_SOURCES = path.join(ISLANDS_OUT_DIR, "client-sources.json");

/** A module's source file in the project ("app/console.css"), or undefined for a virtual module or a package's. */
export function sourceFile(root: string, id: string): string | undefined {
  const file = id.split("?")[0]!;
  if (file.startsWith("\0")) return undefined;
  const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
  return relative.startsWith("..") || relative.includes("node_modules/") ? undefined : relative;
}

function readSources(file: string): ClientSources {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the islands are built first (npm run build does both).`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as ClientSources;
}

/** Writes `file` for the client build; `including`, another build's list, is copied in first. */
export function clientSources(file: string, including?: string): Plugin {
  let root = process.cwd();
  return {
    name: "client-sources",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const sources = including ? readSources(including) : {};
      for (const output of Object.values(bundle)) {
        const ids = output.type === "chunk" ? output.moduleIds : output.originalFileNames;
        const own = [...new Set(ids.flatMap((id) => sourceFile(root, id) ?? []))].sort();
        // The islands' files are copied in as assets of no source: the islands' list names theirs.
        if (own.length > 0) sources[output.fileName] = own;
      }
      writeFileSync(path.resolve(root, file), `${JSON.stringify(sources, null, 2)}\n`);
    },
  };
}
