/**
 * The building blocks of a marketing page: its hero, its sections (whose backgrounds alternate,
 * as each page assigns them), check lists and the closing call to action. See docs/design-system.md.
 */
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { CallToAction, Hero } from "~/content/types";
import { Button } from "./button";

export const heroBackground =
  "bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent_70%)] bg-brand-50/40";

/** A page's opening: eyebrow, title and lead, centred; `children` go below (buttons, badges). */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section className={`border-b border-brand-100/70 ${heroBackground}`}>
      <div className="mx-auto max-w-5xl px-6 pt-16 pb-16 text-center sm:pt-24 sm:pb-20">
        <Eyebrow>{hero.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">
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

/** The short line above a heading that says what the section is about. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-eyebrow font-bold text-brand-700 uppercase">{children}</p>;
}

/** A section's background, as each page assigns them (see Section). */
export const sectionTones = {
  white: "bg-white",
  /** The brand's lightest tint: the sections between two white ones. */
  tint: "bg-brand-50/60",
  muted: "bg-slate-50",
} as const;

export type SectionTone = keyof typeof sectionTones;

export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = "white",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: SectionTone;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={sectionTones[tone]}>
      <div className="mx-auto max-w-7xl px-6 py-section sm:py-section-lg">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h2
            id={`${id}-title`}
            className={`${eyebrow ? "mt-3 " : ""}text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl`}
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-700">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

export function CheckList({ items, size = "sm" }: { items: readonly string[]; size?: "sm" | "base" }) {
  return (
    <ul className={`space-y-2.5 ${size === "sm" ? "text-sm" : "text-base"}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-700">
          <Check
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0 text-brand-600"
            strokeWidth={2.5}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The closing band of a page, the same on every page and article: a heading, a sentence and one
 * gold button to where the page says, on the brand's darkest colour (the footer's too). The same
 * room above it as below it: the footer adds none of its own.
 */
export function CtaBand({ cta, to, id = "closing-cta" }: { cta: CallToAction; to: string; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-section sm:px-6 sm:py-section-lg">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-band bg-brand-950 px-6 py-14 text-center text-white shadow-lift sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 400 400"
          // On a phone the rings shrink into the corner, clear of the text; wider, the text is narrower than the band.
          className="pointer-events-none absolute -top-24 -right-24 size-40 text-brand-800 sm:size-80"
        >
          <circle cx="200" cy="200" r="150" fill="none" stroke="currentColor" strokeWidth="36" />
          <circle cx="200" cy="200" r="70" fill="none" stroke="currentColor" strokeWidth="20" />
        </svg>
        <div className="relative">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{cta.body}</p>
          <div className="mt-8">
            <Button href={to} variant="accent" size="lg">
              {cta.label}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
