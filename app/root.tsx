import { lazy, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type MetaFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { ToastRegion } from "./components/ui/toast";
import { sitePageMeta } from "./content/page-meta";
import { pathIn } from "./content/public-paths";
import { site } from "./content/site";
import { languageTags, localeOfPath } from "./domain/locale";
import { m } from "./paraglide/messages.js";
import { LocaleContext } from "./use-locale";
import { markHydrated } from "./mark-hydrated";
import { useNonce } from "./nonce";
import { useHydrationWanted, useIsConsole } from "./route-handle";

export const links: Route.LinksFunction = () => [
  // Fetched with the stylesheet rather than after it, so that text rarely paints in the fallback.
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The root's error boundary renders every page's errors, so its headers are the response's: a
 * Response a loader or action threw keeps its own (the Retry-After of a 503).
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export const meta: MetaFunction = ({ error, location }) => {
  const locale = localeOfPath(location.pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return sitePageMeta(
      {
        title: m.not_found_meta_title({}, { locale }),
        description: m.not_found_meta_description({}, { locale }),
      },
      location.pathname,
      { noIndex: true },
    );
  }
  if (error) {
    return sitePageMeta(
      { title: m.error_meta_title({}, { locale }), description: m.error_meta_description({}, { locale }) },
      location.pathname,
      { noIndex: true },
    );
  }
  return [];
};

export function Layout({ children }: { children: React.ReactNode }) {
  // In the browser the app is already running: it keeps its scripts (and scroll restoration) when
  // it navigates on to a page that, loaded on its own, would have none.
  const hydratedPage = useHydrationWanted();
  const hydrate = hydratedPage || typeof document !== "undefined";
  const nonce = useNonce();
  // The console draws its own chrome and <main> (app/routes/admin/shell.tsx).
  const publicPage = !useIsConsole();
  // The console is written in English whatever path it is reached by (DESIGN.md decision 15).
  const pathLocale = localeOfPath(useLocation().pathname);
  const locale = publicPage ? pathLocale : "en";
  return (
    <LocaleContext value={locale}>
      <html lang={languageTags[locale]}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f3d3e" />
          <Meta />
          <Links />
          <link
            rel="alternate"
            type="application/rss+xml"
            title={m.blog_feed_title({ brand: site.brand }, { locale })}
            href={locale === "fr" ? "/fr/rss.xml" : "/rss.xml"}
          />
          {/* Header blur, mobile-menu closing and the footer year: a few hundred bytes for every page. */}
          <script src="/site.js" defer />
        </head>
        <body className="flex min-h-screen flex-col bg-white text-slate-800 antialiased">
          <a
            href="#main-content"
            className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {m.skip_to_content({}, { locale })}
          </a>
          {publicPage ? (
            <>
              <Header />
              <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <Footer />
            </>
          ) : (
            children
          )}
          {hydrate ? (
            <>
              {/* Islands have their own (app/components/island.tsx). */}
              {hydratedPage ? <ToastRegion /> : null}
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          ) : null}
        </body>
      </html>
    </LocaleContext>
  );
}

export default function App() {
  // Hydration starts after the first paint; this marks the moment React has taken over the page.
  useEffect(markHydrated, []);
  return <Outlet />;
}

/**
 * The 404 page (its search and links), loaded only on a 404: imported here, every page that
 * hydrates would carry it (a booking's page is within a few hundred bytes of its JS budget). The
 * server renders it in full before answering (entry.server.tsx waits for everything).
 */
const NotFound = lazy(() =>
  import("./components/layout/not-found").then(({ NotFound }) => ({ default: NotFound })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{m.error_title({}, { locale })}</h1>
      <p className="mt-4 text-slate-700">{m.error_body({}, { locale })}</p>
      <a href={pathIn("/", locale)} className="mt-8 inline-block font-semibold text-brand-800 underline">
        {m.return_home({}, { locale })}
      </a>
    </section>
  );
}
