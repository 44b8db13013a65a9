import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

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

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };

  const headers = helmet({
    // Vite's dev server injects scripts and styles without nonces; the production server is strict.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // helmet types the response as Node's; it is Express's, which carries the nonce.
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`],
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

  const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
    next();
  };

  return [assignNonce, headers, permissionsPolicy];
}
