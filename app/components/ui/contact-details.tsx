import { officeHours } from "~/content/office-hours";
import { site } from "~/content/site";

/**
 * The ways to reach the team, from site.ts: email, phone with hours, and the two offices. The hours
 * name the zone "Eastern Time" unless the page knows the day (`hours`: officeHoursOn).
 */
export function ContactDetails({
  className = "",
  hours = officeHours,
}: {
  className?: string;
  hours?: string;
}) {
  return (
    <dl className={`gap-3 text-sm text-slate-700 ${className}`}>
      <div>
        <dt className="font-semibold text-slate-900">Email</dt>
        <dd>
          <a href={`mailto:${site.email}`} className="text-brand-800 underline">
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Phone</dt>
        <dd>
          <a href={site.phone.href} className="text-brand-800 underline">
            {site.phone.display}
          </a>
          <br />
          {hours}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Offices</dt>
        {site.offices.map((office) => (
          <dd key={office.city}>
            {office.city}: {office.area}, {office.region}
          </dd>
        ))}
      </div>
    </dl>
  );
}
