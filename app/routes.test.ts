/**
 * Who may reach each console route is decided by the layouts it sits in (their middleware), and
 * the browser suite proves it route by route from its authorisation table
 * (tests/e2e/support/console-routes.ts). This holds the two to each other: every route under
 * /admin in routes.ts is in the table, as what its layouts make it (a page or a download, for
 * staff or owners only), or is one of the routes open without a session; and each layout guards
 * with what its name says.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { consoleGuards } from "~/server/console/access.server";
import { consoleRoutes, openConsolePaths, type Seeded } from "../tests/e2e/support/console-routes";
import routes from "./routes";
import * as downloads from "./routes/admin/downloads";
import * as signedInLayout from "./routes/admin/layout";
import * as ownerPages from "./routes/admin/owner-pages";
import * as staffPages from "./routes/admin/staff-pages";

interface Leaf {
  pattern: string;
  file: string;
  layouts: string[];
}

/** Every route with no children, with its full path and the layouts above it. */
function leaves(entries: RouteConfigEntry[], parentPath = "", layouts: string[] = []): Leaf[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    if (entry.children?.length) return leaves(entry.children, path, [...layouts, entry.file]);
    return [{ pattern: path || "/", file: entry.file, layouts }];
  });
}

type Access = "open" | "staff page" | "owner page" | "download";

/** What a route's layouts make of it. */
function accessOf({ layouts }: Leaf): Access {
  if (layouts.includes("routes/admin/downloads.tsx")) return "download";
  if (layouts.includes("routes/admin/owner-pages.tsx")) return "owner page";
  if (layouts.includes("routes/admin/layout.tsx")) return "staff page";
  return "open";
}

const consoleLeaves = leaves(routes).filter((leaf) => /^\/admin(\/|$)/.test(leaf.pattern));

// Ids of the right shape for the table's paths, which need no database here.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const seeded: Seeded = {
  accounts: {
    owner: { id: id(1), email: "o@x.example", password: "p" },
    staff: { id: id(2), email: "s@x.example", password: "p" },
    colleague: { id: id(3), email: "c@x.example", password: "p" },
  },
  leadId: id(4),
  upcomingBookingId: id(5),
  startedBookingId: id(6),
  person: { email: "p@x.example", leadId: id(7), bookingId: id(8), failedEmailId: id(9) },
  webhook: { endpointId: id(10), failedDeliveryId: id(11) },
};
const table = consoleRoutes(() => seeded).map((routeCase) => ({ ...routeCase, path: routeCase.path() }));

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/:[^/]+/g, "[^/]+")}$`).test(path);

/** The route a path reaches: of those it matches, the one with the fewest dynamic segments, as React Router ranks them. */
function routeOf(path: string): Leaf | undefined {
  const dynamicSegments = (leaf: Leaf) => leaf.pattern.split(":").length;
  return consoleLeaves
    .filter((leaf) => matches(leaf.pattern, path))
    .sort((a, b) => dynamicSegments(a) - dynamicSegments(b))[0];
}

describe("the console's authorisation table", () => {
  it("finds the console's routes in routes.ts", () => {
    expect(consoleLeaves.length).toBeGreaterThan(20);
  });

  it.each(consoleLeaves.map((leaf) => [leaf.pattern, leaf] as const))(
    "has %s, as its layouts guard it",
    (pattern, leaf) => {
      const access = accessOf(leaf);
      const cases = table.filter((routeCase) => routeOf(routeCase.path) === leaf);
      if (access === "open") {
        expect(openConsolePaths, `${pattern} has no guarding layout`).toContain(pattern);
        expect(cases).toEqual([]);
        return;
      }
      expect(cases.length, `${pattern} is missing from tests/e2e/support/console-routes.ts`).toBeGreaterThan(
        0,
      );
      for (const routeCase of cases) {
        const tabled: Access =
          routeCase.kind === "download"
            ? "download"
            : routeCase.role === "owner"
              ? "owner page"
              : "staff page";
        expect(tabled, `${routeCase.path}: the table and the layouts disagree`).toBe(access);
      }
    },
  );

  it("names no route that routes.ts does not have", () => {
    for (const { path } of table)
      expect(
        consoleLeaves.some((leaf) => matches(leaf.pattern, path)),
        path,
      ).toBe(true);
    for (const path of openConsolePaths)
      expect(
        consoleLeaves.some((leaf) => leaf.pattern === path),
        path,
      ).toBe(true);
  });

  it("guards each layout with what its name says", () => {
    expect(signedInLayout.middleware).toEqual([consoleGuards.signedIn]);
    expect(staffPages.middleware).toEqual([consoleGuards.twoStepSetUp]);
    expect(ownerPages.middleware).toEqual([consoleGuards.ownersOnly]);
    expect(downloads.middleware).toBe(consoleGuards.downloads);
  });
});
