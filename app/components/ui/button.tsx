/**
 * The site's one button, for <button> and <a> alike (and the console's <Link>, ButtonLink), so
 * that every action looks and focuses the same way. Its look is chosen only by `variant`, `size` and `fullWidth`: there is no
 * free-form class, because an extra class that sets what the base sets (padding, font size) loses
 * or wins by its order in the built CSS, not by its order here. Place a button with its parent.
 *
 * A part of the name only a screen reader needs (which lead, which holiday) goes in an sr-only
 * span after the visible text, starting with a space and with no punctuation:
 * `Resend<span className="sr-only"> Lead confirmation</span>`. The base is a flex box with a gap,
 * so each text run is its own flex item: a span in the middle splits the visible text around a gap
 * ("Reopen  for bookings"), and punctuation before the span is read aloud ("Resend : …").
 */
import type { ComponentProps } from "react";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none";

const variants = {
  /** The one thing a page asks for: gold, on light and dark backgrounds alike. */
  accent: "bg-accent-400 text-ink-950 shadow-sm hover:bg-accent-300",
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  /** What cannot be undone: cancel a meeting, erase a person's data. */
  danger: "bg-danger-700 text-white shadow-sm hover:bg-danger-800",
} as const;

const sizes = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

const widths = {
  auto: "",
  full: "w-full",
  /** Full width on a phone, its own width from the `sm` breakpoint. */
  phone: "w-full sm:w-auto",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: keyof typeof widths;
}

export function buttonClass({
  variant = "primary",
  size = "md",
  fullWidth = "auto",
}: ButtonStyle = {}): string {
  return [base, variants[variant], sizes[size], widths[fullWidth]].filter(Boolean).join(" ");
}

type ButtonProps = ButtonStyle &
  (
    | ({ href: string } & Omit<ComponentProps<"a">, "className" | "style">)
    | ({ href?: never; type: "submit" | "button" } & Omit<
        ComponentProps<"button">,
        "className" | "style" | "type"
      >)
  );

/**
 * An <a> with `href`, otherwise a <button>. The public pages link with plain anchors: they run
 * without React Router in the browser (islands, docs/decisions/025-islands.md).
 */
export function Button({ variant, size, fullWidth, ...props }: ButtonProps) {
  const className = buttonClass({ variant, size, fullWidth });
  if (props.href !== undefined) return <a {...(props as ComponentProps<"a">)} className={className} />;
  return <button {...(props as ComponentProps<"button">)} className={className} />;
}
