// Where the arrow keys take the focus on the table page (docs/table-page.md, "Keys"). The page
// has two zones: the cloth, a 3×3 grid read row by row (the stock in the middle), and the
// player's hand, one row below it. Left and right step along a zone (wrapping round), up and
// down move between the cloth's rows and from its bottom row to the hand. While a card or a
// pile is picked up, every arrow steps only through the places it may go. Pure; loaded with
// focus.ts (later.ts keyboard). The keys D, E, U, H and Escape are key-map.ts's.

/** The cloth's places in reading order, as the grid lays them out (Cloth.svelte). */
export const CLOTH_ORDER = ['NW', 'N', 'NE', 'W', 'stock', 'E', 'SW', 'S', 'SE'] as const;

/** The page tells an arrow key before it loads this (TablePage.svelte's isArrow). */
export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** Where the focus is: a cloth place (its index in CLOTH_ORDER), a hand card (its index), or neither. */
export type Spot = { zone: 'cloth'; at: number } | { zone: 'hand'; at: number } | { zone: 'none' };

/**
 * The spot an arrow leads to from `from`, for a hand of `handSize` cards. `targets`, when not
 * empty, are the cloth indices a picked card or pile may go to: the arrows then cycle through
 * them alone. `lastHand` is the hand card the focus last left, to come back to it.
 */
export function nextSpot(from: Spot, arrow: Arrow, handSize: number, targets: readonly number[], lastHand = 0): Spot {
  const back = arrow === 'ArrowLeft' || arrow === 'ArrowUp';
  if (targets.length > 0) {
    const sorted = [...targets].sort((a, b) => a - b);
    const i = from.zone === 'cloth' ? sorted.indexOf(from.at) : -1;
    if (i < 0) return { zone: 'cloth', at: sorted[back ? sorted.length - 1 : 0] };
    return { zone: 'cloth', at: sorted[(i + (back ? -1 : 1) + sorted.length) % sorted.length] };
  }
  const toHand = (at: number): Spot => (handSize > 0 ? { zone: 'hand', at: Math.max(0, Math.min(at, handSize - 1)) } : { zone: 'cloth', at: 7 });
  if (from.zone === 'none') return toHand(0);
  if (from.zone === 'hand') {
    if (arrow === 'ArrowUp') return { zone: 'cloth', at: 7 };
    if (arrow === 'ArrowDown') return from;
    return toHand((from.at + (back ? -1 : 1) + handSize) % handSize);
  }
  const n = CLOTH_ORDER.length;
  if (arrow === 'ArrowLeft' || arrow === 'ArrowRight') return { zone: 'cloth', at: (from.at + (back ? -1 : 1) + n) % n };
  if (arrow === 'ArrowUp') return from.at < 3 ? from : { zone: 'cloth', at: from.at - 3 };
  return from.at >= 6 ? toHand(lastHand) : { zone: 'cloth', at: from.at + 3 };
}
