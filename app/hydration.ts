import { useSyncExternalStore } from "react";
import { type UIMatch, useMatches } from "react-router";

/**
 * A route opts in to hydration with `export const handle = { hydrate: true }`. Every other page is
 * served as plain HTML with no framework JavaScript (docs/decisions/002-zero-js-content-pages.md).
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

// Nothing to subscribe to: the answer changes once, when hydration ends, and React re-renders then.
const neverChanges = () => () => {};

/**
 * Whether React runs this page's handlers yet: false on the server and while React hydrates its
 * HTML (which starts only after the first paint, ADR 003), true from the render right after, and
 * from the first render of a page reached by client-side navigation. Controls that do nothing
 * before then render disabled, so that a tap is never silently lost (ADR 017).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
