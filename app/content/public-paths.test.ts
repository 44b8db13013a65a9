import { describe, expect, it } from "vitest";
import { localeOfPath } from "~/domain/locale";
import {
  alternatesOf,
  articleIdOf,
  articlePath,
  bookingPagePath,
  pathIn,
  publicPagePaths,
} from "./public-paths";

describe("the public pages in two languages", () => {
  it("pairs every public page with its counterpart, both ways", () => {
    for (const path of publicPagePaths) {
      const alternates = alternatesOf(path);
      expect(alternates, path).toBeDefined();
      expect(alternates![localeOfPath(path)]).toBe(path);
      expect(alternatesOf(alternates!.en)).toEqual(alternates);
      expect(alternatesOf(alternates!.fr)).toEqual(alternates);
    }
  });

  it("lists as many French pages as English ones, all under /fr", () => {
    const french = publicPagePaths.filter((path) => path.startsWith("/fr"));
    expect(french.length * 2).toBe(publicPagePaths.length);
    expect(french.every((path) => localeOfPath(path) === "fr")).toBe(true);
  });

  it("writes the French paths in French", () => {
    expect(pathIn("/compliance", "fr")).toBe("/fr/conformite");
    expect(pathIn("/", "fr")).toBe("/fr");
    expect(articlePath("cpl-vs-cpa", "fr")).toBe("/fr/blogue/cout-par-prospect-ou-cout-par-acquisition");
    expect(articleIdOf("cout-par-prospect-ou-cout-par-acquisition", "fr")).toBe("cpl-vs-cpa");
    expect(articleIdOf("cpl-vs-cpa", "fr")).toBeUndefined();
    expect(bookingPagePath("abc", "fr")).toBe("/fr/rendez-vous/abc");
  });

  it("pairs a booking's page, and nothing else", () => {
    expect(alternatesOf("/bookings/abc")).toEqual({ en: "/bookings/abc", fr: "/fr/rendez-vous/abc" });
    expect(alternatesOf("/fr/rendez-vous/abc")).toEqual({ en: "/bookings/abc", fr: "/fr/rendez-vous/abc" });
    expect(alternatesOf("/nowhere")).toBeUndefined();
    expect(alternatesOf("/fr/blogue/cpl-vs-cpa")).toBeUndefined();
    expect(alternatesOf("/admin")).toBeUndefined();
  });
});
