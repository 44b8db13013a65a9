import { Button } from "~/components/ui/button";
import { Link } from "react-router";
import { BadgeDollarSign, CalendarCheck, DatabaseZap, Layers, ShieldCheck } from "lucide-react";
import { IconTile } from "~/components/ui/card";
import { CheckList, CtaBand, PageHero, Section } from "~/components/ui/page";
import { sitePageMeta } from "~/content/page-meta";
import { services as servicesEn } from "~/content/services";
import { services as servicesFr } from "~/content/fr/services";
import { articlePath, pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: servicesEn, fr: servicesFr }[locale].meta, pathIn("/services", locale));
};

/** One icon a service, in the copy's order. */
const serviceIcons = [BadgeDollarSign, ShieldCheck, Layers, CalendarCheck, DatabaseZap] as const;

export default function Services() {
  const locale = useLocale();
  const services = { en: servicesEn, fr: servicesFr }[locale];
  return (
    <>
      <PageHero hero={services.hero} />
      <section aria-label={services.itemsLabel} className="mx-auto max-w-6xl space-y-8 px-6 py-section">
        {services.items.map((service, index) => (
          <article
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-title`}
            className="scroll-mt-24 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-10"
          >
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <IconTile icon={serviceIcons[index]!} />
              <h2 id={`${service.id}-title`} className="text-2xl font-extrabold tracking-tight text-ink-950">
                {service.title}
              </h2>
            </div>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{service.description}</p>
            <div className="mt-8 grid gap-8 border-t border-slate-100 pt-8 md:grid-cols-3">
              <div>
                <h3 className="font-bold text-ink-950">{services.card.features}</h3>
                <div className="mt-3">
                  <CheckList items={service.features} />
                </div>
              </div>
              <div>
                <h3 className="font-bold text-ink-950">{services.card.whenToUse}</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-700">{service.whenToUse}</p>
              </div>
              <div>
                <h3 className="font-bold text-ink-950">{services.card.whatYouGet}</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-700">{service.whatYouGet}</p>
              </div>
            </div>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button href={pathIn("/contact", locale)} fullWidth="phone">
                {services.card.requestLeads.label}
                <span className="sr-only">
                  {services.card.requestLeads.srBefore}
                  {service.title}
                </span>
              </Button>
              <Button href={pathIn("/book-a-call", locale)} variant="secondary" fullWidth="phone">
                {services.card.bookCall.label}
                <span className="sr-only">
                  {services.card.bookCall.srBefore}
                  {service.title}
                </span>
              </Button>
              <Button href={pathIn("/compliance", locale)} variant="ghost" fullWidth="phone">
                {services.card.compliance.label}
                <span className="sr-only">
                  {services.card.compliance.srBefore}
                  {service.title}
                </span>
              </Button>
            </div>
          </article>
        ))}
      </section>
      <Section
        id="comparison"
        eyebrow={services.comparison.eyebrow}
        title={services.comparison.title}
        intro={services.comparison.intro}
        tone="tint"
      >
        <div
          role="region"
          aria-labelledby="comparison-caption"
          tabIndex={0}
          className="mx-auto max-w-5xl overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full border-collapse text-left">
            <caption
              id="comparison-caption"
              className="px-3 pt-5 pb-3 text-left sm:px-6 font-bold text-ink-950"
            >
              {services.comparison.caption}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
                {services.comparison.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-6">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {services.comparison.rows.map(([situation, fit, why]) => (
                <tr key={situation} className="border-b border-slate-200 align-top last:border-b-0">
                  <th scope="row" className="px-3 py-4 sm:px-6 font-semibold text-ink-950">
                    {situation}
                  </th>
                  <td className="px-3 py-4 sm:px-6 font-bold text-brand-800">{fit}</td>
                  <td className="px-3 py-4 sm:px-6 text-slate-700">{why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-8 text-center text-slate-700">
          {services.comparison.articleBefore}{" "}
          <Link to={articlePath("cpl-vs-cpa", locale)} className="font-semibold text-brand-800 underline">
            {services.comparison.article}
          </Link>
        </p>
      </Section>
      <CtaBand cta={services.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
