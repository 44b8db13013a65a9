import { officeHours as officeHoursFr } from "~/content/fr/office-hours";
import { officeHours as officeHoursEn } from "~/content/office-hours";
import { site } from "~/content/site";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";

const link = "font-semibold text-brand-800 underline";

/**
 * What a hydrated page says in a browser that does not run its JavaScript: why its form or
 * calendar cannot be used, and the email and phone (site.ts) as links to reach the team instead.
 *
 * Only the server writes the text: a browser that runs scripts never shows a <noscript>, and React
 * neither renders nor hydrates its children there, so the page's budgeted bundle leaves them out.
 */
export function NoScriptNotice({
  reason,
  className = "",
  hours,
}: {
  reason: string;
  className?: string;
  /** The office hours, when the page knows the day (officeHoursOn). */
  hours?: string;
}) {
  const locale = useLocale();
  return (
    <noscript>
      {import.meta.env.SSR ? (
        <p className={`text-sm text-slate-700 ${className}`}>
          {reason} {m.noscript_email({}, { locale })}{" "}
          <a href={`mailto:${site.email}`} className={link}>
            {site.email}
          </a>{" "}
          {m.noscript_call({}, { locale })}{" "}
          <a href={site.phone.href} className={link}>
            {site.phone.display}
          </a>{" "}
          {m.noscript_end({ hours: hours ?? { en: officeHoursEn, fr: officeHoursFr }[locale] }, { locale })}
        </p>
      ) : null}
    </noscript>
  );
}
