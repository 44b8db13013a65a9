/**
 * Section shapes beyond the card grid (issue 26 item 2), so that each page has a shape of its
 * own: a split feature, a path drawn as a diagram, a timeline, a pull quote from one of our articles.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Eyebrow, type SectionTone, sectionTones } from "./page";

/**
 * A section split in two: its heading and a list of points, each with an icon, beside what the
 * points are about (`children`, such as the sample certificate). The heading stays in view while
 * the wider side scrolls past on a wide screen.
 */
export function SplitFeature({
  id,
  eyebrow,
  title,
  intro,
  points,
  icons,
  snug = false,
  tone = "white",
  children,
}: {
  /** The heading's id is `${id}-title`, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly { title: string; body: string }[];
  /** One icon a point, in the points' order. */
  icons: readonly LucideIcon[];
  /** A step less room between the points, so that a longer list stays beside what it is about. */
  snug?: boolean;
  tone?: SectionTone;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={sectionTones[tone]}>
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-section sm:py-section-lg lg:grid-cols-[5fr_7fr] lg:items-start">
        <div className="lg:sticky lg:top-24">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2
            id={`${id}-title`}
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-700">{intro}</p>
          <ul className={`mt-10 ${snug ? "space-y-7" : "space-y-8"}`}>
            {points.map((point, index) => {
              const Icon = icons[index]!;
              return (
                <li key={point.title} className="flex gap-4">
                  <Icon
                    aria-hidden="true"
                    focusable="false"
                    className="mt-0.5 size-6 shrink-0 text-brand-600"
                  />
                  <div>
                    <h3 className="text-lg font-bold text-ink-950">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700">{point.body}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * Steps in order, drawn as a diagram: numbered nodes joined by a line, across on a wide screen and
 * down on a phone. An ordered list, so a screen reader reads the path as the text it is.
 */
export function PathDiagram({
  label,
  steps,
}: {
  label: string;
  steps: readonly { title: string; body: string }[];
}) {
  return (
    <ol aria-label={label} className="grid gap-8 lg:grid-flow-col lg:auto-cols-fr lg:gap-6">
      {steps.map((step, index) => (
        <li key={step.title} className="relative pl-16 lg:pt-16 lg:pl-0">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-12 bottom-[-2rem] left-6 w-0.5 bg-brand-300 lg:top-6 lg:right-[-1.5rem] lg:bottom-auto lg:left-12 lg:h-0.5 lg:w-auto"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 grid size-12 place-items-center rounded-full bg-brand-700 text-lg font-extrabold text-white ring-4 ring-brand-100"
          >
            {index + 1}
          </span>
          <h3 className="font-bold text-ink-950">{step.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Steps down a line, each a dot on it: how a request or a program moves from one hand to the next. */
export function Timeline({ items }: { items: readonly { title?: string; body: string }[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
      {items.map((item, index) => (
        <li key={item.body} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[calc(3rem+1px)] grid size-8 place-items-center rounded-full bg-white text-sm font-bold text-brand-800 ring-2 ring-brand-600"
          >
            {index + 1}
          </span>
          {item.title ? <h3 className="text-lg font-bold text-ink-950">{item.title}</h3> : null}
          <p className={`leading-relaxed text-slate-700 ${item.title ? "mt-1" : "pt-1"}`}>{item.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** A line from one of our articles, quoted verbatim and linked to it. */
export function PullQuote({ quote, article, to }: { quote: string; article: string; to: string }) {
  return (
    <figure className="mx-auto max-w-4xl border-l-4 border-accent-400 py-2 pl-6 sm:pl-10">
      <blockquote className="text-2xl leading-snug font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-5 text-base text-slate-700">
        <Link to={to} className="font-semibold text-brand-800 underline hover:text-brand-950">
          {article}
        </Link>
      </figcaption>
    </figure>
  );
}
