import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeOfPath } from "~/domain/locale";
import { islandElement, islandRootOptions, islandSelector, type ReactIsland } from "./react-island";

/**
 * Hydrates the island the route rendered with <Island island={island}> (app/components/island.tsx),
 * as a transition: React then hydrates in slices of a few milliseconds, yielding to the browser
 * between them, instead of in one long task that a phone's visitor would feel as a freeze.
 */
export function hydrateIsland(island: ReactIsland) {
  const container = document.querySelector(islandSelector(island));
  if (!container) return;
  startTransition(() => {
    hydrateRoot(
      container,
      islandElement(island, localeOfPath(window.location.pathname)),
      islandRootOptions(island),
    );
  });
}
