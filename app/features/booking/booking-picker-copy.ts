import { createContext, use } from "react";
import type { BookingPickerCopy } from "~/content/booking-picker";

/**
 * The words of the date and time picker and the calendar links in the page's language (ADR 036),
 * which /book-a-call and a booking's page both show, given by the page: /book-a-call's island
 * imports them, a booking's page has them from its loader, so that its JavaScript carries one
 * language's words, not both (ADR 041).
 */
export const BookingPickerWords = createContext<BookingPickerCopy | null>(null);

export function useBookingPickerCopy(): BookingPickerCopy {
  const words = use(BookingPickerWords);
  if (!words) throw new Error("The booking picker's words are given by its page (BookingPickerWords)");
  return words;
}
