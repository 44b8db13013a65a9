import { type APIResponse, expect, test } from "@playwright/test";
import { articlePaths, contentPagePaths, islandPagePaths } from "../../app/content/public-paths";

/**
 * Files of the build and the API's JSON allow this origin's scripts only; rendered pages also
 * this response's nonce.
 */
function expectSecurityHeaders(response: APIResponse, scripts: "file" | "rendered") {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(
    scripts === "file" ? /script-src 'self';/ : /script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/,
  );
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request, page }) => {
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').getAttribute("href");
  const cases: [string, number, "file" | "rendered"][] = [
    ["/", 200, "file"], // prerendered page
    ["/blogs/cpl-vs-cpa", 200, "file"], // prerendered article
    [stylesheet!, 200, "file"], // hashed asset
    ["/site.js", 200, "file"], // public file
    ["/sitemap.xml", 200, "file"],
    ["/contact", 200, "file"], // prerendered island page
    [`/blogs?q=headers-${test.info().project.name}`, 200, "rendered"], // server-rendered page, its first time
    ["/no-such-page", 404, "rendered"], // the 404
    ["/api/availability?date=2026-11-30", 200, "file"], // JSON: headers computed once, no nonce
    ["/api/availability?date=not-a-date", 400, "file"],
    ["/api/no-such-endpoint", 404, "file"],
  ];
  for (const [path, status, scripts] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders(response, scripts);
  }
});

test("prerendered pages carry no inline script, so their policy needs no nonce", async ({ request }) => {
  for (const path of [...contentPagePaths, ...islandPagePaths, ...articlePaths]) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    // JSON-LD and JSON are data: CSP neither runs nor blocks them.
    expect(
      inline.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes)),
      path,
    ).toEqual([]);
  }
});

test("a search of the blog is rendered once, then answered like a file of the build", async ({ request }) => {
  const path = `/blogs?q=kept-${test.info().project.name}`;
  const first = await request.get(path);
  expectSecurityHeaders(first, "rendered");
  const kept = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
  expectSecurityHeaders(kept, "file");
  expect(kept.headers()["content-encoding"]).toBe("br");
  expect(await kept.text()).toBe((await first.text()).replace(/ nonce="[^"]*"/g, ""));
  const again = await request.get(path, {
    headers: { "accept-encoding": "br, gzip", "if-none-match": kept.headers()["etag"]! },
  });
  expect(again.status()).toBe(304);
});

test("files of the build are sent compressed at build time, and revalidated with a 304", async ({
  request,
}) => {
  const page = await request.get("/about", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["vary"]).toBe("Accept-Encoding");
  const etag = page.headers()["etag"]!;
  const again = await request.get("/about", {
    headers: { "accept-encoding": "br, gzip", "if-none-match": etag },
  });
  expect(again.status()).toBe(304);
  expectSecurityHeaders(again, "file");
});

test("server-rendered pages give their inline scripts this response's nonce", async ({ request }) => {
  // The console's sign-in page: hydrated by React Router, whose data is an inline script.
  const first = await request.get("/admin/sign-in");
  const second = await request.get("/admin/sign-in");
  const nonceOf = (response: APIResponse) =>
    /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const nonce = nonceOf(first);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second)).not.toBe(nonce);

  const html = await first.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("hashed assets are cached for a year, pages are revalidated", async ({ request, page }) => {
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').getAttribute("href");
  expect((await request.get(stylesheet!)).headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/about")).headers()["cache-control"]).toBe("no-cache");
});

test("/about is answered directly, not redirected to /about/", async ({ request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});
