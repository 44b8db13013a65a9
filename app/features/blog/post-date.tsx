/**
 * An article's date and read time, "August 19, 2025 · 9 min read": one unbreakable run, so that a
 * narrow card never leaves the "·" alone at the end of a line.
 */
export function PostDate({ date, label, readTime }: { date: string; label: string; readTime: string }) {
  return (
    <span className="whitespace-nowrap">
      <time dateTime={date}>{label}</time> <span aria-hidden="true">·</span> {readTime}
    </span>
  );
}
