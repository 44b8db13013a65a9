import { Island, islandLinks } from "~/components/island";
import { contact } from "~/content/contact";
import { sitePageMeta } from "~/content/page-meta";
import { ContactPage } from "~/features/lead-funnel/contact-page";

export const meta = () => sitePageMeta(contact.meta, "/contact");

export const links = () => islandLinks("lead-request");

/** /contact: prerendered, and run in the browser as an island (docs/decisions/025-islands.md). */
export default function Contact() {
  return <Island name="lead-request" element={<ContactPage />} />;
}
