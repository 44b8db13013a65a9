/** Small labels: a status, a category, a regulation. */
import { useLocale } from "~/use-locale";
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-accent-50 text-accent-700 ring-accent-200",
  neutral: "bg-slate-50 text-slate-700 ring-slate-200",
  success: "bg-success-50 text-success-800 ring-success-200",
  warning: "bg-warning-50 text-warning-800 ring-warning-200",
  danger: "bg-danger-50 text-danger-800 ring-danger-200",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The laws our consent records are built for, as the compliance page explains them. */
export const REGULATIONS = ["CASL", "PIPEDA", "TCPA", "GDPR", "CCPA"] as const;

/** Their acronyms in Canadian French: the same laws, as French texts name them. */
const frenchAcronyms: Record<(typeof REGULATIONS)[number], string> = {
  CASL: "LCAP",
  PIPEDA: "LPRPDE",
  TCPA: "TCPA",
  GDPR: "RGPD",
  CCPA: "CCPA",
};

export function RegulationBadges({ label }: { label: string }) {
  const locale = useLocale();
  return (
    // On a phone the five would wrap four and one; narrower, they wrap three and two.
    <ul
      aria-label={label}
      className="mx-auto flex max-w-xs flex-wrap items-center justify-center gap-2 sm:mx-0 sm:max-w-none"
    >
      {REGULATIONS.map((regulation) => (
        <li key={regulation}>
          <Badge tone="brand">
            <ShieldCheck aria-hidden="true" focusable="false" className="size-3.5" strokeWidth={2} />
            {locale === "fr" ? frenchAcronyms[regulation] : regulation}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
