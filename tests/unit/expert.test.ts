// The expert hint: legal, blind to the order of the unseen cards, right on named positions,
// and better than the rule-book hint over whole games.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  classic, dealStock, inPlay, isLegal, legalActions, makeAction, newGame, play, playOut, royalOf, SEAT_SLOTS, MAX_DEAL,
  type Action, type GameState
} from '../../src/lib/patience/engine/index.ts';
import { expert, expertReason } from '../../src/lib/patience/engine/expert.ts';
import { explainedHint, POLICIES } from '../../src/lib/patience/engine/hints.ts';
import { playFrom, stockStartingWith } from './helpers.ts';

/** A position reached by `steps` random legal actions from deal `deal` (stops at the end). */
function randomPosition(deal: number, choices: readonly number[]): GameState {
  let s = newGame(dealStock(deal));
  for (const choice of choices) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const next = play(s, legal[choice % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/** The same position with the cards after the card in play in another order. */
function reorderUnseen(s: GameState, seed: number): GameState {
  const rest = s.stock.slice(s.next + 1);
  let x = seed >>> 0 || 1;
  for (let i = rest.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return { ...s, stock: [...s.stock.slice(0, s.next + 1), ...rest] };
}

const position = fc.record({
  deal: fc.integer({ min: 1, max: MAX_DEAL }),
  choices: fc.array(fc.nat(), { minLength: 0, maxLength: 90 })
});

describe('expert hint: what it may suggest', () => {
  it('is registered for the command line', () => {
    expect(POLICIES.expert).toBe(expert);
  });

  it('suggests a legal action in every position still being played, and nothing at the end', () => {
    fc.assert(
      fc.property(position, ({ deal, choices }) => {
        const s = randomPosition(deal, choices);
        const action = expert(s);
        if (s.phase === 'won' || s.phase === 'lost') return action === null;
        return action !== null && isLegal(s, action);
      }),
      { numRuns: 400 }
    );
  });

  it('never depends on the order of the cards still to come', () => {
    fc.assert(
      fc.property(position, fc.integer(), ({ deal, choices }, seed) => {
        const s = randomPosition(deal, choices);
        const a = expert(s);
        const b = expert(reorderUnseen(s, seed));
        return (a === null ? null : makeAction(a)) === (b === null ? null : makeAction(b));
      }),
      { numRuns: 400 }
    );
  });

  it('gives the same hint on a fresh table as on a warm one', async () => {
    // Found by the property above: the table keeps single precision, and a fresh value
    // returned with more digits broke a near-tie one way on the first hint and the other way
    // after. A fresh copy of the module has an empty table.
    vi.resetModules();
    const fresh = (await import('../../src/lib/patience/engine/expert.ts')).expert;
    const s = randomPosition(4278190063, [1771957306, 1757263041, 1990739945, 271275833, 470664239, 686168797, 742827748, 266297189]);
    const first = makeAction(fresh(s) as Action);
    expect(makeAction(fresh(s) as Action)).toBe(first);
    expect(makeAction(fresh(reorderUnseen(s, -199725794)) as Action)).toBe(first);
    expect(makeAction(expert(s) as Action)).toBe(first);
  });

  it('puts every royal on a free seat of its own kind', () => {
    fc.assert(
      fc.property(position, ({ deal, choices }) => {
        const s = randomPosition(deal, choices);
        const royal = s.phase === 'place' ? royalOf(inPlay(s) as number) : null;
        if (royal === null) return true;
        const action = expert(s);
        return action?.type === 'place' && (SEAT_SLOTS[royal] as readonly number[]).includes(action.slot) && s.board[action.slot] === null;
      }),
      { numRuns: 300 }
    );
  });
});

describe('expert hint: named positions', () => {
  it('a number unlikely to pair goes in the centre while the centre has room', () => {
    // Three aces wait in the centre: a fourth pairs only if all four nines come in the next
    // twelve cards, so it takes the last centre slot, which blocks no royal.
    const s = playFrom(stockStartingWith('AC AD AH AS'), 'p5 p6 p9');
    expect(makeAction(expert(s) as never)).toBe('p10');
    // Deal 4 opens with the 5H: only three fives to come, less likely to pair than most.
    expect(makeAction(expert(newGame(dealStock(4))) as never)).toBe('p5');
  });

  it('a number sure to pair takes a seat while the centre has room, leaving the centre to a later one', () => {
    // Three aces wait in the centre, so the 9C goes at the next removal phase wherever it sits:
    // on a seat it frees a seat there, and the last centre slot is left for a number that may stay.
    const s = playFrom(stockStartingWith('AC AD AH 9C'), 'p5 p6 p9');
    expect(makeAction(expert(s) as never)).toBe('p0');
  });

  it('a royal takes its lowest free seat, passing a seat a number sits on', () => {
    const s = playFrom(stockStartingWith('2C KC'), 'p0');
    expect(makeAction(expert(s) as never)).toBe('p3');
  });

  // Centre full of 2C 3C 4C 9C; King seats: KC and two squatters, slot 15 free with three
  // Kings to come; Queen seats: QC QD, slots 13 and 14 free with two Queens to come; Jack
  // seats: JC and two squatters, slot 11 free with three Jacks to come. No pair on the board.
  const CENTRE_FULL = '2C 3C 4C 9C KC 2D 3D QC QD JC 4D 9D 2H';
  const CENTRE_FULL_MOVES = 'p5 p6 p9 p10 p0 p3 p12 p1 p2 p4 p7 p8';

  it('with the centre full, a number squats where a seat is left for every royal still likely to come', () => {
    const s = playFrom(stockStartingWith(CENTRE_FULL), CENTRE_FULL_MOVES);
    // The last free corner or side seat would leave the next King or Jack nowhere to go; the
    // Queens keep one free seat for the two still to come.
    expect(makeAction(expert(s) as never)).toBe('p13');
    expect(makeAction(classic(s) as never)).not.toBe('p13');
  });

  // A full board whose only removal is the 3C with either 7: the 7C in the centre or the 7D
  // on the Jack seat 7. Every Jack seat is taken and the JH is in play.
  const FULL_BOARD = 'KC QC 2H KD JC 7C 2C 7D 4C 2D 4D JD 9C QD 4H 3C JH';
  const FULL_BOARD_MOVES = 'p0 p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15';

  it('removes the copy that frees the seat the card in play needs', () => {
    const s = playFrom(stockStartingWith(FULL_BOARD), FULL_BOARD_MOVES);
    expect(s.phase).toBe('remove');
    expect(legalActions(s).map(makeAction)).toEqual(['r5+15', 'r7+15']);
    // Taking the centre 7 instead would leave the JH no seat on resuming.
    expect(makeAction(expert(s) as never)).toBe('r7+15');
    expect(makeAction(classic(s) as never)).toBe('r5+15');
  });

  it('near a full board, a sure pair goes on the seat kind whose numbers cannot come off', () => {
    // Deal 14 after 14 placements: a Queen seat (14) and a King seat (15) are free, three of
    // each royal to come. The King seats hold the 7♠ and the 9♥, which pairs with an ace on the
    // board; the Queen seats hold the 6♦ and the 8♦, and no 4 or 2 is on the board. The 10♣
    // comes off at the next removal wherever it sits, so on the Queen seat it frees a seat for a
    // Queen turning up at the full board, whose worth the board itself tells.
    const s = playFrom(dealStock(14), 'p5 p0 p1 p4 p6 p3 p2 p9 p10 p12 p7 p8 p13 p11');
    expect(makeAction(expert(s) as never)).toBe('p14');
  });

  it('resumes once no removal is left, and then seats the Jack on the freed seat', () => {
    const s = playFrom(stockStartingWith(FULL_BOARD), `${FULL_BOARD_MOVES} r7+15`);
    expect(makeAction(expert(s) as never)).toBe('d');
    const resumed = playFrom(stockStartingWith(FULL_BOARD), `${FULL_BOARD_MOVES} r7+15 d`);
    expect(makeAction(expert(resumed) as never)).toBe('p7');
  });
});

describe('the reason given with each hint', () => {
  it('comes with every hint, one short sentence, and never depends on the order of the cards still to come', () => {
    fc.assert(
      fc.property(position, fc.integer(), fc.constantFrom('classic', 'expert' as const), ({ deal, choices }, seed, policy) => {
        const s = randomPosition(deal, choices);
        const { action, reason } = explainedHint(policy, s);
        if (action === null) return reason === null;
        if (reason === null || !/^[A-Z].{10,160}\.$/.test(reason)) return false;
        return policy === 'classic' || explainedHint(policy, reorderUnseen(s, seed)).reason === reason;
      }),
      { numRuns: 300 }
    );
  });

  it('says why a number takes a seat, or the centre, while the centre has room', () => {
    const seat = playFrom(stockStartingWith('AC AD AH 9C'), 'p5 p6 p9');
    expect(expertReason(seat, expert(seat))).toBe('Keeps the centre free for cards likely to stay: the 9♣ will surely pair at the next removal.');
    const centre = playFrom(stockStartingWith('AC AD AH AS'), 'p5 p6 p9');
    expect(expertReason(centre, expert(centre))).toMatch(/^The centre blocks no royal.*the A♠ has a \d+\u00a0% chance to pair/);
  });

  it('names the seat a removal frees for the royal in play', () => {
    const s = playFrom(stockStartingWith('KC QC 2H KD JC 7C 2C 7D 4C 2D 4D JD 9C QD 4H 3C JH'), 'p0 p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15');
    expect(expertReason(s, expert(s))).toBe('Frees a Jack seat for the J♥ in play.');
  });
});

describe('expert hint: whole games', () => {
  const DEALS = 1500;

  it(`plays every one of deals 1..${DEALS} to an end, and wins clearly more of them than the rule-book hint`, () => {
    let expertWins = 0;
    let classicWins = 0;
    for (let deal = 1; deal <= DEALS; deal++) {
      const { final } = playOut(newGame(dealStock(deal)), expert);
      expect(final.phase === 'won' || final.phase === 'lost').toBe(true);
      if (final.phase === 'won') expertWins++;
      if (playOut(newGame(dealStock(deal)), classic).final.phase === 'won') classicWins++;
    }
    // About 5.5% against 2% over large ranges; twice as many is far outside chance here.
    expect(expertWins).toBeGreaterThanOrEqual(2 * classicWins);
  }, 30_000);
});
