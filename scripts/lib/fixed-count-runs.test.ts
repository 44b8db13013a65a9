import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { postFixedCount, requestsPerSecond } from "./fixed-count-runs";

const ANSWER_DELAY_MS = 40;

describe("fixed-count runs", () => {
  it("rates a fixed-count run over the time to its last answer, and a timed run over its duration", () => {
    const requests = { total: 500 } as autocannon.Result["requests"];
    const timed = { requests, duration: 2 } as autocannon.Result;
    expect(requestsPerSecond(timed)).toBe(250);
    expect(requestsPerSecond({ ...timed, secondsToLastAnswer: 1.6 })).toBe(313);
  });

  it("sends each body once, counts only the measured requests, and times the run to its last answer", async () => {
    const bodies: string[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        bodies.push(body);
        setTimeout(() => response.writeHead(201).end(), ANSWER_DELAY_MS);
      });
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await postFixedCount(origin, "/writes", (n) => ({ n }), {
        count: 10,
        connections: 1,
        warmUp: 3,
      });
      expect(result.requests.total).toBe(10);
      expect(result.non2xx + result.errors + result.timeouts).toBe(0);
      expect(bodies.map((body) => (JSON.parse(body) as { n: number }).n)).toEqual(
        Array.from({ length: 13 }, (_, i) => i + 1),
      );
      // One connection, one request at a time: the run cannot be shorter than its answers' delays.
      expect(result.secondsToLastAnswer).toBeGreaterThanOrEqual((10 * ANSWER_DELAY_MS) / 1_000);
    } finally {
      server.close();
    }
  });
});
