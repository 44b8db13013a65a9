import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { Alert } from "~/components/ui/status";
import { ToastRegion } from "~/components/ui/toast";
import { PageHero } from "~/components/ui/page";
import { useBookACallCopy } from "./book-a-call-copy";
import { BookingPickerWords } from "./booking-picker-copy";
import { bookingPicker as bookingPickerEn } from "~/content/booking-picker";
import { bookingPicker as bookingPickerFr } from "~/content/fr/booking-picker";
import { useLocale } from "~/use-locale";
import { site } from "~/content/site";
import { useHydrated } from "~/use-hydrated";
import { BookingForm } from "./booking-form";
import { BookingConfirmation } from "./confirmation";
import { CalendarPlaceholder, DateCalendar } from "./date-calendar";
import { TimeSlots } from "./time-slots";
import { useBooking } from "./use-booking";

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const cardTitle = "text-lg font-semibold text-slate-900 focus:outline-none";

/**
 * /book-a-call (spec.md section 2): its hero with the calendar and form views, or the confirmation
 * in their place. The page is prerendered, and this part runs as an island (./booking-island.ts).
 */
export function BookingFlow() {
  const bookACall = useBookACallCopy();
  const pickerWords = { en: bookingPickerEn, fr: bookingPickerFr }[useLocale()];
  const { times } = pickerWords;
  const { viewRef, ...booking } = useBooking();
  const { view, date, calendar } = booking;
  // The calendar is disabled until React runs it: an early tap is visibly refused, not lost (ADR 017).
  const interactive = useHydrated();

  return (
    <BookingPickerWords value={pickerWords}>
      <div ref={viewRef}>
        {view === "confirmation" && booking.confirmation ? (
          <BookingConfirmation confirmation={booking.confirmation} onBack={booking.backToCalendar} />
        ) : (
          <>
            <PageHero hero={bookACall.hero} />
            {/*
             * The picker first, the agenda after it: on a phone the calendar is the first thing under
             * the hero; from lg up the agenda is a column to the right, in the same order.
             */}
            <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-10 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
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
                // Side by side from md up, so that on a desktop every time shows beside the calendar.
                <div className="grid content-start gap-6 md:grid-cols-2">
                  {booking.alert ? <Alert className="md:col-span-2">{booking.alert}</Alert> : null}
                  <section aria-labelledby="select-date-title" className={card}>
                    <h2 id="select-date-title" className={cardTitle}>
                      {bookACall.selectDate.title}
                    </h2>
                    <NoScriptNotice reason={bookACall.selectDate.noScript} className="mt-4" />
                    <div className="mt-4">
                      {calendar ? (
                        <DateCalendar
                          today={calendar.today}
                          reopenedHolidays={calendar.reopenedHolidays}
                          selected={date}
                          onSelect={booking.chooseDate}
                          labelledBy="select-date-title"
                          ready={interactive}
                        />
                      ) : (
                        <CalendarPlaceholder labelledBy="select-date-title" />
                      )}
                    </div>
                    <p className="mt-4 text-xs text-slate-600">{bookACall.selectDate.note}</p>
                  </section>
                  <section aria-labelledby="available-times-title" className={card}>
                    <h2 id="available-times-title" tabIndex={-1} className={`${cardTitle} mb-4`}>
                      {times.title}
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
              <Agenda />
            </div>
          </>
        )}
      </div>
      <ToastRegion />
    </BookingPickerWords>
  );
}

/** The call's agenda and the other ways to reach the team: after the picker, to its right from lg up. */
function Agenda() {
  const bookACall = useBookACallCopy();
  const { agenda, leadForm } = bookACall;
  return (
    <aside className="grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
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
      <section aria-label={bookACall.otherWays} className={`${card} text-sm text-slate-700`}>
        <p>
          {leadForm.text}{" "}
          <a href={leadForm.to} className="font-semibold text-brand-800 underline">
            {leadForm.link}
          </a>
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
          ({bookACall.officeHours})
        </p>
      </section>
    </aside>
  );
}
