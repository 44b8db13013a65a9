/**
 * React Router's Node adapter writes every response body through writeReadableStreamToWritable.
 * Version 7.18.4 raced each read against one promise that settles only if the response fails, and
 * so kept every chunk it had sent until the body ended: a CSV export of 1,000,000 leads held the
 * whole file, 520 MB. patches/@react-router+node+7.18.4.patch gives each read a guard of its own
 * (upstream remix-run/react-router#15500); this holds it.
 */
import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { writeReadableStreamToWritable } from "@react-router/node";
import { describe, expect, it } from "vitest";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CHUNK_BYTES = 1024 * 1024;
const CHUNKS = 100;

describe("a response body written by React Router's Node adapter", () => {
  it("is not kept in memory once sent", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === CHUNKS) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(sent));
      },
    });
    let heldNearTheEnd = 0;
    let written = 0;
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        written++;
        if (written === CHUNKS - 5) {
          collectGarbage();
          heldNearTheEnd = process.memoryUsage().arrayBuffers;
        }
        setImmediate(done);
      },
    });
    collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    await writeReadableStreamToWritable(body, sink);
    expect(written).toBe(CHUNKS);
    // 95 MB were sent by then; a few chunks in flight may be held, not all of them.
    expect(heldNearTheEnd - before).toBeLessThan(20 * CHUNK_BYTES);
  });
});
