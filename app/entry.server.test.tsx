/**
 * What React Router hands to handleError when it refuses a request itself, captured from the real
 * request handler of the pinned version over a one-route build, and how our log records it.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server";
import { loggerContext } from "./server/context.server";
import { capturedLogger } from "../tests/support/captured-logger";

/** pino's numbers for its levels. */
const INFO = 30;
const ERROR = 50;

/** A build of one page with no action, enough for React Router's own checks to run. */
function oneRouteBuild(onError: (error: unknown) => void): ServerBuild {
  const route = { id: "root", path: "", module: { default: () => null } };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number) =>
          new Response("<!doctype html>", { status, headers: { "Content-Type": "text/html" } }),
        handleError: onError,
      },
    },
    routes: { root: route },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: { root: { id: "root", module: "/root.js", hasAction: false, hasLoader: false } },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}

async function refusalOf(request: Request): Promise<{ status: number; error: unknown }> {
  const errors: unknown[] = [];
  const handler = createRequestHandler(
    oneRouteBuild((error) => errors.push(error)),
    "production",
  );
  const response = await handler(request);
  expect(errors).toHaveLength(1);
  return { status: response.status, error: errors[0] };
}

function loggedAs(error: unknown, request: Request) {
  const { logger, lines } = capturedLogger();
  handleError(error, { request, context: new RouterContextProvider(new Map([[loggerContext, logger]])) });
  return lines.map((line) => {
    const { level, msg } = JSON.parse(line) as { level: number; msg: string };
    return { level, msg };
  });
}

describe("handleError", () => {
  it("logs a POST to a page without an action (405) as a refusal, not an error", async () => {
    const request = new Request("http://127.0.0.1/", { method: "POST", body: "a=1" });
    const { status, error } = await refusalOf(request);
    expect(status).toBe(405);
    expect(loggedAs(error, request)).toEqual([{ level: INFO, msg: "Page request refused" }]);
  });

  it("logs React Router's refusal of a form from another origin (400) as a refusal", async () => {
    const request = new Request("http://127.0.0.1/", {
      method: "POST",
      body: "a=1",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    const { status, error } = await refusalOf(request);
    expect(status).toBe(400);
    expect(loggedAs(error, request)).toEqual([{ level: INFO, msg: "Page request refused" }]);
  });

  it("logs a loader's fault as an error", () => {
    const request = new Request("http://127.0.0.1/admin/leads");
    expect(loggedAs(new TypeError("x is undefined"), request)).toEqual([
      { level: ERROR, msg: "Page request failed" },
    ]);
  });
});
