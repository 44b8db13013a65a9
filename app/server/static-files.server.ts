import express, { type RequestHandler } from "express";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Paths of the pages prerendered into `clientDir` as `<path>/index.html`, e.g. "/" and "/about". */
export function findPrerenderedPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  if (!existsSync(clientDir)) return pages;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === "index.html") {
      const relative = path.relative(clientDir, entry.parentPath);
      pages.add(`/${relative.split(path.sep).join("/")}`.replace(/\/$/, "") || "/");
    }
  }
  return pages;
}

/**
 * Serves the client build: hashed assets cached for a year, other files for an hour, and the
 * prerendered pages (build/client/about/index.html answers /about) revalidated on every visit.
 */
export function staticFiles(clientDir: string): RequestHandler[] {
  const prerendered = findPrerenderedPages(clientDir);

  const prerenderedPages: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !prerendered.has(req.path)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(clientDir, req.path, "index.html"));
  };

  const assets = express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: "1y",
    redirect: false,
    index: false,
  });

  const otherFiles = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });

  const mountAssets: RequestHandler = (req, res, next) =>
    req.path.startsWith("/assets/")
      ? assets(Object.assign(req, { url: req.url.slice("/assets".length) }), res, next)
      : next();

  return [prerenderedPages, mountAssets, otherFiles];
}
