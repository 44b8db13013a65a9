import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandIdPrefix } from "./entries";
import { IslandRoot } from "./island-root";

/** Hydrates the island the server rendered with <Island name={name}> (app/components/island.tsx). */
export function hydrateIsland(name: IslandName, element: ReactElement) {
  const container = document.querySelector(`[data-island="${name}"]`);
  if (!container) return;
  hydrateRoot(container, <IslandRoot>{element}</IslandRoot>, { identifierPrefix: islandIdPrefix(name) });
}
