/**
 * The sample consent certificate of the home and compliance pages: the console's certificate
 * (consent-certificate.tsx) on a card, under a visible "Sample" label and a note that says what is
 * made up. Real text, so it reads, wraps and zooms on a phone.
 */
import { ConsentCertificate } from "~/components/consent-certificate";
import { type CertificateSample, sampleCertificate } from "~/content/sample-certificate";
import type { Locale } from "~/domain/locale";

export function SampleCertificate({
  sample,
  locale,
  idPrefix,
}: {
  sample: CertificateSample;
  locale: Locale;
  /** Keeps the certificate's heading ids unique on the page. */
  idPrefix: string;
}) {
  return (
    <figure
      aria-labelledby={`${idPrefix}title`}
      className="min-w-0 rounded-card border border-slate-200 bg-white p-5 text-base shadow-lift sm:p-8"
    >
      <div className="mb-6 flex flex-wrap items-center gap-3 border-b-2 border-ink-950 pb-4">
        <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-bold tracking-wide text-ink-950 uppercase ring-1 ring-accent-300 ring-inset">
          {sample.label}
        </span>
        <p id={`${idPrefix}title`} className="text-lg font-extrabold text-ink-950">
          {sample.title}
        </p>
      </div>
      <ConsentCertificate
        certificate={sampleCertificate(sample, locale)}
        labels={sample.labels}
        headingLevel={3}
        idPrefix={idPrefix}
      />
      <figcaption className="mt-6 text-sm leading-relaxed text-slate-600">{sample.note}</figcaption>
    </figure>
  );
}
