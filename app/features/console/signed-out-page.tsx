import { LogoMark } from "~/components/art/logo-mark";
import type { ReactNode } from "react";
import { site } from "~/content/site";

/** The sign-in, code, password and reset pages: a narrow card with the brand, no navigation. */
export function SignedOutPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 focus:outline-none"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <LogoMark className="size-7" />
          {site.brand} console
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
