/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin, e.g. https://www.example.com; see README "Configuration". */
  readonly SITE_URL?: string;
}
