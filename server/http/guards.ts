/**
 * The guards in front of every JSON endpoint (DESIGN.md "Security model"): JSON only, 32 KB at
 * most, same-origin browsers only, and a per-IP budget of POSTs. Each answers with a clear JSON
 * message, never a 500.
 */
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { errorCode } from "../../app/server/db/errors.server";
import type { Logger } from "../../app/server/logger.server";

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

/** Turns the JSON parser's errors into 400, 413 and 415 answers. */
export const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    res.status(413).json({ error: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` });
  } else if (type === "entity.parse.failed") {
    res.status(400).json({ error: "The request body is not valid JSON." });
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    res.status(415).json({ error: "Send the request body as UTF-8 JSON." });
  } else if (/^Z_/.test(String((error as { code?: unknown }).code))) {
    // zlib could not inflate a body sent as gzip or deflate.
    res.status(400).json({ error: "The request body is not valid for its Content-Encoding." });
  } else if (clientErrorStatus(error) !== undefined) {
    // body-parser's other refusals (an aborted request, a wrong Content-Length) are the client's.
    res.status(clientErrorStatus(error)!).json({ error: "The request body could not be read." });
  } else {
    next(error);
  }
};

/**
 * The 4xx status that Express, its router and body-parser give an error that was the client's
 * (a parameter that is not valid percent-encoding, an aborted body), or undefined for our faults.
 */
export function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Browsers say where a request comes from; one from another site is refused (CSRF). The accepted
 * origins come from the configuration (SITE_URL's, plus ALLOWED_ORIGINS), never from the Host
 * header: a page on a name that resolves to this server (DNS rebinding) would otherwise pass.
 * Clients that are not browsers send neither header and are judged by the other guards.
 */
export function sameOriginOnly(siteUrl: string, extraOrigins: readonly string[] = []): RequestHandler {
  const acceptedOrigins = new Set([new URL(siteUrl).origin, ...extraOrigins]);
  return (req, res, next) => {
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    // A page sent with Referrer-Policy: no-referrer (a booking's own page) posts with "Origin:
    // null"; the browser's Sec-Fetch-Site, which no page can forge, then says where it came from.
    const ownPageWithoutReferrer = origin === "null" && fetchSite === "same-origin";
    const foreignOrigin = origin !== undefined && !acceptedOrigins.has(origin) && !ownPageWithoutReferrer;
    const foreignFetch = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || foreignFetch) {
      res.status(403).json({ error: "Requests from other sites are not accepted." });
      return;
    }
    next();
  };
}

/** A booking page's cancel form holds one short reason: a few KB at most, in any encoding. */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * For a page's plain HTML form, which React Router reads itself: urlencoded, with a declared
 * length within MAX_FORM_BYTES (browsers always declare it), so no body is read without a bound.
 */
export function formPostOnly(): RequestHandler {
  return (req, res, next) => {
    if (!req.is("application/x-www-form-urlencoded")) {
      res.status(415).type("text/plain").send("Send the form as application/x-www-form-urlencoded.");
      return;
    }
    refuseUnboundedForm(req, res, next);
  };
}

/**
 * Every request that carries a body to a page, whatever its path or method: a declared length
 * within MAX_FORM_BYTES. React Router reads an action's body whole, and a page without an action
 * leaves Node to read and discard it; neither should take megabytes from anyone who asks. The
 * JSON API has its own limit (parseJson).
 */
export function boundedPageBody(): RequestHandler {
  return (req, res, next) => {
    const carriesBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.get("content-length")) > 0;
    if (!carriesBody) return next();
    refuseUnboundedForm(req, res, next);
  };
}

function refuseUnboundedForm(req: Request, res: Response, next: NextFunction) {
  const length = Number(req.get("content-length") ?? Number.NaN);
  if (!Number.isInteger(length) || req.headers["transfer-encoding"] !== undefined) {
    res.status(411).type("text/plain").send("Send the form with a Content-Length.");
  } else if (length > MAX_FORM_BYTES) {
    // Closed after the answer: the rest of the body is not worth reading.
    res.setHeader("Connection", "close");
    res
      .status(413)
      .type("text/plain")
      .send(`The form is larger than ${MAX_FORM_BYTES / 1024} KB.`);
  } else {
    next();
  }
}

export interface PostRateLimitOptions {
  limit: number;
  windowMs?: number;
  /** Where the counts are kept: PostgreSQL for several processes; this process's memory when absent. */
  store?: Store;
  logger: Logger;
}

export function postRateLimit({
  limit,
  windowMs = 15 * 60_000,
  store,
  logger,
}: PostRateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    store,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { error: "Too many requests from this address. Please wait a few minutes and try again." },
    // A rate limit whose database is away must not turn every POST into a 500: the request goes
    // on uncounted (the handler then meets the same database and answers for itself).
    passOnStoreError: true,
    // Its messages say what failed ("error from store, allowing request without rate-limiting");
    // the error itself is reduced to its code, as a driver's message may quote the client's address.
    logger: {
      error: (error, message) => logger.warn({ code: errorCode(error) }, message ?? String(error)),
      warn: (error, message) => logger.warn({ code: errorCode(error) }, message ?? String(error)),
    },
  });
}
