/**
 * The links to the pages beside a list's page (ADR 043): keyset paging knows whether there is a
 * page before and after this one, not how many pages there are, so there is no "page 3 of 40" to
 * show. Each is a link, usable before hydration, named for what it leads to.
 *
 * Once a link has brought its page, the focus goes to the list it pages, which comes before the
 * links: the page scrolls to its top as a new page does, and a keyboard or screen reader user goes
 * on from the first row. Left alone, the focus stayed on the link that had been pressed, which a
 * second page showed as "Previous page": pressing it again went back.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";

/** The last named region (a table's box) before the links, else the page's heading. */
function pagedList(links: HTMLElement): HTMLElement | null {
  const page = links.closest("main") ?? document.body;
  const before = [...page.querySelectorAll<HTMLElement>('[role="region"][aria-label]')].filter(
    (region) => region.compareDocumentPosition(links) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const target = before.at(-1) ?? page.querySelector<HTMLElement>("h1");
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

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
  const links = useRef<HTMLElement>(null);
  const paged = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    if (!paged.current || !links.current) return;
    paged.current = false;
    pagedList(links.current)?.focus();
  }, [key]);

  if (!previous && !next) return null;
  const pageLink = (to: string, rel: "prev" | "next", text: string) => (
    <Link
      key={rel}
      to={to}
      rel={rel}
      onClick={() => (paged.current = true)}
      className="font-semibold text-brand-800 underline"
    >
      {text}
    </Link>
  );
  return (
    <nav ref={links} aria-label={label} className="mt-4 flex flex-wrap items-center gap-6">
      {previous ? pageLink(previous, "prev", previousText) : null}
      {next ? pageLink(next, "next", nextText) : null}
    </nav>
  );
}
