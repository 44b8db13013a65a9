/**
 * The one spelling of a request's path that every layer sees (ADR 029). React Router decodes a
 * path before it matches a route, and WHATWG URL parsing resolves dot segments ("/x/../admin",
 * "/admin/%2e/leads"), while Express matches the path as it was sent: "/%61dmin/forgot-password"
 * reached the console's page without the console's guards (no-store, noindex, the body limit,
 * the rate limit). So before anything matches, the target is rewritten to its canonical form:
 * origin-form, dot segments resolved, repeated slashes collapsed, each segment decoded and
 * re-encoded the one way. Express's guards and React Router then route the same path, whatever
 * spelling a client chose. A target that names no path, or whose percent-encoding is not UTF-8,
 * is refused here with a 400 instead of reaching a decoder that would throw.
 */

export type RequestTarget =
  /** The target to route: `url` is the canonical path and the query string as sent. */
  | { kind: "path"; url: string }
  /** The asterisk-form of `OPTIONS *`: a question about the server, not about a resource. */
  | { kind: "server" }
  | { kind: "refused"; message: string };

/** A path that is already canonical: the common case, decided without parsing. */
const PLAIN_PATH = /^(?:\/[\w\-.~!$&'()*+,;=:@]*)*$/;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
/** Sub-delimiters, ":" and "@" may stand unencoded in a path segment (RFC 3986, 3.3). */
const SEGMENT_CHARACTERS_LEFT_AS_THEY_ARE = /%(?:21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g;
/** A control character has no place in a path of ours; decoded, it would reach routes and logs. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const UNREADABLE_PATH_MESSAGE = "The address is not valid: its path cannot be read.";

export function canonicalRequestTarget(rawUrl: string): RequestTarget {
  if (rawUrl === "*") return { kind: "server" };
  const originForm = toOriginForm(rawUrl);
  if (originForm === undefined) return { kind: "refused", message: UNREADABLE_PATH_MESSAGE };
  const queryStart = originForm.indexOf("?");
  const path = queryStart < 0 ? originForm : originForm.slice(0, queryStart);
  const query = queryStart < 0 ? "" : originForm.slice(queryStart);
  if (PLAIN_PATH.test(path) && !path.includes("//") && !DOT_SEGMENT.test(path)) {
    return { kind: "path", url: originForm };
  }
  const canonical = canonicalPath(path);
  return canonical === undefined
    ? { kind: "refused", message: UNREADABLE_PATH_MESSAGE }
    : { kind: "path", url: canonical + query };
}

/**
 * An absolute-form target ("GET http://host/about", which HTTP/1.1 servers must accept, RFC 9112
 * 3.2.2) is reduced to its path and query; the Host header still names the site.
 */
function toOriginForm(rawUrl: string): string | undefined {
  if (rawUrl.startsWith("/")) return rawUrl;
  if (!/^https?:\/\//i.test(rawUrl)) return undefined;
  try {
    const url = new URL(rawUrl);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

function canonicalPath(path: string): string | undefined {
  // Collapsed first: "//admin" would otherwise be read by URL as a host named "admin".
  const collapsed = path.replace(/\/{2,}/g, "/");
  // URL resolves ".", "..", "%2e" and "%2e%2e" the way React Router's request does.
  const resolved = new URL(collapsed, "http://canonical.invalid").pathname;
  const segments: string[] = [];
  for (const segment of resolved.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined; // "%FF", "%ED%A0%80" (a lone surrogate): not UTF-8
    }
    if (CONTROL_CHARACTER.test(decoded)) return undefined;
    segments.push(
      encodeURIComponent(decoded).replace(SEGMENT_CHARACTERS_LEFT_AS_THEY_ARE, decodeURIComponent),
    );
  }
  return segments.join("/") || "/";
}
