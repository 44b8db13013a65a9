import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CallToAction, Hero, Point } from "~/content/types";
import { buttonClass } from "./button";

export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-5xl px-6 pt-16 pb-14 text-center sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-slate-700">
          {hero.lead}
        </p>
        {children}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "plain" | "muted";
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={tone === "muted" ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-7xl px-6 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-slate-700">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

export function PointGrid({ points, columns = 2 }: { points: readonly Point[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {points.map((point) => (
        <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{point.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-teal-700">
            <path d="M7.6 14.6 3.3 10.3l1.4-1.4 2.9 2.9 7.7-7.7 1.4 1.4z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing band of a page: a heading, a sentence and one button to where the page says. */
export function CtaBand({ cta, to }: { cta: CallToAction; to: string }) {
  return (
    <section aria-labelledby="closing-cta-title" className="px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-teal-900 px-8 py-14 text-center text-white">
        <h2 id="closing-cta-title" className="text-3xl font-bold text-balance">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-teal-50">{cta.body}</p>
        <Link to={to} className={buttonClass("accent", "mt-8 px-6 py-3 text-base")}>
          {cta.label}
        </Link>
      </div>
    </section>
  );
}
