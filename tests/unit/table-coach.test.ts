// The coach's judgement (src/lib/table/coach.ts): the Expert's turn from the same position
// against the player's, and the line that says what it would have saved.
import { describe, expect, it } from 'vitest';
import { COACH_MARGIN, coachAdvice } from '../../src/lib/table/coach';
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
    expect(advice?.text).toMatch(/^The Expert would have cornered K♠.* \((\d+) points fewer\)\.$/);
    expect(advice!.saved).toBeGreaterThanOrEqual(10);
    expect(advice!.text.endsWith(`(${advice!.saved} points fewer).`)).toBe(true);
    // The why: what the player kept (12 points: K♠ 10, 5♣ 1, 8♥ 1) against the Expert's, and what a king costs.
    expect(advice!.why).toBe(
      `Why: every card still in your hand when the hand ends counts against you. Yours holds 12 points now; the Expert's would hold ${12 - advice!.saved} point${12 - advice!.saved === 1 ? '' : 's'}. A king counts 10, the most of any card.`
    );
    expect(advice!.line).toContainEqual({ ...actions('KS>NE')[0], to: expect.any(String) });
  });

  it('says "also" when the player played too, and names going out', () => {
    const start = position({ piles, hands: ['KS 3H 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    // The player played the 3♥ only; the Expert corners the K♠ too (the 8♥ has no place).
    const advice = coachAdvice(start, actions('3H>E'), PLANS.expert);
    expect(advice?.text).toBe('The Expert would also have cornered K♠ (10 points fewer).');
    expect(advice?.why).toBe(
      "Why: every card still in your hand when the hand ends counts against you. Yours holds 11 points now; the Expert's would hold 1 point. A king counts 10, the most of any card."
    );
    const out = position({ piles, hands: ['KS 3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const gone = coachAdvice(out, [], PLANS.expert);
    expect(gone?.text).toBe('The Expert would have cornered K♠, played 3♥ and gone out (11 points fewer).');
    expect(gone?.why).toBe(
      'Why: every card still in your hand when the hand ends counts against you. Yours holds 11 points now; going out would have ended the hand with 0 for you. A king counts 10, the most of any card.'
    );
  });

  it('explains a single point saved by going out (the smallest figure it shows)', () => {
    // The player keeps one ace that had a place: going out is always worth a word, even at 1 point.
    const start = position({ piles, hands: ['3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const advice = coachAdvice(start, [], PLANS.expert);
    expect(advice?.text).toBe('The Expert would have played 3♥ and gone out (1 point fewer).');
    expect(advice?.why).toBe(
      'Why: every card still in your hand when the hand ends counts against you. Yours holds 1 point now; going out would have ended the hand with 0 for you.'
    );
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
