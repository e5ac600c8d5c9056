// What a player may know: the cards seen so far, and which cards (not when) are still to come.
import { describe, expect, it } from 'vitest';
import {
  classic, dealStock, legalActions, losesOnTheSpot, makeCard, newGame, play, royalCounts, seenCards, unseenCards
} from '../../src/lib/patience/engine/index.ts';
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

describe('royal counters', () => {
  it('start with every royal to come and every seat free', () => {
    const counts = royalCounts(newGame(dealStock(1)));
    for (const royal of ['K', 'Q', 'J'] as const) expect(counts[royal]).toEqual({ seated: 0, toCome: 4, freeSeats: 4 });
  });

  it('count seated royals, and a number squatting on a seat as neither seated nor free', () => {
    // Deal 1: 9S, QC, 3H, 7D… placing 9S on King seat 0 and QC on Queen seat 1.
    const s = fromDeal(1, 'p0 p1');
    const counts = royalCounts(s);
    expect(counts.K).toEqual({ seated: 0, toCome: 4, freeSeats: 3 });
    expect(counts.Q).toEqual({ seated: 1, toCome: 3, freeSeats: 3 });
    expect(counts.J).toEqual({ seated: 0, toCome: 4, freeSeats: 4 });
  });

  it('have seated + to come = 4 for every kind at the end of a won game', () => {
    const s = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT);
    const counts = royalCounts(s);
    for (const royal of ['K', 'Q', 'J'] as const) expect(counts[royal].seated + counts[royal].toCome).toBe(4);
  });
});

describe('losing on the spot', () => {
  it('is exactly a resume into a blocked royal, and never a placement', () => {
    let flagged = 0;
    for (let deal = 1; deal <= 300; deal++) {
      const { states } = playedStates(deal);
      for (const s of states) {
        for (const action of legalActions(s)) {
          const next = play(s, action);
          if (!next.ok) throw new Error('legalActions listed an illegal action');
          const loses = losesOnTheSpot(s, action);
          if (action.type === 'resume') {
            expect(loses).toBe(next.value.phase === 'lost');
            if (loses) expect(next.value.reason).toBe('blocked');
          } else {
            expect(loses).toBe(false);
          }
          if (loses) flagged++;
        }
      }
    }
    // Classic play resumes into a blocked royal in many of these deals.
    expect(flagged).toBeGreaterThan(10);
  }, 60_000);

  it('is false for an illegal resume', () => {
    expect(losesOnTheSpot(newGame(dealStock(1)), { type: 'resume' })).toBe(false);
  });
});

/** Every state a classic game of this deal passes through. */
function playedStates(deal: number) {
  const states = [newGame(dealStock(deal))];
  for (let action = classic(states[states.length - 1]); action !== null; action = classic(states[states.length - 1])) {
    const next = play(states[states.length - 1], action);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return { states };
}
