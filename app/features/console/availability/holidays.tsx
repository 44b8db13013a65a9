/**
 * /admin/availability, the coming year's Ontario holidays: each closed to bookings unless staff
 * reopened it (with who, when and their note), with the form that reopens it or closes it again.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { linkClass } from "~/features/console/bookings";
import { InputField } from "~/features/console/fields";

export interface HolidayView {
  date: string;
  name: string;
  /** The date in full. */
  label: string;
  reopening: { note: string | null; reopenedBy: string | null; at: string } | null;
}

export function Holidays({ holidays, noteMaxLength }: { holidays: HolidayView[]; noteMaxLength: number }) {
  return (
    <section aria-labelledby="holidays" className="mt-10">
      <h2 id="holidays" className="mb-1 text-lg font-bold text-slate-900">
        Ontario holidays of the coming year
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        Closed to bookings unless reopened. Closing a reopened holiday again keeps the meetings already booked
        on it.
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {holidays.map((holiday) => (
          <Holiday key={holiday.date} holiday={holiday} noteMaxLength={noteMaxLength} />
        ))}
      </ul>
    </section>
  );
}

function Holiday({ holiday, noteMaxLength }: { holiday: HolidayView; noteMaxLength: number }) {
  const { reopening } = holiday;
  return (
    <li className="flex flex-wrap items-end justify-between gap-4 p-4">
      <div className="text-sm">
        <p className="font-semibold text-slate-900">
          {holiday.name},{" "}
          <Link to={`?week=${holiday.date}`} className={linkClass}>
            {holiday.label}
          </Link>
        </p>
        <p className="text-slate-700">
          {reopening
            ? `Open for bookings: reopened by ${reopening.reopenedBy ?? "a former account"} on ${
                reopening.at
              }${reopening.note ? ` (${reopening.note})` : ""}.`
            : "Closed to bookings."}
        </p>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="target" value="holiday" />
        <input type="hidden" name="date" value={holiday.date} />
        {reopening ? (
          <Button type="submit" name="intent" value="close-holiday" variant="secondary" size="sm">
            Close again<span className="sr-only"> {holiday.name}</span>
          </Button>
        ) : (
          <>
            <InputField
              name="note"
              idPrefix={`holiday-${holiday.date}-`}
              label={
                <>
                  Note (optional)<span className="sr-only"> for {holiday.name}</span>
                </>
              }
              maxLength={noteMaxLength}
            />
            <Button type="submit" name="intent" value="reopen-holiday" variant="secondary" size="sm">
              Reopen for bookings<span className="sr-only"> on {holiday.name}</span>
            </Button>
          </>
        )}
      </Form>
    </li>
  );
}
