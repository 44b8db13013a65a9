import { bookACall as bookACallEn } from "~/content/book-a-call";
import { bookACall as bookACallFr } from "~/content/fr/book-a-call";
import { manageBooking as manageBookingFr } from "~/content/fr/manage-booking";
import { manageBooking as manageBookingEn } from "~/content/manage-booking";
import { useLocale } from "~/use-locale";

/** The words of /book-a-call in the page's language (ADR 036). */
export function useBookACallCopy() {
  return { en: bookACallEn, fr: bookACallFr }[useLocale()];
}

/** The words of a booking's own page in the page's language. */
export function useManageBookingCopy() {
  return { en: manageBookingEn, fr: manageBookingFr }[useLocale()];
}
