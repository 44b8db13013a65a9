/**
 * The palette of app/theme.css as hex strings, for what draws outside Tailwind's classes: the SVG
 * art's fill and stroke attributes, and the social images (satori). palette.test.ts checks each
 * brand, accent and ink value against theme.css, so the two cannot drift apart. The slate greys
 * are Tailwind's own (its theme gives them in oklch).
 */
export const palette = {
  white: "#fff",
  brand50: "#effaf8",
  brand100: "#d4f1eb",
  brand200: "#a9e2d7",
  brand300: "#74cbbd",
  brand400: "#43ae9f",
  brand500: "#279386",
  brand600: "#1c766d",
  brand700: "#185f59",
  brand800: "#164c48",
  brand900: "#143f3c",
  brand950: "#062624",
  accent100: "#feefc7",
  accent300: "#fcc64d",
  accent400: "#fbb024",
  ink700: "#2b3a52",
  ink800: "#1b2940",
  ink950: "#0a1322",
  slate200: "#e2e8f0",
  slate300: "#cbd5e1",
} as const;
