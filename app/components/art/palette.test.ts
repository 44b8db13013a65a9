import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { palette } from "./palette";

const theme = readFileSync(new URL("../../theme.css", import.meta.url), "utf8");

describe("the art's palette", () => {
  it("is theme.css's: every brand, accent and ink colour has the token's value", () => {
    const tokens = Object.entries(palette).filter(([name]) => /^(brand|accent|ink)\d+$/.test(name));
    expect(tokens.length).toBeGreaterThan(10);
    for (const [name, hex] of tokens) {
      const token = name.replace(/(\d+)$/, "-$1");
      expect(theme, name).toContain(`--color-${token}: ${hex};`);
    }
  });
});
