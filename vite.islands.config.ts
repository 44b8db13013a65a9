import { defineConfig } from "vite";
import { islandEntries } from "./app/islands/entries.ts";
import { buildLogLevel, buildSummary, quietRolldownOptions } from "./scripts/lib/build-output.ts";
import { clientSources, ISLANDS_CLIENT_SOURCES } from "./scripts/lib/client-sources-plugin.ts";
import { blogFilterSharesNoChunk, ISLANDS_OUT_DIR, islandManifest } from "./scripts/lib/islands-plugin.ts";
import { messageCatalogue } from "./scripts/lib/catalogue-plugin.ts";
import { siteUrlFromEnvironment } from "./scripts/lib/site-url-plugin.ts";

/**
 * The islands' build, run before the site's (docs/decisions/025-islands.md): each island's script,
 * the chunks they share (React DOM), a manifest of them and the list of their sources, in
 * node_modules/.cache/islands.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    messageCatalogue(),
    blogFilterSharesNoChunk(),
    islandManifest(),
    siteUrlFromEnvironment(),
    clientSources(ISLANDS_CLIENT_SOURCES),
    buildSummary("islands"),
  ],
  logLevel: buildLogLevel(command),
  resolve: { tsconfigPaths: true },
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    // Their pages load them after the first paint (public/site.js); nothing to preload from here.
    modulePreload: false,
    rolldownOptions: {
      ...quietRolldownOptions,
      input: islandEntries,
      // What the islands share (React DOM, the forms' code), named for what it is.
      output: { chunkFileNames: "assets/islands-shared-[hash].js" },
    },
  },
}));
