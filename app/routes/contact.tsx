import { Island, islandLinks } from "~/components/island";
import { contact } from "~/content/contact";
import { sitePageMeta } from "~/content/page-meta";
import { leadRequestIsland } from "~/features/lead-funnel/lead-request-island";

export const meta = () => sitePageMeta(contact.meta, "/contact");

export const links = () => islandLinks(leadRequestIsland.name);

/** /contact: prerendered, and run in the browser as an island (docs/decisions/025-islands.md). */
export default function Contact() {
  return <Island island={leadRequestIsland} />;
}
