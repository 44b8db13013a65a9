/**
 * The web font's fallback in app.css is sized to Plus Jakarta Sans's metrics so that nothing moves
 * when the font swaps in. Its figures are recomputed here with capsize, from the fonts' own metrics.
 */
import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import plusJakartaSans from "@capsizecss/metrics/plusJakartaSans";
import { describe, expect, it } from "vitest";

const stylesheet = readFileSync(new URL("./app.css", import.meta.url), "utf8");

function declarations(css: string, family: string): Map<string, string> {
  const block = css
    .split("@font-face")
    .find((face) => face.includes(`font-family: "${family}"`))
    ?.split("}")[0];
  if (!block) throw new Error(`No @font-face for ${family}`);
  const entries = [...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
    name!,
    value!.trim(),
  ]);
  return new Map(entries as [string, string][]);
}

describe("the web font's fallback", () => {
  it("overrides Arial's metrics with the figures capsize computes for Plus Jakarta Sans", () => {
    const computed = declarations(
      createFontStack([plusJakartaSans, arial]).fontFaces,
      "Plus Jakarta Sans Fallback",
    );
    const ours = declarations(stylesheet, "Plus Jakarta Sans Fallback");
    for (const property of ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]) {
      expect(ours.get(property), property).toBe(computed.get(property));
    }
  });

  it("uses Arial or a font with Arial's metrics, and the variable font swaps in", () => {
    expect(declarations(stylesheet, "Plus Jakarta Sans Fallback").get("src")).toBe(
      'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo")',
    );
    const font = declarations(stylesheet, "Plus Jakarta Sans Variable");
    expect(font.get("font-display")).toBe("swap");
    expect(font.get("font-weight")).toBe("200 800");
  });
});
