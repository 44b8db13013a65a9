/**
 * Marks `<html data-hydrated>`: the page's script has taken over, whichever it is (React Router's
 * root, ADR 003; a React island or the blog filter, ADR 025). The browser tests wait for it before
 * they use what the script adds. No React here: the blog filter's script, which has none, calls it.
 */
export function markHydrated() {
  document.documentElement.setAttribute("data-hydrated", "");
}
