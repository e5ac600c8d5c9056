// What a player may know: the cards seen so far, and which cards (not when) are still to come.
import { describe, expect, it } from 'vitest';
import { dealStock, makeCard, newGame, seenCards, unseenCards } from '../../src/lib/engine/index.ts';
import { DEAL_25_TO_LAST_PLACEMENT, fromDeal } from './helpers.ts';

describe('seen and unseen cards', () => {
  it('at the deal only the card in play has been seen', () => {
    const s = newGame(dealStock(1));
    expect(seenCards(s).map(makeCard)).toEqual(['9S']);
    expect(unseenCards(s)).toHaveLength(51);
  });

  it('grows with each placement and keeps the card in play', () => {
    const s = fromDeal(1, 'p5 p1 p6');
    expect(seenCards(s).map(makeCard)).toEqual(['9S', 'QC', '3H', '7D']);
    const unseen = unseenCards(s);
    expect(unseen).toHaveLength(48);
    // Deck order, never stock order: nothing about what comes next leaks.
    expect(unseen).toEqual([...unseen].sort((a, b) => a - b));
    expect(unseen.map(makeCard)).not.toContain('7D');
  });

  it('covers the whole deck once the stock is empty', () => {
    const s = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT);
    expect(seenCards(s)).toHaveLength(52);
    expect(unseenCards(s)).toEqual([]);
  });
});
