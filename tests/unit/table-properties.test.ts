// Properties of the table engine over thousands of random matches with every option
// (docs/table-rules.md): every card accounted for, only legal actions applied, seat views
// that hold no hidden card, undo that restores, replays that reproduce, matches that end.
// 2,048 matches in all: 1,300 and 150 played by a random legal player, 288 (every option
// combination twice) and 250 by Easy and Standard, and 60 with the Expert at the table (its
// search costs the most).
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  LEVELS, PLAYER_COUNTS, TARGETS, cardsAccountedFor, createMatch, current, legalActions, makeMoves, makeReplayView, parseMoves,
  play, record, replay, seatView, startHistory, undo,
  type Action, type Level, type MatchOptions, type MatchState
} from '../../src/lib/table/engine';
import { planTurn } from '../../src/lib/table/engine/players';
import { playMatch } from '../../src/lib/table/engine/autoplay';

// Every option, with the long matches to 50 drawn less often so that more matches fit the time.
const options = fc.record({
  players: fc.constantFrom(2, 3, 4),
  draw: fc.constantFrom('start', 'end'),
  target: fc.oneof({ arbitrary: fc.constant(10), weight: 6 }, { arbitrary: fc.constant(15), weight: 2 }, { arbitrary: fc.constant(25), weight: 1 }, { arbitrary: fc.constant(50), weight: 1 }),
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
    if (!r.ok) throw new Error(r.error.message);
    onStep(s, a, r.value);
    s = r.value;
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
          // (An illegal action cannot slip through: randomMatch applies each with play, which refuses it.)
          if (!cardsAccountedFor(after)) broken ||= `cards lost after ${steps} steps`;
          if ((steps++ % 25 === 0 || after.hand !== before.hand) && !viewHidesWhatItShould(after)) broken ||= 'a seat view shows a hidden card';
        });
        expect(broken).toBe('');
        expect(final.winner).not.toBeNull();
        expect(Math.min(...final.totals)).toBe(final.totals[final.winner as number]);
        expect(Math.max(...final.totals)).toBeGreaterThanOrEqual(opts.target);
      }),
      { numRuns: 1300 }
    );
  }, 120_000);

  it('undo restores the state before each play of the turn; replaying the moves gives the same match', () => {
    fc.assert(
      fc.property(deal, options, fc.integer(), (n, opts, seed) => {
        const start = createMatch(n, opts);
        let h = startHistory(start);
        randomMatch(start, String(seed), (before, a) => {
          const r = record(h, a);
          if (!r.ok) throw new Error(r.error.message);
          if ((a.type === 'card' || a.type === 'move') && h.actions.length % 5 === 0) {
            if (current(r.value).hand === before.hand && current(r.value).phase !== 'over') {
              expect(current(undo(r.value))).toEqual(before);
            }
          }
          h = r.value;
        });
        const text = makeMoves(h.actions, h.hands);
        const parsed = parseMoves(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const again = replay(start, parsed.value.map((t) => t.action));
        if (!again.ok) throw new Error(again.error.message);
        expect(makeReplayView(current(again.value))).toEqual(makeReplayView(current(h)));
      }),
      { numRuns: 150 }
    );
  }, 120_000);
});

/**
 * A match played by computer players turn by turn (as playMatch does), checking before every
 * plan that each seat's view of the state holds no hidden card. Gives the match as playMatch
 * played it, the actions this loop applied, and how many views leaked.
 */
function playedChecked(n: number, opts: MatchOptions, levels: readonly Level[]) {
  let leaks = 0;
  let views = 0;
  let s = createMatch(n, opts);
  const actions: Action[] = [];
  while (s.phase !== 'over') {
    views++;
    if (!viewHidesWhatItShould(s)) leaks++;
    const plan = planTurn(levels[s.turn], seatView(s, s.turn));
    if (plan.length === 0) throw new Error('a player had no action');
    for (const a of plan) {
      const r = play(s, a);
      if (!r.ok) throw new Error(`the ${levels[s.turn]} player chose an illegal action: ${r.error.message}`);
      actions.push(a);
      s = r.value;
    }
  }
  const played = playMatch(createMatch(n, opts), levels);
  expect(makeMoves(actions)).toBe(makeMoves(played.actions));
  expect(s).toEqual(played.final);
  return { played, leaks, views };
}

function expectSameMatchOnReplay(n: number, opts: MatchOptions, played: ReturnType<typeof playMatch>) {
  const text = makeMoves(played.actions, played.hands);
  const parsed = parseMoves(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const again = replay(createMatch(n, opts), parsed.value.map((t) => t.action));
  if (!again.ok) throw new Error(again.error.message);
  expect(makeReplayView(current(again.value))).toEqual(makeReplayView(played.final));
}

describe('computer players', () => {
  it('at every option combination: deterministic, legal, cards accounted for, hands end, views hold no hidden card, replays reproduce', () => {
    let combos = 0;
    for (const players of PLAYER_COUNTS) {
      for (const draw of ['start', 'end'] as const) {
        for (const target of TARGETS) {
          for (const qj2 of [false, true]) {
            for (const level of LEVELS) {
              const opts: MatchOptions = { players, draw, target, qj2, level };
              combos++;
              // Two deals per combination, the seats cheap (Easy, Standard) except the player at `level` when it is not the Expert.
              for (let k = 0; k < 2; k++) {
                const n = combos * 7919 + k * 104729;
                const levels: Level[] = Array.from({ length: players }, (_, seat) => (seat === 0 ? (level === 'expert' ? 'standard' : level) : seat % 2 ? 'easy' : 'standard'));
                // playedChecked plays the match twice (its own loop and playMatch) and compares them.
                const { played, leaks, views } = playedChecked(n, opts, levels);
                expect(leaks).toBe(0);
                expect(views).toBeGreaterThan(0);
                expect(cardsAccountedFor(played.final)).toBe(true);
                expect(played.final.phase).toBe('over');
                expect(played.results.length).toBe(played.final.hand);
                expect(played.results.every((r) => r.reason === 'blocked' || r.penalties[r.winner as number] === 0)).toBe(true);
                expectSameMatchOnReplay(n, opts, played);
              }
            }
          }
        }
      }
    }
    expect(combos).toBe(3 * 2 * 4 * 2 * 3);
  }, 120_000);

  it('are deterministic and play only legal actions with the Expert at the table, at every option', () => {
    fc.assert(
      fc.property(deal, options, (n, opts) => {
        const levels = Array.from({ length: opts.players }, (_, seat) => LEVELS[(n + seat) % 3]);
        if (!levels.includes('expert')) levels[n % opts.players] = 'expert';
        const { played: a, leaks } = playedChecked(n, opts, levels);
        expect(leaks).toBe(0);
        expect(cardsAccountedFor(a.final)).toBe(true);
        expect(a.final.phase).toBe('over');
        expectSameMatchOnReplay(n, opts, a);
      }),
      { numRuns: 60 }
    );
  }, 120_000);

  it('Easy and Standard matches with random options are deterministic and end', () => {
    fc.assert(
      fc.property(deal, options, fc.array(fc.constantFrom<Level>('easy', 'standard'), { minLength: 4, maxLength: 4 }), (n, opts, seats) => {
        const levels = seats.slice(0, opts.players);
        const { played: a, leaks } = playedChecked(n, opts, levels);
        expect(leaks).toBe(0);
        expect(cardsAccountedFor(a.final)).toBe(true);
        expect(a.final.phase).toBe('over');
        expect(Math.max(...a.final.totals)).toBeGreaterThanOrEqual(opts.target);
      }),
      { numRuns: 250 }
    );
  }, 120_000);
});
