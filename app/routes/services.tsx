import { Button } from "~/components/ui/button";
import { BadgeDollarSign, CalendarCheck, DatabaseZap, Layers, ShieldCheck } from "lucide-react";
import { IconTile } from "~/components/ui/card";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { sitePageMeta } from "~/content/page-meta";
import { services as servicesEn } from "~/content/services";
import { services as servicesFr } from "~/content/fr/services";
import { pathIn } from "~/content/public-paths";
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
      <CtaBand cta={services.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
