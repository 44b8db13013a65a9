/**
 * The environment as the build sees it (docs/decisions/031-one-reader-of-the-environment.md), in
 * every Vite configuration: the site's, the islands' and the tests'.
 *
 * - SITE_URL, which prerendered pages, the sitemap and the feed carry, is read by the server's own
 *   reader (readSiteUrl in app/server/config.server.ts) and defined as `import.meta.env.SITE_URL`:
 *   the same default, the same checks, and a bad value stops the build as it would stop the server.
 * - No .env file is read. The server reads only its environment; a build that read .env files
 *   would bake in a SITE_URL the server does not know of. React Router's plugin copies .env files
 *   into the build's process.env in its own `config` hook unless the configuration it is given
 *   says `envDir: false`; so this plugin's hook runs first ("pre"), before React Router's reads it.
 */
import type { Plugin } from "vite";
import { readSiteUrl } from "../../app/server/config.server.ts";

export function siteUrlFromEnvironment(): Plugin {
  return {
    name: "site-url-from-environment",
    enforce: "pre",
    config: () => {
      const siteUrl = readSiteUrl();
      return {
        envDir: false,
        define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
        // Vitest answers import.meta.env from the test's environment rather than from `define`.
        test: { env: { SITE_URL: siteUrl } },
      };
    },
  };
}
