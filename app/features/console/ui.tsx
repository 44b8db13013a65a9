/**
 * The console's page furniture: a page's heading, and notices that screen readers announce. Its
 * form fields are in fields.tsx, its tables in table.tsx.
 */
import type { ReactNode } from "react";
import { Alert } from "~/components/ui/status";
import { saveAnswerMark } from "./saving";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * What an action did, announced politely, and focused once the page shows it (saving.ts); a
 * problem goes in a Refusal instead.
 */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      {...saveAnswerMark}
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
    >
      {children}
    </div>
  );
}

/**
 * What holds a page's forms, closed while a save is under way (features/console/saving.ts): until
 * the page's data has reloaded, they show the state from before the save. `min-w-0`, because a
 * fieldset is otherwise as wide as its content, and a wide table would widen the page.
 */
export function SavingFieldset({
  saving,
  className = "",
  children,
}: {
  saving: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={saving} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}

/** Why a save was refused, announced at once, and focused once the page shows it (saving.ts). */
export function Refusal({ children, className = "mb-4" }: { children: ReactNode; className?: string }) {
  return (
    <Alert className={className} {...saveAnswerMark}>
      {children}
    </Alert>
  );
}

/** A form's problems: the one that belongs to no field, or a reminder that fields need fixing. */
export function FormProblems({ errors }: { errors: Record<string, string> | undefined }) {
  if (!errors || Object.keys(errors).length === 0) return null;
  return <Refusal>{errors.form ?? "Please correct the fields marked below."}</Refusal>;
}
