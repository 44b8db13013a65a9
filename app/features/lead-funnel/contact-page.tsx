import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ContactDetails } from "~/components/ui/contact-details";
import { CheckList, PageHero } from "~/components/ui/page";
import { ToastRegion } from "~/components/ui/toast";
import { useContactCopy } from "./copy";
import { LeadFunnel } from "./lead-funnel";
import { ThankYou } from "./thank-you";

/**
 * /contact (spec.md section 2): the lead-request funnel, then the thank-you view once it is saved,
 * which replaces the whole page. The page is an island (./lead-request-island.ts).
 */
export function ContactPage() {
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  return (
    <>
      {savedEmail === null ? <LeadRequestPage onSaved={setSavedEmail} /> : <ThankYou email={savedEmail} />}
      <ToastRegion />
    </>
  );
}

function LeadRequestPage({ onSaved }: { onSaved: (email: string) => void }) {
  const contact = useContactCopy();
  return (
    <>
      <PageHero hero={contact.hero} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={contact.sections.form}>
          <LeadFunnel onSaved={(lead) => onSaved(lead.email)} />
        </section>
        <aside aria-label={contact.sections.otherWays} className="space-y-6">
          <section aria-labelledby="talk-first-title" className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 id="talk-first-title" className="text-xl font-bold">
              {contact.talkFirst.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-brand-50">{contact.talkFirst.body}</p>
            <a
              href={contact.talkFirst.to}
              className="mt-4 inline-flex rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {contact.talkFirst.label}
            </a>
          </section>
          <section
            aria-labelledby="contact-details-title"
            className="rounded-2xl border border-slate-200 p-6"
          >
            <h2 id="contact-details-title" className="text-xl font-bold text-slate-900">
              {contact.contactDetails.title}
            </h2>
            <ContactDetails className="mt-4 grid" />
          </section>
          <section aria-labelledby="what-to-expect-title" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="what-to-expect-title" className="text-xl font-bold text-slate-900">
              {contact.whatToExpect.title}
            </h2>
            <div className="mt-4">
              <CheckList items={contact.whatToExpect.items} />
            </div>
          </section>
        </aside>
      </div>
      <section aria-labelledby="learn-more-title" className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-6 py-16 text-center">
          <h2 id="learn-more-title" className="text-2xl font-bold text-slate-900">
            {contact.learnMore.title}
          </h2>
          <p className="mt-3 text-slate-700">{contact.learnMore.body}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-3">
            {contact.learnMore.links.map((link) => (
              <li key={link.to}>
                <Button href={link.to} variant="secondary">
                  {link.label}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
