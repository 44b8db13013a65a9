import { CtaBand, PageHero, PointGrid, Section } from "~/components/ui/page";
import { compliance } from "~/content/compliance";
import { sitePageMeta } from "~/content/page-meta";

export const meta = () => sitePageMeta(compliance.meta, "/compliance");

export default function Compliance() {
  const { commitment, consent, security, quality } = compliance;
  return (
    <>
      <PageHero hero={compliance.hero} />

      <Section id="commitment" title={commitment.title}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {commitment.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {commitment.regulations.map((regulation) => (
            <div key={regulation.name} className="rounded-xl border border-slate-200 p-5">
              <dt className="font-semibold text-teal-900">{regulation.name}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-700">{regulation.summary}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="consent" title={consent.title} intro={consent.intro} tone="muted">
        <PointGrid points={consent.items} columns={3} />
      </Section>

      <Section id="security" title={security.title} intro={security.intro}>
        <PointGrid points={security.items} columns={2} />
      </Section>

      <Section id="quality" title={quality.title} intro={quality.intro} tone="muted">
        <PointGrid points={quality.replacementReasons} columns={4} />
        <div className="mx-auto mt-12 max-w-3xl">
          <h3 className="text-xl font-semibold text-slate-900">How to request a replacement</h3>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
            {quality.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Section>

      <CtaBand cta={compliance.closing} to="/contact" />
    </>
  );
}
