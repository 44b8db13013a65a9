/** Starts the API (createApp without pages) on 127.0.0.1 on a free port, for integration tests. */
import type { AddressInfo } from "node:net";
import { createApp, type AppOptions } from "../../server/app";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { createLogger } from "../../app/server/logger.server";
import { testFormTokens } from "./fixtures";

export interface RunningApi {
  origin: string;
  close(): Promise<void>;
}

export async function startApi(
  database: DatabaseHandle,
  overrides: Partial<Omit<AppOptions, "database" | "formTokens">> = {},
): Promise<RunningApi> {
  const app = createApp({
    database,
    logger: createLogger("silent"),
    trustProxy: 0,
    siteUrl: "https://www.example.com",
    salesInbox: "sales@example.com",
    postsPerWindow: 10_000,
    now: () => new Date(),
    onMailQueued: () => undefined,
    formTokens: testFormTokens,
    ...overrides,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
