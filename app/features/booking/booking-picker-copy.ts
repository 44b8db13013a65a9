import { bookingPicker as bookingPickerEn } from "~/content/booking-picker";
import { bookingPicker as bookingPickerFr } from "~/content/fr/booking-picker";
import { useLocale } from "~/use-locale";

/**
 * The words of the date and time picker and the calendar links in the page's language (ADR 036),
 * which /book-a-call and a booking's page both show; each page's own words are in a module of
 * their own (./book-a-call-copy.ts, ./copy.ts), so that neither loads the other's.
 */
export function useBookingPickerCopy() {
  return { en: bookingPickerEn, fr: bookingPickerFr }[useLocale()];
}
