// What a player may know: the cards seen so far, and which cards (not when) are still to come.
import { describe, expect, it } from 'vitest';
import { dealStock, makeCard, newGame, seenCards, unseenCards } from '../../src/lib/engine/index.ts';
import { fromDeal } from './helpers.ts';

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
    const s = fromDeal(25, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d p5 p6 p9 p10 p3 p12 r9 r0+3 r2+6 d p6 p9 p0 p2 p3 r0+9 r1+3 r6+11 d p6 p9 p0 p1 p11 p3 r1+3 r2+6 r9+14 d p6 p9 p3 p1 p2 p14 r14 r2+5 r6+12 d p5 p2 p6 p12 p14 r5+10 r6+9 d p5 p6 p9 p10 r1+5 r6+10 r9+14 d p1 p14 p5 p6');
    expect(seenCards(s)).toHaveLength(52);
    expect(unseenCards(s)).toEqual([]);
  });
});
