import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { LogoMark } from "~/components/art/logo-mark";
import { Button } from "~/components/ui/button";
import { headerLinks } from "~/content/navigation";
import { pathIn } from "~/content/public-paths";
import { site } from "~/content/site";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";
import { LanguageSwitch } from "./language-switch";

const MOBILE_MENU_ID = "mobile-menu";

/** The five links; NavLink marks the current one (aria-current), exact for "/", by prefix otherwise. */
function NavLinks({ listClassName, linkClassName = "" }: { listClassName: string; linkClassName?: string }) {
  const locale = useLocale();
  return (
    <ul className={listClassName}>
      {headerLinks(locale).map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={({ isActive }) =>
              `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-800 ${linkClassName} ${
                isActive ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-700"
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function PhoneAndCities({ className, phoneClassName = "" }: { className: string; phoneClassName?: string }) {
  return (
    <p className={className}>
      <a
        href={site.phone.href}
        className={`font-semibold text-slate-900 hover:text-brand-800 ${phoneClassName}`}
      >
        {site.phone.display}
      </a>
      <span>{site.cities.join(" • ")}</span>
    </p>
  );
}

function CallsToAction() {
  const locale = useLocale();
  return (
    <>
      <Button href={pathIn("/book-a-call", locale)} variant="secondary">
        {m.book_a_call({}, { locale })}
      </Button>
      <Button href={pathIn("/contact", locale)}>{m.get_started({}, { locale })}</Button>
    </>
  );
}

const switchClass =
  "rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The site header. It works without React: the active link is rendered on the server (NavLink
 * sets aria-current), the mobile menu is a native popover, and /site.js adds the blur after 20 px
 * of scrolling and closes the menu when one of its links is chosen.
 */
export function Header() {
  const locale = useLocale();
  return (
    <header
      data-site-header
      className="sticky top-0 z-50 border-b border-transparent bg-transparent transition-[background-color,backdrop-filter,border-color] duration-200 data-[scrolled]:border-slate-200 data-[scrolled]:bg-white/80 data-[scrolled]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <NavLink
          to={pathIn("/", locale)}
          end
          className="flex items-center gap-2.5 text-lg font-extrabold tracking-tight text-ink-950"
        >
          <LogoMark className="size-9" />
          <span>{site.brand}</span>
        </NavLink>

        <nav aria-label={m.nav_main({}, { locale })} className="hidden lg:block">
          <NavLinks listClassName="flex items-center gap-1" />
        </nav>

        <div className="hidden items-center gap-4 lg:flex">
          <LanguageSwitch className={switchClass} />
          <PhoneAndCities
            className="text-right text-xs leading-tight text-slate-600"
            phoneClassName="block"
          />
          <CallsToAction />
        </div>

        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          aria-expanded={false}
          data-mobile-menu-toggle
          className="group rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
        >
          <span className="sr-only">{m.menu({}, { locale })}</span>
          {/* /site.js keeps aria-expanded in step with the popover: the icon follows it. */}
          <Menu aria-hidden="true" focusable="false" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" focusable="false" className="hidden size-6 group-aria-expanded:block" />
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        data-mobile-menu
        className="m-0 mt-16 w-full border-b border-slate-200 bg-white p-0 shadow-lg [inset:0_0_auto_0] lg:hidden"
      >
        <nav aria-label={m.nav_mobile({}, { locale })} className="px-4 py-4">
          <NavLinks listClassName="flex flex-col gap-1" linkClassName="block text-base" />
          <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
            <PhoneAndCities className="flex justify-between text-sm text-slate-700" />
            <LanguageSwitch className={switchClass} />
            <CallsToAction />
          </div>
        </nav>
      </div>
    </header>
  );
}
