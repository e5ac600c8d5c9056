// Properties of the table engine over thousands of random matches with every option
// (docs/table-rules.md): every card accounted for, only legal actions applied, seat views
// that hold no hidden card, undo that restores, replays that reproduce, matches that end.
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  LEVELS, cardsAccountedFor, createMatch, current, legalActions, makeMoves, makeReplayView, parseMoves,
  playMatch, play, record, replay, seatView, startHistory, undo, whyIllegal,
  type Action, type MatchOptions, type MatchState
} from '../../src/lib/table/engine';

const options = fc.record({
  players: fc.constantFrom(2, 3, 4),
  draw: fc.constantFrom('start', 'end'),
  target: fc.constantFrom(10, 15, 25, 50),
  qj2: fc.boolean(),
  level: fc.constantFrom(...LEVELS)
}) as fc.Arbitrary<MatchOptions>;
const deal = fc.integer({ min: 1, max: 4294967295 });

/** A seat view holds this seat's cards and no card of another hand or of the stock. */
function viewHidesWhatItShould(state: MatchState): boolean {
  for (let seat = 0; seat < state.options.players; seat++) {
    const view = seatView(state, seat);
    const hidden = new Set([...state.stock, ...state.hands.flatMap((h, s) => (s === seat ? [] : h))]);
    if (view.cards !== state.hands[seat] || view.unseen.length !== hidden.size) return false;
    if (!view.unseen.every((c) => hidden.has(c))) return false;
    // Other hands and the stock appear only as counts.
    if ('hands' in view || typeof view.stock !== 'number') return false;
  }
  return true;
}

/** A random but legal player: a few plays, then the end of the turn. */
function randomMatch(start: MatchState, seed: string, onStep: (before: MatchState, a: Action, after: MatchState) => void): MatchState {
  const rng = seedrandom(seed);
  let s = start;
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step > 20000) throw new Error('the match did not end');
    const legal = legalActions(s);
    const plays = legal.filter((a) => a.type === 'card' || a.type === 'move');
    const a = legal.length === 1 || plays.length === 0 || rng() < 0.25 ? legal[legal.length - 1] : plays[Math.floor(rng() * plays.length)];
    const r = play(s, a);
    if (!r.ok) throw new Error(r.reason);
    onStep(s, a, r.state);
    s = r.state;
  }
  return s;
}

describe('random matches', () => {
  it('account for all 52 cards, apply only legal actions, keep hidden cards hidden, and end', () => {
    fc.assert(
      fc.property(deal, options, fc.integer(), (n, opts, seed) => {
        let steps = 0;
        let broken = '';
        const final = randomMatch(createMatch(n, opts), String(seed), (before, a, after) => {
          // Plain checks: expect() on every step of a thousand matches is too slow.
          if (whyIllegal(before, a) !== null) broken ||= 'an illegal action was applied';
          if (!cardsAccountedFor(after)) broken ||= `cards lost after ${steps} steps`;
          if ((steps++ % 25 === 0 || after.hand !== before.hand) && !viewHidesWhatItShould(after)) broken ||= 'a seat view shows a hidden card';
        });
        expect(broken).toBe('');
        expect(final.winner).not.toBeNull();
        expect(Math.min(...final.totals)).toBe(final.totals[final.winner as number]);
        expect(Math.max(...final.totals)).toBeGreaterThanOrEqual(opts.target);
      }),
      { numRuns: 600 }
    );
  }, 120_000);

  it('undo restores the state before each play of the turn; replaying the moves gives the same match', () => {
    fc.assert(
      fc.property(deal, options, fc.integer(), (n, opts, seed) => {
        const start = createMatch(n, opts);
        let h = startHistory(start);
        randomMatch(start, String(seed), (before, a) => {
          const r = record(h, a);
          if (!r.ok) throw new Error(r.reason);
          if ((a.type === 'card' || a.type === 'move') && h.actions.length % 5 === 0) {
            if (current(r.history).hand === before.hand && current(r.history).phase !== 'over') {
              expect(current(undo(r.history))).toEqual(before);
            }
          }
          h = r.history;
        });
        const text = makeMoves(h.actions, h.hands);
        const parsed = parseMoves(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const again = replay(start, parsed.value.map((t) => t.action));
        if (!again.ok) throw new Error(again.reason);
        expect(makeReplayView(current(again.history))).toEqual(makeReplayView(current(h)));
      }),
      { numRuns: 150 }
    );
  }, 120_000);
});

describe('computer players', () => {
  it('are deterministic and play only legal actions, at every level and option', () => {
    fc.assert(
      fc.property(deal, options, (n, opts) => {
        const levels = Array.from({ length: opts.players }, (_, seat) => LEVELS[(n + seat) % 3]);
        const a = playMatch(createMatch(n, opts), levels);
        const b = playMatch(createMatch(n, opts), levels);
        expect(makeMoves(a.actions)).toBe(makeMoves(b.actions));
        const again = replay(createMatch(n, opts), a.actions);
        expect(again.ok).toBe(true);
        expect(cardsAccountedFor(a.final)).toBe(true);
        expect(a.final.phase).toBe('over');
      }),
      { numRuns: 40 }
    );
  }, 120_000);
});
