import { Link } from "react-router";
import { footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { siteFr } from "~/content/fr/site";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";
import { LanguageSwitch } from "./language-switch";

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const locale = useLocale();
  return (
    // No margin of its own: each page ends with its own room (the closing band's is the same above
    // and below it), and a page that ends on a tinted section meets the footer without a white strip.
    // The closing band's near-black, so that the two darks are one.
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{locale === "fr" ? siteFr.tagline : site.tagline}.</p>
        </div>
        <FooterLinks
          id="footer-quick-links"
          title={m.footer_quick_links({}, { locale })}
          links={footerQuickLinks(locale)}
        />
        <FooterLinks
          id="footer-legal"
          title={m.footer_legal({}, { locale })}
          links={footerLegalLinks(locale)}
        />
        <div>
          <h2 className={headingClass}>{m.footer_contact({}, { locale })}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </li>
            <li>
              <a href={site.phone.href} className="hover:text-white hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li>{site.cities.join(" • ")}</li>
            <li>
              <LanguageSwitch className="font-semibold text-white underline-offset-4 hover:underline" />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-slate-400">
          © <span data-current-year>{new Date().getFullYear()}</span>{" "}
          {/* "Inc." already ends the sentence: no second stop. */}
          {site.legalName.replace(/\.?$/, ".")} {m.footer_rights({}, { locale })}
        </p>
      </div>
    </footer>
  );
}
