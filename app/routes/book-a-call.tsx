import { Island, islandLinks } from "~/components/island";
import { bookACall as bookACallEn } from "~/content/book-a-call";
import { bookACall as bookACallFr } from "~/content/fr/book-a-call";
import { sitePageMeta } from "~/content/page-meta";
import { bookingIsland } from "~/features/booking/booking-island";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import type { Route } from "./+types/book-a-call";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: bookACallEn, fr: bookACallFr }[locale].meta, pathIn("/book-a-call", locale));
};

export const links = () => islandLinks(bookingIsland.name);

/**
 * /book-a-call (spec.md section 2): prerendered; the booking flow, hero included (the
 * confirmation replaces it), runs in the browser as an island (docs/decisions/025-islands.md).
 */
export default function BookACall() {
  return <Island island={bookingIsland} />;
}
