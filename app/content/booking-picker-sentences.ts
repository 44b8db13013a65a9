import type { Locale } from "~/domain/locale";

/**
 * The picker's two sentences built from numbers and a date, in each language. Functions, so kept
 * apart from its words (./booking-picker.ts), which a booking's page receives from its loader:
 * both languages here are a few hundred bytes, where both languages' words would be two
 * kilobytes of the page's JavaScript budget (ADR 041).
 */
export const bookingPickerSentences = {
  en: {
    /** The status line once a day's times are known. */
    status: (available: number, total: number) => `${available} of ${total} times available.`,
    /** The name of the list of a day's times, after its date. */
    listLabel: (date: string) => `Times on ${date}`,
  },
  fr: {
    status: (available: number, total: number) =>
      `${available} ${available >= 2 ? "plages horaires disponibles" : "plage horaire disponible"} sur ${total}.`,
    listLabel: (date: string) => `Plages horaires du ${date}`,
  },
} satisfies Record<
  Locale,
  { status: (available: number, total: number) => string; listLabel: (date: string) => string }
>;
