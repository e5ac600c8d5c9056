// The computer players: legal, deterministic, and the Hint's plan with its reasons.
import { describe, expect, it } from 'vitest';
import {
  createMatch, makeAction, makeMoves, play, seatView, LEVELS, type MatchState
} from '../../src/lib/table/engine';
import { decide, planTurn } from '../../src/lib/table/engine/players';
import { playMatch } from '../../src/lib/table/engine/autoplay';
import { planStandard } from '../../src/lib/table/engine/players/standard';
import {
  EXPERT_WEIGHTS, EXPERT_WEIGHTS_TABLE, SEARCH_LIMIT, contextOf, expertWeights, planExpert, searchTurn
} from '../../src/lib/table/engine/players/expert';
import { deskOf } from '../../src/lib/table/engine/players/desk';
import { hint } from '../../src/lib/table/engine/players/hint';
import type { SeatView } from '../../src/lib/table/engine/view';
import { position } from './table-helpers';

const tokens = (state: MatchState, level: 'easy' | 'standard' | 'expert') =>
  planTurn(level, seatView(state, state.turn)).map(makeAction);

describe('computer players', () => {
  it.each(LEVELS)('%s plays whole matches with legal actions only, the same way twice', (level) => {
    for (const deal of [1, 2, 3]) {
      const a = playMatch(createMatch(deal, { players: 3 }), [level, level, level]);
      const b = playMatch(createMatch(deal, { players: 3 }), [level, level, level]);
      expect(a.final.phase).toBe('over');
      expect(makeMoves(a.actions)).toBe(makeMoves(b.actions));
    }
  });

  it.each(LEVELS)('%s decides one action at a time as its plan would: the first of the plan, at every turn of whole matches', (level) => {
    // decide() takes Standard's first step alone (the verdict asks it once an action).
    for (const [deal, players] of [[4, 2], [5, 3], [6, 4]] as const) {
      let s = createMatch(deal, { players, draw: deal % 2 ? 'end' : 'start' });
      for (let n = 0; s.phase !== 'over' && n < 2000; n++) {
        const view = seatView(s, s.turn);
        const first = planTurn(level, view)[0];
        expect(decide(level, view)).toEqual(first);
        const r = play(s, first);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
      expect(decide(level, seatView(s, 0))).toBeNull();
    }
  });

  it('draws first, and has nothing to plan out of turn', () => {
    const m = createMatch(8127);
    expect(tokens(m, 'expert')).toEqual(['d']);
    expect(planTurn('expert', seatView(m, 1))).toEqual([]);
  });

  it('Standard corners a king at once, builds, and fills the space with the card that fits nowhere else', () => {
    const s = position({ hands: ['KH 9C 5D 2S', '3H'], piles: { N: 'TD', E: '6C', W: '8H' } });
    // The last card fills the empty side S and goes out; with two left the higher fills, and
    // then the 8♥ pile moves onto the 9♣ to open a space for the 2♠.
    expect(tokens(s, 'standard')).toEqual(['KH>NE', '5D>E', '9C>N', '2S>S']);
    const more = position({ hands: ['KH 9C 5D 2S QH', '3H'], piles: { N: 'TD', E: '6C', W: '8H' } });
    expect(tokens(more, 'standard')).toEqual(['KH>NE', '5D>E', '9C>N', 'QH>S', 'W>N', '2S>W']);
  });

  it('Standard moves a pile only to open a space it can use', () => {
    const s = position({ hands: ['4C 2S', '3H'], piles: { N: '8D', E: '9S', S: '6H', W: '7C' } });
    const plan = planStandard(seatView(s, 0)).map(makeAction);
    expect(plan[0]).toBe('N>E');
    const none = position({ hands: ['5S'], piles: { N: '8D', E: '9S', S: '6H', W: '7C' }, turn: 0 });
    expect(tokens({ ...none, hands: [none.hands[0], []] } as MatchState, 'standard')).toEqual(['5S>S']);
  });

  it('the Expert goes out when it can', () => {
    const s = position({ hands: ['5D 4C', '3H 2C'], piles: { N: '6C', E: 'TS', S: 'JD', W: 'QC' } });
    expect(tokens(s, 'expert')).toEqual(['5D>N', '4C>N']);
  });

  it('hint gives the Expert plan with one reason a step', () => {
    const s = position({ hands: ['KH 9C 5D 2S', '3H 4H 5H 6H 7H'], piles: { N: 'TD', E: '6C', W: '8H' } });
    const steps = hint(seatView(s, 0));
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(step.reason.length).toBeGreaterThan(5);
    let st = s;
    for (const step of steps) {
      const r = play(st, step.action);
      expect(r.ok).toBe(true);
      if (r.ok) st = r.value;
    }
    expect(hint(seatView(createMatch(1), 0))[0].action).toEqual({ type: 'draw' });
    expect(hint(seatView(createMatch(1), 1))).toEqual([]);
  });
});

describe('the Expert search budget', () => {
  // A big hand late in a hand (found by timing every Expert turn of deals 1..200 heads-up):
  // with the old 20,000-position cap this search ran to the cap and took over a second.
  const cards = [13, 14, 28, 41, 3, 16, 42, 4, 17, 30, 43, 44, 32, 7, 8, 9, 24, 37];
  const piles = [[22], [6, 31], [39], [1, 26], [12], [25, 50, 36, 48, 21, 46, 19, 5], [51], [38, 11, 23]];
  const known = new Set([...cards, ...piles.flat()]);
  const view = {
    seat: 0, options: { players: 2, draw: 'start', target: 15, qj2: false, level: 'expert' }, hand: 3, dealer: 1, turn: 0,
    phase: 'play', cards, piles, handSizes: [cards.length, 3], stock: 52 - known.size - 3,
    unseen: Array.from({ length: 52 }, (_, c) => c).filter((c) => !known.has(c)), totals: [0, 0], handsWon: [0, 0],
    last: null, winner: null, turnBeganEmpty: false, turnActed: false, silentTurns: 0, seed: 'budget'
  } as SeatView;
  it('stops at SEARCH_LIMIT positions and still plans from what it saw', () => {
    const ctx = contextOf(view, expertWeights(2));
    const r = searchTurn(deskOf(view), ctx);
    expect(r.positions).toBeLessThanOrEqual(SEARCH_LIMIT);
    expect(searchTurn(deskOf(view), ctx, 4 * SEARCH_LIMIT).positions).toBeGreaterThan(SEARCH_LIMIT);
    expect(r.moves.length).toBeGreaterThan(0);
    expect(planExpert(view).at(-1)).toEqual({ type: 'end' });
  });
  it('uses the heads-up weights at two players and the table weights at three or four', () => {
    expect(expertWeights(2)).toBe(EXPERT_WEIGHTS);
    expect(expertWeights(3)).toBe(EXPERT_WEIGHTS_TABLE);
    expect(expertWeights(4)).toBe(EXPERT_WEIGHTS_TABLE);
    expect(EXPERT_WEIGHTS_TABLE.opening).toBeLessThan(EXPERT_WEIGHTS.opening);
  });
});
