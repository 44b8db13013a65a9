/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The public origin, e.g. https://www.example.com; see README "Configuration". Defined by
   * scripts/lib/site-url-plugin.ts in every build and test run, from readSiteUrl.
   */
  readonly SITE_URL: string;
}

declare module "virtual:islands" {
  import type { IslandScripts } from "~/islands/entries";
  /** Each island's script (scripts/lib/islands-plugin.ts). */
  const scripts: IslandScripts;
  export default scripts;
}
