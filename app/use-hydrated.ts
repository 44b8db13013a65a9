import { useSyncExternalStore } from "react";

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
