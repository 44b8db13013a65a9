import type { CalendarLinks } from "~/domain/calendar-links";
import { buttonClass } from "~/components/ui/button";
import { useBookingPickerCopy } from "./booking-picker-copy";

/**
 * The three ways to put the call in a calendar (issue 26): Google Calendar and Outlook on the web
 * in a new tab, and the .ics file, which Apple's Calendar and desktop programs open. The links
 * come from app/domain/calendar-links.ts, in UTC, whatever zone the browser is in.
 */
export function AddToCalendar({
  links,
  calendarUrl,
  className = "",
}: {
  links: CalendarLinks;
  calendarUrl: string;
  className?: string;
}) {
  const words = useBookingPickerCopy().addToCalendar;
  const look = buttonClass({ variant: "secondary", size: "sm", fullWidth: "phone" });
  const inNewTab = (href: string, label: string) => (
    <li>
      {/* noopener: the calendar's tab cannot reach back into this page, which holds the booking's token. */}
      <a href={href} target="_blank" rel="noopener noreferrer" className={look}>
        {label}
        <span className="sr-only"> {words.newTab}</span>
      </a>
    </li>
  );
  return (
    <ul aria-label={words.title} className={`grid gap-2 sm:flex sm:flex-wrap ${className}`}>
      {inNewTab(links.google, words.google)}
      {inNewTab(links.outlook, words.outlook)}
      <li>
        <a href={calendarUrl} download="consultation.ics" className={look}>
          {words.file}
        </a>
      </li>
    </ul>
  );
}
