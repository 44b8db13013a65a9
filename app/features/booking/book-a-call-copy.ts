import { bookACall as bookACallEn } from "~/content/book-a-call";
import { bookACall as bookACallFr } from "~/content/fr/book-a-call";
import { useLocale } from "~/use-locale";

/**
 * The words of /book-a-call in the page's language (ADR 036). A module of its own, so that a
 * booking's page, which imports ./copy.ts, does not load them (its JavaScript budget).
 */
export function useBookACallCopy() {
  return { en: bookACallEn, fr: bookACallFr }[useLocale()];
}
