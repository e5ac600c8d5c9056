// The exact solver: every "winnable" is proved by playing its line through `play`, and its
// verdicts agree with a plain exhaustive search wherever one can finish.
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  classic, dealStock, legalActions, makeActions, newGame, play, playOut, type Action, type GameState
} from '../../src/lib/patience/engine/index.ts';
import { solve, solveStock } from '../../src/lib/patience/engine/solver.ts';
import { DEAL_1_LOST, DEAL_25_TO_LAST_PLACEMENT, DEAL_25_WIN, fromDeal } from './helpers.ts';

/** Plays a line through `play`; fails on the first illegal action. */
function playLine(start: GameState, moves: readonly Action[]): GameState {
  let state = start;
  moves.forEach((action, i) => {
    const next = play(state, action);
    if (!next.ok) throw new Error(`move ${i + 1} of the solver's line is illegal: ${next.error.message}`);
    state = next.value;
  });
  return state;
}

/** Checks a verdict: a winnable answer must come with a line that wins, an unwinnable one with none. */
function expectProved(start: GameState) {
  const result = solve(start);
  if (result.winnable) expect(playLine(start, result.moves).phase).toBe('won');
  else expect(result.moves).toEqual([]);
  return result;
}

/**
 * The plain exhaustive search the solver is checked against: concrete states, every legal
 * action through legalActions and play, and a memo on the whole concrete state. Nothing of
 * the solver's reasoning (seat kinds, the relaxed game, macro removal phases) is reused.
 */
function bruteForce(start: GameState): boolean {
  const memo = new Map<string, boolean>();
  const visit = (s: GameState): boolean => {
    if (s.phase === 'won') return true;
    if (s.phase === 'lost') return false;
    const key = `${s.next}${s.phase}${s.board.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let won = false;
    for (const action of legalActions(s)) {
      const next = play(s, action);
      if (!next.ok) throw new Error(next.error.message);
      if (visit(next.value)) {
        won = true;
        break;
      }
    }
    memo.set(key, won);
    return won;
  };
  return visit(start);
}

/**
 * A position late in a deal, reached by legal play from a seeded generator: the solver's own
 * line (or the classic hint's, on a deal nobody wins) up to a few cards before `until`, so
 * that the game is still on, then random legal actions, so that lost positions come up too.
 * Null if the game ends first.
 */
function latePosition(deal: number, until: number, rng: () => number): GameState | null {
  let state = newGame(dealStock(deal));
  const line = solve(state).moves;
  let step = 0;
  while (state.phase === 'place' || state.phase === 'remove') {
    if (state.next >= until) return state;
    const legal = legalActions(state);
    const planned = state.next < until - 12 ? (line.length > 0 ? line[step] : classic(state)) : null;
    const action = planned ?? legal[Math.floor(rng() * legal.length)];
    const next = play(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    step++;
  }
  return null;
}

describe('every deal 1..10,000', () => {
  it('each winnable answer is a line that wins through play', () => {
    let winnable = 0;
    for (let deal = 1; deal <= 10_000; deal++) {
      const start = newGame(dealStock(deal));
      const result = solve(start);
      if (!result.winnable) {
        if (result.moves.length > 0) throw new Error(`deal ${deal}: unwinnable, yet a line`);
        continue;
      }
      winnable++;
      const end = playLine(start, result.moves);
      if (end.phase !== 'won') throw new Error(`deal ${deal}: the solver's line ends ${end.phase}`);
    }
    // About half the deals can be won by a player who sees the whole stock (issue 4).
    expect(winnable).toBeGreaterThan(4_000);
    expect(winnable).toBeLessThan(6_000);
  }, 300_000);
});

describe('agrees with a plain exhaustive search', () => {
  it('on positions late in 1,000 deals, both verdicts occurring', () => {
    const rng = seedrandom('solver cross-check');
    const verdicts = { won: 0, lost: 0 };
    for (let deal = 1; deal <= 1000; deal++) {
      const state = latePosition(deal, 34 + Math.floor(rng() * 12), rng);
      if (!state) continue;
      const exhaustive = bruteForce(state);
      expect(expectProved(state).winnable, `deal ${deal} from card ${state.next + 1} (${state.phase})`).toBe(exhaustive);
      verdicts[exhaustive ? 'won' : 'lost']++;
    }
    expect(verdicts.won).toBeGreaterThan(50);
    expect(verdicts.lost).toBeGreaterThan(25);
  }, 120_000);

  it('on positions in the removal phase', () => {
    const rng = seedrandom('solver removal phases');
    let checked = 0;
    for (let deal = 200; deal <= 400 && checked < 25; deal++) {
      let state = latePosition(deal, 38, rng);
      // Walk on to the next removal phase, by the classic hint.
      while (state && state.phase === 'place') {
        const next = play(state, classic(state) as Action);
        state = next.ok ? next.value : null;
      }
      if (!state || state.phase !== 'remove') continue;
      expect(expectProved(state).winnable, `deal ${deal} at card ${state.next + 1}`).toBe(bruteForce(state));
      checked++;
    }
    expect(checked).toBe(25);
  }, 120_000);
});

describe('properties', () => {
  it('a verdict is consistent with the verdicts one action later', () => {
    // Winnable iff some legal action leads to a winnable position: exactness, checked locally.
    // The seed is fixed: random play (numbers on royal seats from the first cards) makes lost
    // positions the full search must exhaust. Before the one-kind games, a few took seconds and
    // one took minutes, and a fresh seed on every run made CI's time a lottery (177 s once);
    // with them, 300 seeds took 0.05–2.8 s each. This seed's 60 positions (36 winnable, 23
    // lost) take under 1 s. The page only ever solves from a deal's start.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4_294_967_295 }), fc.array(fc.nat(), { maxLength: 60 }), (deal, picks) => {
        let state = newGame(dealStock(deal));
        for (const pick of picks) {
          const legal = legalActions(state);
          if (legal.length === 0) break;
          const next = play(state, legal[pick % legal.length]);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
        }
        const verdict = expectProved(state).winnable;
        const legal = legalActions(state);
        if (legal.length === 0) return verdict === (state.phase === 'won');
        const after = legal.map((action) => {
          const next = play(state, action);
          if (!next.ok) throw new Error(next.error.message);
          return solve(next.value).winnable;
        });
        return verdict === after.some(Boolean);
      }),
      { numRuns: 60, seed: 20261129 }
    );
  }, 120_000);

  it('never changes the state it is given', () => {
    const state = fromDeal(25, 'p5 p6 p9');
    const copy = structuredClone(state);
    solve(state);
    expect(state).toEqual(copy);
  });
});

describe('named positions', () => {
  it.each([
    // deal, winnable, why it is in the table
    [1, true, 'the first deal: the classic hint loses it (blocked), a player who sees the stock wins'],
    [2, false, 'lost whatever is played'],
    [25, true, 'a classic win'],
    [86, true, 'a classic win'],
    [101, true, 'a win the classic hint misses']
  ])('deal %i: winnable %s (%s)', (deal, winnable) => {
    const result = expectProved(newGame(dealStock(deal)));
    expect(result.winnable).toBe(winnable);
    expect(solveStock(dealStock(deal)).winnable).toBe(winnable);
  });

  it('deal 101: the classic hint loses it', () => {
    expect(playOut(newGame(dealStock(101)), classic).final.phase).toBe('lost');
  });

  it('solves from a removal phase in mid-game', () => {
    const state = fromDeal(25, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5');
    expect(state.phase).toBe('remove');
    const result = expectProved(state);
    expect(result.winnable).toBe(true);
    // The line goes on from the open removal phase: removals or resuming, never a placement.
    expect(result.moves[0].type).not.toBe('place');
  });

  it('solves from a removal phase with the stock empty: what remains pairs off', () => {
    const state = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT);
    expect(state.phase).toBe('remove');
    expect(makeActions(expectProved(state).moves)).toMatch(/^r\d+ r\d+$/);
  });

  it('answers a finished game at once', () => {
    expect(solve(fromDeal(25, DEAL_25_WIN))).toEqual({ winnable: true, moves: [], nodes: 0 });
    expect(solve(fromDeal(1, DEAL_1_LOST))).toEqual({ winnable: false, moves: [], nodes: 0 });
  });

  it('refuses a stock that is not a whole deck', () => {
    expect(() => solveStock(dealStock(1).slice(1))).toThrow(/52 cards/);
  });
});
