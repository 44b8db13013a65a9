/**
 * The console's building blocks: plain, uncontrolled form controls (the forms post without
 * JavaScript), notices that screen readers announce, and tables that scroll sideways on a phone.
 */
import type { ReactNode } from "react";
import { controlClass, labelClass } from "~/components/ui/form-fields";
import { Alert } from "~/components/ui/status";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** What an action did, announced politely; a problem goes in an Alert instead. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
    >
      {children}
    </div>
  );
}

/** A form's problems: the one that belongs to no field, or a reminder that fields need fixing. */
export function FormProblems({ errors }: { errors: Record<string, string> | undefined }) {
  if (!errors || Object.keys(errors).length === 0) return null;
  return <Alert className="mb-4">{errors.form ?? "Please correct the fields marked below."}</Alert>;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
  /** Distinguishes two forms' fields of one name on a page. */
  idPrefix?: string;
}

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
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function InputField({
  name,
  label,
  error,
  hint,
  idPrefix = "",
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
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
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
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

export function SelectInputField({
  name,
  label,
  error,
  hint,
  idPrefix = "",
  options,
  ...select
}: FieldProps & { options: readonly { value: string; label: string }[] } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
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

/** A wide table in a box that scrolls sideways on a phone, reachable and named for the keyboard. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      // Relative, so that it also clips what is positioned inside it: the screen-reader-only text of
      // a button in its last column (absolute, 1 px) otherwise sits beyond the phone's width, and
      // the phone zooms the whole page out to show it.
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </div>
  );
}

export const tableClass = "min-w-full divide-y divide-slate-200 text-left text-sm";
export const headerCellClass = "px-4 py-3 font-semibold whitespace-nowrap text-slate-900";
export const cellClass = "px-4 py-3 align-top text-slate-800";
