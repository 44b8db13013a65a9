import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "./domain/locale";

/**
 * The language of the page being rendered, from its path (ADR 036). Islands run outside the
 * router: they are given their page's language as a prop instead.
 */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
