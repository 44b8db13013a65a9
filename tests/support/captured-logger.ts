/** A logger whose lines a test can read: what would have gone to the log, as written. */
import { Writable } from "node:stream";
import { createLogger } from "../../app/server/logger.server";

export function capturedLogger(level = "info") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, logger: createLogger(level, stream) };
}
