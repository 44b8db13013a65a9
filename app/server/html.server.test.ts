import { describe, expect, it } from "vitest";
import { deferHydration as deferHydrationOfBytes } from "./html.server";

const deferHydration = (html: string) => deferHydrationOfBytes(Buffer.from(html)).toString("utf8");

// The shape React Router 7 renders for a hydrated page (abridged).
const rendered =
  '<link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/root.js";import("/assets/entry.client.js");</script>';

describe("deferHydration", () => {
  const html = deferHydration(rendered);

  it("makes the module preloads inert and keeps their addresses", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-hydration-preload href="/assets/entry.client.js" nonce="n1"/>');
    expect(html).toContain('<link data-hydration-preload href="/assets/root.js" nonce="n1"/>');
  });

  it("turns the inline module into an inert script that keeps its nonce and code", () => {
    expect(html).toContain(
      '<script nonce="n1" type="text/hydration-module">import "/assets/root.js";import("/assets/entry.client.js");</script>',
    );
    expect(html).not.toContain('type="module"');
  });

  it("leaves the stylesheet and the classic inline scripts alone", () => {
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it("makes a preload inert whatever the order of its attributes", () => {
    expect(deferHydration('<link nonce="n1" rel="modulepreload" href="/assets/island.js"/>')).toBe(
      '<link nonce="n1" data-hydration-preload href="/assets/island.js"/>',
    );
  });

  it("gives back every other byte as it came, French, emoji and a character cut by no tag", () => {
    const page =
      "<title>Réservez un appel — 20 minutes</title><p>Choose… 🍁 ½ 中文</p>" +
      '<link rel="modulepreload" href="/assets/entrée.js" nonce="n1"/>' +
      '<script nonce="n1" type="module" async="">import "/assets/entrée.js";// « é »</script>';
    expect(deferHydration(page)).toBe(
      "<title>Réservez un appel — 20 minutes</title><p>Choose… 🍁 ½ 中文</p>" +
        '<link data-hydration-preload href="/assets/entrée.js" nonce="n1"/>' +
        '<script nonce="n1" type="text/hydration-module">import "/assets/entrée.js";// « é »</script>',
    );
  });

  it("reads only its own bytes of a larger buffer", () => {
    const pool = Buffer.from('xx<link rel="modulepreload" href="/a.js"/>yy');
    expect(deferHydrationOfBytes(pool.subarray(2, pool.length - 2)).toString("utf8")).toBe(
      '<link data-hydration-preload href="/a.js"/>',
    );
  });

  it("edits only the attribute of a link or script start tag, and only the first inline module", () => {
    const page =
      '<linked rel="modulepreload"/><link href="/a.css"/><p> rel="modulepreload"</p>' +
      '<script nonce="n1" type="module" async="">import "/a.js";</script>' +
      '<script nonce="n1" type="module" async="">import "/b.js";</script>';
    expect(deferHydration(page)).toBe(
      '<linked rel="modulepreload"/><link href="/a.css"/><p> rel="modulepreload"</p>' +
        '<script nonce="n1" type="text/hydration-module">import "/a.js";</script>' +
        '<script nonce="n1" type="module" async="">import "/b.js";</script>',
    );
  });

  it("changes nothing on a page without hydration scripts", () => {
    const plain = '<html><head><script src="/site.js" defer=""></script></head><body></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
