import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { Option } from "~/domain/validation";

/**
 * The form controls of the two flows: native inputs (they cost no JavaScript and every assistive
 * technology knows them) with a visible label, a hint, and an error message that the control
 * refers to with aria-describedby and aria-invalid, so that focusing it reads the problem aloud.
 */

/**
 * A control in error keeps its red border and outline when focused (the focus style would
 * otherwise paint over it), and carries a bar down its left edge, so that its state shows by
 * shape as well as by colour.
 */
export const controlClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-danger-700 aria-invalid:shadow-[inset_4px_0_0_var(--color-danger-700)] aria-invalid:focus-visible:border-danger-700 aria-invalid:focus-visible:outline-danger-700";
export const labelClass = "block text-sm font-semibold text-slate-900";

interface FieldProps {
  /** The control's id; the hint and the error take ids derived from it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
}

function RequiredMark({ required }: { required?: boolean | undefined }) {
  // The control's `required` tells assistive technology; the star is for the eye.
  return required ? (
    <span aria-hidden="true" className="text-danger-700">
      {" "}
      *
    </span>
  ) : null;
}

function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      <RequiredMark required={required} />
    </label>
  );
}

/** The ids of the hint and the error, for aria-describedby, and aria-invalid. */
function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

function HintAndError({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0"
            strokeWidth={2.25}
          />
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  id,
  label,
  required,
  hint,
  error,
  value,
  onValueChange,
  type = "text",
  autoComplete,
  rows,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** A multi-line text area of this many rows that does not resize. */
  rows?: number;
}) {
  const common = {
    id,
    name: id,
    value,
    required,
    autoComplete,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    ...described(id, hint, error),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {rows ? (
        <textarea {...common} rows={rows} className={`${controlClass} resize-none`} />
      ) : (
        <input {...common} type={type} className={controlClass} />
      )}
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  value,
  onValueChange,
  options,
  placeholder,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
        className={controlClass}
        {...described(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A group of radio buttons (one choice) or checkboxes (any number) with a legend. The error is
 * described on every control, since any of them may be the one that has focus.
 */
export function ChoiceGroup({
  id,
  label,
  required,
  hint,
  error,
  type,
  options,
  selected,
  onToggle,
  columns = 1,
}: FieldProps & {
  type: "radio" | "checkbox";
  options: readonly Option[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  columns?: 1 | 2;
}) {
  const aria = described(id, hint, error);
  return (
    <fieldset>
      <legend className={labelClass}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <HintAndError id={id} hint={hint} error={undefined} />
      <div className={`mt-2 grid gap-2 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type={type}
              name={id}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              className="size-4 accent-brand-700"
              {...aria}
            />
            {option.label}
          </label>
        ))}
      </div>
      <HintAndError id={id} hint={undefined} error={error} />
    </fieldset>
  );
}

/** One checkbox whose label may hold links, such as a consent statement. */
export function CheckboxField({
  id,
  label,
  error,
  checked,
  onCheckedChange,
}: Omit<FieldProps, "hint" | "required"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div>
      <div className="flex gap-3">
        <input
          id={id}
          name={id}
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-brand-700"
          {...described(id, undefined, error)}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-800">
          {label}
        </label>
      </div>
      <HintAndError id={id} error={error} />
    </div>
  );
}

/** The list with `value` added (checked) or removed: what a checkbox of a ChoiceGroup does to its list. */
export function toggled<Value>(list: readonly Value[], value: Value, checked: boolean): Value[] {
  const others = list.filter((item) => item !== value);
  return checked ? [...others, value] : others;
}
