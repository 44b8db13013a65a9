/**
 * How many columns a grid of cards takes at its widest: as many as `max` allows, but never so many
 * that the last row holds a single card on its own (5 cards take 3 columns, not 4: a row of 3 and
 * a row of 2). Where no count of columns can avoid it (7 cards in at most 3), `max`: the grid
 * centres whatever row is short (CardGrid).
 */
export function balancedColumns(count: number, max: 2 | 3 | 4): 1 | 2 | 3 | 4 {
  if (count <= max) return Math.max(1, count) as 1 | 2 | 3 | 4;
  for (let columns = max; columns > 1; columns--) {
    const lastRow = count % columns;
    if (lastRow === 0 || lastRow > 1) return columns as 2 | 3 | 4;
  }
  return max;
}
