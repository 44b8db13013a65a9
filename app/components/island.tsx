import { createContext, type ReactElement, useContext } from "react";
import type { LinkDescriptor } from "react-router";
import islandScripts from "virtual:islands";
import type { IslandName } from "~/islands/entries";
import { useLocale } from "~/use-locale";
import { islandContainer, islandElement, islandRootOptions, type ReactIsland } from "~/islands/react-island";

/**
 * A part of a page that runs in the browser without React Router's client runtime
 * (docs/decisions/025-islands.md). The page names the island's script; /site.js loads it once the
 * page has painted, and the script hydrates what the server rendered here.
 */

/** Renders an element to HTML as a React root of its own; given by entry.server.tsx. */
export type RenderIslandRoot = (element: ReactElement, options: { identifierPrefix: string }) => string;
export const IslandRenderer = createContext<RenderIslandRoot | null>(null);

/**
 * The island, which its script hydrates (app/islands/hydrate.tsx). The server renders it as a root
 * of its own, exactly as the browser will hydrate it; when React Router renders the page in the
 * browser (a link followed from the console), it is simply part of the page.
 */
export function Island({ island }: { island: ReactIsland }) {
  const renderRoot = useContext(IslandRenderer);
  const locale = useLocale();
  if (!renderRoot) {
    return (
      <div {...islandContainer(island)}>
        <island.Component />
      </div>
    );
  }
  const html = renderRoot(islandElement(island, locale), islandRootOptions(island));
  return (
    <div
      {...islandScript(island.name)}
      {...islandContainer(island)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The attribute by which /site.js finds an island's script to load. */
export function islandScript(name: IslandName) {
  return { "data-island-src": islandScripts[name].src };
}

/** For a route's `links`: the island's script and every module it imports, fetched together. */
export function islandLinks(name: IslandName): LinkDescriptor[] {
  const { src, preload } = islandScripts[name];
  return [src, ...preload].map((href) => ({ rel: "modulepreload", href }));
}
