import { Fragment } from "react";
import { Button } from "~/components/ui/button";
import { SuccessPanel } from "~/components/ui/success-panel";
import { useThankYouCopy } from "./copy";
import { ContactDetails } from "~/components/ui/contact-details";
import { EmailAddress } from "~/components/ui/email-address";

/** What replaces /contact once the lead is saved (spec.md section 2). */
export function ThankYou({ email }: { email: string }) {
  const thankYou = useThankYouCopy();
  return (
    <SuccessPanel
      titleId="thank-you-title"
      // A narrow screen breaks the line after the dash, not after "Thanks—your".
      title={thankYou.title.split("—").map((part, index) =>
        index === 0 ? (
          part
        ) : (
          <Fragment key={part}>
            —<wbr />
            {part}
          </Fragment>
        ),
      )}
    >
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
    </SuccessPanel>
  );
}
