import { officeHours } from "~/content/office-hours";
import { site } from "~/content/site";

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
  hours = officeHours,
}: {
  reason: string;
  className?: string;
  /** The office hours, when the page knows the day (officeHoursOn). */
  hours?: string;
}) {
  return (
    <noscript>
      {import.meta.env.SSR ? (
        <p className={`text-sm text-slate-700 ${className}`}>
          {reason} You can email{" "}
          <a href={`mailto:${site.email}`} className={link}>
            {site.email}
          </a>{" "}
          or call{" "}
          <a href={site.phone.href} className={link}>
            {site.phone.display}
          </a>{" "}
          ({hours}) instead.
        </p>
      ) : null}
    </noscript>
  );
}
