import { createServer, type AddressInfo } from "node:net";

/** A port on 127.0.0.1 that was free a moment ago: for a server process that a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
