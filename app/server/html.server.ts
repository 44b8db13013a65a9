/**
 * Hydration starts after the first paint (docs/decisions/003-hydrate-after-first-paint.md).
 *
 * React Router writes module preloads and an inline module script that start downloading the
 * app's JavaScript as soon as the HTML is parsed, competing with the stylesheet and the first
 * paint on a slow phone. The page is complete HTML already, so we make those tags inert here and
 * /site.js brings them back to life once the page has loaded and painted.
 *
 * If React Router ever changes its markup, nothing matches and the scripts simply run at once,
 * as they would without this step.
 */
export const DEFERRED_PRELOAD_ATTRIBUTE = "data-hydration-preload";
export const DEFERRED_MODULE_TYPE = "text/hydration-module";

export function deferHydration(html: string): string {
  return (
    html
      // A nonce may come before rel: <link nonce="…" rel="modulepreload" href="…">.
      .replace(/(<link\b[^>]*?) rel="modulepreload"/g, `$1 ${DEFERRED_PRELOAD_ATTRIBUTE}`)
      .replace(/(<script\b[^>]*?) type="module" async=""/, `$1 type="${DEFERRED_MODULE_TYPE}"`)
  );
}
