/**
 * /admin/availability, the forms that block or unblock with a note: one slot, a whole day, or a
 * range of dates. Each shows its own fields' problems when the answer is for it.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, SelectInputField } from "~/features/console/fields";
import type { TimeView } from "./week";

/** Which of the three forms. */
export type SlotFormTarget = "slot" | "day" | "range";

const forms = [
  ["slot", "One slot"],
  ["day", "A whole day"],
  ["range", "A range of dates"],
] as const satisfies readonly (readonly [SlotFormTarget, string])[];

interface SlotFormsProps {
  /** The problems of a form's fields, when the action's answer is for that form. */
  errorsOf: (target: SlotFormTarget) => Record<string, string>;
  /** The forms' first dates: the week's Monday, or today once that has passed, and its Friday. */
  defaults: { date: string; rangeEnd: string };
  times: TimeView[];
  noteMaxLength: number;
}

export function SlotForms({ errorsOf, ...shared }: SlotFormsProps) {
  return (
    <section aria-labelledby="change-slots" className="mt-10">
      <h2
        id="change-slots"
        tabIndex={-1}
        className="mb-1 text-lg font-bold text-slate-900 focus:outline-none"
      >
        Block or unblock with a note
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        A block leaves booked slots as they are and says how many there were; weekends, closed holidays and
        slots that have started are skipped. Unblocking makes slots bookable again.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {forms.map(([target, title]) => (
          <SlotForm key={target} target={target} title={title} errors={errorsOf(target)} {...shared} />
        ))}
      </div>
    </section>
  );
}

function SlotForm({
  target,
  title,
  errors,
  defaults,
  times,
  noteMaxLength,
}: Omit<SlotFormsProps, "errorsOf"> & {
  target: SlotFormTarget;
  title: string;
  errors: Record<string, string>;
}) {
  const prefix = `${target}-`;
  return (
    <Form
      method="post"
      aria-labelledby={`${prefix}title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h3 id={`${prefix}title`} className="font-bold text-slate-900">
        {title}
      </h3>
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="scope" value={target} />
      {target === "range" ? (
        <>
          <InputField
            name="from"
            idPrefix={prefix}
            type="date"
            label="First date"
            required
            defaultValue={defaults.date}
            error={errors.from}
          />
          <InputField
            name="to"
            idPrefix={prefix}
            type="date"
            label="Last date"
            required
            defaultValue={defaults.rangeEnd}
            error={errors.to}
          />
        </>
      ) : (
        <InputField
          name="date"
          idPrefix={prefix}
          type="date"
          label="Date"
          required
          defaultValue={defaults.date}
          error={errors.date}
        />
      )}
      {target === "slot" ? (
        <SelectInputField
          name="time"
          idPrefix={prefix}
          label="Time (Toronto)"
          options={times}
          error={errors.time}
        />
      ) : null}
      <InputField
        name="note"
        idPrefix={prefix}
        label="Note (optional)"
        hint="Shown to staff in the week's grid, never to visitors."
        maxLength={noteMaxLength}
        error={errors.note}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="block" size="sm">
          Block
        </Button>
        <Button type="submit" name="intent" value="unblock" variant="secondary" size="sm">
          Unblock
        </Button>
      </div>
    </Form>
  );
}
