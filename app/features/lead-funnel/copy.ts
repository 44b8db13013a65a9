import { contact as contactEn, funnelCopy as funnelEn, thankYou as thankYouEn } from "~/content/contact";
import { contact as contactFr, funnelCopy as funnelFr, thankYou as thankYouFr } from "~/content/fr/contact";
import { useLocale } from "~/use-locale";

/** The words of /contact in the page's language (ADR 036). */
export function useContactCopy() {
  return { en: contactEn, fr: contactFr }[useLocale()];
}

export function useFunnelCopy() {
  return { en: funnelEn, fr: funnelFr }[useLocale()];
}

export function useThankYouCopy() {
  return { en: thankYouEn, fr: thankYouFr }[useLocale()];
}
