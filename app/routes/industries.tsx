import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { industries } from "~/content/industries";
import { sitePageMeta } from "~/content/page-meta";

export const meta = () => sitePageMeta(industries.meta, "/industries");

export default function Industries() {
  return (
    <>
      <PageHero hero={industries.hero}>
        <p className="mt-6 text-slate-700">
          Every program runs on the consent and audit-trail standard described on our{" "}
          <Link to="/compliance" className="font-semibold text-teal-800 underline">
            compliance page
          </Link>
          .
        </p>
      </PageHero>
      <section aria-label="Industries we serve" className="mx-auto max-w-7xl px-6 py-12">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {industries.items.map((industry) => (
            <li
              key={industry.id}
              id={industry.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
            >
              <h2 className="text-xl font-bold text-slate-900">{industry.title}</h2>
              <p className="mt-3 leading-relaxed text-slate-700">{industry.description}</p>
              <CheckList items={industry.bullets} className="mt-5 flex-1 text-sm" />
              <Link to="/contact" className={buttonClass("primary", "mt-6 self-start")}>
                {industry.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand cta={industries.closing} to="/contact" />
    </>
  );
}
