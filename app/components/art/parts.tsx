/**
 * The shape the illustrations share: a floating white card. Each illustration takes it at its own
 * scale, so that cards look the same on screen whatever size the illustration is shown at.
 */
import { palette } from "./palette";

interface Scale {
  cardRadius: number;
  /** How far a card's pine shadow falls below it. */
  shadowOffset: number;
  hairline: number;
}

export function artParts({ cardRadius, shadowOffset, hairline }: Scale) {
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

  return { Card };
}
