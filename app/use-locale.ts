import { createContext, useContext } from "react";
import type { Locale } from "./domain/locale";

/**
 * The language of the page being rendered (ADR 036), which is its path's: the root provides it for
 * the page, and each island's root for the island (islands run outside the router).
 */
export const LocaleContext = createContext<Locale>("en");

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
