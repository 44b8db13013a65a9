import { useEffect, useRef } from "react";
import { data, redirect, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { ContactDetails } from "~/components/ui/contact-details";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { PageHero } from "~/components/ui/page";
import { Alert } from "~/components/ui/status";
import { manageBooking as manageBookingEn } from "~/content/manage-booking";
import { manageBooking as manageBookingFr } from "~/content/fr/manage-booking";
import { bookingPagePath } from "~/content/public-paths";
import { type Locale, localeOfPath } from "~/domain/locale";
import { sitePageMeta } from "~/content/page-meta";
import { meetingTypeLabel, topicLabel } from "~/domain/booking-request";
import { site } from "~/content/site";
import { type BookingView, CANCELLATION_REASON_MAX_LENGTH } from "~/domain/booking-change";
import { formatBookingDate, formatSlotWithZone, formatTorontoInstant, torontoToday } from "~/domain/time";
import { DateCalendar } from "~/features/booking/date-calendar";
import { TimeSlots } from "~/features/booking/time-slots";
import { BookingPickerWords, useBookingPickerCopy } from "~/features/booking/booking-picker-copy";
import { bookingPicker as bookingPickerEn } from "~/content/booking-picker";
import { bookingPicker as bookingPickerFr } from "~/content/fr/booking-picker";
import { revealStackedTimes } from "~/features/booking/reveal-times";
import { useReschedule } from "~/features/booking/use-reschedule";
import { hydrated as hydratedPage } from "~/route-handle";
import { useHydrated } from "~/use-hydrated";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/manage-booking";
import {
  clockContext,
  configContext,
  manageBookingContext,
  reopenedHolidaysContext,
} from "~/server/context.server";
import { managePath } from "~/server/booking-mail.server";
import { type CalendarLinks, bookingCalendarLinks } from "~/domain/calendar-links";
import { absoluteUrl } from "~/domain/meta";
import { AddToCalendar } from "~/features/booking/add-to-calendar";
import { DetailsList } from "~/features/booking/details-list";

/** The reschedule calendar needs the browser; cancelling is a plain form and works without it. */
export const handle = hydratedPage;

// The words come with the loader's data, so that the page's script carries neither language's copy.
export const meta = ({ data, location }: Route.MetaArgs) =>
  data ? sitePageMeta(data.words.meta, location.pathname, { noIndex: true }) : [];

function tokenOf(url: URL): string {
  return url.searchParams.get("token") ?? "";
}

/** The booking its token shows; a wrong token and an unknown booking are the same 404. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const token = tokenOf(url);
  const locale = localeOfPath(url.pathname);
  const booking = await context.get(manageBookingContext).view(params.id, token);
  if (!booking) throw data(null, { status: 404 });
  const now = context.get(clockContext)();
  const today = torontoToday(now);
  return {
    booking,
    words: pageWords(locale, booking, today),
    // Written here, so that the page's bundle carries neither the option lists nor their schema.
    labels: {
      meetingType: meetingTypeLabel(booking.meetingType, locale),
      topics: booking.topics.map((topic) => topicLabel(topic, locale)).join(", "),
    },
    // Made here too: the browser need not load the option lists to write the event's description.
    calendarLinks:
      booking.state === "confirmed"
        ? bookingCalendarLinks({
            locale,
            date: booking.date,
            timeSlot: booking.timeSlot,
            organizerName: site.brand,
            meetingType: booking.meetingType,
            topics: booking.topics,
            manageUrl: absoluteUrl(
              managePath(booking.id, token, locale),
              context.get(configContext).SITE_URL,
            ),
          })
        : null,
    // The picker's and calendar links' words in the page's language only (ADR 041).
    pickerWords: { en: bookingPickerEn, fr: bookingPickerFr }[locale],
    token,
    today,
    reopenedHolidays: await context.get(reopenedHolidaysContext)(),
    started: Date.parse(booking.startsAt) <= now.getTime(),
  };
}

/** The cancel form's post (no JavaScript needed); on success, back to the page, which now says it is cancelled. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const token = tokenOf(url);
  const locale = localeOfPath(url.pathname);
  const form = await request.formData();
  const reason = form.get("reason");
  const outcome = await context.get(manageBookingContext).cancel(params.id, token, {
    reason: typeof reason === "string" ? reason : undefined,
  });
  switch (outcome.kind) {
    case "cancelled":
      return redirect(`${bookingPagePath(params.id, locale)}?token=${encodeURIComponent(token)}`, 303);
    case "not-found":
      throw data(null, { status: 404 });
    case "too-late":
      return data(
        {
          error: { en: manageBookingEn, fr: manageBookingFr }[locale].tooLate.message,
          fieldErrors: {} as Record<string, string>,
        },
        { status: 409 },
      );
    case "invalid":
      return data({ error: undefined, fieldErrors: outcome.fieldErrors }, { status: 400 });
  }
}

/**
 * The page's words in its language, with those that depend on the booking or the day written
 * here: the browser gets them with the loader's data instead of both languages' modules (the
 * page's JavaScript budget, DESIGN.md).
 */
function pageWords(locale: Locale, booking: BookingView, today: string) {
  const {
    heroLead,
    officeHoursOn,
    historyEntry,
    tooLate,
    cancelledCannotMove: _api,
    ...words
  } = {
    en: manageBookingEn,
    fr: manageBookingFr,
  }[locale];
  const slot = (date: string, time: string) =>
    `${formatBookingDate(date, locale)} ${words.at} ${formatSlotWithZone(date, time, locale)}`;
  return {
    ...words,
    heroLead: heroLead(slot(booking.date, booking.timeSlot)),
    /** The office hours as Toronto's clock reads them today (EST or EDT). */
    officeHours: officeHoursOn(today),
    tooLateLead: tooLate.lead,
    historyEntries: booking.history.map((entry) => ({
      at: entry.at,
      when: formatTorontoInstant(new Date(entry.at), locale),
      kind: historyEntry.kinds[entry.kind],
      text:
        entry.kind === "booked"
          ? historyEntry.booked(slot(entry.date, entry.timeSlot))
          : entry.kind === "rescheduled" && entry.previousDate && entry.previousTimeSlot
            ? historyEntry.moved(
                slot(entry.previousDate, entry.previousTimeSlot),
                slot(entry.date, entry.timeSlot),
              )
            : historyEntry.other(slot(entry.date, entry.timeSlot)),
      reason: entry.reason ? `${historyEntry.reason} ${entry.reason}` : null,
    })),
  };
}

type PageWords = ReturnType<typeof pageWords>;

function usePageWords(): PageWords {
  return useLoaderData<typeof loader>().words;
}

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const cardTitle = "text-lg font-semibold text-slate-900 focus:outline-none";
const link = "font-semibold text-brand-800 underline";

/** /bookings/{id}?token=…: one booking, its state and history, with Reschedule and Cancel while they are allowed. */
export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const copy = usePageWords();
  const { booking, labels, calendarLinks, pickerWords, token, today, reopenedHolidays, started } = loaderData;
  const title =
    booking.state === "cancelled" ? copy.title.cancelled : started ? copy.title.past : copy.title.confirmed;

  return (
    <BookingPickerWords value={pickerWords}>
      <PageHero
        hero={{
          eyebrow: copy.eyebrow,
          title,
          lead: copy.heroLead,
        }}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
          <MeetingDetails booking={booking} labels={labels} calendarLinks={calendarLinks} />
          {booking.changeability === "cancelled" ? (
            <section aria-labelledby="book-again-title" className={card}>
              <h2 id="book-again-title" className={cardTitle}>
                {copy.title.cancelled}
              </h2>
              <p className="mt-2 text-slate-700">{copy.cancelledNote}</p>
              <div className="mt-4">
                <Button href={copy.bookAgainTo}>{copy.bookAgain}</Button>
              </div>
            </section>
          ) : booking.changeability === "too-late" ? (
            started ? null : (
              <p className="rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm text-warning-950">
                {copy.tooLateLead}{" "}
                <a href={site.phone.href} className={link}>
                  {site.phone.display}
                </a>{" "}
                ({copy.officeHours}).
              </p>
            )
          ) : (
            <>
              <Reschedule booking={booking} token={token} today={today} reopenedHolidays={reopenedHolidays} />
              <CancelForm error={actionData?.fieldErrors.reason} />
            </>
          )}
        </div>
        <aside className="space-y-6">
          <History />
          <section aria-labelledby="reach-us-title" className={card}>
            <h2 id="reach-us-title" className={cardTitle}>
              {copy.questions}
            </h2>
            {/* Rendered for this request: the hours name today's zone, EST or EDT. */}
            <ContactDetails className="mt-4 grid" hours={copy.officeHours} />
          </section>
        </aside>
      </div>
    </BookingPickerWords>
  );
}

function MeetingDetails({
  booking,
  labels,
  calendarLinks,
}: {
  booking: BookingView;
  labels: { meetingType: string; topics: string };
  /** Only while the meeting is confirmed. */
  calendarLinks: CalendarLinks | null;
}) {
  const copy = usePageWords();
  const locale = useLocale();
  const terms = copy.rows;
  const rows: [string, string][] = [
    [terms.status, booking.state === "cancelled" ? copy.status.cancelled : copy.status.confirmed],
    [terms.date, formatBookingDate(booking.date, locale)],
    [terms.time, `${formatSlotWithZone(booking.date, booking.timeSlot, locale)} (${copy.meetingLength})`],
    [terms.meetingType, labels.meetingType],
    [terms.topics, labels.topics],
  ];
  return (
    <section aria-labelledby="meeting-details-title" className={card}>
      <h2 id="meeting-details-title" className={cardTitle}>
        {copy.details}
      </h2>
      <DetailsList rows={rows} className="mt-4" />
      {calendarLinks ? (
        <AddToCalendar links={calendarLinks} calendarUrl={booking.calendarUrl} className="mt-6" />
      ) : null}
    </section>
  );
}

function Reschedule({
  booking,
  token,
  today,
  reopenedHolidays,
}: {
  booking: BookingView;
  token: string;
  today: string;
  reopenedHolidays: string[];
}) {
  const copy = usePageWords();
  const locale = useLocale();
  const { moveButton, ...reschedule } = useReschedule({ id: booking.id, token, words: copy.reschedule });
  // Until React runs, a tap on a day would be lost: the calendar stays disabled until then.
  const hydrated = useHydrated();
  const movedMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reschedule.moved) movedMessage.current?.focus();
  }, [reschedule.moved]);
  const { date, time } = reschedule;
  const pickerCopy = useBookingPickerCopy();
  const picker = useRef<HTMLDivElement>(null);
  function chooseDate(day: string) {
    reschedule.chooseDate(day);
    const calendar = picker.current?.firstElementChild;
    const timesHeading = picker.current?.querySelector<HTMLElement>("#move-times-title");
    if (calendar && timesHeading) revealStackedTimes(timesHeading, calendar);
  }

  return (
    <section aria-labelledby="reschedule-title" className={card}>
      <h2 id="reschedule-title" className={cardTitle}>
        {copy.reschedule.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.reschedule.lead}</p>
      <NoScriptNotice reason={copy.reschedule.needsJavaScript} className="mt-4" hours={copy.officeHours} />
      <p
        ref={movedMessage}
        tabIndex={-1}
        role="status"
        className={reschedule.moved ? "mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-950" : "sr-only"}
      >
        {reschedule.moved ? copy.reschedule.moved : ""}
      </p>
      {reschedule.alert ? <Alert className="mt-4">{reschedule.alert}</Alert> : null}
      <div ref={picker} className="mt-4 grid gap-6 md:grid-cols-2">
        <DateCalendar
          steadyHeight={false}
          ready={hydrated}
          today={today}
          reopenedHolidays={reopenedHolidays}
          selected={date}
          onSelect={chooseDate}
          labelledBy="reschedule-title"
        />
        <div>
          <h3 id="move-times-title" tabIndex={-1} className={`${cardTitle} mb-3 text-base`}>
            {pickerCopy.times.title}
          </h3>
          <TimeSlots
            date={date}
            selected={time}
            slots={reschedule.slots}
            loading={reschedule.loading}
            onSelect={reschedule.chooseTime}
          />
        </div>
      </div>
      {date && time ? (
        <div className="mt-6">
          <Button
            ref={moveButton}
            type="button"
            onClick={() => void reschedule.submit()}
            disabled={reschedule.saving}
          >
            {reschedule.saving
              ? copy.reschedule.saving
              : `${copy.reschedule.confirm} ${copy.reschedule.to} ${formatBookingDate(date, locale)} ${copy.at} ${formatSlotWithZone(date, time, locale)}`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function CancelForm({ error }: { error: string | undefined }) {
  const copy = usePageWords();
  const id = "reason";
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="cancel-title" className={card}>
      <h2 id="cancel-title" className={cardTitle}>
        {copy.cancel.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.cancel.lead}</p>
      {/* A plain form, not React Router's: it posts the same with or without JavaScript. */}
      <form method="post" className="mt-4 space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {copy.cancel.reasonLabel}
          </label>
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={CANCELLATION_REASON_MAX_LENGTH}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="mt-1.5 block w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-danger-700"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {copy.cancel.reasonHint}
          </p>
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="danger">
          {copy.cancel.submit}
        </Button>
      </form>
    </section>
  );
}

function History() {
  const copy = usePageWords();
  return (
    <section aria-labelledby="history-title" className={card}>
      <h2 id="history-title" className={cardTitle}>
        {copy.history}
      </h2>
      <ol className="mt-4 space-y-4 text-sm text-slate-700">
        {copy.historyEntries.map((entry, index) => (
          <li key={index}>
            <p className="font-semibold text-slate-900">{entry.kind}</p>
            <p>{entry.text}</p>
            {entry.reason ? <p>{entry.reason}</p> : null}
            <p className="text-slate-600">
              <time dateTime={entry.at}>{entry.when}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
