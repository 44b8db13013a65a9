import {
  BadgeCheck,
  ClipboardCheck,
  Eye,
  FileSignature,
  Flag,
  Handshake,
  Lock,
  MessageSquareText,
  Scale,
  ShieldCheck,
  Target,
  Telescope,
  Users,
  Megaphone,
} from "lucide-react";
import { TerritoryArt } from "~/components/art/section-art";
import { Card, CardGrid } from "~/components/ui/card";
import { CtaBand, PageHero, Section } from "~/components/ui/page";
import { PullQuote } from "~/components/ui/shapes";
import { about as aboutEn } from "~/content/about";
import { about as aboutFr } from "~/content/fr/about";
import { sitePageMeta } from "~/content/page-meta";
import { articlePath, pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: aboutEn, fr: aboutFr }[locale].meta, pathIn("/about", locale));
};

/** One icon a card, in the order of the copy's lists. */
const differentiatorIcons = [FileSignature, Lock, Scale, ShieldCheck, Eye, Flag] as const;
const teamIcons = [Megaphone, ShieldCheck, ClipboardCheck, Users] as const;
const valueIcons = [BadgeCheck, MessageSquareText, Handshake, Target] as const;

export default function About() {
  const locale = useLocale();
  const about = { en: aboutEn, fr: aboutFr }[locale];
  return (
    <>
      <PageHero hero={about.hero} />

      <section
        aria-label={about.missionAndVisionLabel}
        className="mx-auto grid max-w-6xl gap-6 px-6 py-section md:grid-cols-2"
      >
        {[
          { ...about.mission, icon: Target },
          { ...about.vision, icon: Telescope },
        ].map(({ title, body, icon: Icon }) => (
          <div key={title} className="rounded-band bg-brand-950 p-8 text-white shadow-lift sm:p-10">
            <Icon
              aria-hidden="true"
              focusable="false"
              className="size-8 text-accent-300"
              strokeWidth={1.75}
            />
            <h2 className="mt-5 text-2xl font-extrabold tracking-tight">{title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-brand-100">{body}</p>
          </div>
        ))}
      </section>

      <Section
        id="differentiators"
        eyebrow={about.sections.differentiators.eyebrow}
        title={about.sections.differentiators.title}
        tone="tint"
      >
        <CardGrid items={about.differentiators} maxColumns={3} keyOf={(point) => point.title}>
          {(point, index) => (
            <Card title={point.title} icon={differentiatorIcons[index]}>
              {point.body}
            </Card>
          )}
        </CardGrid>
      </Section>

      <section aria-label={about.quote.article} className="px-6 py-section sm:py-section-lg">
        <PullQuote
          quote={about.quote.text}
          article={about.quote.article}
          to={articlePath(about.quote.articleId, locale)}
        />
      </section>

      <Section
        id="teams"
        eyebrow={about.sections.teams.eyebrow}
        title={about.sections.teams.title}
        tone="muted"
      >
        <ul className="mx-auto grid max-w-6xl gap-x-12 md:grid-cols-2">
          {about.teams.map((point, index) => {
            const Icon = teamIcons[index]!;
            return (
              <li key={point.title} className="flex gap-5 border-t-2 border-ink-950 py-8">
                <Icon
                  aria-hidden="true"
                  focusable="false"
                  className="size-7 shrink-0 text-brand-700"
                  strokeWidth={1.75}
                />
                <div>
                  <h3 className="text-xl font-extrabold text-ink-950">{point.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-700">{point.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="values" eyebrow={about.sections.values.eyebrow} title={about.sections.values.title}>
        <CardGrid items={about.values} maxColumns={4} keyOf={(point) => point.title}>
          {(point, index) => (
            <Card title={point.title} icon={valueIcons[index]}>
              {point.body}
            </Card>
          )}
        </CardGrid>
      </Section>

      <Section id="canada" eyebrow={about.canada.eyebrow} title={about.canada.title}>
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {about.canada.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <TerritoryArt className="mx-auto h-auto w-full max-w-sm" />
        </div>
      </Section>

      <CtaBand cta={about.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
