import { Link } from "react-router";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { PageHero } from "~/components/ui/page";
import { Alert } from "~/components/ui/status";
import { bookACall } from "~/content/book-a-call";
import { sitePageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { torontoToday } from "~/domain/time";
import { BookingForm } from "~/features/booking/booking-form";
import { BookingConfirmation } from "~/features/booking/confirmation";
import { DateCalendar } from "~/features/booking/date-calendar";
import { TimeSlots } from "~/features/booking/time-slots";
import { useBooking } from "~/features/booking/use-booking";
import { hydrated, useHydrated } from "~/hydration";
import type { Route } from "./+types/book-a-call";

export const handle = hydrated;

export const meta = () => sitePageMeta(bookACall.meta, "/book-a-call");

/**
 * Toronto's date by the server's clock and the holidays staff reopened, so that the calendar
 * offers what the server accepts.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    today: torontoToday(context.now?.() ?? new Date()),
    reopenedHolidays: (await context.reopenedHolidays?.()) ?? [],
  };
}

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const cardTitle = "text-lg font-semibold text-slate-900 focus:outline-none";

/** /book-a-call (spec.md section 2): the calendar, form and confirmation views. */
export default function BookACall({ loaderData }: Route.ComponentProps) {
  const { viewRef, ...booking } = useBooking();
  const { view, date } = booking;
  // The calendar is disabled until React runs it: an early tap is visibly refused, not lost (ADR 017).
  const interactive = useHydrated();

  return (
    <>
      <PageHero hero={bookACall.hero} />
      <div ref={viewRef} className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pt-12">
        {view === "confirmation" && booking.confirmation ? (
          <BookingConfirmation confirmation={booking.confirmation} onBack={booking.backToCalendar} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <Agenda />
            {view === "form" && date && booking.time ? (
              <BookingForm
                date={date}
                time={booking.time}
                values={booking.values}
                saving={booking.saving}
                alert={booking.alert}
                errorOf={booking.errorOf}
                setField={booking.setField}
                onBack={booking.backToCalendar}
                onSubmit={() => void booking.submit()}
              />
            ) : (
              <div className="grid content-start gap-6 md:grid-cols-2">
                {booking.alert ? <Alert className="md:col-span-2">{booking.alert}</Alert> : null}
                <section aria-labelledby="select-date-title" className={card}>
                  <h2 id="select-date-title" className={cardTitle}>
                    {bookACall.selectDate.title}
                  </h2>
                  <NoScriptNotice reason={bookACall.selectDate.noScript} className="mt-4" />
                  <div className="mt-4">
                    <DateCalendar
                      today={loaderData.today}
                      reopenedHolidays={loaderData.reopenedHolidays}
                      selected={date}
                      onSelect={booking.chooseDate}
                      labelledBy="select-date-title"
                      ready={interactive}
                    />
                  </div>
                  <p className="mt-4 text-xs text-slate-600">{bookACall.selectDate.note}</p>
                </section>
                <section aria-labelledby="available-times-title" className={card}>
                  <h2 id="available-times-title" tabIndex={-1} className={`${cardTitle} mb-4`}>
                    {bookACall.times.title}
                  </h2>
                  <TimeSlots
                    date={date}
                    selected={booking.time}
                    slots={booking.slots}
                    loading={booking.loading}
                    onSelect={booking.chooseTime}
                  />
                </section>
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}

/** The left column: the call's agenda and the other ways to reach the team. */
function Agenda() {
  const { agenda, leadForm } = bookACall;
  return (
    <aside className="space-y-6">
      <section aria-labelledby="agenda-title" className={card}>
        <h2 id="agenda-title" className={cardTitle}>
          {agenda.title}
        </h2>
        <ol className="mt-4 space-y-4">
          {agenda.steps.map((step) => (
            <li key={step.title}>
              <p className="flex justify-between gap-2 font-medium text-slate-900">
                {step.title} <span className="text-sm font-normal text-brand-800">{step.minutes} min</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Other ways to reach us" className={`${card} text-sm text-slate-700`}>
        <p>
          {leadForm.text}{" "}
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            {leadForm.link}
          </Link>
          .
        </p>
        <p className="mt-4">
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline">
            {site.email}
          </a>
          <br />
          <a href={site.phone.href} className="font-semibold text-brand-800 underline">
            {site.phone.display}
          </a>{" "}
          ({site.hours})
        </p>
      </section>
    </aside>
  );
}
