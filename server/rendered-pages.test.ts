import express from "express";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderedPages } from "./rendered-pages";

let server: Server;
let origin: { host: string; port: number };
let renders = 0;
const pages = renderedPages({
  paths: ["/blogs"],
  securityHeaders: { "Content-Security-Policy": "script-src 'self'" },
  capacity: 2,
  maxUrlLength: 64,
});

beforeAll(async () => {
  const app = express();
  app.use(pages.keep);
  // Stands for React Router: a page of the query, written in two chunks as a stream would.
  app.get("/blogs", (req, res) => {
    renders++;
    const q = String(req.query.q ?? "");
    if (q === "missing") return void res.status(404).type("html").send("<p>Not found</p>");
    if (q === "cookie") res.cookie("seen", "yes");
    res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-abc'");
    res.type("html");
    res.write(`<html><head><link nonce="abc" rel="stylesheet" href="/a.css"/></head>`);
    const inline = q === "inline" ? `<script nonce="abc">window.x = 1;</script>` : "";
    res.end(`<body><h1>Results for ${q}</h1>${inline}</body></html>`);
  });
  server = createServer((req, res) => {
    if (!pages.serve(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  renders = 0;
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ ...origin, path, method, headers }, (res) => {
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

describe("pages rendered from their address", () => {
  it("are rendered once, then answered as a file of the build, compressed and revalidated", async () => {
    const first = await get("/blogs?q=consent");
    expect(first.body.toString()).toContain("Results for consent");
    const again = await get("/blogs?q=consent", { "accept-encoding": "br" });
    expect(renders).toBe(1);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(again.body).toString()).toContain("Results for consent");
    // The build's headers, not the first response's: no nonce in its policy, none in its links.
    expect(again.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(brotliDecompressSync(again.body).toString()).not.toContain("nonce");
    const unchanged = await get("/blogs?q=consent", {
      "accept-encoding": "br",
      "if-none-match": again.headers.etag!,
    });
    expect(unchanged.status).toBe(304);
    expect((await get("/blogs?q=consent", {}, "HEAD")).status).toBe(200);
    expect(renders).toBe(1);
  });

  it("keeps no page with an inline script, a cookie or another status than 200", async () => {
    for (const q of ["inline", "cookie", "missing"]) {
      await get(`/blogs?q=${q}`);
      await get(`/blogs?q=${q}`);
    }
    expect(renders).toBe(6);
  });

  it("keeps only the pages of its paths with a query, and of a reasonable length", async () => {
    await get("/blogs");
    await get("/blogs");
    const long = `/blogs?q=${"x".repeat(64)}`;
    await get(long);
    await get(long);
    expect(renders).toBe(4);
  });

  it("lets the least recently answered page go first when full", async () => {
    await get("/blogs?q=a");
    await get("/blogs?q=b");
    await get("/blogs?q=a"); // a answered again: b is now the oldest
    await get("/blogs?q=c");
    expect(pages.size()).toBe(2);
    renders = 0;
    await get("/blogs?q=a");
    await get("/blogs?q=b");
    expect(renders).toBe(1); // b was rendered again, a was kept
  });
});
