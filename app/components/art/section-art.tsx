/**
 * Spot illustrations for the content pages: an audit trail, and our territory.
 *
 * Drawn on a 240 × 180 grid that pages show at up to 384 px wide (1.6 px a unit), so the hero's
 * rules (hero-illustration.tsx) scale by 1/1.6: card corners of 10, inner corners of 6, icon
 * strokes of 2, white cards on an offset pine shadow with a slate-200 hairline.
 */
import type { ReactNode } from "react";
import { palette } from "./palette";
import { artParts } from "./parts";

const ICON = {
  fill: "none",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

type ArtProps = { className?: string };

function Svg({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The soft pine shape every spot sits on. */
function Stage() {
  return <path d="M34 92c0-46 36-80 88-80s86 30 86 78-36 80-88 80-86-32-86-78Z" fill={palette.brand100} />;
}

const { Card } = artParts({ cardRadius: 10, shadowOffset: 5, hairline: 0.75 });

/** A maple-gold seal with a check, as on the hero. */
function Seal({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="18" fill={palette.accent400} />
      <circle r="13" fill="none" stroke={palette.white} strokeOpacity="0.5" strokeWidth="1.5" />
      <path d="M-6.5 .5l4.5 4.5 8.5-9" stroke={palette.ink800} {...ICON} strokeWidth="2.5" />
    </g>
  );
}

/** The audit trail's three records, each a step and its time, in the page's language. */
export type AuditTrailWords = [[string, string], [string, string], [string, string]];

/** An audit trail: records stamped one after another on a timeline, each checked, the trail sealed. */
export function AuditTrailArt({ className, words }: ArtProps & { words: AuditTrailWords }) {
  return (
    <Svg className={className}>
      <Stage />
      <path d="M50 42v96" stroke={palette.brand300} strokeWidth="2" strokeLinecap="round" />
      {words.map(([step, time], i) => {
        const y = 42 + i * 48;
        return (
          <g key={step}>
            <Card x={68} y={y - 17} w={150} h={34} />
            <text x="78" y={y - 2} fontSize="10" fontWeight="700" fontFamily="inherit" fill={palette.ink800}>
              {step}
            </text>
            <text x="78" y={y + 10} fontSize="9" fontFamily="inherit" fill={palette.ink700}>
              {time}
            </text>
            <circle cx="50" cy={y} r="9" fill={palette.brand600} stroke={palette.brand100} strokeWidth="3" />
            <path d={`M46 ${y}l2.8 2.8 5-5.3`} stroke={palette.white} {...ICON} />
          </g>
        );
      })}
      <Seal x={214} y={148} />
    </Svg>
  );
}

/**
 * Our territory: southern Ontario between the Great Lakes, with Toronto on Lake Ontario and Ottawa
 * on the Ottawa River, north-east of it. Coastlines follow real positions, simplified.
 */
export function TerritoryArt({ className }: ArtProps) {
  return (
    <Svg className={className}>
      <Card x={16} y={14} w={208} h={152} />
      {/* Lake Huron and Georgian Bay, around the Bruce Peninsula. */}
      <path
        d="M16 24A10 10 0 0 1 26 14L81 14C81.8 16.7 84.7 24.3 86 30C87.3 35.7 87.8 42 89 48C90.2 54 93.3 61.5 93 66C92.7 70.5 91.2 73.8 87 75C82.8 76.2 73.7 76.7 68 73C62.3 69.3 54.8 52.8 53 53C51.2 53.2 57.3 66.2 57 74C56.7 81.8 52.5 93.2 51 100C49.5 106.8 50.7 110.7 48 115C45.3 119.3 40.3 125 35 126C29.7 127 19.2 121.8 16 121Z"
        fill={palette.brand200}
      />
      {/* Lake Erie. */}
      <path
        d="M16 154C18.5 154.8 26 160 31 159C36 158 40.8 151.7 46 148C51.2 144.3 55 139.3 62 137C69 134.7 80.5 135.3 88 134C95.5 132.7 102.3 130 107 129C111.7 128 116.5 125.8 116 128C115.5 130.2 108.8 137.8 104 142C99.2 146.2 92.7 149 87 153C81.3 157 72.8 163.8 70 166H26A10 10 0 0 1 16 156Z"
        fill={palette.brand200}
      />
      {/* Lake Ontario. */}
      <path
        d="M93 117C91.8 115.3 100.2 109.3 104 106C107.8 102.7 111.3 99 116 97C120.7 95 127.7 94.7 132 94C136.3 93.3 138.2 92.5 142 93C145.8 93.5 151.8 96.8 155 97C158.2 97.2 158.3 96 161 94C163.7 92 168.5 86.2 171 85C173.5 83.8 176.2 82.8 176 87C175.8 91.2 172.8 105.2 170 110C167.2 114.8 163.2 115 159 116C154.8 117 151.5 116.3 145 116C138.5 115.7 125.7 114 120 114C114.3 114 115.5 115.5 111 116C106.5 116.5 94.2 118.7 93 117Z"
        fill={palette.brand200}
      />
      {/* The St. Lawrence and the Ottawa. */}
      <path
        d="M175 87C177.5 84.7 183.8 77.7 190 73C196.2 68.3 206.3 62.5 212 59C217.7 55.5 222 53.2 224 52M136 15C138 16.5 144.5 21 148 24C151.5 27 152.7 29.7 157 33C161.3 36.3 168.7 42 174 44C179.3 46 182.2 45.7 189 45C195.8 44.3 209.2 41.2 215 40C220.8 38.8 222.5 38.3 224 38"
        fill="none"
        stroke={palette.brand200}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M110 94Q168 86 186 38" stroke={palette.brand600} {...ICON} strokeDasharray="0 5" />
      {[
        { x: 104, y: 104, fill: palette.brand700, dot: palette.white, label: "Toronto", lx: 44 },
        { x: 189, y: 46, fill: palette.accent400, dot: palette.ink800, label: "Ottawa", lx: 130 },
      ].map((pin) => (
        <g key={pin.label}>
          <path
            d={`M${pin.x} ${pin.y}c-6-6.5-9-10.5-9-15a9 9 0 0 1 18 0c0 4.5-3 8.5-9 15Z`}
            fill={pin.fill}
            stroke={palette.white}
            strokeWidth="1.5"
          />
          <circle cx={pin.x} cy={pin.y - 15} r="3.5" fill={pin.dot} />
          <rect
            x={pin.lx}
            y={pin.y - 23}
            width="46"
            height="16"
            rx="8"
            fill={palette.white}
            stroke={palette.slate200}
            strokeWidth="0.75"
          />
          <text
            x={pin.lx + 23}
            y={pin.y - 12}
            textAnchor="middle"
            fontSize="9"
            fontWeight="600"
            fontFamily="inherit"
            fill={palette.ink800}
          >
            {pin.label}
          </text>
        </g>
      ))}
    </Svg>
  );
}
