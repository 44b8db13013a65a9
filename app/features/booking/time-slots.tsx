import { useBookingPickerCopy } from "./booking-picker-copy";
import { bookingPickerSentences } from "~/content/booking-picker-sentences";
import type { DaySlot } from "~/domain/slots";
import { formatBookingDate, formatSlotTime, zoneAbbreviationIn } from "~/domain/time";
import { useLocale } from "~/use-locale";

/** The 'Available times' card: the chosen date with its zone, and the day's slots in three columns, all shown. */
export function TimeSlots({
  date,
  selected,
  slots,
  loading,
  onSelect,
}: {
  date: string | null;
  selected: string | null;
  slots: readonly DaySlot[] | null;
  loading: boolean;
  onSelect: (time: string) => void;
}) {
  const { times, unavailable } = useBookingPickerCopy();
  const locale = useLocale();
  const sentences = bookingPickerSentences[locale];
  const ready = date && !loading && slots;
  const available = slots?.filter((slot) => slot.available).length ?? 0;
  const status = !date ? times.prompt : ready ? sentences.status(available, slots.length) : times.loading;
  return (
    <>
      {date ? (
        <p className="mb-3 font-medium text-slate-900">
          {formatBookingDate(date, locale)} ({zoneAbbreviationIn(locale, date)})
        </p>
      ) : null}
      <p role="status" className="mb-2 text-sm text-slate-600">
        {status}
      </p>
      {ready ? (
        // Every time in full, in the page's own flow: no box that scrolls inside the page.
        <ul
          aria-label={sentences.listLabel(formatBookingDate(date, locale))}
          className="grid grid-cols-3 gap-2"
        >
          {slots.map((slot) => {
            const chosen = slot.time === selected;
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  disabled={!slot.available}
                  aria-pressed={chosen}
                  // The reason a time cannot be chosen, for those who cannot see it greyed out.
                  aria-label={
                    slot.reason
                      ? `${formatSlotTime(slot.time, locale)}, ${unavailable[slot.reason]}`
                      : undefined
                  }
                  onClick={() => onSelect(slot.time)}
                  className={`flex w-full items-center justify-center gap-1 rounded-lg border px-2 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-100 disabled:bg-slate-50 disabled:text-slate-400 ${
                    chosen
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-slate-300 text-slate-900 hover:border-brand-700"
                  }`}
                >
                  {chosen ? <span aria-hidden="true">✓</span> : null}
                  {formatSlotTime(slot.time, locale)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul className="mt-4 space-y-1 text-xs text-slate-600">
        {times.notes.map((note) => (
          <li key={note}>• {note}</li>
        ))}
      </ul>
    </>
  );
}
