// What the page says and highlights, for named positions reached by legal play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asSentence, choicesFor, deadEnd, describeAction, squatters, instruction, lossText, seatName, slotPlace
} from '$lib/patience/guide';
import { endSummary, explainRefusal, moveWords } from '$lib/patience/explain';
import { dealStock, legalActions, makeAction, newGame, parseAction, play, type GameState } from '$lib/patience/engine';
import { DEAL_1_LOST, DEAL_123_DEAD_END, DEAL_25_TO_LAST_PLACEMENT, DEAL_25_WIN, fromDeal, playFrom, stockStartingWith } from './helpers.ts';

const ROYALS_ON_SEATS = 'KC KD KH KS QC QD QH QS JC JD JH JS';
const FILL_BOARD = 'p0 p3 p12 p15 p1 p2 p13 p14 p4 p7 p8 p11 p5 p6 p9 p10';
const TWO_PAIRS = `${ROYALS_ON_SEATS} 3C 7C 5C 5D 9C`;
const full = playFrom(stockStartingWith(TWO_PAIRS), FILL_BOARD);
const placing = playFrom(stockStartingWith('KC 3C 7C'), 'p0 p5');

const say = (state: GameState) => instruction(state, choicesFor(state));

function refusal(state: GameState, token: string): string {
  const action = parseAction(token);
  if (!action.ok) throw new Error(action.error.message);
  const r = play(state, action.value);
  if (r.ok) throw new Error(`${token} is legal`);
  return explainRefusal(state, action.value, r.error);
}

describe('slot names', () => {
  it('say where a slot is and what it is for', () => {
    expect([0, 2, 7, 10].map((s) => `${slotPlace(s)} (${seatName(s)})`)).toEqual([
      'top-left corner (King seat)',
      'top edge, right (Queen seat)',
      'right edge, upper (Jack seat)',
      'centre, lower right (centre)'
    ]);
  });
});

describe('the instruction line', () => {
  it.each([
    ['a number card', playFrom(stockStartingWith('7H'), ''), 'Place the 7♥ on any empty slot'],
    ['a King', playFrom(stockStartingWith('KS'), ''), 'Place the K♠ in an empty corner'],
    ['a Queen', playFrom(stockStartingWith('QD'), ''), 'Place the Q♦ on an empty top or bottom middle seat'],
    ['a Jack', playFrom(stockStartingWith('JC'), ''), 'Place the J♣ on an empty side middle seat'],
    ['a full board with pairs', full, 'Board full: remove pairs that make ten, then resume'],
    ['pairs left after a removal', playFrom(stockStartingWith(TWO_PAIRS), `${FILL_BOARD} r5+6`), 'Remove pairs that make ten or lone 10s, or resume drawing'],
    ['no pair left', playFrom(stockStartingWith(TWO_PAIRS), `${FILL_BOARD} r5+6 r9+10`), 'No pair that makes ten is left: resume drawing'],
    ['the stock run out', fromDeal(25, DEAL_25_TO_LAST_PLACEMENT), 'The stock is empty: remove the last pairs that make ten'],
    ['a win', fromDeal(25, DEAL_25_WIN), 'You won: every number card is off the board'],
    ['a loss', fromDeal(1, DEAL_1_LOST), 'The J♦ has no free Jack seat']
  ])('for %s', (_name, state, text) => {
    expect(say(state)).toBe(text);
  });
});

describe('a dead end', () => {
  // Issue 19: deal 123 as the expert plays it ends in a removal phase with nothing to remove
  // and the J♥ in play with every Jack seat taken: resuming, the only action, loses.
  const stuck = fromDeal(123, DEAL_123_DEAD_END);

  it('is the position the issue describes: nothing to remove, and resuming the only action', () => {
    // The line is the expert hint's play of deal 123 when the issue was filed; the expert has
    // changed since (issue 23), the position stays the example.
    expect(stuck.phase).toBe('remove');
    expect(legalActions(stuck).map(makeAction)).toEqual(['d']);
  });

  it('says plainly that the game is lost unless the player undoes, and never to resume', () => {
    expect(say(stuck)).toBe('The J♥ has no free Jack seat: this game is lost unless you undo');
    expect(deadEnd(stuck, choicesFor(stuck))).toBe('The J♥ has no free Jack seat: this game is lost unless you undo');
  });

  it('is not a dead end while a removal is left, nor when resuming is safe', () => {
    const withPairs = fromDeal(5, 'p5 p0 p6 p9 p10 p1 p2 p3 p4 p7 p8 p11 p12 p13 p14 p15 r7');
    expect(deadEnd(withPairs, choicesFor(withPairs))).toBeNull();
    const safe = playFrom(stockStartingWith(TWO_PAIRS), `${FILL_BOARD} r5+6 r9+10`);
    expect(deadEnd(safe, choicesFor(safe))).toBeNull();
  });
});

describe('the cause of a loss', () => {
  it('marks the number cards on the seats the blocked royal needed', () => {
    // Deal 1: the J♦ finds the Jack seats held by the J♥, the J♣, the 4♥ (slot 8) and the 2♥ (slot 11).
    expect([...squatters(fromDeal(1, DEAL_1_LOST))]).toEqual([
      [8, 'takes a Jack seat the J♦ needed'],
      [11, 'takes a Jack seat the J♦ needed']
    ]);
  });

  it('marks nothing while playing, after a win, or after a loss of another kind', () => {
    expect(squatters(fromDeal(1, DEAL_1_LOST.split(' ').slice(0, -1).join(' '))).size).toBe(0);
    expect(squatters(fromDeal(25, DEAL_25_WIN)).size).toBe(0);
    expect(squatters(playFrom(stockStartingWith(`${ROYALS_ON_SEATS} 2C 2D 2H 2S 9C`), FILL_BOARD)).size).toBe(0);
  });
});

describe('the end of the game', () => {
  it('names each way to lose', () => {
    expect(lossText(fromDeal(1, DEAL_1_LOST))).toBe('The J♦ has no free Jack seat');
    expect(lossText(playFrom(stockStartingWith(`${ROYALS_ON_SEATS} 2C 2D 2H 2S 9C`), FILL_BOARD))).toBe(
      'The board is full and no cards on it make ten'
    );
  });

  it('sums up a loss with its progress and the cards still to come', () => {
    expect(endSummary(fromDeal(1, DEAL_1_LOST))).toEqual({
      title: 'Game over',
      detail: 'The J♦ has no free Jack seat. The 4♥ and the 2♥ sit on Jack seats. You removed 8 of 40 number cards; 31 cards were still to come.'
    });
  });

  it('sums up a win, and nothing while the game goes on', () => {
    expect(endSummary(fromDeal(25, DEAL_25_WIN))?.title).toBe('You won!');
    expect(endSummary(full)).toBeNull();
  });
});

describe('refusals in board words', () => {
  it.each([
    [playFrom(stockStartingWith('KC'), ''), 'p5', 'A King goes only in a corner'],
    [playFrom(stockStartingWith('QC'), ''), 'p4', 'A Queen goes only on a top or bottom middle seat'],
    [playFrom(stockStartingWith('JC'), ''), 'p1', 'A Jack goes only on a side middle seat'],
    [placing, 'p5', 'That slot already holds the 3♣'],
    [placing, 'r5', 'Cards come off only once the board is full or the stock has run out'],
    [placing, 'd', 'Drawing is already under way: there is nothing to resume.'],
    [full, 'p5', 'The removal phase is open: remove pairs that make ten, or resume drawing first'],
    [full, 'r5+9', 'The 3♣ and the 5♣ make 8, not ten'],
    [full, 'r5', 'Only a 10 comes off alone: the 3♣ needs a partner that makes ten'],
    [full, 'r0+5', 'Royals are never removed'],
    [full, 'd', 'Resuming needs an empty slot: remove a pair or a lone 10 first.'],
    [fromDeal(1, DEAL_1_LOST), 'p12', 'The game is over: undo, restart or start a new game']
  ])('%#: %s', (state, token, text) => {
    expect(refusal(state, token)).toBe(text);
  });
});

describe('the hint in words', () => {
  it('describes each kind of action', () => {
    const fresh = newGame(dealStock(25));
    expect(describeAction(fresh, { type: 'place', slot: 5 })).toBe('Place the 8♦ on the centre, upper left');
    expect(describeAction(full, { type: 'remove', slots: [5, 6] })).toBe('Remove the 3♣ and the 7♣');
    expect(describeAction(fromDeal(25, DEAL_25_TO_LAST_PLACEMENT), { type: 'remove', slots: [5] })).toMatch(/^Remove the lone 10./);
    expect(describeAction(full, { type: 'resume' })).toBe('Resume drawing');
  });
});

describe('what the board highlights', () => {
  it('sorts a removal phase into cards, partners and lone tens', () => {
    const c = choicesFor(full);
    expect([...c.removable].sort((a, b) => a - b)).toEqual([5, 6, 9, 10]);
    expect(c.partners.get(5)).toEqual([6]);
    expect(c.partners.get(9)).toEqual([10]);
    expect(c.loneTens.size).toBe(0);
    expect(c.canResume).toBe(false);
    expect(c.placeSlots.size).toBe(0);
  });

  it('marks the royal seats a number in play would block, and none for a royal', () => {
    // Deal 25 opens with the 8♦: all sixteen slots take it, the twelve seats at a cost.
    const c = choicesFor(newGame(dealStock(25)));
    expect(c.placeSlots.size).toBe(16);
    expect([...c.squatSlots].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15]);
    // Deal 200 opens with the K♠: a royal on its own seat blocks nothing.
    expect(choicesFor(newGame(dealStock(200))).squatSlots.size).toBe(0);
    expect(choicesFor(full).squatSlots.size).toBe(0);
  });

  it('says a replay move in a few words, the card first', () => {
    const fresh = newGame(dealStock(25));
    expect(moveWords(fresh, { type: 'place', slot: 0 })).toBe('8♦ to the top-left corner');
    expect(moveWords(full, { type: 'remove', slots: [5, 6] })).toBe('3♣ and 7♣ removed');
    expect(moveWords(fromDeal(25, DEAL_25_TO_LAST_PLACEMENT), { type: 'remove', slots: [5] })).toMatch(/^10. removed alone$/);
    expect(moveWords(full, { type: 'resume' })).toBe('drawing resumes');
  });

  it('agrees with legalActions in every position of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { maxLength: 120 }), (deal, picks) => {
        let state = newGame(dealStock(deal));
        for (const pick of picks) {
          const legal = legalActions(state);
          if (legal.length === 0) break;
          const c = choicesFor(state);
          // Rebuild the legal list from the highlights: nothing more, nothing less.
          const rebuilt = new Set<string>([
            ...[...c.placeSlots].map((s) => `p${s}`),
            ...[...c.loneTens].map((s) => `r${s}`),
            ...[...c.partners].flatMap(([a, bs]) => bs.map((b) => `r${Math.min(a, b)}+${Math.max(a, b)}`)),
            ...(c.canResume ? ['d'] : [])
          ]);
          if ([...rebuilt].sort().join() !== legal.map(makeAction).sort().join()) return false;
          const next = play(state, legal[pick % legal.length]);
          if (!next.ok) return false;
          state = next.value;
        }
        return true;
      }),
      { numRuns: 300 }
    );
  });
});

describe('asSentence', () => {
  it('ends a line with a full stop once, and leaves an empty line empty', () => {
    expect(asSentence('Hint: Place the 9♠ on the centre, upper left')).toBe('Hint: Place the 9♠ on the centre, upper left.');
    expect(asSentence('Frees a Jack seat.')).toBe('Frees a Jack seat.');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('')).toBe('');
  });
});
