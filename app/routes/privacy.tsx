import { LegalPageView } from "~/components/legal-page";
import { sitePageMeta } from "~/content/page-meta";
import { privacy as privacyEn } from "~/content/privacy";
import { privacy as privacyFr } from "~/content/fr/privacy";
import { pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: privacyEn, fr: privacyFr }[locale].meta, pathIn("/privacy", locale));
};

export default function Privacy() {
  const locale = useLocale();
  const privacy = { en: privacyEn, fr: privacyFr }[locale];
  return <LegalPageView page={privacy} />;
}
