import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listen, ListenError, serverTimeouts } from "./listen";

const answer = (_req: unknown, res: { end(text: string): void }) => res.end("ok");

describe("listen", () => {
  it("resolves with a listening server whose timeouts are set deliberately", async () => {
    const server = await listen(answer, 0, "127.0.0.1");
    try {
      expect(server.listening).toBe(true);
      expect(server.headersTimeout).toBe(serverTimeouts.headersTimeoutMs);
      expect(server.requestTimeout).toBe(serverTimeouts.requestTimeoutMs);
      expect(server.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeoutMs);
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    } finally {
      server.close();
    }
  });

  it("rejects with 'port N is in use' when another server holds the port", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const attempt = listen(answer, port, "127.0.0.1");
      await expect(attempt).rejects.toThrow(ListenError);
      await expect(attempt).rejects.toThrow(`port ${port} is in use`);
    } finally {
      holder.close();
    }
  });

  it("says when HOST is not an address of this machine", async () => {
    await expect(listen(answer, 0, "192.0.2.1")).rejects.toThrow(
      "192.0.2.1 is not an address of this machine",
    );
  });
});
