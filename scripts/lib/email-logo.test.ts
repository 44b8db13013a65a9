import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { EMAIL_LOGO_PIXELS, emailLogoSvg, renderEmailLogo } from "./email-logo";

describe("the emails' logo", () => {
  it("is a square PNG of the mark, three times the size the email shows", async () => {
    const png = await renderEmailLogo();

    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([EMAIL_LOGO_PIXELS, EMAIL_LOGO_PIXELS]);
  });

  it("rings the pine tile in white, so that it stands out on a dark background, and leaves the corners clear", () => {
    const image = new Resvg(emailLogoSvg(), { fitTo: { mode: "width", value: EMAIL_LOGO_PIXELS } }).render();
    const { pixels, width } = image;
    const at = (x: number, y: number) =>
      Array.from(pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

    expect(at(0, 0)[3], "corner alpha").toBe(0);
    // Halfway down the left edge: the ring (white), then the tile (pine).
    expect(at(2, width / 2), "ring").toEqual([255, 255, 255, 255]);
    expect(at(12, width / 2), "tile").toEqual([0x16, 0x4c, 0x48, 255]);
  });
});
