import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page";
import { sitePageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { hydrated } from "~/hydration";

export const handle = hydrated;

export const meta = () =>
  sitePageMeta(
    {
      title: "Contact Us",
      description:
        "Request a compliant pay-per-lead program: tell us your industry, territories, budget and lead criteria and we reply within 24 hours on business days.",
    },
    "/contact",
  );

// The five-step lead-request funnel arrives with its own issue; until then the page offers the
// ways to reach the team that already work.
export default function Contact() {
  return (
    <>
      <PageHero
        hero={{
          eyebrow: "Contact",
          title: "Start Your Lead Journey",
          lead: `Tell us who you need to reach and under which rules. We reply ${site.responsePromise} with a plan, pricing and the consent standard every lead will carry.`,
        }}
      />
      <section aria-labelledby="talk-first-title" className="mx-auto max-w-3xl px-6 py-10">
        <div className="rounded-2xl border border-slate-200 p-8 text-center shadow-sm">
          <h2 id="talk-first-title" className="text-2xl font-bold text-slate-900">
            Prefer to Talk First?
          </h2>
          <p className="mt-3 text-slate-700">
            Book a free {site.consultationMinutes}-minute consultation, or reach us at{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-teal-800 underline">
              {site.email}
            </a>{" "}
            or{" "}
            <a href={site.phone.href} className="font-semibold text-teal-800 underline">
              {site.phone.display}
            </a>{" "}
            ({site.hours}).
          </p>
          <Link to="/book-a-call" className={buttonClass("primary", "mt-6")}>
            Book a free consultation
          </Link>
        </div>
      </section>
    </>
  );
}
