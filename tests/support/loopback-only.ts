/**
 * Tests talk to the loopback only (127.0.0.0/8 and ::1) and never ask the machine's resolver for a
 * name other than localhost: a test that reached the network would depend on it, and the webhook
 * client's SSRF tests (ADR 038) must be sure that nothing they refuse went anywhere. Registered for
 * every suite in vitest.config.ts `setupFiles`; a test file can import it as well, to be guarded under
 * any configuration.
 *
 * Every TCP or TLS connection from Node (net.connect, tls.connect, http, fetch) goes through
 * `net.Socket.prototype.connect`: to an IP address outside the loopback it throws; to a name, the
 * name's `lookup` is wrapped so that an answer outside the loopback fails instead of being connected
 * to; a name without a `lookup` of its own would go to the resolver, and only "localhost" may. Each
 * refusal is also kept and fails the test after it, in case the code under test swallowed the error.
 */
import type { LookupAddress } from "node:dns";
import net, { type LookupFunction } from "node:net";
import { afterEach } from "vitest";

const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** BlockList also matches the IPv4-mapped ::ffff:127.0.0.1 against the IPv4 rule. */
function isLoopback(address: string): boolean {
  return loopback.check(address, net.isIP(address) === 6 ? "ipv6" : "ipv4");
}

interface Guard {
  refusals: string[];
}

// Kept on globalThis: Vitest evaluates this module again for each test file, while `net` is the
// process's one module, patched once.
const guardKey = Symbol.for("tests/support/loopback-only");
const processGlobals = globalThis as typeof globalThis & { [guardKey]?: Guard };
const guard = (processGlobals[guardKey] ??= installGuard());

afterEach(() => {
  const refusals = guard.refusals.splice(0);
  if (refusals.length > 0)
    throw new Error(`Tests talk to the loopback only; this one tried ${refusals.join("; ")}`);
});

function installGuard(): Guard {
  const installed: Guard = { refusals: [] };
  const refuse = (what: string) => {
    installed.refusals.push(what);
    return new Error(`Tests talk to the loopback only: refused ${what} (tests/support/loopback-only.ts)`);
  };

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function loopbackOnlyConnect(this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    // As net decides: a path (http sets it to null for TCP) is a Unix socket or a pipe.
    if (!target.path) {
      const host = target.host ?? "localhost";
      if (net.isIP(host) !== 0) {
        if (!isLoopback(host)) throw refuse(`a connection to ${host}`);
      } else if (target.lookup) {
        target.lookup = loopbackAnswersOnly(target.lookup, refuse);
      } else if (host !== "localhost") {
        throw refuse(`to ask the resolver for ${host}`);
      }
    }
    return connect.apply(this, args as Parameters<typeof connect>);
  } as typeof connect;
  return installed;
}

interface ConnectTarget {
  host?: string;
  path?: string | null;
  lookup?: LookupFunction;
}

/** The options `connect` was given, in its forms: options, net.connect's [options, callback], (path) or (port, host). */
function targetOf(args: unknown[]): ConnectTarget {
  const [first, second] = args;
  if (Array.isArray(first)) return first[0] as ConnectTarget;
  if (typeof first === "object" && first !== null) return first as ConnectTarget;
  if (typeof first === "string" && !/^\d+$/.test(first)) return { path: first };
  return { host: typeof second === "string" ? second : undefined };
}

function loopbackAnswersOnly(lookup: LookupFunction, refuse: (what: string) => Error): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, answer, family) => {
      if (error) return callback(error, answer, family);
      const addresses = Array.isArray(answer) ? answer.map((each: LookupAddress) => each.address) : [answer];
      const outside = addresses.filter((address) => !isLoopback(address));
      if (outside.length > 0)
        return callback(refuse(`a connection to ${hostname} at ${outside.join(", ")}`), "");
      callback(null, answer, family);
    });
}
