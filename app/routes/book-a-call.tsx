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
      title: "Book a Call",
      description:
        "Book a free 20-minute call with our Toronto and Ottawa team: lead-generation strategy, consent and compliance review, and next steps for your program.",
    },
    "/book-a-call",
  );

// The calendar and booking form arrive with their own issue; until then the page offers the
// ways to reach the team that already work.
export default function BookACall() {
  return (
    <>
      <PageHero
        hero={{
          eyebrow: "Free consultation",
          title: "Book Your Free Strategy Call",
          lead: `A focused ${site.meetingMinutes}-minute video call with our team: your goals, the compliance rules that apply to your market, and whether pay-per-lead fits.`,
        }}
      />
      <section aria-labelledby="reach-us-title" className="mx-auto max-w-3xl px-6 py-10">
        <div className="rounded-2xl border border-slate-200 p-8 text-center shadow-sm">
          <h2 id="reach-us-title" className="text-2xl font-bold text-slate-900">
            Reach Our Team
          </h2>
          <p className="mt-3 text-slate-700">
            Email{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-teal-800 underline">
              {site.email}
            </a>{" "}
            or call{" "}
            <a href={site.phone.href} className="font-semibold text-teal-800 underline">
              {site.phone.display}
            </a>{" "}
            ({site.hours}) to set up your call.
          </p>
          <Link to="/contact" className={buttonClass("secondary", "mt-6")}>
            Send a lead inquiry instead
          </Link>
        </div>
      </section>
    </>
  );
}
