import { useLocation } from "react-router";
import { alternatesOf, pathIn } from "~/content/public-paths";
import { languageTags, localeOfPath } from "~/domain/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The link to the page being read in the other language (issue 24): the same page, article or
 * booking, with the same query (a booking's token, the blog's filter, a campaign's UTM tags); a
 * page with no counterpart (a 404) leads to the other language's home. A plain link: nothing
 * chooses the language for the visitor, and nothing is remembered. A prerendered page cannot know
 * its query, and an island changes it (the blog's filter, the booking's day and time): public/site.js
 * gives the link the page's query as it is followed.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { search, pathname: requested } = useLocation();
  // Prerendering asks for /services as /services/, the folder its index.html is written to.
  const pathname = requested.length > 1 ? requested.replace(/\/+$/, "") : requested;
  const locale = localeOfPath(pathname);
  const other = locale === "fr" ? "en" : "fr";
  const alternates = alternatesOf(pathname);
  const href = alternates ? `${alternates[other]}${search}` : pathIn("/", other);
  return (
    <a
      href={href}
      hrefLang={languageTags[other]}
      data-language-switch=""
      lang={languageTags[other]}
      aria-label={m.language_switch_label({}, { locale })}
      className={className}
    >
      {m.language_switch_name({}, { locale })}
    </a>
  );
}
