import {
  AlertTriangle,
  Clock,
  ClipboardCheck,
  FileCheck2,
  Fingerprint,
  Globe,
  KeyRound,
  Link2,
  ListChecks,
  Lock,
  MapPin,
  MapPinOff,
  MonitorSmartphone,
  PhoneOff,
  ServerCog,
  Trash2,
  UserCheck,
  XCircle,
} from "lucide-react";
import { AuditTrailArt } from "~/components/art/section-art";
import { RegulationBadges } from "~/components/ui/badge";
import { Card, CardGrid } from "~/components/ui/card";
import { SampleCertificate } from "~/components/sample-certificate";
import { CtaBand, PageHero, Section } from "~/components/ui/page";
import { SplitFeature, Timeline } from "~/components/ui/shapes";
import { StatList } from "~/components/ui/stat";
import { type CompliancePage, compliance as complianceEn } from "~/content/compliance";
import { certificateSample as certificateSampleEn } from "~/content/consent-certificate";
import { compliance as complianceFr } from "~/content/fr/compliance";
import { certificateSample as certificateSampleFr } from "~/content/fr/consent-certificate";
import { sitePageMeta } from "~/content/page-meta";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/compliance";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: complianceEn, fr: complianceFr }[locale].meta, pathIn("/compliance", locale));
};

/** One icon a card, in the order of the copy's fixed-length lists. */
const consentIcons = [Clock, MonitorSmartphone, Fingerprint, Link2, MapPin] as const;
const securityIcons = [Lock, KeyRound, ServerCog, Trash2] as const;
const replacementIcons = [MapPinOff, AlertTriangle, PhoneOff, XCircle] as const;
const quebecIcons = [ListChecks, UserCheck, ClipboardCheck, Globe] as const;

export default function Compliance() {
  const locale = useLocale();
  const compliance = { en: complianceEn, fr: complianceFr }[locale];
  const certificateSample = { en: certificateSampleEn, fr: certificateSampleFr }[locale];
  const { commitment, stakes, consent, security, quality } = compliance;
  return (
    <>
      <PageHero hero={compliance.hero}>
        <div className="mt-9">
          <RegulationBadges label={compliance.regulationBadgesLabel} />
        </div>
      </PageHero>

      <Section id="commitment" eyebrow={commitment.eyebrow} title={commitment.title}>
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {commitment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <AuditTrailArt className="mx-auto h-auto w-full max-w-sm" words={commitment.art} />
        </div>
        <dl className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {commitment.regulations.map((regulation) => (
            <div
              key={regulation.name}
              className="rounded-card border border-slate-200 bg-white p-6 shadow-card"
            >
              <dt className="flex items-center gap-2 font-bold text-ink-950">
                <FileCheck2 aria-hidden="true" focusable="false" className="size-5 text-brand-600" />
                {regulation.name}
              </dt>
              <dd className="mt-2 text-sm leading-relaxed text-slate-700">{regulation.summary}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <QuebecLaw25 quebec={compliance.quebec} />

      <Section id="stakes" eyebrow={stakes.eyebrow} title={stakes.title} intro={stakes.intro} tone="muted">
        <StatList stats={stakes.figures} label={stakes.title} />
      </Section>

      <SplitFeature
        id="consent"
        eyebrow={consent.eyebrow}
        title={consent.title}
        intro={consent.intro}
        points={consent.items}
        icons={consentIcons}
        snug
        tone="tint"
      >
        <SampleCertificate sample={certificateSample} locale={locale} idPrefix="sample-" />
      </SplitFeature>

      <Section id="security" eyebrow={security.eyebrow} title={security.title} intro={security.intro}>
        <CardGrid items={security.items} maxColumns={2} keyOf={(item) => item.title}>
          {(item, index) => (
            <Card title={item.title} icon={securityIcons[index]}>
              {item.body}
            </Card>
          )}
        </CardGrid>
      </Section>

      <Section id="quality" eyebrow={quality.eyebrow} title={quality.title} intro={quality.intro} tone="tint">
        <CardGrid items={quality.replacementReasons} maxColumns={4} keyOf={(item) => item.title}>
          {(item, index) => (
            <Card title={item.title} icon={replacementIcons[index]}>
              {item.body}
            </Card>
          )}
        </CardGrid>
        <div className="mx-auto mt-16 grid max-w-6xl gap-12 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-extrabold tracking-tight text-ink-950">{quality.processTitle}</h3>
            <div className="mt-8">
              <Timeline items={quality.process.map((body) => ({ body }))} />
            </div>
          </div>
          <WorkedExample example={quality.example} />
        </div>
      </Section>

      <CtaBand cta={compliance.closing} to={pathIn("/contact", locale)} />
    </>
  );
}

/** The replacement policy applied to one illustrative week, labelled as an example. */
function WorkedExample({ example }: { example: CompliancePage["quality"]["example"] }) {
  return (
    <figure
      aria-labelledby="worked-example-title"
      className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-bold tracking-wide text-ink-950 uppercase ring-1 ring-accent-300 ring-inset">
          {example.label}
        </span>
        <h3 id="worked-example-title" className="text-xl font-bold text-ink-950">
          {example.title}
        </h3>
      </div>
      <dl className="mt-6 divide-y divide-slate-200">
        {example.steps.map((step) => (
          <div key={step.term} className="grid gap-1 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="font-bold text-ink-950">{step.term}</dt>
            <dd className="leading-relaxed text-slate-700">{step.detail}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-4 text-sm text-slate-600">{example.note}</figcaption>
    </figure>
  );
}

/** Quebec's Law 25: its four obligations, what we do about each, and the Act on LégisQuébec. */
function QuebecLaw25({ quebec }: { quebec: CompliancePage["quebec"] }) {
  return (
    <Section
      id="quebec-law-25"
      eyebrow={quebec.eyebrow}
      title={quebec.title}
      intro={quebec.intro}
      tone="tint"
    >
      <CardGrid items={quebec.obligations} maxColumns={2} keyOf={(item) => item.title}>
        {(item, index) => (
          <Card title={item.title} icon={quebecIcons[index]}>
            <p>{item.requirement}</p>
            <p className="mt-3">
              <strong className="font-semibold text-ink-950">{quebec.practiceLabel}</strong> {item.practice}
            </p>
          </Card>
        )}
      </CardGrid>
      <p className="mt-10 text-center text-sm text-slate-600">
        {`${quebec.source.label} `}
        <a href={quebec.source.href} className="underline hover:text-brand-800" rel="external">
          {quebec.source.title}
        </a>
      </p>
    </Section>
  );
}
