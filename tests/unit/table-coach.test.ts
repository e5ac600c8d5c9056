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
  it('says what the Expert would have done when the player kept a king that had a corner', () => {
    const start = position({ piles, hands: ['KS 5C 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    const advice = coachAdvice(start, [], PLANS.expert);
    expect(advice?.text).toMatch(/^Expert would have cornered K♠.*: −(\d+)$/);
    expect(advice!.saved).toBeGreaterThanOrEqual(10);
    expect(advice!.text.endsWith(`−${advice!.saved}`)).toBe(true);
    expect(advice!.line).toContainEqual({ ...actions('KS>NE')[0], to: expect.any(String) });
  });

  it('says "also" when the player played too, and names going out', () => {
    const start = position({ piles, hands: ['KS 3H 8H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    // The player played the 3♥ only; the Expert corners the K♠ too (the 8♥ has no place).
    const advice = coachAdvice(start, actions('3H>E'), PLANS.expert);
    expect(advice?.text).toMatch(/^Expert would also have cornered K♠: −10$/);
    const out = position({ piles, hands: ['KS 3H', '8D 6D 2S'], stock: 'AC AD', phase: 'play' });
    expect(coachAdvice(out, [], PLANS.expert)?.text).toBe('Expert would have cornered K♠, played 3♥ and gone out: −11');
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
