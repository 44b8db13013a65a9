import { Link, type LinkProps } from "react-router";
import { type ButtonStyle, buttonClass } from "./button";

/** A Button that is a React Router <Link>, for the console, which navigates in the browser. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  ...props
}: ButtonStyle & Omit<LinkProps, "className" | "style">) {
  return <Link {...props} className={buttonClass({ variant, size, fullWidth })} />;
}
