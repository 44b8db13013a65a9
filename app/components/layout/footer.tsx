import { Link } from "react-router";
import { footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import { site } from "~/content/site";

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
  return (
    <footer className="mt-24 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{site.tagline}.</p>
        </div>
        <FooterLinks id="footer-quick-links" title="Quick Links" links={footerQuickLinks} />
        <FooterLinks id="footer-legal" title="Legal" links={footerLegalLinks} />
        <div>
          <h2 className={headingClass}>Contact</h2>
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
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-slate-400">
          © <span data-current-year>{new Date().getFullYear()}</span>{" "}
          {/* "Inc." already ends the sentence: no second stop. */}
          {site.legalName.replace(/\.?$/, ".")} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
