/**
 * Cards and the grid that lays them out. A card may carry an icon (lucide-react, rendered to plain
 * SVG on the server: no JavaScript on content pages), and the grid keeps its rows balanced.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { balancedColumns } from "./grid";

/** An icon on a tinted tile, as cards and feature lists show it. */
export function IconTile({ icon: Icon, tone = "brand" }: { icon: LucideIcon; tone?: "brand" | "accent" }) {
  const colours =
    tone === "brand"
      ? "bg-brand-50 text-brand-700 ring-brand-100"
      : "bg-accent-50 text-accent-700 ring-accent-100";
  return (
    <span
      className={`inline-grid size-11 shrink-0 place-items-center rounded-xl ring-1 ring-inset ${colours}`}
    >
      <Icon aria-hidden="true" focusable="false" className="size-5" strokeWidth={1.75} />
    </span>
  );
}

export function Card({
  title,
  icon,
  children,
  headingLevel = 3,
  footer,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  children?: ReactNode;
  headingLevel?: 2 | 3;
  /** Pinned to the bottom of the card, so that buttons line up across a row. */
  footer?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-7">
      {icon ? (
        <div className="mb-5">
          <IconTile icon={icon} />
        </div>
      ) : null}
      <Heading
        className={`${headingLevel === 2 ? "text-xl" : "text-lg"} font-bold text-balance text-ink-950`}
      >
        {title}
      </Heading>
      {children ? <div className="mt-2 flex-1 leading-relaxed text-slate-700">{children}</div> : null}
      {footer ? <div className="mt-6">{footer}</div> : null}
    </div>
  );
}

const itemWidths = {
  1: "",
  2: "md:basis-[calc((100%-1.5rem)/2)]",
  3: "md:basis-[calc((100%-3rem)/3)]",
  4: "md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-4.5rem)/4)]",
} as const;

/**
 * A list laid out in balanced rows (balancedColumns): a short last row is centred, never a card
 * left alone under a full row. Each item stretches to its row's tallest.
 */
export function CardGrid<T>({
  items,
  maxColumns,
  keyOf,
  idOf,
  children,
}: {
  items: readonly T[];
  maxColumns: 2 | 3 | 4;
  keyOf: (item: T) => string;
  /** An item's anchor, for links to one card (/industries#insurance). */
  idOf?: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
}) {
  const width = itemWidths[balancedColumns(items.length, maxColumns)];
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {items.map((item, index) => (
        <li key={keyOf(item)} id={idOf?.(item)} className={`w-full grow-0 scroll-mt-24 ${width}`}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
