/** Figures with what each measures and its source, which the site never shows without. */
import type { SourcedFigure } from "~/content/types";

export function StatList({ stats, label }: { stats: readonly SourcedFigure[]; label: string }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-px overflow-hidden rounded-card bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col bg-white p-6">
          <dt className="order-2 mt-2 text-sm leading-snug text-slate-700">{stat.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight text-ink-950">{stat.value}</dd>
          <dd className="order-3 mt-3 text-xs text-slate-600">
            Source:{" "}
            <a href={stat.href} className="underline hover:text-brand-800" rel="external">
              {stat.source}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
