import { Island, islandLinks } from "~/components/island";
import { contact as contactEn } from "~/content/contact";
import { contact as contactFr } from "~/content/fr/contact";
import { sitePageMeta } from "~/content/page-meta";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { leadRequestIsland } from "~/features/lead-funnel/lead-request-island";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: contactEn, fr: contactFr }[locale].meta, pathIn("/contact", locale));
};

export const links = () => islandLinks(leadRequestIsland.name);

/** /contact: prerendered, and run in the browser as an island (docs/decisions/025-islands.md). */
export default function Contact() {
  return <Island island={leadRequestIsland} />;
}
