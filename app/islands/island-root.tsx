import { type ReactNode, useEffect } from "react";
import { markHydrated } from "~/mark-hydrated";

/**
 * The root of every React island, on the server and in the browser alike (the two trees must
 * match). It marks the moment React has taken over the page, as the root route does for hydrated
 * pages: the browser tests wait for it before they use the island.
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}
