import { Button } from "~/components/ui/button";
import { SuccessPanel } from "~/components/ui/success-panel";
import { useBookACallCopy } from "./book-a-call-copy";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { formatBookingDate, formatSlotWithZone } from "~/domain/time";
import { useLocale } from "~/use-locale";
import type { Confirmation } from "./use-booking";
import { AddToCalendar } from "./add-to-calendar";
import { DetailsList } from "./details-list";
import { EmailAddress } from "~/components/ui/email-address";

/**
 * The confirmation view (spec.md section 2): what was booked, for whom, how to put it in a
 * calendar and how to change it. It replaces the page, hero included, as /contact's thank-you does.
 */
export function BookingConfirmation({
  confirmation,
  onBack,
}: {
  confirmation: Confirmation;
  onBack: () => void;
}) {
  const bookACall = useBookACallCopy();
  const locale = useLocale();
  const copy = bookACall.confirmation;
  const { date, timeSlot, calendarUrl, calendarLinks, manageUrl, values } = confirmation;
  const terms = copy.rows;
  const rows: [string, string][] = [
    [terms.date, formatBookingDate(date, locale)],
    [terms.time, `${formatSlotWithZone(date, timeSlot, locale)} (${copy.meetingLength})`],
    [terms.meetingType, meetingTypeLabel(values.meetingType, locale)],
    [terms.topics, values.topics.map((topic) => topicLabel(topic, locale)).join(", ")],
    [terms.name, values.name],
    [terms.email, values.email],
    ...(values.phone ? ([[terms.phone, values.phone]] as [string, string][]) : []),
    ...(values.company ? ([[terms.company, values.company]] as [string, string][]) : []),
  ];
  return (
    <SuccessPanel titleId="confirmation-title" title={copy.title}>
      <p className="mt-4 text-slate-700">
        {copy.emailSent}{" "}
        <strong className="text-slate-900">
          <EmailAddress email={values.email} />
        </strong>
        .
      </p>
      <DetailsList rows={rows} className="mt-6 text-left" />
      <AddToCalendar links={calendarLinks} calendarUrl={calendarUrl} className="mt-6 sm:justify-center" />
      <p className="mt-6 text-sm text-slate-700">
        {copy.reschedule}{" "}
        {/* A whole page load, so that the page's own headers (no-store, no-referrer) apply. */}
        <a href={manageUrl} className="font-semibold text-brand-800 underline">
          {copy.manage}
        </a>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button href={copy.homeTo}>{copy.home}</Button>
        <Button type="button" onClick={onBack} variant="secondary">
          {bookACall.form.back}
        </Button>
      </div>
    </SuccessPanel>
  );
}
