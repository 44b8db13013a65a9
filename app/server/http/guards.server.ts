/**
 * The guards in front of every JSON endpoint (DESIGN.md "Security model"): JSON only, 32 KB at
 * most, same-origin browsers only, and a per-IP budget of POSTs. Each answers with a clear JSON
 * message, never a 500.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";

export const MAX_BODY_BYTES = 32 * 1024;

export function requireJson(): RequestHandler {
  return (req, res, next) => {
    if (!req.is("application/json")) {
      res.status(415).json({ error: "Send the request body as JSON (Content-Type: application/json)." });
      return;
    }
    next();
  };
}

export function parseJson(): RequestHandler {
  return express.json({ limit: MAX_BODY_BYTES, strict: true, type: "application/json" });
}

/** Turns the JSON parser's errors into 413 and 400 answers. */
export const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    res.status(413).json({ error: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` });
  } else if (type === "entity.parse.failed") {
    res.status(400).json({ error: "The request body is not valid JSON." });
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    res.status(415).json({ error: "Send the request body as UTF-8 JSON." });
  } else {
    next(error);
  }
};

/**
 * Browsers say where a request comes from; one from another site is refused (CSRF). Clients that
 * are not browsers send neither header and are judged by the other guards.
 */
export function sameOriginOnly(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const foreignOrigin = origin !== undefined && origin !== siteOrigin && origin !== ownOrigin;
    const foreignFetch = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || foreignFetch) {
      res.status(403).json({ error: "Requests from other sites are not accepted." });
      return;
    }
    next();
  };
}

export function postRateLimit(limit: number, windowMs = 15 * 60_000): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { error: "Too many requests from this address. Please wait a few minutes and try again." },
  });
}
