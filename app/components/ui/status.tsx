import type { HTMLAttributes, ReactNode } from "react";

/**
 * A problem the visitor must know about now: announced by screen readers as it appears. Other
 * attributes pass through (the console marks a save's refusal with them, to focus it).
 */
export function Alert({
  children,
  className = "",
  ...attributes
}: { children: ReactNode; className?: string } & Omit<HTMLAttributes<HTMLDivElement>, "role">) {
  return (
    <div
      role="alert"
      className={`rounded-xl border border-danger-200 bg-danger-50 p-4 text-sm text-danger-950 ${className}`}
      {...attributes}
    >
      {children}
    </div>
  );
}

/** The tick that heads a thank-you or confirmation view. */
export function SuccessMark({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-12 fill-brand-700 ${className}`}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.4-5.4 1.4 1.4-6.8 6.8Z" />
    </svg>
  );
}
