import { manageBooking as manageBookingFr } from "~/content/fr/manage-booking";
import { manageBooking as manageBookingEn } from "~/content/manage-booking";
import { useLocale } from "~/use-locale";

/** The words of a booking's own page in the page's language (ADR 036). */
export function useManageBookingCopy() {
  return { en: manageBookingEn, fr: manageBookingFr }[useLocale()];
}
