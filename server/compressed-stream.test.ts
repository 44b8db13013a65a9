/**
 * A body that waits for the client (React Router's writeReadableStreamToWritable waits for
 * `drain` after every chunk the socket would not take) through the compression middleware.
 * compression 1.8.2 hands `res.on("drain")` to its gzip stream but not `res.removeListener`, so
 * every `once("drain")` left its listener on that stream: a CSV export of 100,000 leads gathered
 * hundreds of them (expressjs/compression#135, #152). patches/compression+1.8.2.patch forwards the
 * removal too, as the unmerged upstream fix does (expressjs/compression#153).
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";

const CHUNKS = 40;
// Random bytes do not compress, so every chunk fills the gzip stream past its buffer and waits.
const CHUNK_BYTES = 64 * 1024;

describe("a compressed response that waits for the client", () => {
  it("removes each drain listener once it has run", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    const app = express();
    app.use(compression());
    app.get("/", (_req, res) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ === CHUNKS) return controller.close();
          controller.enqueue(randomBytes(CHUNK_BYTES));
        },
      });
      res.setHeader("Content-Type", "application/octet-stream");
      void writeReadableStreamToWritable(body, res);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      // fetch decompresses: the bytes read are the body as sent.
      expect((await response.arrayBuffer()).byteLength).toBe(CHUNKS * CHUNK_BYTES);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.startsWith("MaxListenersExceededWarning"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
