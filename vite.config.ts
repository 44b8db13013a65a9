import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { buildLogLevel, buildSummary, quietRolldownOptions } from "./scripts/lib/build-output.ts";
import {
  clientSources,
  ISLANDS_CLIENT_SOURCES,
  SITE_CLIENT_SOURCES,
} from "./scripts/lib/client-sources-plugin.ts";
import { islandScripts } from "./scripts/lib/islands-plugin.ts";
// SITE_URL from the environment (the server's reader), and no .env file: ADR 031.
import { messageCatalogue } from "./scripts/lib/catalogue-plugin.ts";
import { siteUrlFromEnvironment } from "./scripts/lib/site-url-plugin.ts";

/**
 * The server build's entries, compiled together so that a module they share (the booking
 * lifecycle, the schema, the email templates) is compiled once, into one chunk, and one process
 * loads one copy of it (ADR 033, after React Router's node-postgres template): React Router's
 * pages (index.js, which the prerendering also loads), the process's entry (main.js, what
 * `npm start` runs), the site it starts (site.js, which the end-to-end tests start too) and the
 * thread in which the site renders its emails (email-render-thread.js, ADR 048).
 */
const serverEntries = {
  index: "virtual:react-router/server-build",
  main: "server/main.ts",
  site: "server/site.ts",
  "email-render-thread": "server/email-render-thread.ts",
};

/** Each server entry under its own name: React Router names every entry of the build index.js. */
function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, entryFileNames: "[name].js" }),
  };
}

/**
 * React Router's production build in the browser's bundle. Its package exports only its
 * development build (remix-run/react-router#12532, meant to be temporary), whose warnings cost every
 * page that hydrates a few kilobytes it never uses; the production build beside it is the same
 * code without them (ADR 041). Only the browser's: the server's React Router is Node's to load.
 */
function reactRouterProductionBuild(): Plugin {
  const production: Record<string, string> = {
    "react-router": fileURLToPath(
      import.meta.resolve("react-router").replace("/development/", "/production/"),
    ),
    "react-router/dom": fileURLToPath(
      import.meta.resolve("react-router/dom").replace("/development/", "/production/"),
    ),
  };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    apply: "build",
    resolveId: (id) => production[id],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    messageCatalogue(),
    tailwindcss(),
    reactRouter(),
    serverEntryNames(),
    reactRouterProductionBuild(),
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
  build: { rolldownOptions: quietRolldownOptions },
  environments: {
    // The browser's shared chunks. The server build has none of its own making: there a group
    // would also pull the components into what the workers' supervisor loads (ADR 024).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Not the 404 page: root.tsx loads it only on a 404.
                  name: "site",
                  test: /\/app\/(components\/(layout\/(?!not-found)|ui\/(button|page|toast|contact-details|status|no-script-notice))|route-handle|mark-hydrated|content\/(site|page-meta|navigation|types)|features\/post-json)|jsx-runtime|rolldown[\\/]runtime/,
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
    },
    // React Router reads the server build's input from here (rollupOptions, its name for it).
    ssr: { build: { rollupOptions: { input: serverEntries } } },
  },
}));
