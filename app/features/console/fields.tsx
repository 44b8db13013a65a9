/**
 * The console's form fields: plain, uncontrolled controls (the forms post without JavaScript),
 * each with its label, an optional hint and an error message. The control refers to both
 * with aria-describedby and is marked aria-invalid while it has an error, so that focusing it
 * reads the problem aloud.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClass, labelClass } from "~/components/ui/form-fields";

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
  /** Distinguishes two forms' fields of one name on a page. */
  idPrefix?: string;
}

/** The control's links to its hint and error: `{id}-hint` and `{id}-error`, as HintAndError writes them. */
function describedBy(id: string, hint?: string, error?: string) {
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
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-800">
      {children}
    </p>
  );
}

export function InputField({
  name,
  label,
  error,
  hint,
  idPrefix = "",
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} className={controlClass} {...describedBy(id, hint, error)} {...input} />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  idPrefix = "",
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={controlClass}
        {...describedBy(id, hint, error)}
        {...textarea}
      />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
}

export function SelectInputField({
  name,
  label,
  error,
  hint,
  idPrefix = "",
  options,
  ...select
}: FieldProps & { options: readonly Choice[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "id"
  >) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} className={controlClass} {...describedBy(id, hint, error)} {...select}>
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
 * One choice of a few, as radio buttons in a grid of boxes, under a legend. The group, not each
 * button, refers to the error (`{id}-error`): a screen reader reads it on entering the group.
 */
export function RadioGroupField({
  id,
  name,
  legend,
  options,
  error,
  required,
}: {
  /** The group's own id, which names its error. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly Choice[];
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm whitespace-nowrap has-checked:border-brand-800 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              className="accent-brand-800"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Any number of choices, as checkboxes under a legend, each with a line that says what it means.
 * As in RadioGroupField, the group refers to the error (`{id}-error`); each box refers to its own
 * description, read after its label.
 */
export function CheckboxGroupField({
  id,
  name,
  legend,
  options,
  checked,
  error,
}: {
  /** The group's own id, which names its error and prefixes its boxes' ids. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly (Choice & { description: string })[];
  /** The values checked when the form is shown. */
  checked: readonly string[];
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const boxId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className="flex gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-800 has-checked:bg-brand-50"
            >
              <input
                id={boxId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={checked.includes(option.value)}
                aria-describedby={`${boxId}-description`}
                className="mt-0.5 size-4 shrink-0 accent-brand-800"
              />
              <div className="min-w-0">
                <label htmlFor={boxId} className="font-semibold break-words text-slate-900">
                  {option.label}
                </label>
                <p id={`${boxId}-description`} className="text-slate-700">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
