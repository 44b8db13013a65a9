/**
 * The site's two languages (DESIGN.md decision 15, docs/decisions/036-french-site-and-message-
 * catalogue.md). A page's language is its path's: English at the site's original paths, Canadian
 * French under /fr. Nothing reads Accept-Language or a cookie to choose a page's language; the JSON
 * API alone follows Accept-Language, for its messages.
 */
export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

/** The BCP 47 tag of each language as the pages declare it: `<html lang>`, hreflang, Intl. */
export const languageTags = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<Locale, string>;

/** Open Graph's spelling of the same (`og:locale`). */
export const openGraphLocales = { en: "en_CA", fr: "fr_CA" } as const satisfies Record<Locale, string>;

/** Each language's name in itself, as the language switch offers it. */
export const languageNames = { en: "English", fr: "Français" } as const satisfies Record<Locale, string>;

/**
 * Each language's name in English, as the staff console (which stays in English) writes the
 * language a visitor used: a lead's, a booking's or a consent record's `language` column.
 */
export const languageOptions = [
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
] as const satisfies readonly { value: Locale; label: string }[];

/** The console's name for a stored language; a value it does not know is shown as it is. */
export function languageLabel(value: string): string {
  return languageOptions.find((option) => option.value === value)?.label ?? value;
}

/** Where the French site starts. */
export const FRENCH_ROOT = "/fr";

/** The language of the page at `pathname`: French for /fr and everything under it. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_ROOT || pathname.startsWith(`${FRENCH_ROOT}/`) ? "fr" : "en";
}

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/**
 * The language an API request's messages are written in: French when the visitor's
 * Accept-Language puts French before English (or names no English), English otherwise. The
 * islands send their page's language as the only one (`Accept-Language: fr-CA`).
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...parameters] = part.trim().toLowerCase().split(";");
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: range.trim().split("-")[0],
        quality: quality === undefined ? 1 : Number(quality),
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && (entry.language === "fr" || entry.language === "en"))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language === "fr" ? "fr" : "en";
}

/**
 * French writes the first day of a month as an ordinal ("1er décembre"), which Intl does not:
 * "lundi 1 décembre 2025" → "lundi 1er décembre 2025".
 */
export function withFrenchFirstOfMonth(date: string): string {
  return date.replace(/(^|[^\d])1(\s)(?=\p{L})/u, "$11er$2");
}
