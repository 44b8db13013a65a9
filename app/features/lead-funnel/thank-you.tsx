import { Fragment, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { SuccessMark } from "~/components/ui/status";
import { useThankYouCopy } from "./copy";
import { ContactDetails } from "~/components/ui/contact-details";
import { EmailAddress } from "~/components/ui/email-address";

/** What replaces /contact once the lead is saved (spec.md section 2). */
export function ThankYou({ email }: { email: string }) {
  const thankYou = useThankYouCopy();
  const heading = useRef<HTMLHeadingElement>(null);

  // The page under the visitor was replaced: start them at its top, on its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="thank-you-title" className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <SuccessMark className="mx-auto" />
        <h1
          id="thank-you-title"
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-3xl font-bold text-balance text-slate-900 focus:outline-none"
        >
          {/* A narrow screen breaks the line after the dash, not after "Thanks—your". */}
          {thankYou.title.split("—").map((part, index) =>
            index === 0 ? (
              part
            ) : (
              <Fragment key={part}>
                —<wbr />
                {part}
              </Fragment>
            ),
          )}
        </h1>
        <p className="mt-4 text-slate-700">
          {thankYou.emailSent}{" "}
          <strong className="text-slate-900">
            <EmailAddress email={email} />
          </strong>
          . {thankYou.reply}
        </p>
        <h2 className="mt-8 text-lg font-semibold text-slate-900">{thankYou.contactTitle}</h2>
        <ContactDetails className="mt-3 inline-grid text-left" />
        <div className="mt-8">
          <Button href={thankYou.homeTo}>{thankYou.home}</Button>
        </div>
      </div>
    </section>
  );
}
