import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCompressible, staticFileServer } from "./static-files";

const PAGE = "<!doctype html><title>About</title>" + "<p>Consent on record.</p>".repeat(50);
const SCRIPT = "export const answer = 42;\n".repeat(100);

let dir: string;
let server: Server;
let origin: { host: string; port: number };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "about"));
  mkdirSync(path.join(dir, "blogs"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "og"));
  mkdirSync(path.join(dir, "email"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(dir, "about", "index.html"), PAGE);
  writeFileSync(path.join(dir, "about", "index.html.br"), brotliCompressSync(PAGE));
  writeFileSync(path.join(dir, "about", "index.html.gz"), gzipSync(PAGE));
  writeFileSync(path.join(dir, "assets", "app-1a2b.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets", "app-1a2b.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "og", "home.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, "email", "logo-mark.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(dir, "blogs", "index.html"), "<!doctype html><title>Blog</title>");

  const serveStatic = staticFileServer(dir, {
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  server = createServer((req, res) => {
    if (serveStatic(req, res)) return;
    res.writeHead(418, { "content-type": "text/plain" });
    res.end("the application");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function fetchRaw(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ ...origin, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the client build served from memory", () => {
  it("answers a prerendered page by its path, revalidated on every visit, with the given headers", async () => {
    const answer = await fetchRaw("/about");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["last-modified"]).toBeTruthy();
    expect(answer.body.toString()).toBe(PAGE);
    expect((await fetchRaw("/")).body.toString()).toContain("<title>Home</title>");
    expect((await fetchRaw("/about/index.html")).body.toString()).toBe(PAGE);
    expect((await fetchRaw("/about?utm_source=newsletter")).body.toString()).toBe(PAGE);
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    expect((await fetchRaw("/assets/app-1a2b.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const robots = await fetchRaw("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("lets other sites show the social images and the emails' logo, and nothing else", async () => {
    for (const shared of ["/og/home.png", "/email/logo-mark.png"]) {
      expect((await fetchRaw(shared)).headers["cross-origin-resource-policy"], shared).toBe("cross-origin");
    }
    for (const other of ["/about", "/assets/app-1a2b.js", "/robots.txt"]) {
      expect((await fetchRaw(other)).headers["cross-origin-resource-policy"], other).toBe("same-origin");
    }
  });

  it("sends the build's brotli or gzip copy as the client prefers, and the file itself otherwise", async () => {
    const brotli = await fetchRaw("/about", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);

    const gzip = await fetchRaw("/about", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);

    const plain = await fetchRaw("/about", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(PAGE);

    // Only a gzip copy was built for the script.
    expect(
      (await fetchRaw("/assets/app-1a2b.js", { "accept-encoding": "br, gzip" })).headers["content-encoding"],
    ).toBe("gzip");
    // Nothing to negotiate for an image: no Vary either.
    const image = await fetchRaw("/og/home.png", { "accept-encoding": "br, gzip" });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it("answers 304 to a client that holds this representation, and 200 to one that holds another", async () => {
    const first = await fetchRaw("/about", { "accept-encoding": "br" });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await fetchRaw("/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");

    const otherEncoding = await fetchRaw("/about", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(etag);

    const since = await fetchRaw("/about", {
      "if-modified-since": new Date(Date.now() + 60_000).toUTCString(),
    });
    expect(since.status).toBe(304);
    const before = await fetchRaw("/about", { "if-modified-since": new Date(0).toUTCString() });
    expect(before.status).toBe(200);
  });

  it("answers HEAD with the headers alone", async () => {
    const head = await fetchRaw("/about", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("leaves other methods, other paths and paths it cannot decode to the application", async () => {
    for (const [urlPath, method] of [
      ["/about", "POST"],
      ["/about", "DELETE"],
      ["/about/", "GET"],
      ["/services", "GET"],
      ["/%2e%2e/etc/passwd", "GET"],
      ["/about%E0%A4%A", "GET"],
      ["/about/index.html.br", "GET"],
    ] as const) {
      const answer = await fetchRaw(urlPath, {}, method);
      expect(answer.status, `${method} ${urlPath}`).toBe(418);
    }
  });
});

describe("a page whose query string chooses what it shows", () => {
  it("is answered from the build without a query, and left to the application with one", async () => {
    expect((await fetchRaw("/blogs")).body.toString()).toContain("<title>Blog</title>");
    expect((await fetchRaw("/blogs?q=consent")).status).toBe(418);
    expect((await fetchRaw("/blogs?category=Compliance")).status).toBe(418);
  });

  it("does not change how other pages treat a query string (campaign parameters)", async () => {
    expect((await fetchRaw("/about?utm_source=newsletter")).status).toBe(200);
  });
});

describe("isCompressible", () => {
  it("compresses text formats and leaves compressed ones alone", () => {
    for (const file of [
      "a.html",
      "a.js",
      "a.css",
      "a.svg",
      "sitemap.xml",
      "robots.txt",
      "site.webmanifest",
    ]) {
      expect(isCompressible(file), file).toBe(true);
    }
    for (const file of ["a.png", "a.woff2", "a.jpg", "a.js.br", "a.css.gz"]) {
      expect(isCompressible(file), file).toBe(false);
    }
  });
});
