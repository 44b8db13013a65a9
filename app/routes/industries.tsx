import { GraduationCap, HeartPulse, House, Landmark, Umbrella } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/card";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { PullQuote } from "~/components/ui/shapes";
import { industries as industriesEn } from "~/content/industries";
import { industries as industriesFr } from "~/content/fr/industries";
import { sitePageMeta } from "~/content/page-meta";
import { articlePath, pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/industries";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: industriesEn, fr: industriesFr }[locale].meta, pathIn("/industries", locale));
};

/** One icon an industry, in the copy's order. */
const industryIcons = [Landmark, Umbrella, House, HeartPulse, GraduationCap] as const;

export default function Industries() {
  const locale = useLocale();
  const industries = { en: industriesEn, fr: industriesFr }[locale];
  return (
    <>
      <PageHero hero={industries.hero}>
        <p className="mt-6 text-slate-700">
          {industries.complianceNote.before}{" "}
          <Link to={industries.complianceNote.link.to} className="font-semibold text-brand-800 underline">
            {industries.complianceNote.link.label}
          </Link>
          {industries.complianceNote.after}
        </p>
      </PageHero>
      <section aria-label={industries.itemsLabel} className="mx-auto max-w-6xl px-6 py-section">
        <ul className="divide-y divide-slate-200">
          {industries.items.map((industry, index) => {
            const Icon = industryIcons[index]!;
            return (
              <li
                key={industry.id}
                id={industry.id}
                className="grid scroll-mt-24 gap-6 py-12 first:pt-0 last:pb-0 lg:grid-cols-[1fr_1fr] lg:gap-16"
              >
                <div>
                  <IconTile icon={Icon} />
                  <h2 className="mt-5 text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl">
                    {industry.title}
                  </h2>
                  <p className="mt-3 text-lg leading-relaxed text-slate-700">{industry.description}</p>
                </div>
                <div className="lg:pt-16">
                  <CheckList items={industry.bullets} size="base" />
                  <div className="mt-8">
                    <Button href={pathIn("/contact", locale)} fullWidth="phone">
                      {industry.cta}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section
        aria-label={industries.quote.article}
        className="bg-brand-50/60 px-6 py-section sm:py-section-lg"
      >
        <PullQuote
          quote={industries.quote.text}
          article={industries.quote.article}
          to={articlePath(industries.quote.articleId, locale)}
        />
      </section>
      <CtaBand cta={industries.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
