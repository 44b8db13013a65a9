import { LegalPageView } from "~/components/legal-page";
import { sitePageMeta } from "~/content/page-meta";
import { terms } from "~/content/terms";

export const meta = () => sitePageMeta(terms.meta, "/terms");

export default function Terms() {
  return <LegalPageView page={terms} />;
}
