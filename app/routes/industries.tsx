import { GraduationCap, HeartPulse, House, Landmark, Umbrella } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardGrid } from "~/components/ui/card";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { industries as industriesEn } from "~/content/industries";
import { industries as industriesFr } from "~/content/fr/industries";
import { sitePageMeta } from "~/content/page-meta";
import { pathIn } from "~/content/public-paths";
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
      <section aria-label={industries.itemsLabel} className="mx-auto max-w-7xl px-6 py-section">
        <CardGrid
          items={industries.items}
          maxColumns={3}
          keyOf={(industry) => industry.id}
          idOf={(industry) => industry.id}
        >
          {(industry, index) => (
            <Card
              headingLevel={2}
              title={industry.title}
              icon={industryIcons[index]}
              footer={
                <Button href={pathIn("/contact", locale)} fullWidth="phone">
                  {industry.cta}
                </Button>
              }
            >
              <p>{industry.description}</p>
              <div className="mt-5">
                <CheckList items={industry.bullets} />
              </div>
            </Card>
          )}
        </CardGrid>
      </section>
      <CtaBand cta={industries.closing} to={pathIn("/contact", locale)} />
    </>
  );
}
