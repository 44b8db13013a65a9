/**
 * Each article's cover (issue 26): an SVG drawn from what the article is about, in the brand's
 * palette, the same every build. The build writes them to /covers/{id}.svg (scripts/social-images.ts)
 * for the cards and article headers, and draws each into the article's social image.
 *
 * No <text>: the social images are rasterised without system fonts, so the few figures a cover
 * shows (a consent timestamp) are drawn as seven-segment digits.
 */
import type { ArticleId } from "~/content/blog-ids";
import { COVER_SIZE } from "~/domain/blog";
import { palette } from "./palette";

const { width: W, height: H } = COVER_SIZE;

type Attributes = Record<string, string | number>;

function el(name: string, attributes: Attributes, children = ""): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join("");
  return children ? `<${name}${attrs}>${children}</${name}>` : `<${name}${attrs}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attributes = {}) =>
  el("rect", { x, y, width: w, height: h, rx: 10, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const stroke = (d: string, colour: string, width = 8, extra: Attributes = {}) =>
  el("path", {
    d,
    fill: "none",
    stroke: colour,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
const shape = (d: string, fill: string, extra: Attributes = {}) => el("path", { d, fill, ...extra });

/** A tick whose box starts at (x, y), `size` wide. */
const tick = (x: number, y: number, size: number, colour: string, width = size / 6) =>
  stroke(
    `M${x + size * 0.22} ${y + size * 0.52}l${size * 0.2} ${size * 0.2} ${size * 0.38}-${size * 0.42}`,
    colour,
    width,
  );

/** A checkbox, ticked or not. */
function checkbox(x: number, y: number, size: number, ticked: boolean): string {
  return ticked
    ? rect(x, y, size, size, palette.brand500, { rx: size / 5 }) + tick(x, y, size, palette.white)
    : rect(x, y, size, size, "none", { rx: size / 5, stroke: palette.slate300, "stroke-width": size / 10 });
}

/** A person: head and shoulders, standing for a lead. */
const person = (cx: number, cy: number, size: number, fill: string) =>
  circle(cx, cy - size * 0.3, size * 0.22, fill) +
  shape(
    `M${cx - size * 0.42} ${cy + size * 0.42}a${size * 0.42} ${size * 0.38} 0 0 1 ${size * 0.84} 0Z`,
    fill,
  );

/** A coin with an S on its face: what is paid for a lead. */
const coin = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, palette.accent400) +
  circle(cx, cy, r * 0.78, "none", { stroke: palette.accent300, "stroke-width": r * 0.08 }) +
  stroke(
    `M${cx + r * 0.3} ${cy - r * 0.32}c-${r * 0.2}-${r * 0.2}-${r * 0.62}-${r * 0.16}-${r * 0.62} ${r * 0.1}s${r * 0.62} ${r * 0.12} ${r * 0.62} ${r * 0.36}-${r * 0.46} ${r * 0.3}-${r * 0.64} ${r * 0.08}M${cx} ${cy - r * 0.56}v${r * 1.12}`,
    palette.ink950,
    r * 0.14,
  );

/**
 * The seven segments of a digit, each a line from one corner of the digit's box to another:
 * a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle.
 */
const segments: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};
const digitSegments = [
  "abcdef",
  "bc",
  "abdeg",
  "abcdg",
  "bcfg",
  "acdfg",
  "acdefg",
  "abc",
  "abcdefg",
  "abcdfg",
];

/** A time such as "09:42:17" in seven-segment digits, `size` tall, from (x, y). */
function sevenSegment(time: string, x: number, y: number, size: number, colour: string): string {
  const half = size / 2;
  const digitWidth = half * 0.9;
  let d = "";
  let cursor = x;
  for (const char of time) {
    if (char === ":") {
      d += `M${cursor + 2} ${y + half * 0.55}h0M${cursor + 2} ${y + half * 1.45}h0`;
      cursor += digitWidth * 0.55;
      continue;
    }
    for (const name of digitSegments[Number(char)]!) {
      const [x1, y1, x2, y2] = segments[name]!;
      d += `M${cursor + x1 * digitWidth} ${y + y1 * half}L${cursor + x2 * digitWidth} ${y + y2 * half}`;
    }
    cursor += digitWidth * 1.6;
  }
  return stroke(d, colour, size / 9);
}

/** A light card with a title line of its own colour, the ground most motifs stand on. */
const panel = (x: number, y: number, w: number, h: number) =>
  rect(x, y + 8, w, h, palette.ink950, { rx: 18, opacity: 0.35 }) +
  rect(x, y, w, h, palette.brand50, { rx: 18 });

/** The dark ground, a dot grid and two rings, placed by the article so that no two covers match. */
function backdrop(seed: number, accent: string): string {
  const corners = [
    [90, 300],
    [560, 40],
    [520, 320],
    [120, 60],
    [600, 200],
    [40, 180],
  ] as const;
  const [ringX, ringY] = corners[seed % corners.length]!;
  // The dots sit in the corner across from the rings.
  const dotX = ringX < W / 2 ? W - 100 : 40;
  const dotY = ringY < H / 2 ? H - 100 : 40;
  const dots = [0, 1, 2, 3]
    .flatMap((row) => [0, 1, 2, 3].map((column) => `M${dotX + column * 20} ${dotY + row * 20}h0`))
    .join("");
  return (
    el("rect", { width: W, height: H, fill: palette.brand950 }) +
    circle(ringX, ringY, 150, "none", { stroke: palette.brand800, "stroke-width": 34 }) +
    circle(ringX, ringY, 70, "none", { stroke: accent, "stroke-opacity": 0.35, "stroke-width": 12 }) +
    stroke(dots, palette.brand700, 5)
  );
}

/** Consent captured with its proof: a ticked box, the moment it was given, and a shield. */
function whyComplianceMatters(): string {
  return (
    panel(110, 70, 340, 220) +
    checkbox(140, 104, 52, true) +
    stroke("M212 122h150M212 144h108", palette.brand700, 10) +
    circle(166, 222, 30, "none", { stroke: palette.brand700, "stroke-width": 8 }) +
    stroke("M166 204v18l12 10", palette.brand700, 7) +
    sevenSegment("09:42:17", 216, 204, 36, palette.ink950) +
    shape("M530 150l66 24v48c0 46-30 72-66 86-36-14-66-40-66-86v-48Z", palette.accent400) +
    tick(492, 190, 76, palette.ink950, 11)
  );
}

/** A landing page in a browser, its compliance checklist three quarters done. */
function landingPageChecklist(): string {
  const rows = [0, 1, 2, 3]
    .map((row) => {
      const y = 132 + row * 46;
      return (
        checkbox(214, y, 30, row < 3) +
        stroke(`M262 ${y + 15}h${[150, 118, 170, 132][row]}`, palette.slate300, 9)
      );
    })
    .join("");
  return (
    panel(170, 60, 300, 260) +
    el("path", { d: "M170 78a18 18 0 0 1 18-18h264a18 18 0 0 1 18 18v30H170Z", fill: palette.brand800 }) +
    circle(194, 84, 6, palette.accent400) +
    circle(214, 84, 6, palette.brand300) +
    circle(234, 84, 6, palette.brand300) +
    rows +
    circle(476, 284, 42, palette.accent400) +
    tick(442, 250, 68, palette.ink950, 10)
  );
}

/** Pay for what arrives: qualified leads each earn a coin, the one that fails earns none. */
function powerOfPayPerLead(): string {
  const leads = [0, 1, 2, 3]
    .map((column) => {
      const x = 166 + column * 104;
      const qualified = column !== 2;
      return (
        circle(x, 130, 40, qualified ? palette.brand100 : palette.brand800) +
        person(x, 134, 62, qualified ? palette.brand700 : palette.brand600) +
        stroke(
          `M${x} 186v34`,
          qualified ? palette.brand300 : palette.brand800,
          6,
          qualified ? {} : { "stroke-dasharray": "2 12" },
        ) +
        (qualified
          ? coin(x, 262, 30)
          : stroke(`M${x - 18} 244l36 36M${x + 18} 244l-36 36`, palette.brand600, 8))
      );
    })
    .join("");
  return leads;
}

/** Cost per lead against cost per acquisition: a balance, a lead on one pan, the paid sale on the other. */
function cplVsCpa(): string {
  return (
    shape("M320 96l-34 214h68Z", palette.brand700) +
    rect(250, 302, 140, 18, palette.brand800, { rx: 9 }) +
    stroke("M150 128l340-28", palette.brand300, 10) +
    circle(320, 112, 14, palette.accent400) +
    stroke("M150 128l-46 96M150 128l46 96", palette.brand300, 4) +
    stroke("M490 100l-46 96M490 100l46 96", palette.brand300, 4) +
    shape("M92 224h116a58 34 0 0 1-116 0Z", palette.brand100) +
    person(150, 196, 64, palette.brand700) +
    shape("M432 196h116a58 34 0 0 1-116 0Z", palette.brand100) +
    coin(470, 170, 24) +
    coin(510, 170, 24) +
    coin(490, 136, 24)
  );
}

/** The channels a program buys from, each wired to the one place leads arrive. */
function channelsThatDrivePerformance(): string {
  const hub = [320, 180] as const;
  const spots = [
    [150, 90],
    [490, 90],
    [150, 270],
    [490, 270],
  ] as const;
  const wires = spots.map(([x, y]) => `M${hub[0]} ${hub[1]}L${x} ${y}`).join("");
  const tile = ([x, y]: readonly [number, number]) => circle(x, y, 48, palette.brand100);
  return (
    stroke(wires, palette.brand600, 6, { "stroke-dasharray": "2 14" }) +
    spots.map(tile).join("") +
    // Search: a magnifying glass.
    circle(142, 82, 18, "none", { stroke: palette.brand800, "stroke-width": 8 }) +
    stroke("M155 95l18 18", palette.brand800, 9) +
    // Email: an envelope.
    rect(462, 70, 56, 40, "none", { rx: 6, stroke: palette.brand800, "stroke-width": 7 }) +
    stroke("M464 74l26 20 26-20", palette.brand800, 6) +
    // Video: a play button.
    rect(122, 248, 56, 44, palette.brand800, { rx: 10 }) +
    shape("M144 258l18 12-18 12Z", palette.brand100) +
    // Social: a speech bubble.
    shape(
      "M464 252h52a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8h-30l-14 12v-12h-8a8 8 0 0 1-8-8v-24a8 8 0 0 1 8-8Z",
      palette.brand800,
    ) +
    // The hub: a target.
    circle(hub[0], hub[1], 56, palette.accent400) +
    circle(hub[0], hub[1], 36, palette.brand950) +
    circle(hub[0], hub[1], 16, palette.accent400)
  );
}

/** Automation: a processor in the middle of a rules flow, leads routed by its decisions. */
function aiAutomation(): string {
  const pins = [0, 1, 2, 3]
    .map((index) => {
      const offset = 272 + index * 32;
      return `M${offset} 112v-18M${offset} 248v18M252 ${offset - 92}h-18M388 ${offset - 92}h18`;
    })
    .join("");
  return (
    stroke("M130 90h60v90h40M130 270h60v-90M410 180h40v-90h60M450 180v90h60", palette.brand600, 6) +
    stroke(pins, palette.brand300, 6) +
    rect(252, 112, 136, 136, palette.brand100, { rx: 20 }) +
    rect(284, 144, 72, 72, palette.brand800, { rx: 10 }) +
    circle(320, 180, 16, palette.accent400) +
    person(112, 90, 44, palette.brand200) +
    person(112, 270, 44, palette.brand200) +
    checkbox(510, 68, 44, true) +
    checkbox(510, 248, 44, true)
  );
}

/** Native advertising: a phone's feed of stories, one of them the sponsored post. */
function nativeAdvertising(): string {
  const story = (y: number, sponsored: boolean) =>
    rect(232, y, 176, 64, sponsored ? palette.accent100 : palette.white, {
      rx: 10,
      ...(sponsored ? { stroke: palette.accent400, "stroke-width": 4 } : {}),
    }) +
    rect(244, y + 12, 40, 40, sponsored ? palette.accent400 : palette.brand200, { rx: 8 }) +
    stroke(`M298 ${y + 22}h92M298 ${y + 42}h64`, sponsored ? palette.ink800 : palette.slate300, 8);
  return (
    rect(212, 30, 216, 330, palette.ink950, { rx: 34 }) +
    rect(220, 38, 200, 322, palette.brand50, { rx: 28 }) +
    rect(290, 50, 60, 10, palette.ink950, { rx: 5 }) +
    story(76, false) +
    story(152, true) +
    story(228, false) +
    story(304, false) +
    // The sponsored label's pill, and the hand that reads on.
    rect(352, 136, 68, 24, palette.accent400, { rx: 12 }) +
    stroke("M366 148h40", palette.ink950, 6)
  );
}

/** First-party data: visitors narrowed by a funnel to the leads who filled the form, kept in our own store. */
function firstPartyData(): string {
  const visitors = [
    [110, 70],
    [150, 56],
    [190, 76],
    [230, 60],
    [270, 74],
    [130, 100],
    [210, 100],
    [250, 96],
  ]
    .map(([x, y]) => circle(x!, y!, 9, palette.brand300))
    .join("");
  return (
    visitors +
    shape("M90 124h200l-70 84v58h-60v-58Z", palette.brand100) +
    circle(190, 296, 11, palette.accent400) +
    circle(190, 326, 11, palette.accent400) +
    stroke("M232 310h140", palette.brand600, 6, { "stroke-dasharray": "2 14" }) +
    shape("M392 300l14 10-14 10Z", palette.brand600) +
    // The store: a database cylinder with a padlock.
    el("ellipse", { cx: 486, cy: 140, rx: 74, ry: 24, fill: palette.brand300 }) +
    shape("M412 140v140a74 24 0 0 0 148 0V140a74 24 0 0 1-148 0Z", palette.brand600) +
    stroke("M412 188a74 24 0 0 0 148 0M412 236a74 24 0 0 0 148 0", palette.brand800, 5) +
    rect(466, 234, 40, 32, palette.accent400, { rx: 6 }) +
    stroke("M474 234v-10a12 12 0 0 1 24 0v10", palette.accent400, 7)
  );
}

/** Scoring: a dial reading high, and leads ranked by how well they fit. */
function leadQualityScoring(): string {
  const arc = (from: number, to: number, colour: string) => {
    const point = (angle: number) => {
      const radians = (Math.PI * (180 + angle)) / 180;
      return `${(200 + 110 * Math.cos(radians)).toFixed(1)} ${(230 + 110 * Math.sin(radians)).toFixed(1)}`;
    };
    return stroke(`M${point(from)}A110 110 0 0 1 ${point(to)}`, colour, 28, { "stroke-linecap": "butt" });
  };
  const rows = [0.92, 0.7, 0.4]
    .map((share, row) => {
      const y = 120 + row * 62;
      return (
        person(396, y + 4, 40, palette.brand200) +
        rect(430, y - 8, 150, 22, palette.brand800, { rx: 11 }) +
        rect(430, y - 8, 150 * share, 22, row === 0 ? palette.accent400 : palette.brand400, { rx: 11 })
      );
    })
    .join("");
  return (
    arc(2, 58, palette.brand800) +
    arc(62, 118, palette.brand500) +
    arc(122, 178, palette.accent400) +
    stroke("M200 230L272 168", palette.white, 10) +
    circle(200, 230, 18, palette.white) +
    circle(200, 230, 7, palette.brand950) +
    rows
  );
}

const motifs: Record<ArticleId, () => string> = {
  "power-of-pay-per-lead": powerOfPayPerLead,
  "channels-that-drive-performance": channelsThatDrivePerformance,
  "ai-automation-performance-marketing": aiAutomation,
  "why-compliance-matters": whyComplianceMatters,
  "cpl-vs-cpa": cplVsCpa,
  "native-advertising-trends": nativeAdvertising,
  "first-party-data-lead-gen": firstPartyData,
  "lead-quality-scoring": leadQualityScoring,
  "landing-page-compliance-checklist": landingPageChecklist,
};

/** The seed that places an article's backdrop: its id's characters summed, stable across builds. */
function seedOf(id: ArticleId): number {
  return [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
}

/** The SVG document of an article's cover, COVER_SIZE, decorative (its <img> has alt=""). */
export function articleCoverSvg(id: ArticleId): string {
  const seed = seedOf(id);
  const accent = seed % 2 ? palette.accent400 : palette.brand400;
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${W} ${H}`, width: W, height: H },
    backdrop(seed, accent) + motifs[id](),
  );
}
