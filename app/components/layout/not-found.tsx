import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-fields";
import { footerQuickLinks } from "~/content/navigation";
import { pathIn } from "~/content/public-paths";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";

/**
 * The 404 page: what was asked for is not here, so it offers a search of the blog and the main
 * pages. The server answers it with status 404; /not-found.js logs the missing path to the
 * console, as spec.md asks, without putting framework JavaScript on the page. The search is a
 * plain GET form to the blog list, which filters on the server without JavaScript; it carries on
 * the visit's campaign tags, so that a campaign's visitor who lands on a dead link keeps them.
 */
export function NotFound() {
  const locale = useLocale();
  // Every utm_ tag of the address, by its prefix: the visit's schema (domain/visit.ts) would bring
  // zod into every hydrated page's shared code, where this component sits.
  const campaign = [...new URLSearchParams(useLocation().search)].filter(([name]) => name.startsWith("utm_"));
  return (
    <section className="mx-auto max-w-3xl px-6 py-section sm:py-section-lg">
      <div className="text-center">
        <p className="text-6xl font-extrabold text-brand-800">404</p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
          {m.not_found_title({}, { locale })}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{m.not_found_body({}, { locale })}</p>
      </div>

      <form method="get" action={pathIn("/blogs", locale)} role="search" className="mx-auto mt-10 max-w-xl">
        <label htmlFor="not-found-search" className="block text-sm font-semibold text-slate-900">
          {m.not_found_search_label({}, { locale })}
        </label>
        <div className="flex items-end gap-2">
          <input id="not-found-search" type="search" name="q" className={controlClass} />
          {campaign.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit">{m.not_found_search_submit({}, { locale })}</Button>
        </div>
      </form>

      <nav aria-labelledby="not-found-links-title" className="mx-auto mt-10 max-w-xl">
        <h2 id="not-found-links-title" className="text-sm font-semibold text-slate-900">
          {m.not_found_links_title({}, { locale })}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {footerQuickLinks(locale)
            .filter((link) => link.to !== pathIn("/", locale))
            .map((link) => (
              <li key={link.to}>
                <a href={link.to} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
        </ul>
      </nav>

      <div className="mt-12 text-center">
        <Button href={pathIn("/", locale)}>{m.return_home({}, { locale })}</Button>
      </div>
      <script src="/not-found.js" defer />
    </section>
  );
}
