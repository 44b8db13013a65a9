import { describe, expect, it } from "vitest";
import { canonicalRequestTarget } from "./request-target";

const routed = (url: string) => ({ kind: "path", url });
const refused = { kind: "refused", message: expect.stringContaining("cannot be read") };

describe("canonicalRequestTarget", () => {
  it.each([
    ["/admin/sign-in", "/admin/sign-in"],
    ["/", "/"],
    ["/blogs?q=consent%20form&category=Lead+Gen", "/blogs?q=consent%20form&category=Lead+Gen"],
    [
      "/bookings/7d3c1f9e-0000-4000-8000-000000000001?token=abc_-",
      "/bookings/7d3c1f9e-0000-4000-8000-000000000001?token=abc_-",
    ],
  ])("leaves a canonical path as it is: %s", (raw, url) => {
    expect(canonicalRequestTarget(raw)).toEqual(routed(url));
  });

  it.each([
    ["/%61dmin/forgot-password", "/admin/forgot-password"],
    ["/%61%64%6D%69%6E/leads", "/admin/leads"],
    ["//admin/sign-in", "/admin/sign-in"],
    ["/admin//leads///", "/admin/leads/"],
    ["/admin/./leads", "/admin/leads"],
    ["/admin/%2e/leads", "/admin/leads"],
    ["/x/../admin/sign-in", "/admin/sign-in"],
    ["/x/%2E%2E/admin/sign-in", "/admin/sign-in"],
    ["/../../admin", "/admin"],
    ["/blogs/caf%c3%a9", "/blogs/caf%C3%A9"],
    ["/admin/leads/%3A%40%2C", "/admin/leads/:@,"],
    ["/admin/leads?x=%2e%2e", "/admin/leads?x=%2e%2e"],
  ])("rewrites %s to the path React Router routes: %s", (raw, url) => {
    expect(canonicalRequestTarget(raw)).toEqual(routed(url));
  });

  it.each([
    ["/%2Fadmin/sign-in", "/%2Fadmin/sign-in"],
    ["/admin/sign-in%20", "/admin/sign-in%20"],
    ["/ADMIN/sign-in", "/ADMIN/sign-in"],
  ])("keeps what names another path: %s", (raw, url) => {
    expect(canonicalRequestTarget(raw)).toEqual(routed(url));
  });

  it("is its own canonical form", () => {
    for (const raw of ["/%61dmin//x/../leads/%C3%A9%20", "/a/%252e/b", "/a%2Fb/c"]) {
      const once = canonicalRequestTarget(raw);
      expect(once.kind).toBe("path");
      if (once.kind === "path") expect(canonicalRequestTarget(once.url)).toEqual(once);
    }
  });

  it.each([
    "/admin/leads/%FF",
    "/admin/%FF",
    "/admin/bookings/%ED%A0%80",
    "/bookings/%FF",
    "/a/%E0%A4%A",
    "/x%00y",
    "/blogs/%0A",
  ])("refuses a path that is not UTF-8 or holds a control character: %s", (raw) => {
    expect(canonicalRequestTarget(raw)).toEqual(refused);
  });

  it("reduces an absolute-form target to its path and query", () => {
    expect(canonicalRequestTarget("http://127.0.0.1:3000/about")).toEqual(routed("/about"));
    expect(canonicalRequestTarget("HTTPS://example.com/%61dmin?x=1")).toEqual(routed("/admin?x=1"));
  });

  it("tells OPTIONS * apart and refuses any other target", () => {
    expect(canonicalRequestTarget("*")).toEqual({ kind: "server" });
    for (const raw of ["about", "ftp://example.com/", "example.com:443", "http://[bad/"]) {
      expect(canonicalRequestTarget(raw)).toEqual(refused);
    }
  });
});
