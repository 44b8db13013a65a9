import { type ReactElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandIdPrefix } from "./entries";
import { IslandRoot } from "./island-root";

/**
 * Hydrates the island the server rendered with <Island name={name}> (app/components/island.tsx),
 * as a transition: React then hydrates in slices of a few milliseconds, yielding to the browser
 * between them, instead of in one long task that a phone's visitor would feel as a freeze.
 */
export function hydrateIsland(name: IslandName, element: ReactElement) {
  const container = document.querySelector(`[data-island="${name}"]`);
  if (!container) return;
  startTransition(() => {
    hydrateRoot(container, <IslandRoot>{element}</IslandRoot>, { identifierPrefix: islandIdPrefix(name) });
  });
}
