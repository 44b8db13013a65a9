import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildLogLevel, buildSummary, quietRolldownOptions } from "./scripts/lib/build-output.ts";
import {
  clientSources,
  ISLANDS_CLIENT_SOURCES,
  SITE_CLIENT_SOURCES,
} from "./scripts/lib/client-sources-plugin.ts";
import { islandScripts } from "./scripts/lib/islands-plugin.ts";
// SITE_URL from the environment (the server's reader), and no .env file: ADR 031.
import { siteUrlFromEnvironment } from "./scripts/lib/site-url-plugin.ts";

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islandScripts(),
    siteUrlFromEnvironment(),
    // For bench:pages, which checks that no public page loads the console's code.
    clientSources(SITE_CLIENT_SOURCES, ISLANDS_CLIENT_SOURCES),
    buildSummary(),
  ],
  logLevel: buildLogLevel(command),
  resolve: { tsconfigPaths: true },
  // Bundled into the server build, so that only the icons we draw are loaded: imported from
  // node_modules, the package's index loads every icon, about 7 MB of the server's heap.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    rolldownOptions: {
      ...quietRolldownOptions,
      output: {
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/(components\/(layout|ui\/(button|page|toast|contact-details|status|no-script-notice))|hydration|content\/(site|page-meta|navigation|types)|features\/post-json)|jsx-runtime|rolldown[\\/]runtime/,
            },
            {
              // zod and what validates with it: the pages with a form load it, a booking's page does not.
              name: "forms",
              test: /\/node_modules\/zod\/|\/app\/(domain\/(validation|visit|consent)|components\/ui\/form-fields|features\/campaign)/,
            },
          ],
        },
      },
    },
  },
}));
