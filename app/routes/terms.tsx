import { LegalPageView } from "~/components/legal-page";
import { sitePageMeta } from "~/content/page-meta";
import { terms as termsEn } from "~/content/terms";
import { terms as termsFr } from "~/content/fr/terms";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: termsEn, fr: termsFr }[locale].meta, pathIn("/terms", locale));
};

export default function Terms() {
  const locale = useLocale();
  const terms = { en: termsEn, fr: termsFr }[locale];
  return <LegalPageView page={terms} />;
}
