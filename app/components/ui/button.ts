/**
 * Class names of the site's buttons, for <a>, <Link> and <button> alike, so that every call to
 * action looks and focuses the same way.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-teal-800 text-white hover:bg-teal-900",
  secondary: "border border-teal-800 bg-white text-teal-900 hover:bg-teal-50",
  accent: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-teal-900 hover:bg-teal-50",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
