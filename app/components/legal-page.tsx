import type { LegalPage } from "~/content/types";

/** Privacy and Terms: a title, the effective date, a table of contents and the sections. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{page.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {`${page.labels.effectiveDate} `}
        <time dateTime={page.effectiveDate}>{page.effectiveDateText}</time>
      </p>
      <p className="mt-8 text-lg leading-relaxed text-slate-700">{page.intro}</p>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          {page.labels.contents}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-800">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
          <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
