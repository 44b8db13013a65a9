import type { Locale } from "~/domain/locale";
import { m } from "~/paraglide/messages.js";
import { pathIn } from "./public-paths";

export interface NavigationLink {
  to: string;
  label: string;
}

/** The header's five links (spec.md "Shared behaviour"), in the page's language. */
export function headerLinks(locale: Locale): NavigationLink[] {
  return [
    { to: pathIn("/services", locale), label: m.nav_services({}, { locale }) },
    { to: pathIn("/compliance", locale), label: m.nav_compliance({}, { locale }) },
    { to: pathIn("/industries", locale), label: m.nav_industries({}, { locale }) },
    { to: pathIn("/about", locale), label: m.nav_about({}, { locale }) },
    { to: pathIn("/blogs", locale), label: m.nav_blog({}, { locale }) },
  ];
}

export function footerQuickLinks(locale: Locale): NavigationLink[] {
  return [
    { to: pathIn("/", locale), label: m.nav_home({}, { locale }) },
    ...headerLinks(locale),
    { to: pathIn("/contact", locale), label: m.nav_contact({}, { locale }) },
  ];
}

export function footerLegalLinks(locale: Locale): NavigationLink[] {
  return [
    { to: pathIn("/privacy", locale), label: m.footer_privacy({}, { locale }) },
    { to: pathIn("/terms", locale), label: m.footer_terms({}, { locale }) },
  ];
}
