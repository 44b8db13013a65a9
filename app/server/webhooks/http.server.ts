/**
 * The webhook worker's outgoing HTTP client (ADR 038 §6): one POST, to public addresses only, never
 * following a redirect, with one deadline over the whole attempt and a bounded read of the answer.
 *
 * A webhook URL is typed by an owner, so it may name the server's own network: the loopback, the
 * cloud's metadata service at 169.254.169.254, a private range, in any of the spellings `new URL` and
 * glibc read as such (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`). Checking the URL's text is not
 * enough: a public-looking name can resolve to 10.0.0.7, and a second lookup can answer differently
 * from the first (DNS rebinding). So the name is resolved once, every address it gave is checked, and
 * the connection is made only to those addresses, through a `lookup` that answers them again instead
 * of asking the resolver a second time.
 */
import { promises as dnsPromises, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction, type Socket } from "node:net";
import { StringDecoder } from "node:string_decoder";
import ipaddr from "ipaddr.js";
import { checkWebhookUrl } from "~/domain/webhook-url";

export type WebhookErrorKind = "timeout" | "connection" | "dns" | "tls" | "refused-address" | "invalid-url";

export type WebhookResponse =
  | {
      kind: "answered";
      statusCode: number;
      durationMs: number;
      responseBytes: number;
      excerpt: string;
      retryAfterSeconds: number | null;
    }
  | { kind: "failed"; errorKind: WebhookErrorKind; message: string; durationMs: number };

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export interface WebhookClientOptions {
  /** WEBHOOK_ALLOWED_HOSTS: host names, as `new URL` writes them, that may take http and any address. */
  allowedHosts: readonly string[];
  /** Asked once per attempt; the default is the system's resolver (`dns.lookup`, as every other client). */
  resolve?: Resolve;
  /** One deadline for resolution, connection, TLS, the answer's headers and its body. */
  timeoutMs?: number;
  /** The most of an answer's body read; the response is destroyed there. */
  maxResponseBytes?: number;
  /**
   * The most of the body kept as the excerpt, cut at a character's boundary. Bytes that are not
   * UTF-8 become U+FFFD (3 bytes), so a binary answer's excerpt can be longer once encoded.
   */
  excerptBytes?: number;
}

export interface WebhookClient {
  /**
   * Posts the body to the URL. Every outcome of the attempt resolves (an answer of any status, 3xx
   * included, or a failure of a kind the worker retries or not); the promise rejects, with the
   * signal's reason, only when `signal` is aborted: the caller stopped, and there is no outcome to
   * record.
   */
  send(request: WebhookRequest, signal?: AbortSignal): Promise<WebhookResponse>;
}

/** Retry-After is honoured up to a day (ADR 038 §7); a receiver cannot park a delivery for longer. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

const systemResolve: Resolve = async (hostname) => {
  // verbatim: the addresses in the resolver's order, as net would try them.
  const answers = await dnsPromises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const {
    allowedHosts,
    resolve = systemResolve,
    timeoutMs = 10_000,
    maxResponseBytes = 65_536,
    excerptBytes = 2_048,
  } = options;

  async function send(request: WebhookRequest, callerSignal?: AbortSignal): Promise<WebhookResponse> {
    callerSignal?.throwIfAborted();
    const startedAt = performance.now();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
    // Rounded up: a timer may fire a fraction of a millisecond before performance.now() says it is
    // due, and an attempt cut at the deadline should not read as shorter than the deadline.
    const elapsedMs = () => Math.ceil(performance.now() - startedAt);
    const failed = (errorKind: WebhookErrorKind, message: string): WebhookResponse => ({
      kind: "failed",
      errorKind,
      message,
      durationMs: elapsedMs(),
    });
    /** The deadline is an outcome of the attempt; the caller's abort is not (see `send`). */
    const aborted = (origin: string): WebhookResponse => {
      if (signal.reason !== deadline.reason) throw signal.reason;
      return failed("timeout", `No complete answer from ${origin} within ${timeoutMs} ms`);
    };

    const checked = checkWebhookUrl(request.url, allowedHosts);
    if (!checked.ok) return failed("invalid-url", checked.message);
    const url = checked.url;
    // Messages name the origin at most: a URL's path and query often carry the receiver's token.
    const origin = url.origin;
    const host = hostOf(url);

    let addresses: Addresses;
    try {
      addresses = await resolveOnce(host, resolve, signal);
    } catch (error) {
      if (signal.aborted) return aborted(origin);
      return failed("dns", `${url.hostname} could not be resolved: ${messageOf(error)}`);
    }
    if (!allowedHosts.includes(url.hostname)) {
      const refused = addresses.map(({ address }) => address).filter((address) => !isPublicAddress(address));
      if (refused.length > 0)
        return failed(
          "refused-address",
          `Not sent to ${url.hostname}: ${refused.join(", ")} ${refused.length === 1 ? "is not a public address" : "are not public addresses"}`,
        );
    }

    try {
      const answer = await post(url, host, addresses, request, signal, { maxResponseBytes, excerptBytes });
      return { kind: "answered", durationMs: elapsedMs(), ...answer };
    } catch (error) {
      if (signal.aborted) return aborted(origin);
      if (error instanceof TlsHandshakeFailed)
        return failed("tls", `The TLS handshake with ${origin} failed: ${messageOf(error.cause)}`);
      return failed("connection", `The connection to ${origin} failed: ${messageOf(error)}`);
    }
  }

  return { send };
}

/**
 * Whether an address may be sent to: an IP address whose range ipaddr.js names "unicast", that is, no
 * loopback, private, link-local, shared (100.64/10), unspecified, multicast, broadcast, documentation
 * or reserved range, nor an IPv6 form embedding one (mapped, 6to4, Teredo, NAT64). Deny by default: a
 * range ipaddr.js learns to name is refused too.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || !ipaddr.isValid(address)) return false;
  // ipaddr.js calls the IPv4-compatible ::7f00:1 "unicast" and reads ::8.8.8.8 as the mapped
  // ::ffff:8.8.8.8: net's own parser decides ::/96.
  if (family === 6 && IPV4_COMPATIBLE.check(address, "ipv6")) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** ::/96, the deprecated IPv4-compatible addresses (and :: and ::1). */
const IPV4_COMPATIBLE = new BlockList();
IPV4_COMPATIBLE.addSubnet("::", 96, "ipv6");

const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME_GMT = String.raw`\d{2}:\d{2}:\d{2} GMT`;
/** Sun, 06 Nov 1994 08:49:37 GMT */
const IMF_FIXDATE = new RegExp(
  String.raw`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} ${MONTH} \d{4} ${TIME_GMT}$`,
);
/** Sunday, 06-Nov-94 08:49:37 GMT */
const RFC_850_DATE = new RegExp(
  String.raw`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-${MONTH}-\d{2} ${TIME_GMT}$`,
);

/**
 * A Retry-After header in seconds from `now`, at most a day: delay-seconds, or an HTTP-date in GMT
 * (0 when past). Anything else is null: `Date.parse` alone reads "1.5" and "-5" as dates in 2001,
 * and the asctime form, which has no zone, as local time.
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value), MAX_RETRY_AFTER_SECONDS);
  if (!IMF_FIXDATE.test(value) && !RFC_850_DATE.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now.getTime()) / 1000);
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
}

/** The host to connect to: `new URL` writes an IPv6 literal in brackets, which net does not take. */
function hostOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

type Addresses = [LookupAddress, ...LookupAddress[]];

/**
 * The addresses of the host, from one question to the resolver; an IP literal is its own answer and
 * never reaches it. `dns.lookup` cannot be cancelled, so it is raced against the signal.
 */
async function resolveOnce(host: string, resolve: Resolve, signal: AbortSignal): Promise<Addresses> {
  const literalFamily = isIP(host);
  if (literalFamily !== 0) return [{ address: host, family: literalFamily }];
  signal.throwIfAborted();
  let stopWaiting = () => {};
  const abandoned = new Promise<never>((_, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    stopWaiting = () => signal.removeEventListener("abort", onAbort);
  });
  try {
    const [first, ...others] = await Promise.race([resolve(host), abandoned]);
    if (first === undefined) throw new Error("the resolver gave no address");
    return [first, ...others];
  } finally {
    stopWaiting();
  }
}

/**
 * A `lookup` for net that answers the addresses already resolved and checked, in both of its
 * callback forms: `all` (what net asks when it tries each address in turn, Node 20's default) or a
 * single address. Answered on the next tick, as `dns.lookup` does.
 */
function answerWith(addresses: Addresses): LookupFunction {
  const [first] = addresses;
  return (_hostname, options, callback) => {
    if (options.all) process.nextTick(callback, null, addresses);
    else process.nextTick(callback, null, first.address, first.family);
  };
}

/** The connection failed after TCP connected but before TLS finished its handshake (the cause). */
class TlsHandshakeFailed extends Error {}

type Answer = Omit<Extract<WebhookResponse, { kind: "answered" }>, "kind" | "durationMs">;

function post(
  url: URL,
  host: string,
  addresses: Addresses,
  request: WebhookRequest,
  signal: AbortSignal,
  limits: { maxResponseBytes: number; excerptBytes: number },
): Promise<Answer> {
  return new Promise((settle, reject) => {
    const secure = url.protocol === "https:";
    let handshaking = false;
    const fail = (error: unknown) =>
      reject(handshaking ? new TlsHandshakeFailed("TLS handshake failed", { cause: error }) : error);

    const outgoing = (secure ? https : http).request({
      method: "POST",
      // `host`, not an address: TLS verifies the certificate against the name (servername).
      host,
      port: url.port === "" ? undefined : Number(url.port),
      path: url.pathname + url.search,
      // A length rather than chunked encoding, which some receivers refuse.
      headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
      // No pooled socket, whose address would have been looked up for another attempt.
      agent: false,
      lookup: answerWith(addresses),
      signal,
    });

    if (secure)
      outgoing.once("socket", (socket: Socket) => {
        // Between these two events, a failure is the handshake's: a certificate refused, a protocol
        // not spoken, or a receiver that drops the connection when the TLS does not suit it.
        socket.once("connect", () => (handshaking = true));
        socket.once("secureConnect", () => (handshaking = false));
      });

    outgoing.on("error", fail);
    outgoing.on("response", (response: IncomingMessage) => {
      const retryAfterSeconds = parseRetryAfter(response.headers["retry-after"], new Date());
      const kept: Buffer[] = [];
      let keptBytes = 0;
      let responseBytes = 0;
      const answered = () =>
        settle({
          statusCode: response.statusCode ?? 0,
          responseBytes,
          // string_decoder's write() holds back a character whose bytes are cut at the end; control
          // characters stay as they are (the console escapes them when it shows them).
          excerpt: new StringDecoder("utf8").write(Buffer.concat(kept)),
          retryAfterSeconds,
        });

      response.on("data", (chunk: Buffer) => {
        const read = chunk.subarray(0, limits.maxResponseBytes - responseBytes);
        responseBytes += read.length;
        const forExcerpt = read.subarray(0, limits.excerptBytes - keptBytes);
        kept.push(forExcerpt);
        keptBytes += forExcerpt.length;
        if (responseBytes < limits.maxResponseBytes) return;
        answered();
        response.destroy();
      });
      response.on("end", answered);
      // A body cut by the deadline or a dropped connection: the attempt had no complete answer.
      response.on("error", fail);
    });

    outgoing.end(request.body);
  });
}

/** An error's message: Node's network errors name an address or a host, never the request's path. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
