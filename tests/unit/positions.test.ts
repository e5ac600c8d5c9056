// Named positions, one per rule and per precise point of docs/rules.md, each with its exact legal
// actions and outcome. Every position is reached by legal play from a stock order, never built
// by hand, so no test rests on a state that the rules could not produce.
import { describe, expect, it } from 'vitest';
import {
  inPlay, isLegal, legalActions, makeAction, makeCard, outcome, parseAction, play, stockCount, type Action, type GameState
} from '../../src/lib/patience/engine/index.ts';
import { boardCodes, DEAL_1_LOST, DEAL_25_TO_LAST_PLACEMENT, fromDeal, playFrom, stockStartingWith } from './helpers.ts';

const ALL = Array.from({ length: 16 }, (_, i) => `p${i}`);
const except = (...taken: number[]) => ALL.filter((p) => !taken.includes(Number(p.slice(1))));

// The twelve royals on their seats, in slot order of their seats, and the moves that seat them.
const ROYALS_ON_SEATS = 'KC KD KH KS QC QD QH QS JC JD JH JS';
const SEAT_MOVES = 'p0 p3 p12 p15 p1 p2 p13 p14 p4 p7 p8 p11';
// Seats first, then the four centre slots: the sixteenth placement fills the board.
const FILL_BOARD = `${SEAT_MOVES} p5 p6 p9 p10`;
// Twelve royals seated, then 3+7 and two fives in the centre, with the 9C to come.
const TWO_PAIRS = `${ROYALS_ON_SEATS} 3C 7C 5C 5D 9C`;
// A number card on the King seat 0, the other seats royal, a pair in the centre and the KC next.
const KING_SEAT_SQUATTED = '2C KD KH KS QC QD QH QS JC JD JH JS 3C 7C 4C 4D KC';

interface Row {
  name: string;
  stock: string; // the top of the stock; the rest follows in deck order
  moves: string;
  phase: GameState['phase'];
  reason?: GameState['reason'];
  inPlay: string | null;
  legal: string[]; // exact, in the engine's order
}

const rows: Row[] = [
  { name: 'a King goes only on an empty corner', stock: 'KC', moves: '', phase: 'place', inPlay: 'KC', legal: ['p0', 'p3', 'p12', 'p15'] },
  { name: 'a Queen goes only on a top or bottom middle', stock: 'QH', moves: '', phase: 'place', inPlay: 'QH', legal: ['p1', 'p2', 'p13', 'p14'] },
  { name: 'a Jack goes only on a side middle', stock: 'JS', moves: '', phase: 'place', inPlay: 'JS', legal: ['p4', 'p7', 'p8', 'p11'] },
  { name: 'a number card goes on any empty slot, marked ones included', stock: '5D', moves: '', phase: 'place', inPlay: '5D', legal: ALL },
  { name: 'occupied slots are not offered', stock: '2C 3C 4C', moves: 'p5 p0', phase: 'place', inPlay: '4C', legal: except(0, 5) },
  { name: 'a number card squatting on a corner takes that seat from the Kings', stock: '2C 3C KC', moves: 'p0 p3', phase: 'place', inPlay: 'KC', legal: ['p12', 'p15'] },
  {
    name: 'removals are not available while placing, even with a ten-sum on the board',
    stock: '3C 7C TC 5C', moves: 'p5 p6 p9', phase: 'place', inPlay: '5C', legal: except(5, 6, 9)
  },
  {
    name: 'blocked: a King shown with every corner taken loses at once',
    stock: 'AC 2C 3C 4C KC', moves: 'p0 p3 p12 p15', phase: 'lost', reason: 'blocked', inPlay: 'KC', legal: []
  },
  {
    name: 'blocked: a number card on the last free Queen seat blocks the fourth Queen',
    stock: 'QC QD QH 2C QS', moves: 'p1 p2 p13 p14', phase: 'lost', reason: 'blocked', inPlay: 'QS', legal: []
  },
  {
    name: 'a full board opens the removal phase; the card in play stays visible; no resume while full',
    stock: TWO_PAIRS, moves: FILL_BOARD,
    phase: 'remove', inPlay: '9C', legal: ['r5+6', 'r9+10']
  },
  {
    name: 'two different fives pair; a lone 10 comes off by itself',
    stock: `${ROYALS_ON_SEATS} 5C TC 5D 2C 9C`, moves: FILL_BOARD,
    phase: 'remove', inPlay: '9C', legal: ['r5+9', 'r6']
  },
  {
    name: 'pairs are found anywhere on the board, seats included',
    stock: `4C KD KH KS QC QD QH QS JC JD JH JS 6C 2C 2D 2H 9C`, moves: FILL_BOARD,
    phase: 'remove', inPlay: '9C', legal: ['r0+5']
  },
  {
    name: 'the removal phase is sticky: after one removal, the others and resume are offered',
    stock: TWO_PAIRS, moves: `${FILL_BOARD} r6+5`,
    phase: 'remove', inPlay: '9C', legal: ['r9+10', 'd']
  },
  {
    name: 'with no removal left, resuming is the only action (nothing resumes by itself)',
    stock: TWO_PAIRS, moves: `${FILL_BOARD} r5+6 r9+10`,
    phase: 'remove', inPlay: '9C', legal: ['d']
  },
  {
    name: 'nobody is forced to take every removal: resume with a pair left',
    stock: TWO_PAIRS, moves: `${FILL_BOARD} r5+6 d`,
    phase: 'place', inPlay: '9C', legal: ['p5', 'p6']
  },
  {
    name: 'board full: sixteen cards and no removal lose',
    stock: `${ROYALS_ON_SEATS} 2C 2D 2H 2S 9C`, moves: FILL_BOARD,
    phase: 'lost', reason: 'board-full', inPlay: '9C', legal: []
  },
  {
    name: 'board full, not blocked, when the card in play is also a royal with no free seat',
    stock: '2C KD KH KS QC QD QH QS JC JD JH JS 2D 2H 2S 3C KC', moves: FILL_BOARD,
    phase: 'lost', reason: 'board-full', inPlay: 'KC', legal: []
  },
  {
    name: 'a royal with no free seat is not a loss while the removal phase is open',
    stock: KING_SEAT_SQUATTED, moves: FILL_BOARD,
    phase: 'remove', inPlay: 'KC', legal: ['r5+6']
  },
  {
    name: 'the card in play is re-examined on resume: still no free seat, so blocked',
    stock: KING_SEAT_SQUATTED, moves: `${FILL_BOARD} r5+6 d`,
    phase: 'lost', reason: 'blocked', inPlay: 'KC', legal: []
  },
  {
    name: 'resuming after a removal freed a seat: the royal may take it',
    stock: '2C KD KH KS QC QD QH QS JC JD JH JS 8C 7C 4C 4D KC', moves: `${FILL_BOARD} r0+5 d`,
    phase: 'place', inPlay: 'KC', legal: ['p0']
  }
];

describe('named positions', () => {
  it.each(rows)('$name', (row) => {
    const s = playFrom(stockStartingWith(row.stock), row.moves);
    expect(s.phase).toBe(row.phase);
    expect(s.reason).toBe(row.reason ?? null);
    expect(inPlay(s) === null ? null : makeCard(inPlay(s)!)).toBe(row.inPlay);
    expect(legalActions(s).map(makeAction)).toEqual(row.legal);
    expect(outcome(s)).toEqual(
      row.phase === 'won' ? { kind: 'won' } : row.phase === 'lost' ? { kind: 'lost', reason: row.reason } : { kind: 'playing' }
    );
  });
});

describe('the end of the stock (from known deals)', () => {

  it('the stock running out opens the removal phase, and resume is never offered', () => {
    const s = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT);
    expect(s.phase).toBe('remove');
    expect(stockCount(s)).toBe(0);
    expect(inPlay(s)).toBeNull();
    expect(boardCodes(s).filter((c) => c !== null && c[0] === 'T')).toHaveLength(2);
    expect(legalActions(s).map(makeAction)).toEqual(['r5', 'r6']);
    const resume = play(s, { type: 'resume' });
    expect(resume).toMatchObject({ ok: false, error: { code: 'stock-empty' } });
  });

  it('one removal later, the phase stays open with the last ten', () => {
    const s = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT + ' r5');
    expect(s.phase).toBe('remove');
    expect(legalActions(s).map(makeAction)).toEqual(['r6']);
  });

  it('is won once the stock is empty and no number card is left', () => {
    const s = fromDeal(25, DEAL_25_TO_LAST_PLACEMENT + ' r5 r6');
    expect(s.phase).toBe('won');
    expect(s.removed).toBe(40);
    expect(legalActions(s)).toEqual([]);
    expect(boardCodes(s).filter((c) => c !== null)).toHaveLength(12);
  });

  it('is won at once, straight after the last placement (deal 692: a Jack is the last card)', () => {
    const moves =
      'p5 p1 p6 p9 p10 p0 p3 p2 p13 p14 p4 p7 p8 p11 p12 p15 r5 r0+4 r7+11 r8+15 d p5 p0 p4 p7 p8 p11 p15 r15 r5+7 r8+9 d p5 p9 p7 p8 p15 r8 r7+15 d p7 p8 p15 r4+8 r7+15 d p4 p15 p7 p8 r0+4 r5+8 d p0 p5 p4 p8 r4+9 r5+6 r8+11 d p5 p6 p9 p4 p8 p11 r5+10 r6+11 r9+12 d p5 p6 p12 p9 p11 p10 r9 r5+10 r6+8 d';
    const before = fromDeal(692, moves);
    expect(before.phase).toBe('place');
    expect(stockCount(before)).toBe(1);
    expect(makeCard(inPlay(before)!)[0]).toBe('J');
    // Every number card is already off the board, so the last placement ends the game.
    expect(before.removed).toBe(40);
    expect(legalActions(before).map(makeAction)).toEqual(['p8']);
    const after = fromDeal(692, moves + ' p8');
    expect(after.phase).toBe('won');
    expect(after.removed).toBe(40);
  });

  it('blocked applies to the very last stock card too (deal 1301)', () => {
    const moves =
      'p5 p6 p9 p10 p4 p0 p1 p2 p3 p12 p7 p8 p11 p13 p15 p14 r10 r0+5 r1+3 r2+8 r7+9 d p5 p9 p10 p0 p1 p2 p3 p7 p8 r0+2 r1+14 d p0 p1 p2 p14 r0+3 r2+6 r5+14 d p2 p5 p6 p0 p3 p14 r3 r5+7 r6+9 r11+14 d p5 p6 p9 p3 p7 p11 p14 r9 r1+6 d p1 p6 p9 r6+8 r9+10 d p6 p9 p8 p10 r6 r5+10 r7+9 d p7 p5';
    const s = fromDeal(1301, moves);
    expect(stockCount(s)).toBe(1);
    expect(makeCard(inPlay(s)!)).toBe('JH');
    // The Jack seats hold three Jacks and the ace of diamonds.
    expect([4, 7, 8, 11].map((slot) => boardCodes(s)[slot])).toEqual(['JC', 'JD', 'JS', 'AD']);
    expect(s.phase).toBe('lost');
    expect(s.reason).toBe('blocked');
    expect(legalActions(s)).toEqual([]);
  });
});

describe('illegal actions are refused with a reason, and change nothing', () => {
  const full = playFrom(stockStartingWith(TWO_PAIRS), FILL_BOARD);
  const placing = playFrom(stockStartingWith('KC 3C 7C'), 'p0 p5');
  const cases: [string, GameState, string, string, RegExp][] = [
    ['placing on a taken slot', placing, 'p5', 'slot-taken', /Slot 5 is taken by the 3 of clubs/],
    ['a King off its corners', playFrom(stockStartingWith('KC'), ''), 'p5', 'wrong-seat', /A King goes only on an empty corner \(slots 0, 3, 12, 15\); slot 5 is a centre slot/],
    ['a Queen on a Jack seat', playFrom(stockStartingWith('QC'), ''), 'p4', 'wrong-seat', /A Queen goes only.*slot 4 is a Jack seat/],
    ['a removal while placing', placing, 'r5', 'wrong-phase', /not available while placing/],
    ['resuming while placing', placing, 'd', 'wrong-phase', /already under way/],
    ['placing while the removal phase is open', full, 'p5', 'wrong-phase', /removal phase is open/],
    ['resuming with the board full', full, 'd', 'no-free-slot', /needs an empty slot/],
    ['a pair that does not make ten', full, 'r5+9', 'not-ten', /3C and 5C make 8, not ten/],
    ['a lone card that is not a ten', full, 'r5', 'not-ten', /Only a 10 is removed by itself/],
    ['removing a royal', full, 'r0+5', 'royal', /Royals are never removed: the king of clubs is on slot 0/],
    ['an action after the end', fromDeal(1, DEAL_1_LOST), 'p12', 'game-over', /over/]
  ];

  it.each(cases)('%s', (_name, state, token, code, message) => {
    const before = JSON.stringify(state);
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    expect(isLegal(state, action.value)).toBe(false);
    const r = play(state, action.value);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses slots that do not exist and an empty slot', () => {
    expect(play(placing, { type: 'place', slot: 16 })).toMatchObject({ ok: false, error: { code: 'no-such-slot' } });
    expect(play(placing, { type: 'place', slot: -1 })).toMatchObject({ ok: false, error: { code: 'no-such-slot' } });
    const afterOne = playFrom(stockStartingWith(TWO_PAIRS), `${FILL_BOARD} r5+6`);
    expect(play(afterOne, { type: 'remove', slots: [5, 9] })).toMatchObject({ ok: false, error: { code: 'slot-empty' } });
    expect(play(afterOne, { type: 'remove', slots: [9, 9] })).toMatchObject({ ok: false, error: { code: 'same-slot' } });
    const three = { type: 'remove', slots: [9, 10, 11] } as unknown as Action;
    expect(play(afterOne, three)).toMatchObject({ ok: false, error: { code: 'not-ten' } });
  });

});
