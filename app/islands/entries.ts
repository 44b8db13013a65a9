/**
 * The islands: the parts of a page that run in the browser without React Router's client runtime
 * (docs/decisions/025-islands.md). Each is a script of its own, built by vite.islands.config.ts
 * before the site, so that the pages that carry one can name its file.
 */
export const islandEntries = {
  /** /contact: the five-step lead request and its thank-you view, with React. */
  "lead-request": "app/islands/lead-request.ts",
  /** /book-a-call: the calendar, the times, the form and the confirmation, with React. */
  booking: "app/islands/booking.ts",
  /** /blogs: filters the server's list as the visitor types, without React. */
  "blog-filter": "app/islands/blog-filter.ts",
} as const;

export type IslandName = keyof typeof islandEntries;

/** An island's script and the modules it imports, as the pages name them. */
export interface IslandScript {
  src: string;
  /** Every module the script imports, however deep, so the browser fetches them at once. */
  preload: string[];
}

export type IslandScripts = Record<IslandName, IslandScript>;
