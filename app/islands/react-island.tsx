import { type ComponentType, type ReactNode, useEffect } from "react";
import { markHydrated } from "~/mark-hydrated";
import type { Locale } from "~/domain/locale";
import { LocaleContext } from "~/use-locale";
import type { IslandName } from "./entries";

/**
 * An island that React runs (docs/decisions/025-islands.md): the script it is named by and the
 * component it renders. Each is declared once, beside its component; the route renders the
 * declaration with <Island> (app/components/island.tsx) and the script hydrates the same one with
 * hydrateIsland (./hydrate.tsx), through the functions below, which both sides share.
 *
 * The component takes no props: the page is prerendered, so the browser has nothing from the
 * server but the HTML, and props that the script repeated could differ from the server's. What
 * the island needs at run time, it asks the API for.
 */
export interface ReactIsland {
  name: IslandName;
  Component: ComponentType;
}

/** The container's attribute, on the server's side; its script finds it by islandSelector. */
export function islandContainer({ name }: ReactIsland) {
  return { "data-island": name };
}

export function islandSelector({ name }: ReactIsland) {
  return `[data-island="${name}"]`;
}

/**
 * What the server renders as the island's own root, and the browser hydrates, in the page's
 * language: both sides read it from the page's path.
 */
export function islandElement({ Component }: ReactIsland, locale: Locale) {
  return (
    <LocaleContext value={locale}>
      <IslandRoot>
        <Component />
      </IslandRoot>
    </LocaleContext>
  );
}

/**
 * The options of the island's root, on both sides. An island is a React root of its own, so its
 * `useId`s are prefixed to stay apart from the page's and from other islands'.
 */
export function islandRootOptions({ name }: ReactIsland) {
  return { identifierPrefix: `${name}-` };
}

/** Marks the moment React has taken over the island, as the root route does for hydrated pages. */
function IslandRoot({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}
