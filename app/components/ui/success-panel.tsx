import { type ReactNode, useEffect, useRef } from "react";
import { SuccessMark } from "./status";

/**
 * What replaces a flow's page once its work is saved, in one look: /contact's thank-you and
 * /book-a-call's confirmation. The page under the visitor was replaced, so it starts them at its
 * top, on its heading.
 */
export function SuccessPanel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <SuccessMark className="mx-auto" />
        <h1
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-3xl font-bold text-balance text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
