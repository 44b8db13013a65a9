import {
  BadgeCheck,
  ChevronDown,
  HandCoins,
  Handshake,
  Megaphone,
  MonitorPlay,
  RefreshCw,
  Scale,
  Search,
  ShieldCheck,
  SlidersHorizontal,
  Mail,
  ReceiptText,
} from "lucide-react";
import { HeroIllustration } from "~/components/art/hero-illustration";
import { RegulationBadges } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SampleCertificate } from "~/components/sample-certificate";
import { Card, CardGrid, IconTile } from "~/components/ui/card";
import { CheckList, CtaBand, Eyebrow, heroBackground, Section } from "~/components/ui/page";
import { PathDiagram, SplitFeature } from "~/components/ui/shapes";
import { certificateSample as certificateSampleEn } from "~/content/consent-certificate";
import { certificateSample as certificateSampleFr } from "~/content/fr/consent-certificate";
import { home as homeEn } from "~/content/home";
import { home as homeFr } from "~/content/fr/home";
import { sitePageMeta } from "~/content/page-meta";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: homeEn, fr: homeFr }[locale].meta, pathIn("/", locale));
};

/** One icon a card, in the order of the copy's points (each list is a fixed-length tuple). */
const whyIcons = [ShieldCheck, ReceiptText, Scale, Handshake] as const;
const channelIcons = [Search, Megaphone, MonitorPlay, Mail] as const;
const benefitIcons = [HandCoins, BadgeCheck, RefreshCw, SlidersHorizontal] as const;

export default function Home() {
  const locale = useLocale();
  const home = { en: homeEn, fr: homeFr }[locale];
  const certificateSample = { en: certificateSampleEn, fr: certificateSampleFr }[locale];
  return (
    <>
      <section className={`overflow-hidden border-b border-brand-100/70 ${heroBackground}`}>
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div className="text-center lg:text-left">
            <Eyebrow>{home.hero.eyebrow}</Eyebrow>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl xl:text-display">
              {home.hero.title}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700 lg:mx-0">
              {home.hero.lead}
            </p>
            <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button href={pathIn("/contact", locale)} variant="accent" size="lg">
                {home.hero.primaryLabel}
              </Button>
              <Button href={pathIn("/about", locale)} variant="secondary" size="lg">
                {home.hero.secondaryLabel}
              </Button>
            </div>
            <div className="mx-auto mt-9 max-w-xl text-left lg:mx-0">
              <CheckList items={home.hero.proofPoints} />
            </div>
          </div>
          <HeroIllustration className="mx-auto h-auto w-full max-w-xl" words={home.hero.art} />
        </div>
        <div className="border-t border-brand-100/70 bg-white/60">
          {/* On the hero's grid: centred under centred text, from the text column's edge beside the art. */}
          <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-6 py-5 sm:flex-row sm:justify-center sm:gap-5 lg:justify-start">
            <p className="text-sm font-semibold text-slate-700">{home.regulations.lead}</p>
            <RegulationBadges label={home.regulations.label} />
          </div>
        </div>
      </section>

      <SplitFeature
        id="why"
        eyebrow={home.why.eyebrow}
        title={home.why.title}
        intro={home.why.intro}
        points={home.why.points}
        icons={whyIcons}
      >
        <SampleCertificate sample={certificateSample} locale={locale} idPrefix="sample-" />
      </SplitFeature>

      <Section
        id="path"
        eyebrow={home.path.eyebrow}
        title={home.path.title}
        intro={home.path.intro}
        tone="muted"
      >
        <PathDiagram label={home.path.label} steps={home.path.steps} />
      </Section>

      <Section
        id="channels"
        eyebrow={home.channels.eyebrow}
        title={home.channels.title}
        intro={home.channels.intro}
        tone="tint"
      >
        <CardGrid items={home.channels.items} maxColumns={2} keyOf={(channel) => channel.name}>
          {(channel, index) => (
            <Card title={channel.name} icon={channelIcons[index]}>
              <p>{channel.body}</p>
              <div className="mt-5">
                <CheckList items={channel.bullets} />
              </div>
            </Card>
          )}
        </CardGrid>
      </Section>

      <Section
        id="benefits"
        eyebrow={home.benefits.eyebrow}
        title={home.benefits.title}
        intro={home.benefits.intro}
      >
        <ul className="mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2">
          {home.benefits.items.map((benefit, index) => (
            <li key={benefit.title} className="flex gap-5">
              <IconTile icon={benefitIcons[index]!} tone="accent" />
              <div>
                <h3 className="text-lg font-bold text-ink-950">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" eyebrow={home.faq.eyebrow} title={home.faq.title} tone="muted">
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
          {home.faq.items.map((item, index) => (
            // Native exclusive accordion: details sharing a name keep at most one open, and a
            // click on the open summary closes it. No JavaScript needed.
            <details key={item.question} name="faq" open={index === 0} className="group px-6">
              <summary className="flex cursor-pointer items-center justify-between gap-4 py-5 text-left font-semibold text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  focusable="false"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <CtaBand cta={home.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
