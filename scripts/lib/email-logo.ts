/**
 * The logo of the emails' header (issue 26, item 6): the maple mark as a PNG, which every mail
 * client shows (Outlook and Gmail draw no SVG), written by `npm run build` (scripts/email-images.ts)
 * to build/client at EMAIL_LOGO_PATH.
 *
 * The mark's pine tile sits on a white ring, so that its outline stays visible where a client
 * paints the message dark (the tile alone is close to a dark background's own colour); on the
 * light card the ring disappears into the white.
 */
import { renderAsync } from "@resvg/resvg-js";
import { LOGO_MARK_SVG } from "../../app/components/art/logo-mark";
import { palette } from "../../app/components/art/palette";

/** The pixels of the PNG: three times the 40 px the email shows it at, for sharp high-density screens. */
export const EMAIL_LOGO_PIXELS = 120;

const RING = 2;
const SIZE = 32 + 2 * RING;

/** The mark on its ring, as one SVG document. */
export function emailLogoSvg(): string {
  const mark = LOGO_MARK_SVG.replace("<svg ", `<svg x="${RING}" y="${RING}" width="32" height="32" `);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="9.5" fill="${palette.white}"/>` +
    mark +
    `</svg>`
  );
}

export async function renderEmailLogo(): Promise<Buffer> {
  const image = await renderAsync(emailLogoSvg(), {
    font: { loadSystemFonts: false },
    fitTo: { mode: "width", value: EMAIL_LOGO_PIXELS },
  });
  return image.asPng();
}
