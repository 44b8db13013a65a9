/**
 * Text a visitor typed (a name, a company, an address, a message), shown in the console inside its
 * own bidirectional isolate (issue 26). Without it, a right-to-left override (U+202E) or a run of
 * Arabic or Hebrew in a company's name would reorder the text that follows it on the same line: a
 * lead's heading "‮Acme (Jane)" would read backwards to its end. `<bdi>` isolates in every
 * browser (its `unicode-bidi: isolate` is the user agent's own style), so whatever the visitor typed
 * can only reorder itself. Plain text (a page's title) is isolated by `isolated` (domain/bidi.ts).
 */
import type { ReactNode } from "react";

export function VisitorText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}
