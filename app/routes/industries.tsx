import { GraduationCap, HeartPulse, House, Landmark, Umbrella } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardGrid } from "~/components/ui/card";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { industries } from "~/content/industries";
import { sitePageMeta } from "~/content/page-meta";

export const meta = () => sitePageMeta(industries.meta, "/industries");

/** One icon an industry, in the copy's order. */
const industryIcons = [Landmark, Umbrella, House, HeartPulse, GraduationCap] as const;

export default function Industries() {
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
                <Button href="/contact" fullWidth="phone">
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
      <CtaBand cta={industries.closing} to="/contact" />
    </>
  );
}
