/**
 * The links to the pages beside a list's page (ADR 043): keyset paging knows whether there is a
 * page before and after this one, not how many pages there are, so there is no "page 3 of 40" to
 * show. Each is a link, usable before hydration, named for what it leads to.
 */
import { Link } from "react-router";

export function Pager({
  label,
  previous,
  next,
  previousText = "Previous page",
  nextText = "Next page",
}: {
  /** The navigation landmark's name: "Pages of leads". */
  label: string;
  previous: string | undefined;
  next: string | undefined;
  previousText?: string;
  nextText?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-6">
      {previous ? (
        <Link to={previous} rel="prev" className="font-semibold text-brand-800 underline">
          {previousText}
        </Link>
      ) : null}
      {next ? (
        <Link to={next} rel="next" className="font-semibold text-brand-800 underline">
          {nextText}
        </Link>
      ) : null}
    </nav>
  );
}
