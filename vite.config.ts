import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildLogLevel, buildSummary, quietRolldownOptions } from "./scripts/lib/build-output.ts";
import { islandScripts } from "./scripts/lib/islands-plugin.ts";
// SITE_URL from the environment (the server's reader), and no .env file: ADR 031.
import { siteUrlFromEnvironment } from "./scripts/lib/site-url-plugin.ts";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), islandScripts(), siteUrlFromEnvironment(), buildSummary()],
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
              test: /\/app\/(components\/(layout|ui\/(button|page|toast|contact-details|status|no-script-notice))|route-handle|mark-hydrated|content\/(site|page-meta|navigation|types)|features\/post-json)|jsx-runtime|rolldown[\\/]runtime/,
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
