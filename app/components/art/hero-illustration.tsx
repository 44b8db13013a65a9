/**
 * The home page's hero art: a lead as a client receives it. A lead card with its fields, its
 * verification and its consent record (the real text version and the start and end of its real
 * SHA-256), the time that consent was captured, and accepted leads rising, all floating on soft
 * pine-tinted shapes. Its words are the page's (HeroArtWords), in the page's language.
 *
 * The art's shared rules (see also section-art.tsx, and parts.tsx for the shapes they share): flat fills with tints
 * of the palette, white cards on an offset pine shadow at 7 % with a slate-200 hairline, card
 * corners of 16 and inner corners of 10 (pills fully round), icon strokes of 3 with round caps.
 */
import { palette } from "./palette";
import { artParts } from "./parts";

const ICON = {
  fill: "none",
  strokeWidth: 3,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const { Card } = artParts({ cardRadius: 16, shadowOffset: 8, hairline: 1 });

/** What the art's cards say, in the page's language. */
export interface HeroArtWords {
  leadTitle: string;
  leadPlace: string;
  verified: string;
  /** Three fields of the lead: their names and values. */
  fields: [[string, string], [string, string], [string, string]];
  consent: string;
  /** The consent text's version, and its SHA-256 shortened. */
  consentVersion: string;
  consentHash: string;
  /** When the consent was captured, and what that time is. */
  capturedAt: string;
  capturedLabel: string;
  accepted: string;
}

export function HeroIllustration({ className, words }: { className?: string; words: HeroArtWords }) {
  return (
    <svg
      viewBox="0 0 560 440"
      className={className}
      aria-hidden="true"
      focusable="false"
      fontFamily="inherit"
    >
      {/* The stage: a soft blob, a dot grid and a maple-gold sun. */}
      <path
        d="M96 214C88 120 170 52 282 48s196 58 198 160-62 190-182 194S104 308 96 214Z"
        fill={palette.brand100}
      />
      <circle cx="494" cy="388" r="18" fill={palette.accent100} />
      <path
        d="M56 72h0M78 72h0M100 72h0M56 94h0M78 94h0M100 94h0M56 116h0M78 116h0M100 116h0"
        stroke={palette.brand300}
        strokeWidth="5"
        strokeLinecap="round"
      />

      {/* The lead card. */}
      <Card x={150} y={76} w={280} h={292} />
      <circle cx="190" cy="120" r="22" fill={palette.brand100} />
      <circle cx="190" cy="114" r="7.5" fill={palette.brand600} />
      <path d="M177 133a13 12 0 0 1 26 0Z" fill={palette.brand600} />
      <text x="224" y="117" fontSize="15" fontWeight="700" fill={palette.ink800}>
        {words.leadTitle}
      </text>
      <text x="224" y="135" fontSize="12" fill={palette.ink700}>
        {words.leadPlace}
      </text>
      <rect x="320" y="105" width="90" height="30" rx="15" fill={palette.brand50} />
      <circle cx="336" cy="120" r="8" fill={palette.brand600} />
      <path d="M332.5 120.5l2.5 2.5 4.5-5" stroke={palette.white} {...ICON} strokeWidth="2" />
      <text x="349" y="124.5" fontSize="12" fontWeight="600" fill={palette.brand700}>
        {words.verified}
      </text>

      <path d="M170 162h240" stroke={palette.slate200} />
      {words.fields.map(([name, value], i) => {
        const y = 182 + i * 26;
        return (
          <g key={name}>
            <rect x="170" y={y - 4} width="16" height="16" rx="5" fill={palette.brand100} />
            <path d={`M174.5 ${y + 4}l2.5 2.5 4.5-5`} stroke={palette.brand600} {...ICON} strokeWidth="2" />
            <text x="196" y={y + 8.5} fontSize="12" fill={palette.ink700}>
              {name}
            </text>
            <text x="410" y={y + 8.5} fontSize="12" fontWeight="600" textAnchor="end" fill={palette.ink800}>
              {value}
            </text>
          </g>
        );
      })}

      {/* The consent record: a shield with a check, and its proof. */}
      <rect x="170" y="270" width="240" height="76" rx="10" fill={palette.brand50} />
      <path d="M202 286l14 5.5v9.5c0 9.5-6 15-14 18-8-3-14-8.5-14-18v-9.5Z" fill={palette.brand700} />
      <path d="M196.5 302l4 4 7.5-8" stroke={palette.white} {...ICON} />
      <text x="230" y="298" fontSize="13" fontWeight="700" fill={palette.ink800}>
        {words.consent}
      </text>
      <text x="230" y="316" fontSize="11.5" fill={palette.brand800}>
        {words.consentVersion}
      </text>
      <text x="230" y="333" fontSize="11.5" fontFamily="ui-monospace, monospace" fill={palette.brand800}>
        {words.consentHash}
      </text>

      {/* When it was captured. */}
      <Card x={372} y={38} w={150} h={48} r={24} />
      <circle cx="398" cy="62" r="12" fill={palette.accent100} />
      <circle cx="398" cy="62" r="7" stroke={palette.ink800} {...ICON} strokeWidth="2" />
      <path d="M398 58.5V62l2.5 2" stroke={palette.ink800} {...ICON} strokeWidth="2" />
      <text x="418" y="60" fontSize="12.5" fontWeight="700" fill={palette.ink800}>
        {words.capturedAt}
      </text>
      <text x="418" y="75" fontSize="10.5" fill={palette.ink700}>
        {words.capturedLabel}
      </text>

      {/* Accepted leads, rising. */}
      <Card x={36} y={284} w={136} h={112} />
      <text x="54" y="312" fontSize="12" fontWeight="600" fill={palette.ink700}>
        {words.accepted}
      </text>
      <path d="M54 368l24-14 22 7 20-19 34-18V376H54Z" fill={palette.brand100} />
      <path d="M54 368l24-14 22 7 20-19 34-18" stroke={palette.brand500} {...ICON} />
      <circle cx="154" cy="324" r="6" fill={palette.accent400} stroke={palette.white} strokeWidth="3" />

      {/* The verified seal. */}
      <circle cx="430" cy="326" r="30" fill={palette.accent400} />
      <circle
        cx="430"
        cy="326"
        r="22"
        fill="none"
        stroke={palette.white}
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <path d="M419 326.5l7.5 7.5 14.5-15" stroke={palette.ink800} {...ICON} strokeWidth="4" />
    </svg>
  );
}
