import { describe, expect, it } from "vitest";
import { LOGO_MARK_SVG } from "../../app/components/art/logo-mark";
import { loadSocialImageAssets, renderSocialImage, titleFontSize } from "./social-image";

/** The width and height of a PNG, from its IHDR chunk, after checking that it is one. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // The first chunk: its length (13), then "IHDR", then width and height as 32-bit big-endian.
  expect(png.readUInt32BE(8)).toBe(13);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("renderSocialImage", () => {
  it("draws a card as a 1200×630 PNG", async () => {
    const assets = await loadSocialImageAssets(LOGO_MARK_SVG);
    const png = await renderSocialImage(
      {
        path: "/blogs/cpl-vs-cpa",
        eyebrow: "Performance Marketing",
        title: "Cost Per Lead vs Cost Per Acquisition: Choosing the Right Model",
        detail: "4 min read",
      },
      assets,
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // A drawn card, not an empty canvas: text and shapes do not compress to nothing.
    expect(png.length).toBeGreaterThan(20_000);
  });
});

describe("titleFontSize", () => {
  it("sets a short title large and shrinks a long one to fit its lines", () => {
    const short = titleFontSize("Services", 2);
    const long = titleFontSize(
      "The Power of Pay-Per-Lead: How It Works, What You Pay For and How to Choose a Vendor",
      3,
    );
    expect(short).toBe(84);
    expect(long).toBeLessThan(short);
    expect(long).toBeGreaterThanOrEqual(48);
  });

  it("never grows as a title gets longer", () => {
    let previous = Infinity;
    for (let words = 1; words <= 30; words += 1) {
      const size = titleFontSize(Array.from({ length: words }, () => "Compliance").join(" "), 3);
      expect(size).toBeLessThanOrEqual(previous);
      previous = size;
    }
  });
});
