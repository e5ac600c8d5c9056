// A pile moved flies as a column (docs/table-page.md, "Motion"): each card that changed pile is
// measured where it was before the cloth changes and, once it has, flown from there to its new
// place (FLIP, the shared flight: src/lib/ui/card-flight.ts) in the next frame, before it is painted.
import { makeCard } from '$lib/cards';
import { flyFrom } from '$lib/ui/card-flight';
import { PILES, type MatchState, type PileName } from './engine';

/** A card on its way: where it was on screen, the pile it left and the one it lands on. */
export interface Flight {
  readonly card: string;
  readonly from: PileName;
  readonly to: PileName;
  readonly box: DOMRect;
}

const cardIn = (cloth: Element, pile: PileName, card: string) => cloth.querySelector<HTMLElement>(`[data-pile="${pile}"] [data-card="${card}"]`);

/**
 * Called before the cloth shows `now` instead of `was`: measures the cards that change pile
 * where they still are and, in the next frame (the cloth changed, nothing painted yet), flies them.
 */
/** What the cloth shows of a match: its piles, the stock's size, and which hand of which match (a friends' table's view has no more). */
export type OnCloth = Pick<MatchState, 'piles' | 'hand' | 'key'> & { readonly stock: { readonly length: number } };

export function follow(cloth: Element, was: OnCloth, now: OnCloth, ms: number): void {
  const flights = measure(cloth, was, now);
  if (flights.length > 0) requestAnimationFrame(() => fly(cloth, flights, ms));
}

/** The cards of `now`'s piles that lay in another pile in `was`, measured where they still are. */
export function measure(cloth: Element, was: OnCloth, now: OnCloth): Flight[] {
  // Another hand or match deals new piles: nothing moved.
  if (was.hand !== now.hand || was.key !== now.key) return [];
  const out: Flight[] = [];
  PILES.forEach((to, i) => {
    for (const c of now.piles[i]) {
      const j = was.piles.findIndex((p) => p.includes(c));
      if (j < 0 || j === i) continue;
      const card = makeCard(c);
      const box = cardIn(cloth, PILES[j], card)?.getBoundingClientRect();
      if (box) out.push({ card, from: PILES[j], to, box });
    }
  });
  return out;
}

/** Flies the measured cards from where they were to where they are now, in `ms`. */
export function fly(cloth: Element, flights: readonly Flight[], ms: number): void {
  for (const { card, from, to, box } of flights) {
    const el = cardIn(cloth, to, card);
    const pile = el?.closest<HTMLElement>('[data-pile]');
    if (!el || !pile) continue;
    const now = el.getBoundingClientRect();
    // The pile it lands on is drawn above the others while the column is on its way (a test hook too).
    if (pile.dataset.moving !== from) pile.dataset.moving = from;
    const flight = flyFrom(el, box.left - now.left, box.top - now.top, ms);
    const land = () => {
      if (!pile.querySelector('[data-card]')?.getAnimations().length) delete pile.dataset.moving;
    };
    flight.finished.then(land, land);
  }
}
