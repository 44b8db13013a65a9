import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL (the public origin used in canonical links, the sitemap and the feed) is baked into
  // prerendered pages at build time, so Vite must expose it.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/(components\/(layout|ui\/(button|page|toast|contact-details))|hydration|content\/(site|page-meta|navigation|types))|jsx-runtime|rolldown[\\/]runtime/,
            },
            {
              name: "forms",
              test: /\/node_modules\/zod\/|\/app\/(domain\/(validation|visit|consent)|components\/ui\/(form-fields|status|no-script-notice)|features\/(post-json|campaign))/,
            },
          ],
        },
      },
    },
  },
});
