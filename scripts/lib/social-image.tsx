/**
 * Draws a page's social image (og:image, twitter:image): a 1200×630 PNG, made by the build
 * (scripts/social-images.ts) with satori (JSX to SVG, the text as paths) and resvg (SVG to PNG).
 * Offline: the fonts come from node_modules, the logo mark from app/components/art.
 */
import { renderAsync } from "@resvg/resvg-js";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import satori, { type Font } from "satori";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "../../app/domain/meta";
import { palette } from "../../app/components/art/palette";
import { site } from "../../app/content/site";

/** What a card says; scripts/lib/social-images.ts has one for every public page. */
export interface SocialCard {
  /** The page it is drawn for, e.g. "/services". */
  path: string;
  /** The small label above the title: the page's section, or an article's category. */
  eyebrow: string;
  title: string;
  /** Under the title, on pages: their meta description. */
  description?: string;
  /** Beside the eyebrow, on articles: the read time. */
  detail?: string;
  /** On articles: the article's cover, an SVG document (app/components/art/article-covers.ts), beside the title. */
  cover?: string;
}

const FONT_FAMILY = "Plus Jakarta Sans";
const fontWeights = [500, 600, 700, 800] as const;

/** What every card needs, loaded once and shared by all of them. */
export interface SocialImageAssets {
  fonts: Font[];
  /** The logo mark as a data: URL of its SVG document. */
  logoMark: string;
}

/** Plus Jakarta Sans from @fontsource (woff: satori reads woff and ttf, not woff2). */
export async function loadSocialImageAssets(logoMarkSvg: string): Promise<SocialImageAssets> {
  const require = createRequire(import.meta.url);
  const fonts = await Promise.all(
    fontWeights.map(async (weight): Promise<Font> => ({
      name: FONT_FAMILY,
      weight,
      style: "normal",
      data: await readFile(
        require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return { fonts, logoMark: svgDataUrl(logoMarkSvg) };
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const PADDING_X = 80;
const TEXT_WIDTH = SOCIAL_IMAGE_WIDTH - 2 * PADDING_X;

/**
 * Roughly how wide a string is in Plus Jakarta Sans Bold, in ems: enough to choose a font size,
 * not to lay out (satori does that).
 */
function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === " ") width += 0.26;
    else if (/[.,:;'’!|ijlI]/.test(char)) width += 0.28;
    else if (/[frt()-]/.test(char)) width += 0.4;
    else if (/[mwMW]/.test(char)) width += 0.86;
    else if (/[A-Z&]/.test(char)) width += 0.66;
    else width += 0.56;
  }
  return width;
}

/** How many lines `text` takes at `size` px in `width` px, wrapping at spaces. */
function lineCount(text: string, size: number, width: number): number {
  let lines = 1;
  let line = 0;
  for (const word of text.split(/\s+/)) {
    const wordWidth = textWidthEm(word) * size;
    const next = line === 0 ? wordWidth : line + textWidthEm(" ") * size + wordWidth;
    if (next > width && line > 0) {
      lines += 1;
      line = wordWidth;
    } else line = next;
  }
  return lines;
}

const titleSizes = [84, 78, 72, 66, 60, 56, 52, 48];

/** The cover's box on an article's card, in the covers' proportions (16:9). */
const COVER_WIDTH = 432;
const COVER_HEIGHT = 243;
const COVER_GAP = 48;

/** The largest title size at which `title` fits in `maxLines` lines of `width` px (the smallest, at worst). */
export function titleFontSize(title: string, maxLines: number, width: number = TEXT_WIDTH): number {
  return titleSizes.find((size) => lineCount(title, size, width - 40) <= maxLines) ?? titleSizes.at(-1)!;
}

/**
 * The quiet geometry behind the text: a glow and rings, one with a gold arc. The glow is stepped,
 * one translucent disc per ring, not a smooth gradient: flat bands compress to a fraction of the
 * PNG bytes that a gradient's every-pixel-different ramp costs.
 */
function backdropSvg(): string {
  const cx = 1030;
  const cy = 150;
  const radii = [96, 160, 224, 288, 352, 416, 480];
  const glow = radii
    .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.brand600}" fill-opacity="0.07"/>`)
    .join("");
  const rings = radii
    .map(
      (r, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${palette.brand300}" stroke-opacity="${(0.2 - index * 0.024).toFixed(3)}" stroke-width="1.5"/>`,
    )
    .join("");
  // A stretch of the second ring drawn in gold, ending in a dot, like a dial, clear of the text.
  const arcRadius = 160;
  const from = (238 * Math.PI) / 180;
  const to = (318 * Math.PI) / 180;
  const point = (angle: number) =>
    `${(cx + arcRadius * Math.cos(angle)).toFixed(1)} ${(cy + arcRadius * Math.sin(angle)).toFixed(1)}`;
  const arc = `<path d="M ${point(from)} A ${arcRadius} ${arcRadius} 0 0 1 ${point(to)}" fill="none" stroke="${palette.accent400}" stroke-width="5" stroke-linecap="round"/>`;
  const [dotX, dotY] = point(to).split(" ");
  const dot = `<circle cx="${dotX}" cy="${dotY}" r="9" fill="${palette.accent400}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" viewBox="0 0 ${SOCIAL_IMAGE_WIDTH} ${SOCIAL_IMAGE_HEIGHT}">
<rect width="100%" height="100%" fill="${palette.brand950}"/>
${glow}${rings}${arc}${dot}
</svg>`;
}

const backdrop = svgDataUrl(backdropSvg());

function Card({ card, logoMark }: { card: SocialCard; logoMark: string }) {
  const textWidth = card.cover ? TEXT_WIDTH - COVER_WIDTH - COVER_GAP : TEXT_WIDTH;
  const titleSize = titleFontSize(card.title, card.description ? 2 : card.cover ? 4 : 3, textWidth);
  return (
    <div
      style={{
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        display: "flex",
        position: "relative",
        fontFamily: FONT_FAMILY,
        backgroundColor: palette.brand950,
        color: "white",
      }}
    >
      <img
        src={backdrop}
        width={SOCIAL_IMAGE_WIDTH}
        height={SOCIAL_IMAGE_HEIGHT}
        style={{ position: "absolute", top: 0, left: 0 }}
      />
      <div
        style={{
          display: "flex",
          position: "relative",
          flexDirection: "column",
          width: "100%",
          padding: `56px ${PADDING_X}px 52px`,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", flexGrow: 1, paddingBottom: 40 }}>
          <div
            style={{
              display: "flex",
              flexDirection: "column",
              justifyContent: "center",
              width: textWidth,
            }}
          >
            <div style={{ display: "flex", alignItems: "center" }}>
              <div
                style={{
                  display: "flex",
                  backgroundColor: palette.accent400,
                  color: palette.ink950,
                  fontSize: 20,
                  fontWeight: 800,
                  letterSpacing: 1.6,
                  textTransform: "uppercase",
                  padding: "9px 20px",
                  borderRadius: 999,
                }}
              >
                {card.eyebrow}
              </div>
              {card.detail ? (
                <div
                  style={{
                    display: "flex",
                    marginLeft: 20,
                    fontSize: 20,
                    fontWeight: 700,
                    letterSpacing: 1.6,
                    textTransform: "uppercase",
                    color: palette.brand200,
                  }}
                >
                  {card.detail}
                </div>
              ) : null}
            </div>
            <div
              style={{
                display: "flex",
                marginTop: 36,
                maxWidth: textWidth,
                fontSize: titleSize,
                fontWeight: 700,
                lineHeight: 1.1,
                letterSpacing: -0.02 * titleSize,
              }}
            >
              {card.title}
            </div>
            {card.description ? (
              <div
                style={{
                  display: "block",
                  marginTop: 24,
                  maxWidth: 960,
                  fontSize: 26,
                  fontWeight: 500,
                  lineHeight: 1.45,
                  color: palette.brand100,
                  lineClamp: 3,
                }}
              >
                {card.description}
              </div>
            ) : null}
          </div>
          {card.cover ? (
            <img
              src={svgDataUrl(card.cover)}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              style={{ marginLeft: COVER_GAP, borderRadius: 20 }}
            />
          ) : null}
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            paddingTop: 28,
            borderTop: `1.5px solid rgba(169, 226, 215, 0.18)`,
          }}
        >
          <div style={{ display: "flex", alignItems: "center" }}>
            <img src={logoMark} width={52} height={52} />
            <div
              style={{ display: "flex", marginLeft: 16, fontSize: 32, fontWeight: 800, letterSpacing: -0.5 }}
            >
              {site.brand}
            </div>
          </div>
          <div
            style={{
              display: "flex",
              fontSize: 18,
              fontWeight: 700,
              letterSpacing: 3,
              color: palette.brand300,
            }}
          >
            CASL · PIPEDA · TCPA · GDPR
          </div>
        </div>
      </div>
    </div>
  );
}

/** The card as a PNG. */
export async function renderSocialImage(card: SocialCard, assets: SocialImageAssets): Promise<Buffer> {
  const svg = await satori(<Card card={card} logoMark={assets.logoMark} />, {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: assets.fonts,
  });
  // satori draws the text as paths, so resvg needs no fonts: skipping the system's is faster.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } });
  return image.asPng();
}
