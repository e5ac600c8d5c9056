// The coach's judgement (src/lib/table/coach.ts): the Expert's turn from the same position
// against the player's, and the line that says what it would have saved.
import { describe, expect, it } from 'vitest';
import { COACH_MARGIN, coachAdvice } from '../../src/lib/table/coach';
import { cardLabel, rankOf } from '../../src/lib/cards';
import { parseMoves, type Action } from '../../src/lib/table/engine';
import { PLANS } from '../../src/lib/table/engine/players';
import { position } from './table-helpers';

const actions = (moves: string): Action[] => {
  const parsed = parseMoves(moves);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.map((t) => t.action);
};

const piles = { N: '9H', E: '4C', S: '2D', W: '7S' };

describe('the coach', () => {
  it('says what the Expert would have done when the player kept a king that had a corner, and why in points', () => {
    const start = position({ piles, hands: ['KS 5C 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const advice = coachAdvice(start, [], PLANS.expert);
    expect(advice?.text).toMatch(/^The Expert would have cornered K♠.*: (\d+) points fewer\.$/);
    expect(advice!.saved).toBeGreaterThanOrEqual(10);
    expect(advice!.text.endsWith(`: ${advice!.saved} points fewer.`)).toBe(true);
    // The why: what the player kept (12 points: K♠ 10, 5♣ 1, 8♥ 1) against the Expert's, and what a king costs.
    const left = 12 - advice!.saved;
    expect(advice!.why).toBe(
      `Why: cards still in hand when the hand ends count against you. You kept 12 points; the Expert ${left} point${left === 1 ? '' : 's'}. A king counts 10.`
    );
    expect(advice!.line).toContainEqual({ ...actions('KS>NE')[0], to: expect.any(String) });
  });

  it('says "also" when the player played too, and names going out', () => {
    const start = position({ piles, hands: ['KS 3H 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    // The player played the 3♥ only; the Expert corners the K♠ too (the 8♥ has no place).
    const advice = coachAdvice(start, actions('3H>E'), PLANS.expert);
    expect(advice?.text).toBe('The Expert would also have cornered K♠: 10 points fewer.');
    expect(advice?.why).toBe('Why: cards still in hand when the hand ends count against you. You kept 11 points; the Expert 1 point. A king counts 10.');
    const out = position({ piles, hands: ['KS 3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const gone = coachAdvice(out, [], PLANS.expert);
    expect(gone?.text).toBe('The Expert would have cornered K♠, played 3♥ and gone out: 11 points fewer.');
    expect(gone?.why).toBe('Why: cards still in hand when the hand ends count against you. You kept 11 points; going out leaves 0. A king counts 10.');
  });

  it('explains a single point saved by going out (the smallest figure it shows)', () => {
    // The player keeps one ace that had a place: going out is always worth a word, even at 1 point.
    const start = position({ piles, hands: ['3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const advice = coachAdvice(start, [], PLANS.expert);
    expect(advice?.text).toBe('The Expert would have played 3♥ and gone out: 1 point fewer.');
    expect(advice?.why).toBe('Why: cards still in hand when the hand ends count against you. You kept 1 point; going out leaves 0.');
  });

  it('names three of many cards and counts the rest, with a comma before the last deed', () => {
    // Six cards that build one after another down from the 9♥ on N: the player kept them all.
    const start = position({ piles: { ...piles, N: 'TH' }, hands: ['KS 9S 8H 7S 6H 5S 4H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const advice = coachAdvice(start, [], PLANS.expert);
    // The three named are the first three the Expert would have played, in its order.
    const named = advice?.text.match(/^The Expert would have cornered K♠, played (\S+), (\S+), (\S+) and 3 more, and gone out: 16 points fewer\.$/);
    expect(named).not.toBeNull();
    const first = advice!.line.filter((a) => a.type === 'card' && rankOf(a.card) !== 13).slice(0, 3);
    expect(named!.slice(1)).toEqual(first.map((a) => (a.type === 'card' ? cardLabel(a.card) : '')));
    expect(advice?.why).toBe('Why: cards still in hand when the hand ends count against you. You kept 16 points; going out leaves 0. A king counts 10.');
  });

  it(`stays quiet when the Expert would save fewer than ${COACH_MARGIN} points, or the player went out`, () => {
    const start = position({ piles, hands: ['KS 3H 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    expect(coachAdvice(start, actions('KS>NE'), PLANS.expert)).toBeNull();
    expect(coachAdvice(start, actions('KS>NE 3H>E'), PLANS.expert)).toBeNull();
    const out = position({ piles, hands: ['KS 3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    expect(coachAdvice(out, actions('KS>NE 3H>E'), PLANS.expert)).toBeNull();
  });

  it('judges only a position where the player is to play', () => {
    const drawing = position({ piles, hands: ['KS 3H 8H', '8D 6D 2S'], stock: 'AC AD' });
    expect(drawing.phase).toBe('draw');
    expect(coachAdvice(drawing, [], PLANS.expert)).toBeNull();
  });
});
