import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList, CtaBand, PointGrid, Section } from "~/components/ui/page";
import { home } from "~/content/home";
import { sitePageMeta } from "~/content/page-meta";

export const meta = () => sitePageMeta(home.meta, "/");

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-5xl px-6 pt-16 pb-16 text-center sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{home.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {home.hero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-slate-700">
            {home.hero.lead}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClass("primary", "px-6 py-3 text-base")}>
              {home.hero.primaryLabel}
            </Link>
            <Link to="/about" className={buttonClass("secondary", "px-6 py-3 text-base")}>
              {home.hero.secondaryLabel}
            </Link>
          </div>
          <CheckList
            items={home.hero.proofPoints}
            className="mx-auto mt-10 flex max-w-3xl flex-col gap-x-8 gap-y-2 text-left text-sm sm:flex-row sm:justify-center sm:space-y-0"
          />
        </div>
      </section>

      <Section id="why" title={home.why.title} intro={home.why.intro}>
        <PointGrid points={home.why.points} columns={4} />
      </Section>

      <Section id="channels" title={home.channels.title} intro={home.channels.intro} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {home.channels.items.map((channel) => (
            <li key={channel.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{channel.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{channel.body}</p>
              <CheckList items={channel.bullets} className="mt-4 text-sm" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={home.benefits.title} intro={home.benefits.intro}>
        <PointGrid points={home.benefits.items} columns={2} />
      </Section>

      <Section id="faq" title={home.faq.title} tone="muted">
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {home.faq.items.map((item, index) => (
            // Native exclusive accordion: details sharing a name keep at most one open, and a
            // click on the open summary closes it. No JavaScript needed.
            <details key={item.question} name="faq" open={index === 0} className="group px-6">
              <summary className="flex cursor-pointer items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700">
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 fill-slate-500 transition-transform group-open:rotate-180"
                >
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
                </svg>
              </summary>
              <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <CtaBand cta={home.closing} to="/contact" />
    </>
  );
}
