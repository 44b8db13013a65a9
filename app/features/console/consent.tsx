/**
 * A consent certificate's heading: what it is for, with its print and download buttons. Its body
 * (the consent, its verification and its circumstances) is components/consent-certificate.tsx,
 * which the public pages show too. Made to be printed: black on white, with its link's address
 * written out.
 */
import { Button } from "~/components/ui/button";
import { PageHeader } from "./ui";

/** A link whose address (data-url: in full, with the site's origin) is written after it on paper. */
const linkClass =
  "font-semibold text-brand-800 underline print:font-normal print:text-black print:after:content-['_('_attr(data-url)_')']";

export interface SubjectView {
  type: "lead" | "booking";
  title: string;
  href: string;
  /** The subject's address with the site's origin, written out on paper. */
  absoluteHref: string;
  emailSha256: string;
  /** Who consented, while they are held. */
  person: { name: string; email: string; company: string | null; phone: string | null } | undefined;
}

export function CertificateHeading({
  subject,
  jsonHref,
  certificateUrl,
  issuedAt,
}: {
  subject: SubjectView;
  jsonHref: string;
  certificateUrl: string;
  issuedAt: string;
}) {
  return (
    <>
      <PageHeader title="Proof of consent">
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
          <Button href={jsonHref} download variant="secondary">
            Download JSON
          </Button>
        </div>
      </PageHeader>
      <p className="mb-6 text-slate-700 print:text-black">
        {subject.type === "lead" ? "For the " : "For the booking: "}
        <a href={subject.href} data-url={subject.absoluteHref} className={linkClass}>
          {subject.title}
        </a>
        . Issued {issuedAt}.<span className="hidden print:inline"> This certificate: {certificateUrl}</span>
      </p>
    </>
  );
}
