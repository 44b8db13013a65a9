import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReactIsland } from "~/islands/react-island";
import { Island, IslandRenderer, islandLinks, type RenderIslandRoot } from "./island";

function Labelled() {
  const id = useId();
  return (
    <label htmlFor={id}>
      Name <input id={id} />
    </label>
  );
}

const renderRoot: RenderIslandRoot = (element, options) => renderToString(element, options);

describe("an island on the server", () => {
  it("is rendered as a root of its own, with ids of its own, in a container that names its script", () => {
    const labelled: ReactIsland = { name: "booking", Component: Labelled };
    const html = renderToString(
      <IslandRenderer.Provider value={renderRoot}>
        <Labelled />
        <Island island={labelled} />
      </IslandRenderer.Provider>,
    );
    const container = /<div data-island-src="([^"]+)" data-island="booking">(.*)<\/div>/.exec(html);
    expect(container?.[1]).toMatch(/booking/);
    // Exactly what hydrateIsland expects to find: the island's ids carry its prefix, the page's do not.
    const islandId = /id="([^"]+)"/.exec(container![2]!)?.[1];
    expect(islandId).toContain("booking-");
    const pageId = /id="([^"]+)"/.exec(html)?.[1];
    expect(pageId).not.toContain("booking-");
  });

  it("is simply part of the page where React Router renders it in the browser", () => {
    const firstStep: ReactIsland = { name: "lead-request", Component: () => <p>Step 1</p> };
    const html = renderToString(<Island island={firstStep} />);
    expect(html).toBe('<div data-island="lead-request"><p>Step 1</p></div>');
  });

  it("has its script and every module it imports preloaded by the route", () => {
    const links = islandLinks("blog-filter");
    expect(links[0]).toEqual({ rel: "modulepreload", href: expect.stringContaining("blog-filter") });
    expect(links.every((link) => "rel" in link && link.rel === "modulepreload")).toBe(true);
  });
});
