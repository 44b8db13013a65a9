/**
 * The shapes the illustrations share: a floating white card and a bar standing for a line of
 * text. Each illustration takes them at its own scale, so that cards and bars look the same on
 * screen whatever size the illustration is shown at.
 */
import { palette } from "./palette";

interface Scale {
  cardRadius: number;
  /** How far a card's pine shadow falls below it. */
  shadowOffset: number;
  hairline: number;
  barHeight: number;
}

export function artParts({ cardRadius, shadowOffset, hairline, barHeight }: Scale) {
  /** A floating white card: its offset shadow, then the card with a hairline. */
  function Card({ x, y, w, h, r = cardRadius }: { x: number; y: number; w: number; h: number; r?: number }) {
    return (
      <>
        <rect x={x} y={y + shadowOffset} width={w} height={h} rx={r} fill={palette.brand500} opacity="0.12" />
        <rect
          x={x}
          y={y}
          width={w}
          height={h}
          rx={r}
          fill={palette.white}
          stroke={palette.slate200}
          strokeWidth={hairline}
        />
      </>
    );
  }

  /** A bar standing for a line of text. */
  function Bar({
    x,
    y,
    w,
    h = barHeight,
    fill = palette.slate200,
  }: {
    x: number;
    y: number;
    w: number;
    h?: number;
    fill?: string;
  }) {
    return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
  }

  return { Card, Bar };
}
