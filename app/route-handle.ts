import { type UIMatch, useMatches } from "react-router";

/**
 * A route opts in to hydration by React Router with `export const handle = { hydrate: true }` (a
 * booking's own page, the console). Every other page is served as plain HTML with no framework
 * JavaScript (docs/decisions/002-zero-js-content-pages.md), or with an island of its own (025).
 */
export interface RouteHandle {
  hydrate?: boolean;
  /** The staff console (/admin): its own chrome instead of the public header and footer. */
  console?: boolean;
}

export const hydrated: RouteHandle = { hydrate: true };

export function routeNeedsHydration(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function useHydrationWanted(): boolean {
  return routeNeedsHydration(useMatches());
}

export function useIsConsole(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.console === true);
}
