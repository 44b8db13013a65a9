import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder, where package.json, build/ and drizzle/ are: the nearest folder upward
 * from this module with a package.json. The same answer from the sources (tsx, vitest) and from
 * the compiled server, which Vite bundles into build/server (ADR 033).
 */
export function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
