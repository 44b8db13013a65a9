/**
 * The state of /book-a-call (spec.md section 4 "Booking flow" and "Availability"): three views,
 * the chosen date and time, the day's slots as the server judges them, the form, and the save.
 */
import { startTransition, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useBookACallCopy } from "./book-a-call-copy";
import { bookingRequestSchemas } from "~/content/validation";
import { type BookingFormValues, bookingFormDefaults } from "~/domain/booking-request";
import { type CalendarLinks, bookingCalendarLinks } from "~/domain/calendar-links";
import { absoluteUrl } from "~/domain/meta";
import { site } from "~/content/site";
import { useLocale } from "~/use-locale";
import { type DaySlot, type SlotStatus, dateAvailabilityOn, daySlots } from "~/domain/slots";
import { torontoToday } from "~/domain/time";
import { fieldErrors } from "~/domain/validation";
import { campaignOfVisit, visitorTimeZone } from "../campaign";
import { chosenSlotOf, withChosenSlot } from "./chosen-slot-query";
import { revealStackedTimes } from "./reveal-times";
import { newIdempotencyKey, pageLanguage, postJson } from "../post-json";

export type View = "calendar" | "form" | "confirmation";

/** What the calendar needs from the server: Toronto's date and the holidays staff reopened. */
export interface BookingCalendar {
  today: string;
  reopenedHolidays: string[];
}
type Errors = Record<string, string>;

export interface Confirmation {
  date: string;
  timeSlot: string;
  calendarUrl: string;
  /** Add to Google Calendar and to Outlook. */
  calendarLinks: CalendarLinks;
  /** The booking's own page, where the visitor can reschedule or cancel it. */
  manageUrl: string;
  values: BookingFormValues;
}

/** The form's fields in the order they are shown, for focusing the first with a problem. */
const formFields = ["name", "email", "phone", "company", "meetingType", "topics", "goals", "consent"];

/** Asks the browser to save the calendar file, as spec.md section 4 has it: automatically. */
function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "consultation.ics";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The calendar's frame from the server (the page is prerendered, so it cannot carry it). Without
 * an answer, the browser's clock stands in and holidays show closed: the server judges every day's
 * times and every booking anyway.
 */
async function requestCalendar(): Promise<BookingCalendar> {
  try {
    const response = await fetch("/api/booking-calendar", { cache: "no-store" });
    if (!response.ok) throw new Error(`GET /api/booking-calendar answered ${response.status}`);
    return (await response.json()) as BookingCalendar;
  } catch (error) {
    console.error("Could not load the booking calendar", error);
    return { today: torontoToday(new Date()), reopenedHolidays: [] };
  }
}

export function useBooking() {
  const bookACall = useBookACallCopy();
  const locale = useLocale();
  const [calendar, setCalendar] = useState<BookingCalendar | null>(null);
  const [view, setView] = useState<View>("calendar");
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [slots, setSlots] = useState<readonly DaySlot[] | null>(null);
  const [loading, setLoading] = useState(false);
  // "YYYY-MM-DD HH:MM" of what this visitor booked here, unavailable whatever a later answer says.
  const [bookedHere, setBookedHere] = useState<ReadonlySet<string>>(() => new Set());
  const [values, setValues] = useState<BookingFormValues>(bookingFormDefaults);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /** What gets focus once the view is drawn: an element id or a field name. */
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const latestRequest = useRef(0);
  const formShownAt = useRef(0);
  const lastAttempt = useRef<{ key: string; payload: object } | null>(null);

  useEffect(() => {
    // Read before the effect below writes the page's query: a day and time chosen in the other
    // language, which its switch brought along.
    const chosen = chosenSlotOf(window.location.search);
    void requestCalendar().then((answer) => {
      const reopenedHolidays = new Set(answer.reopenedHolidays);
      const bookable =
        chosen.date && dateAvailabilityOn(chosen.date, answer.today, { reopenedHolidays }).bookable;
      // A transition, so that drawing the month's 42 days yields to the browser as it goes.
      startTransition(() => {
        setCalendar(answer);
        if (bookable) setDate(chosen.date);
      });
      if (bookable) void resumeChoice(chosen.date!, chosen.time);
    });
    // Once, as the page opens: the address is read only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The choice in the page's query, for the language switch: the day, and the time while the form is shown.
  useEffect(() => {
    const search = withChosenSlot(window.location.search, {
      date: view === "confirmation" ? null : date,
      time: view === "form" ? time : null,
    });
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
    }
  }, [date, time, view]);

  useEffect(() => {
    if (!focusTarget) return;
    const root = viewRef.current;
    const target =
      root?.querySelector<HTMLElement>(`#${focusTarget.id}`) ??
      root?.querySelector<HTMLElement>(`[name="${focusTarget.id}"]`);
    target?.focus();
  }, [focusTarget]);

  /**
   * The day and time chosen on the other language's page: the day's times, and the form when the
   * time is still free. Focus stays where the page put it; nothing is scrolled.
   */
  async function resumeChoice(day: string, slot: string | null) {
    const daySlotsNow = await loadSlots(day);
    if (!slot || !daySlotsNow?.some((candidate) => candidate.time === slot && candidate.available)) return;
    setTime(slot);
    setView("form");
    formShownAt.current = Date.now();
  }

  /**
   * The day's slots from the server; on failure the rules of the browser, with what it knows was
   * booked. Returns them, or null when a later day was chosen meanwhile.
   */
  async function loadSlots(day: string): Promise<readonly DaySlot[] | null> {
    const request = ++latestRequest.current;
    setLoading(true);
    let next: readonly DaySlot[];
    try {
      const response = await fetch(`/api/availability?date=${day}`, {
        headers: { "Accept-Language": pageLanguage() },
      });
      if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
      next = ((await response.json()) as { slots: DaySlot[] }).slots;
    } catch (error) {
      console.error("Could not load availability", error);
      next = daySlots(day, new Date(), new Map<string, SlotStatus>());
    }
    if (request !== latestRequest.current) return null; // a later date was chosen meanwhile
    setSlots(next);
    setLoading(false);
    return next;
  }

  function chooseDate(day: string) {
    if (day === date) return;
    setDate(day);
    setTime(null);
    setAlert(null);
    void loadSlots(day);
    revealTimes();
  }

  function revealTimes() {
    const root = viewRef.current;
    const times = root?.querySelector<HTMLElement>("#available-times-title");
    const calendar = root?.querySelector("#select-date-title");
    if (times && calendar) revealStackedTimes(times, calendar);
  }

  function chooseTime(slot: string) {
    setTime(slot);
    setAlert(null);
    setView("form");
    if (!formShownAt.current) formShownAt.current = Date.now();
    setFocusTarget({ id: "booking-details-title" });
  }

  function backToCalendar() {
    setView("calendar");
    setAlert(null);
    setFocusTarget({ id: "available-times-title" });
  }

  function setField<Field extends keyof BookingFormValues>(field: Field, value: BookingFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((fields) => new Set(fields).add(field));
    setServerErrors(({ [field]: _replaced, ...others }) => others);
    lastAttempt.current = null;
  }

  const shownSlots = (slots ?? []).map((slot) =>
    bookedHere.has(`${date} ${slot.time}`)
      ? { time: slot.time, available: false as const, reason: "booked" as const }
      : slot,
  );

  const request = { ...values, date: date ?? "", timeSlot: time ?? "" };
  const parsed = bookingRequestSchemas[locale].safeParse(request);
  const ruleErrors: Errors = parsed.success ? {} : fieldErrors(parsed.error);

  function errorOf(field: keyof BookingFormValues): string | undefined {
    return serverErrors[field] ?? (touched.has(field) ? ruleErrors[field] : undefined);
  }

  /** Messages for the form's fields show on the form; a problem with the date or time sends the visitor back to pick again. */
  function showErrors(errors: Errors) {
    const field = formFields.find((name) => errors[name]);
    if (field) {
      setTouched(new Set(formFields));
      setServerErrors(errors);
      setFocusTarget({ id: field });
      return;
    }
    if (date) pickAnotherTime(date, errors.timeSlot ?? errors.date ?? bookACall.failure);
  }

  /** The chosen time cannot be booked after all: say why, and show the day as it is now. */
  function pickAnotherTime(day: string, message: string) {
    setTime(null);
    setView("calendar");
    setAlert(message);
    toast(bookACall.toast.pickAnother, "error");
    setFocusTarget({ id: "available-times-title" });
    void loadSlots(day);
  }

  async function submit() {
    if (saving || !date || !time) return;
    if (!parsed.success) {
      showErrors(ruleErrors);
      return;
    }
    const attempt = lastAttempt.current ?? {
      key: newIdempotencyKey(),
      payload: {
        ...parsed.data,
        ...campaignOfVisit(window.location.search, document.referrer),
        visitorTimeZone: visitorTimeZone(),
        timeToComplete: Math.max(0, Math.round(Date.now() - formShownAt.current)),
      },
    };
    lastAttempt.current = attempt;
    setSaving(true);
    setAlert(null);
    const outcome = await postJson("/api/bookings", attempt.payload, { idempotencyKey: attempt.key });
    setSaving(false);
    switch (outcome.kind) {
      case "ok": {
        lastAttempt.current = null;
        const calendarUrl = String(outcome.body.calendarUrl);
        setBookedHere((booked) => new Set(booked).add(`${date} ${time}`));
        const manageUrl = String(outcome.body.manageUrl);
        const calendarLinks = bookingCalendarLinks({
          locale,
          date,
          timeSlot: time,
          organizerName: site.brand,
          meetingType: values.meetingType,
          topics: values.topics,
          manageUrl: absoluteUrl(manageUrl, window.location.origin),
        });
        setConfirmation({ date, timeSlot: time, calendarUrl, calendarLinks, manageUrl, values });
        setTime(null); // booked now: back on the calendar it shows as taken, not chosen
        setView("confirmation"); // which takes the visitor to its heading, at the page's top
        download(calendarUrl);
        return;
      }
      case "invalid":
        lastAttempt.current = null;
        showErrors(outcome.fieldErrors);
        return;
      case "refused":
        if (outcome.code === "slot-taken") {
          lastAttempt.current = null;
          pickAnotherTime(date, outcome.error);
          return;
        }
        showFailure(); // too many requests, for one: the same attempt can be sent again later
        return;
      case "unreachable":
      case "server-error":
        showFailure();
        return;
    }
  }

  /** Not booked, for a reason the visitor cannot fix: the values stay, and the button resends the attempt. */
  function showFailure() {
    setAlert(bookACall.failure);
    toast(bookACall.toast.failed, "error");
    setFocusTarget({ id: "confirm-booking" });
  }

  return {
    viewRef,
    calendar,
    view,
    date,
    time,
    slots: slots ? shownSlots : null,
    loading,
    values,
    saving,
    alert,
    confirmation,
    errorOf,
    setField,
    chooseDate,
    chooseTime,
    backToCalendar,
    submit,
  };
}
