/**
 * The logo mark: a maple-gold maple leaf on a pine tile, its midrib cut by a check (consent,
 * verified) whose long stroke leaves the leaf through its upper-right notch.
 *
 * Only rect and path elements with fill and stroke attributes, no CSS, masks or filters, so that
 * the favicon, the app icons and the social images (satori, resvg) draw it exactly as the header
 * does. The leaf's thin stroke in its own colour softens its points at large sizes; at 16 px the
 * silhouette and the check still read.
 */
import { palette } from "./palette";

const TILE = palette.brand800;
const LEAF = palette.accent400;

const TILE_RADIUS = "7.5";
const LEAF_PATH =
  "M16 2.9L18.3 7.7L21.1 6.4L20.5 12.7L27.5 9.5L26 14.1L28.9 15.6L23.3 19.6L24.2 22.4L17.2 21.1L14.7 21.1L7.7 22.4L8.6 19.6L3 15.6L5.9 14.1L4.4 9.5L11.4 12.7L10.8 6.4L13.6 7.7Z";
const STEM_PATH = "M16 20.5v7.4";
const CHECK_PATH = "M11.3 15L14.9 18.5L20.7 12.2";

export function LogoMark({ className, title }: { className?: string; title?: string }) {
  const a11y = title ? { role: "img" } : { "aria-hidden": true as const };
  return (
    <svg viewBox="0 0 32 32" className={className} focusable="false" {...a11y}>
      {title ? <title>{title}</title> : null}
      <rect width="32" height="32" rx={TILE_RADIUS} fill={TILE} />
      <path d={STEM_PATH} fill="none" stroke={LEAF} strokeWidth="2.4" strokeLinecap="round" />
      <path d={LEAF_PATH} fill={LEAF} stroke={LEAF} strokeWidth="0.6" strokeLinejoin="round" />
      <path
        d={CHECK_PATH}
        fill="none"
        stroke={TILE}
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The same mark as a standalone SVG document: public/favicon.svg, the app icons, the social images. */
export const LOGO_MARK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="${TILE_RADIUS}" fill="${TILE}"/>` +
  `<path d="${STEM_PATH}" fill="none" stroke="${LEAF}" stroke-width="2.4" stroke-linecap="round"/>` +
  `<path d="${LEAF_PATH}" fill="${LEAF}" stroke="${LEAF}" stroke-width="0.6" stroke-linejoin="round"/>` +
  `<path d="${CHECK_PATH}" fill="none" stroke="${TILE}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>` +
  `</svg>`;
