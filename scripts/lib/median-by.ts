/**
 * The item whose value is the median of the items' values; for an even count, the lower of the
 * middle two, so that the stricter of them is judged. bench:pages judges a page by the Lighthouse
 * run of the median performance score (ADR 056): an item, not an average, so that every figure it
 * prints comes from the same run.
 */
export function medianBy<Item>(items: readonly Item[], value: (item: Item) => number): Item {
  if (items.length === 0) throw new Error("No items to take the median of");
  const ordered = items.toSorted((a, b) => value(a) - value(b));
  return ordered[Math.floor((ordered.length - 1) / 2)]!;
}
