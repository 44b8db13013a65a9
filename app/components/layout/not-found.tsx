import { Button } from "~/components/ui/button";

/**
 * The 404 page. The server answers it with status 404; /not-found.js logs the missing path to the
 * console, as spec.md asks, without putting framework JavaScript on the page.
 */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-4 text-slate-700">The page you asked for does not exist or has moved.</p>
      <div className="mt-8">
        <Button href="/">Return to Home</Button>
      </div>
      <script src="/not-found.js" defer />
    </section>
  );
}
