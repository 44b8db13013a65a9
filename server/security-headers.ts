import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * The security headers of DESIGN.md "Security model", on every response: prerendered pages,
 * static files, server-rendered pages and errors alike.
 *
 * Scripts may come from this origin only, plus inline scripts carrying this response's nonce
 * (React Router's hydration data on server-rendered pages). Prerendered pages have no inline
 * script at all; JSON-LD blocks are data, which CSP does not execute or block.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

/**
 * helmet with our policy. `scripts`: "nonce" allows this origin's scripts and inline scripts
 * carrying the response's nonce; "self" this origin's only; "off" sets no policy (Vite's dev
 * server injects scripts and styles without nonces; the production server is strict).
 */
function helmetWith(scripts: "nonce" | "self" | "off") {
  return helmet({
    contentSecurityPolicy:
      scripts === "off"
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc:
                scripts === "nonce"
                  ? // helmet types the response as Node's; it is Express's, which carries the nonce.
                    ["'self'", (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`]
                  : ["'self'"],
              styleSrc: ["'self'"],
              imgSrc: ["'self'", "data:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              manifestSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };

  const headers = helmetWith(development ? "off" : "nonce");

  const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };

  // The API answers JSON, which runs no script and needs no nonce: it gets the build's headers,
  // computed once, instead of a nonce and helmet's dozen middlewares on every request.
  const fixed = Object.entries(staticSecurityHeaders());
  const isApi = (req: Request) => req.url.startsWith("/api/");
  const apiHeaders: RequestHandler = (req, res, next) => {
    if (isApi(req)) for (const [name, value] of fixed) res.setHeader(name, value!);
    next();
  };
  const forPages =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      isApi(req) ? next() : handler(req, res, next);

  return [apiHeaders, forPages(assignNonce), forPages(headers), forPages(permissionsPolicy)];
}

/**
 * The same headers for the files of the client build, computed once: they carry no inline
 * script (prerendered pages have none, a test checks it), so their policy needs no nonce and one
 * set of headers serves every response. helmet writes them to a response that only records them.
 */
export function staticSecurityHeaders(): OutgoingHttpHeaders {
  const recorded: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (recorded[name] = value),
    removeHeader: (name: string) => void delete recorded[name],
  };
  helmetWith("self")({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { ...recorded, "Permissions-Policy": PERMISSIONS_POLICY };
}
