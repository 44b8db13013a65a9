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

/**
 * The document is taken and given back as UTF-8 bytes, read as Latin-1 (a character a byte) for the
 * edit: the tags matched are ASCII, and every byte of a multi-byte UTF-8 character is 0x80 or
 * above, so no match can start or end inside one, and the bytes around a match come back as they
 * came. Decoding the whole document as UTF-8 and encoding it again took about twice as long on the
 * console's largest page, the leads board (432 KB).
 */
export function deferHydration(document: Uint8Array): Buffer<ArrayBuffer> {
  const html = Buffer.from(document.buffer, document.byteOffset, document.byteLength).toString("latin1");
  return Buffer.from(
    html
      // A nonce may come before rel: <link nonce="…" rel="modulepreload" href="…">.
      .replace(/(<link\b[^>]*?) rel="modulepreload"/g, `$1 ${DEFERRED_PRELOAD_ATTRIBUTE}`)
      .replace(/(<script\b[^>]*?) type="module" async=""/, `$1 type="${DEFERRED_MODULE_TYPE}"`),
    "latin1",
  );
}
