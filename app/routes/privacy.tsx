import { LegalPageView } from "~/components/legal-page";
import { sitePageMeta } from "~/content/page-meta";
import { privacy } from "~/content/privacy";

export const meta = () => sitePageMeta(privacy.meta, "/privacy");

export default function Privacy() {
  return <LegalPageView page={privacy} />;
}
