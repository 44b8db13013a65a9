import { Island, islandLinks } from "~/components/island";
import { PageHero } from "~/components/ui/page";
import { bookACall } from "~/content/book-a-call";
import { sitePageMeta } from "~/content/page-meta";
import { bookingIsland } from "~/features/booking/booking-island";

export const meta = () => sitePageMeta(bookACall.meta, "/book-a-call");

export const links = () => islandLinks(bookingIsland.name);

/**
 * /book-a-call (spec.md section 2): prerendered; the booking flow runs in the browser as an island
 * (docs/decisions/025-islands.md).
 */
export default function BookACall() {
  return (
    <>
      <PageHero hero={bookACall.hero} />
      <Island island={bookingIsland} />
    </>
  );
}
