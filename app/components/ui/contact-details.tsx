import { officeHours as officeHoursFr } from "~/content/fr/office-hours";
import { siteFr } from "~/content/fr/site";
import { officeHours as officeHoursEn } from "~/content/office-hours";
import { site } from "~/content/site";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";

/**
 * The ways to reach the team, from site.ts: email, phone with hours, and the two offices. The hours
 * name the zone "Eastern Time" unless the page knows the day (`hours`: officeHoursOn).
 */
export function ContactDetails({ className = "", hours }: { className?: string; hours?: string }) {
  const locale = useLocale();
  const offices = locale === "fr" ? siteFr.offices : site.offices;
  return (
    <dl className={`gap-3 text-sm text-slate-700 ${className}`}>
      <div>
        <dt className="font-semibold text-slate-900">{m.contact_email({}, { locale })}</dt>
        <dd>
          <a href={`mailto:${site.email}`} className="text-brand-800 underline">
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{m.contact_phone({}, { locale })}</dt>
        <dd>
          <a href={site.phone.href} className="text-brand-800 underline">
            {site.phone.display}
          </a>
          <br />
          {hours ?? { en: officeHoursEn, fr: officeHoursFr }[locale]}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{m.contact_offices({}, { locale })}</dt>
        {offices.map((office) => (
          <dd key={office.city}>{m.contact_office(office, { locale })}</dd>
        ))}
      </div>
    </dl>
  );
}
