import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList, CtaBand, PageHero } from "~/components/ui/page";
import { sitePageMeta } from "~/content/page-meta";
import { services } from "~/content/services";

export const meta = () => sitePageMeta(services.meta, "/services");

export default function Services() {
  return (
    <>
      <PageHero hero={services.hero} />
      <section aria-label="Core services" className="mx-auto max-w-6xl space-y-8 px-6 py-12">
        {services.items.map((service) => (
          <article
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-title`}
            className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <h2 id={`${service.id}-title`} className="text-2xl font-bold text-slate-900">
              {service.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{service.description}</p>
            <div className="mt-6 grid gap-8 md:grid-cols-3">
              <div>
                <h3 className="font-semibold text-slate-900">Key features</h3>
                <CheckList items={service.features} className="mt-3 text-sm" />
              </div>
              <div>
                <h3 className="font-semibold text-slate-900">When to use</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-700">{service.whenToUse}</p>
              </div>
              <div>
                <h3 className="font-semibold text-slate-900">What you get</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-700">{service.whatYouGet}</p>
              </div>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass("primary")}>
                Request leads<span className="sr-only"> for {service.title}</span>
              </Link>
              <Link to="/book-a-call" className={buttonClass("secondary")}>
                Book a call<span className="sr-only"> about {service.title}</span>
              </Link>
              <Link to="/compliance" className={buttonClass("ghost")}>
                How we stay compliant<span className="sr-only"> in {service.title}</span>
              </Link>
            </div>
          </article>
        ))}
      </section>
      <CtaBand cta={services.closing} to="/contact" />
    </>
  );
}
