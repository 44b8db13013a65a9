import { type APIResponse, expect, test } from "@playwright/test";

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
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
  const cases: [string, number][] = [
    ["/", 200], // prerendered page
    ["/blogs/cpl-vs-cpa", 200], // prerendered article
    [stylesheet!, 200], // hashed asset
    ["/site.js", 200], // public file
    ["/blogs", 200], // server-rendered page
    ["/contact", 200], // server-rendered page
    ["/no-such-page", 404], // the 404
    ["/sitemap.xml", 200],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders(response);
  }
});

test("server-rendered pages give their inline scripts this response's nonce", async ({ request }) => {
  const first = await request.get("/blogs");
  const second = await request.get("/blogs");
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
