import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
// Also registered in vitest.config.ts: imported here so that this file never reaches beyond the
// loopback, whatever configuration runs it.
import "../../../tests/support/loopback-only";
import {
  createWebhookClient,
  isPublicAddress,
  parseRetryAfter,
  type Resolve,
  type WebhookRequest,
} from "./http.server";

/** A resolver that answers from a table, as the only resolver any test here asks. */
function stubResolver(answers: Record<string, string[]> = {}) {
  return vi.fn<Resolve>(async (hostname) => {
    const addresses = answers[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }));
  });
}

const body = JSON.stringify({ type: "lead.created", version: 1, data: { name: "Zoë Tremblay" } });
const headers = {
  "content-type": "application/json",
  "user-agent": "Maplewise Leads webhooks",
  "webhook-id": "msg_5b0f3c1e8d2a4e7b9c1d2f3a4b5c6d7e",
  "webhook-timestamp": "1795780800",
  "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
};
const post = (url: string): WebhookRequest => ({ url, headers, body });

/** Where a receiver's URL puts a token: no failure's message may repeat it. */
const TOKEN_PATH = "/hooks/s3cr3t-path?token=s3cr3t-query";

describe("the webhook client refuses the server's own network before any socket exists", () => {
  let connect: MockInstance;
  beforeEach(() => {
    connect = vi.spyOn(net.Socket.prototype, "connect");
  });
  afterEach(() => {
    // Restored before the assertion, so that a failure here does not leave the spy to the next test.
    const calls = [...connect.mock.calls];
    connect.mockRestore();
    expect(calls).toEqual([]);
  });

  it.each([
    "https://127.0.0.1/",
    "https://10.0.0.1/",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/",
    "https://0.0.0.0/",
    "https://0/",
    "https://2130706433/",
    "https://0x7f.1/",
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:a9fe:a9fe]/",
    "https://[::7f00:1]/",
    "https://100.64.0.1/",
    "https://[fd00:ec2::254]/",
    "https://[fe80::1]/",
    "https://224.0.0.1/",
    "https://255.255.255.255/",
  ])("%s, an address in the URL, without asking the resolver", async (url) => {
    const resolve = stubResolver();
    const result = await createWebhookClient({ allowedHosts: [], resolve }).send(post(url));
    expect(result).toMatchObject({ kind: "failed", errorKind: "refused-address" });
    expect(resolve).not.toHaveBeenCalled();
  });

  it.each([
    ["internal.example.test", ["10.0.0.7"]],
    // A real public address beside the loopback (the documentation ranges are not public either);
    // nothing connects to either.
    ["split.example.test", ["93.184.215.14", "127.0.0.1"]],
    ["mapped.example.test", ["::ffff:10.0.0.1"]],
  ])("a name, %s, that resolves to %j", async (hostname, addresses) => {
    const resolve = stubResolver({ [hostname]: addresses });
    const result = await createWebhookClient({ allowedHosts: [], resolve }).send(
      post(`https://${hostname}${TOKEN_PATH}`),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "refused-address" });
    expect(result.kind === "failed" && result.message).toContain(hostname);
    expect(result.kind === "failed" && result.message).not.toContain("s3cr3t");
    expect(resolve).toHaveBeenCalledExactlyOnceWith(hostname);
  });

  it("http to a host that WEBHOOK_ALLOWED_HOSTS does not list, and so any URL it refuses", async () => {
    const resolve = stubResolver({ "hooks.example.com": ["93.184.215.14"] });
    const client = createWebhookClient({ allowedHosts: ["127.0.0.1"], resolve });
    for (const url of [
      "http://hooks.example.com/",
      "ftp://hooks.example.com/",
      "https://user:pw@hooks.example.com/",
    ])
      expect(await client.send(post(url))).toMatchObject({ kind: "failed", errorKind: "invalid-url" });
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe("the webhook client's failures before a connection", () => {
  it("a resolver that fails is a DNS error naming the host, not the path", async () => {
    const resolve = stubResolver();
    const result = await createWebhookClient({ allowedHosts: [], resolve }).send(
      post(`https://missing.example.test${TOKEN_PATH}`),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "dns" });
    expect(result.kind === "failed" && result.message).toContain("missing.example.test");
    expect(result.kind === "failed" && result.message).not.toContain("s3cr3t");
  });

  it("a resolver that never answers is cut at the deadline", async () => {
    const resolve = vi.fn<Resolve>(() => new Promise(() => {}));
    const result = await createWebhookClient({ allowedHosts: [], resolve, timeoutMs: 300 }).send(
      post("https://slow-dns.example.test/"),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "timeout" });
    expect(result.durationMs).toBeGreaterThanOrEqual(300);
  });

  it("a caller's signal aborted already rejects at once", async () => {
    const resolve = stubResolver();
    const reason = new Error("worker stopping");
    const sent = createWebhookClient({ allowedHosts: [], resolve }).send(
      post("https://hooks.example.test/"),
      AbortSignal.abort(reason),
    );
    await expect(sent).rejects.toBe(reason);
    expect(resolve).not.toHaveBeenCalled();
  });
});

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const receivers: http.Server[] = [];
afterEach(async () => {
  for (const server of receivers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

/** An HTTP receiver of the test's own on 127.0.0.1, keeping what it receives. */
async function startReceiver(answer: (response: ServerResponse, received: Received) => void) {
  const received: Received[] = [];
  const socketsClosed: Promise<void>[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const each = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(each);
      answer(response, each);
    });
  });
  server.on("connection", (socket) =>
    socketsClosed.push(new Promise((closed) => socket.once("close", closed))),
  );
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  receivers.push(server);
  return { port, origin: `http://127.0.0.1:${port}`, received, socketsClosed };
}

/** A port that nothing listens on: one just listened on and closed. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

describe("the webhook client against a receiver on 127.0.0.1 (allowed)", () => {
  const allowedHosts = ["127.0.0.1"];

  it("posts the body and headers exactly as given, and reads a 200 without asking the resolver", async () => {
    const receiver = await startReceiver((response) => response.end("received"));
    const resolve = stubResolver();
    const result = await createWebhookClient({ allowedHosts, resolve }).send(
      post(`${receiver.origin}/hooks/maplewise?source=site`),
    );

    expect(result).toMatchObject({
      kind: "answered",
      statusCode: 200,
      responseBytes: 8,
      excerpt: "received",
      retryAfterSeconds: null,
    });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request).toMatchObject({ method: "POST", url: "/hooks/maplewise?source=site", body });
    expect(request?.headers).toMatchObject({ ...headers, "content-length": String(Buffer.byteLength(body)) });
    expect(resolve).not.toHaveBeenCalled();
  });

  it("answers a 500 and its body as an answer, with Retry-After read", async () => {
    const receiver = await startReceiver((response) =>
      response.writeHead(500, { "retry-after": "120" }).end("Database down\u0007"),
    );
    const result = await createWebhookClient({ allowedHosts, resolve: stubResolver() }).send(
      post(`${receiver.origin}/`),
    );
    expect(result).toMatchObject({
      kind: "answered",
      statusCode: 500,
      excerpt: "Database down\u0007",
      retryAfterSeconds: 120,
    });
  });

  it("does not follow a redirect: the 302 is the answer", async () => {
    const receiver = await startReceiver((response, received) => {
      if (received.url === "/first") response.writeHead(302, { location: "/second" }).end();
      else response.end("followed");
    });
    const result = await createWebhookClient({ allowedHosts, resolve: stubResolver() }).send(
      post(`${receiver.origin}/first`),
    );
    expect(result).toMatchObject({ kind: "answered", statusCode: 302 });
    expect(receiver.received.map(({ url }) => url)).toEqual(["/first"]);
  });

  it("reads 64 KB of a long answer and keeps 2 KB of it, not splitting a character", async () => {
    // 2 bytes, then 4-byte characters: byte 2,048 falls inside the 512th.
    const answer = "ab" + "😀".repeat(51_200);
    // Written and never ended: only a client that stops reading at the limit has an answer.
    const receiver = await startReceiver((response) => response.write(answer));
    // A deadline beyond the test's own (30 s): the connection's close below is the client's doing.
    const client = createWebhookClient({ allowedHosts, resolve: stubResolver(), timeoutMs: 60_000 });
    const result = await client.send(post(`${receiver.origin}/`));
    expect(result).toMatchObject({ kind: "answered", statusCode: 200, responseBytes: 65_536 });
    const excerpt = result.kind === "answered" ? result.excerpt : "";
    expect(excerpt).toBe("ab" + "😀".repeat(511));
    expect(Buffer.byteLength(excerpt)).toBe(2_046);
    await Promise.all(receiver.socketsClosed);
  });

  it("cuts a receiver that never answers at the deadline and closes the connection", async () => {
    const receiver = await startReceiver(() => {});
    const result = await createWebhookClient({ allowedHosts, resolve: stubResolver(), timeoutMs: 300 }).send(
      post(`${receiver.origin}${TOKEN_PATH}`),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "timeout" });
    expect(result.durationMs).toBeGreaterThanOrEqual(300);
    expect(result.kind === "failed" && result.message).not.toContain("s3cr3t");
    expect(receiver.received).toHaveLength(1);
    expect(receiver.socketsClosed).toHaveLength(1);
    await Promise.all(receiver.socketsClosed);
  });

  it("stops when the caller's signal aborts, rejecting with its reason", async () => {
    const stopping = new AbortController();
    const reason = new Error("worker stopping");
    const receiver = await startReceiver(() => stopping.abort(reason));
    const sent = createWebhookClient({ allowedHosts, resolve: stubResolver() }).send(
      post(`${receiver.origin}/`),
      stopping.signal,
    );
    await expect(sent).rejects.toBe(reason);
    await Promise.all(receiver.socketsClosed);
  });

  it("reports a closed port as a connection error, naming the address but not the path", async () => {
    const port = await closedPort();
    const result = await createWebhookClient({ allowedHosts, resolve: stubResolver() }).send(
      post(`http://127.0.0.1:${port}${TOKEN_PATH}`),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "connection" });
    expect(result.kind === "failed" && result.message).toMatch(/ECONNREFUSED/);
    expect(result.kind === "failed" && result.message).not.toContain("s3cr3t");
  });

  it("reports a handshake that fails as a TLS error", async () => {
    // https to a receiver that speaks plain HTTP: it answers the TLS hello with a 400.
    const receiver = await startReceiver((response) => response.end());
    const result = await createWebhookClient({ allowedHosts, resolve: stubResolver() }).send(
      post(`https://127.0.0.1:${receiver.port}${TOKEN_PATH}`),
    );
    expect(result).toMatchObject({ kind: "failed", errorKind: "tls" });
    expect(result.kind === "failed" && result.message).not.toContain("s3cr3t");
  });

  describe.each([true, false])("with net's autoSelectFamily %s", (autoSelectFamily) => {
    const defaultAutoSelectFamily = net.getDefaultAutoSelectFamily();
    afterEach(() => net.setDefaultAutoSelectFamily(defaultAutoSelectFamily));

    it("connects an allowed name to the address checked, never asking the resolver again", async () => {
      // net asks `lookup` for all the addresses when it selects the family, else for one.
      net.setDefaultAutoSelectFamily(autoSelectFamily);
      const receiver = await startReceiver((response) => response.end("pinned"));
      // A rebinding resolver: the loopback first, then somewhere else.
      let calls = 0;
      const resolve = vi.fn<Resolve>(async () => [
        calls++ === 0 ? { address: "127.0.0.1", family: 4 } : { address: "10.0.0.9", family: 4 },
      ]);
      const result = await createWebhookClient({ allowedHosts: ["receiver.test"], resolve }).send(
        post(`http://receiver.test:${receiver.port}/hook`),
      );
      expect(result).toMatchObject({ kind: "answered", statusCode: 200, excerpt: "pinned" });
      expect(resolve).toHaveBeenCalledExactlyOnceWith("receiver.test");
      expect(receiver.received[0]?.headers.host).toBe(`receiver.test:${receiver.port}`);
    });
  });
});

describe("isPublicAddress", () => {
  // An IPv4-mapped address is the IPv4 address itself, public or not.
  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "::ffff:8.8.8.8",
  ])("%s is public", (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ["0.0.0.0", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "shared address space (carrier-grade NAT)"],
    ["192.0.0.1", "IETF protocol assignments"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped link-local"],
    ["::7f00:1", "IPv4-compatible (::/96)"],
    ["::8.8.8.8", "IPv4-compatible (::/96), which ipaddr.js would read as mapped"],
    ["64:ff9b::a00:1", "NAT64"],
    ["2002:a00:1::", "6to4"],
    ["2001::1", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["fc00::1", "unique local"],
    ["fd00:ec2::254", "unique local (cloud metadata)"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["ff02::1", "multicast"],
  ])("%s is not (%s)", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    "",
    "localhost",
    "hooks.example.com",
    "2130706433",
    "127.1",
    "0x7f000001",
    "256.0.0.1",
    "1.2.3.4.5",
  ])("%j is not an address, so not public", (text) => expect(isPublicAddress(text)).toBe(false));
  it.each(["[::1]", " 8.8.8.8", "8.8.8.8/32", "8.8.8.8:443"])("%j is not an address either", (text) =>
    expect(isPublicAddress(text)).toBe(false),
  );
});

describe("parseRetryAfter", () => {
  // A Friday, on a whole second: HTTP dates have no fraction of one.
  const now = new Date("2026-11-27T12:00:00.000Z");

  it.each([
    ["120", 120],
    ["0", 0],
    ["999999999", 86_400],
    ["99999999999999999999999", 86_400],
    ["Fri, 27 Nov 2026 12:01:30 GMT", 90],
    ["Friday, 27-Nov-26 12:01:30 GMT", 90],
    ["Sun, 29 Nov 2026 12:00:00 GMT", 86_400],
    ["Wed, 21 Oct 2015 07:28:00 GMT", 0],
  ])("reads %j as %d seconds", (value, seconds) => expect(parseRetryAfter(value, now)).toBe(seconds));

  it.each([
    undefined,
    "",
    "1.5",
    "-5",
    "+5",
    "1e3",
    "soon",
    "Wed, 21 Oct 2015 07:28:00",
    "Fri Nov 27 12:01:30 2026",
    "Fri, 27 Nov 2026 12:01:30 EST",
    "2026-11-27T12:01:30Z",
    "Fri, 27 Nov 2026 12:01:30 GMT; extra",
  ])("reads %j as nothing", (value) => expect(parseRetryAfter(value, now)).toBeNull());
});
