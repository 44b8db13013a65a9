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

const MODULE_PRELOAD = ' rel="modulepreload"';
const INLINE_MODULE = ' type="module" async=""';

/**
 * The document's bytes with the edits made, found and cut as bytes: the tags matched are ASCII, and
 * every byte of a multi-byte UTF-8 character is 0x80 or above, so no match can start or end inside
 * one, and the bytes around a match come back as they came. Reading the document as a Latin-1
 * string, editing it with regular expressions and encoding it again took about 11 ms of the
 * console's largest page, the leads board (432 KB), on this machine; a search of the bytes finds
 * its few matches in a fraction of that. Every module preload is made inert, and the first inline
 * module script.
 */
export function deferHydration(document: Uint8Array): Buffer<ArrayBuffer> {
  const bytes = Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  const edits: { at: number; length: number; with: string }[] = [];
  for (let at = attributeOf(bytes, "link", MODULE_PRELOAD, 0); at !== -1;) {
    edits.push({ at, length: MODULE_PRELOAD.length, with: ` ${DEFERRED_PRELOAD_ATTRIBUTE}` });
    at = attributeOf(bytes, "link", MODULE_PRELOAD, at + MODULE_PRELOAD.length);
  }
  const script = attributeOf(bytes, "script", INLINE_MODULE, 0);
  if (script !== -1)
    edits.push({ at: script, length: INLINE_MODULE.length, with: ` type="${DEFERRED_MODULE_TYPE}"` });
  edits.sort((a, b) => a.at - b.at);
  const parts: Uint8Array[] = [];
  let kept = 0;
  for (const edit of edits) {
    parts.push(bytes.subarray(kept, edit.at), Buffer.from(edit.with, "latin1"));
    kept = edit.at + edit.length;
  }
  parts.push(bytes.subarray(kept));
  return Buffer.concat(parts);
}

/**
 * Where `attribute`, from `from` on, is written inside a `<tag …>` start tag (a nonce may come
 * before it: <link nonce="…" rel="modulepreload" href="…">), or -1: the tag's name is a whole word,
 * and no ">" comes between it and the attribute. React escapes "<" and ">" in attribute values.
 */
function attributeOf(bytes: Buffer, tag: string, attribute: string, from: number): number {
  for (
    let at = bytes.indexOf(attribute, from, "latin1");
    at !== -1;
    at = bytes.indexOf(attribute, at + 1, "latin1")
  ) {
    const open = bytes.lastIndexOf(`<${tag}`, at, "latin1");
    if (open === -1) continue;
    const afterName = bytes[open + tag.length + 1];
    const nameEnds = afterName === undefined || !/\w/.test(String.fromCharCode(afterName));
    if (nameEnds && bytes.indexOf(">", open, "latin1") > at) return at;
  }
  return -1;
}
