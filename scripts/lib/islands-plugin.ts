/**
 * Vite plugins for the islands (docs/decisions/025-islands.md).
 *
 * The islands are built first, on their own (vite.islands.config.ts), so that their chunks are
 * split for them alone: in the site's build they would share chunks with React Router's routes
 * and load its runtime with them. That build writes node_modules/.cache/islands, with a manifest of each
 * island's script and the modules it imports. The site's build then reads the manifest for the
 * pages that name an island (`virtual:islands`) and copies the files into its client build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { type IslandScripts, islandEntries } from "../../app/islands/entries.ts";

/** Outside build/, which the site's build empties first. */
export const ISLANDS_OUT_DIR = "node_modules/.cache/islands";
const MANIFEST_FILE = "islands-manifest.json";
const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** In development, an island's script: React Router's Fast Refresh preamble, then the island. */
const DEV_ENTRY_PREFIX = "virtual:island-dev/";

/** In vite.islands.config.ts: writes the manifest beside the islands' files. */
export function islandManifest(): Plugin {
  return {
    name: "island-manifest",
    generateBundle(_options, bundle) {
      const scripts: Record<string, { src: string; preload: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        scripts[chunk.name] = {
          src: `/${chunk.fileName}`,
          preload: staticImportsOf(chunk.fileName, bundle).map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: "asset",
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(scripts, null, 2)}\n`,
      });
    },
  };
}

/** Appended to the id of each module the blog filter imports: its own copy of that module. */
const BLOG_FILTER_COPY = "?blog-filter";

/**
 * In vite.islands.config.ts: the blog filter shares no chunk with the React islands (ADR 025: its
 * page loads 1 KB). Each module of app/ that it imports, however deep, gets an id of its own, so
 * that code both use (markHydrated) is copied into its script rather than split into a chunk of a
 * few bytes that /blogs, /contact and /book-a-call would each fetch beside their scripts.
 */
export function blogFilterSharesNoChunk(): Plugin {
  const entry = path.resolve(islandEntries["blog-filter"]);
  const appFolder = path.resolve("app") + path.sep;
  return {
    name: "blog-filter-shares-no-chunk",
    // Otherwise Vite's own resolver, which answers the `~/` imports, would come first.
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (importer !== entry && !importer?.endsWith(BLOG_FILTER_COPY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(appFolder)) return resolved;
      return { ...resolved, id: `${resolved.id}${BLOG_FILTER_COPY}` };
    },
  };
}

type Bundle = Record<string, { type: "chunk"; imports: string[] } | { type: "asset" }>;

/** Every chunk a chunk imports statically, directly or through another. */
function staticImportsOf(fileName: string, bundle: Bundle): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== "chunk") return;
    for (const imported of chunk.imports) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...found].sort();
}

/**
 * In the site's build (and Vitest's): `virtual:islands` names each island's script. The
 * development server serves an island's source as a module; a build names the files of
 * node_modules/.cache/islands and copies them into its client build.
 */
export function islandScripts(): Plugin {
  let serving = false;
  return {
    name: "island-scripts",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      if (id === VIRTUAL_ID || id.startsWith(DEV_ENTRY_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        const scripts = serving ? developmentScripts() : builtScripts();
        return `export default ${JSON.stringify(scripts)};`;
      }
      if (id.startsWith(`\0${DEV_ENTRY_PREFIX}`)) {
        // The development server compiles the island's modules with Fast Refresh, which React
        // Router's <Scripts> prepare on the pages it hydrates; an island's page has none.
        const name = id.slice(`\0${DEV_ENTRY_PREFIX}`.length) as keyof typeof islandEntries;
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${islandEntries[name]}";\n`;
      }
      return undefined;
    },
    generateBundle() {
      if (serving || this.environment.name !== "client") return;
      const assets = path.join(ISLANDS_OUT_DIR, "assets");
      for (const name of readdirSync(assets)) {
        this.emitFile({
          type: "asset",
          fileName: `assets/${name}`,
          source: readFileSync(path.join(assets, name)),
        });
      }
    },
  };
}

function developmentScripts(): IslandScripts {
  const entries = Object.keys(islandEntries).map((name) => [
    name,
    { src: `/@id/${DEV_ENTRY_PREFIX}${name}`, preload: [] },
  ]);
  return Object.fromEntries(entries) as IslandScripts;
}

function builtScripts(): IslandScripts {
  const manifest = path.join(ISLANDS_OUT_DIR, MANIFEST_FILE);
  if (!existsSync(manifest)) {
    throw new Error(`${manifest} is missing: the islands are built first (npm run build does both).`);
  }
  return JSON.parse(readFileSync(manifest, "utf8")) as IslandScripts;
}
