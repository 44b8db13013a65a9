import { CtaBand, PageHero, PointGrid, Section } from "~/components/ui/page";
import { about } from "~/content/about";
import { sitePageMeta } from "~/content/page-meta";

export const meta = () => sitePageMeta(about.meta, "/about");

export default function About() {
  return (
    <>
      <PageHero hero={about.hero} />

      <section
        aria-label="Mission and vision"
        className="mx-auto grid max-w-5xl gap-6 px-6 py-12 md:grid-cols-2"
      >
        {[about.mission, about.vision].map((block) => (
          <div key={block.title} className="rounded-2xl bg-teal-900 p-8 text-white">
            <h2 className="text-2xl font-bold">{block.title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-teal-50">{block.body}</p>
          </div>
        ))}
      </section>

      <Section id="differentiators" title="What Sets Us Apart" tone="muted">
        <PointGrid points={about.differentiators} columns={3} />
      </Section>

      <Section id="teams" title="How Our Team Is Organized">
        <PointGrid points={about.teams} columns={4} />
      </Section>

      <Section id="values" title="Our Core Values" tone="muted">
        <PointGrid points={about.values} columns={4} />
      </Section>

      <Section id="canada" title={about.canada.title}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {about.canada.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <CtaBand cta={about.closing} to="/contact" />
    </>
  );
}
