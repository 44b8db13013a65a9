/**
 * React Router's Node adapter writes every response body through writeReadableStreamToWritable.
 * Version 7.18.4 raced each read against one promise that settles only if the response fails, and
 * so kept every chunk it had sent until the body ended: a CSV export of 1,000,000 leads held the
 * whole file, 520 MB. patches/@react-router+node+7.18.4.patch gives each read a guard of its own
 * (upstream remix-run/react-router#15500); this holds it.
 *
 * It asks whether the chunks already sent can still be reached, through a WeakRef to each, rather
 * than reading the process's arrayBuffers figure: V8 frees a collected buffer's memory on a
 * background thread, so that figure lags behind the collection by an amount that grows with the
 * machine's load (22 MB "held" on a busy CI run with the fix in place).
 */
import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { writeReadableStreamToWritable } from "@react-router/node";
import { describe, expect, it } from "vitest";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CHUNK_BYTES = 64 * 1024;
const CHUNKS = 100;
// The chunks in flight when the count is taken (the stream's queue, the sink's buffer, the write
// under way) may still be held; every one sent before them must not be.
const IN_FLIGHT = 10;

describe("a response body written by React Router's Node adapter", () => {
  it("lets go of each chunk once it is sent", async () => {
    const chunks: WeakRef<Uint8Array>[] = [];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks.length === CHUNKS) return controller.close();
        const chunk = new Uint8Array(CHUNK_BYTES).fill(chunks.length);
        chunks.push(new WeakRef(chunk));
        controller.enqueue(chunk);
      },
    });
    let stillReachable = -1;
    let written = 0;
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        written++;
        // Counted in a later turn than this write, so that no reference this turn made keeps one.
        if (written === CHUNKS - IN_FLIGHT) {
          setImmediate(() => {
            collectGarbage();
            const sentLongAgo = chunks.slice(0, CHUNKS - 2 * IN_FLIGHT);
            stillReachable = sentLongAgo.filter((chunk) => chunk.deref() !== undefined).length;
            done();
          });
        } else setImmediate(done);
      },
    });
    await writeReadableStreamToWritable(body, sink);
    expect(written).toBe(CHUNKS);
    expect(stillReachable).toBe(0);
  });
});
