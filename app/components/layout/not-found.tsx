import { Button } from "~/components/ui/button";
import { pathIn } from "~/content/public-paths";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";

/**
 * The 404 page. The server answers it with status 404; /not-found.js logs the missing path to the
 * console, as spec.md asks, without putting framework JavaScript on the page.
 */
export function NotFound() {
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{m.not_found_title({}, { locale })}</h1>
      <p className="mt-4 text-slate-700">{m.not_found_body({}, { locale })}</p>
      <div className="mt-8">
        <Button href={pathIn("/", locale)}>{m.return_home({}, { locale })}</Button>
      </div>
      <script src="/not-found.js" defer />
    </section>
  );
}
