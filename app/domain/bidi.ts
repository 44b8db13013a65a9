/**
 * Text a visitor typed, inside a bidirectional isolate for plain text (a page's title, where no
 * `<bdi>` can go): First Strong Isolate … Pop Directional Isolate. A right-to-left override (U+202E)
 * or a run of Arabic in it then reorders only itself, not the text after it (issue 26).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
