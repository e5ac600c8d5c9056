import { describe, expect, it } from 'vitest';
import {
  chooseOpening, dealQuery, dealTitle, newGameDeal, NEW_GAME_DEALS
} from '$lib/patience/deal-link';
import { winnableNewGameDeal, WINNABLE_TRIES } from '$lib/patience/winnable-deal';
import { checkDeckCode, dealNumberOf, readDeal, stockOf } from '$lib/cards';
import { dealStock, makeCard, makeDeckCode } from '$lib/patience/engine';

const today = '2026-11-29';

describe('what a visit opens', () => {
  it("is today's deal when the link names none and nothing is saved", () => {
    expect(chooseOpening(null, null, today)).toEqual({ deal: 20261129, resume: false, problem: null });
  });

  it('goes on with the saved game when the link names none', () => {
    expect(chooseOpening(null, 77, today)).toEqual({ deal: 77, resume: true, problem: null });
  });

  it('is the deal the link names', () => {
    expect(chooseOpening('42', null, today)).toEqual({ deal: 42, resume: false, problem: null });
    expect(chooseOpening('42', 77, today)).toEqual({ deal: 42, resume: false, problem: null });
  });

  it('goes on with the saved game when the link names its deal', () => {
    expect(chooseOpening('77', 77, today)).toEqual({ deal: 77, resume: true, problem: null });
  });

  it.each(['abc', '0', '-5', '99999999999', ''])("explains %j and falls back to today's deal", (param) => {
    const opening = chooseOpening(param, null, today);
    expect(opening).toMatchObject({ deal: 20261129, resume: false });
    expect(opening.problem).toMatch(/deal number.*today's deal instead/);
  });

  it.each(['abc', '0', '-5', '99999999999'])('explains %j and keeps the saved game', (param) => {
    const opening = chooseOpening(param, 77, today);
    expect(opening).toMatchObject({ deal: 77, resume: true });
    expect(opening.problem).toMatch(/deal number.*game in progress is kept/);
  });
});

describe('new game deals', () => {
  it('fall in 1..999,999', () => {
    expect(newGameDeal(0)).toBe(1);
    expect(newGameDeal(NEW_GAME_DEALS - 1)).toBe(NEW_GAME_DEALS);
    expect(newGameDeal(NEW_GAME_DEALS)).toBe(1);
    expect(newGameDeal(0xffffffff)).toBeGreaterThanOrEqual(1);
    expect(newGameDeal(0xffffffff)).toBeLessThanOrEqual(NEW_GAME_DEALS);
  });

  it('never repeat the deal just played', () => {
    expect(newGameDeal(4, 5)).toBe(6);
    expect(newGameDeal(NEW_GAME_DEALS - 1, NEW_GAME_DEALS)).toBe(1);
  });
});

describe('deck codes in links and typed deals', () => {
  const code = makeDeckCode(dealStock(9));

  it('opens a deck code link, and goes on with a saved game of the same code', () => {
    expect(chooseOpening(null, null, today, code)).toEqual({ deal: code, resume: false, problem: null });
    expect(chooseOpening(null, code, today, code.toLowerCase())).toEqual({ deal: code, resume: true, problem: null });
  });

  it('explains a broken deck code link and keeps the saved game', () => {
    const opening = chooseOpening(null, 77, today, 'ASAS');
    expect(opening).toMatchObject({ deal: 77, resume: true });
    expect(opening.problem).toBe("The link's deck code: AS appears twice, at cards 1 and 2. Your game in progress is kept.");
  });

  it('refuses a link naming both a deal and a deck code', () => {
    expect(chooseOpening('5', null, today, code).problem).toMatch(/both a deal number and a deck code/);
  });

  it.each([
    ['25', 25],
    [' 007 ', 7],
    ['4294967295', 4294967295]
  ])('reads the typed deal number %j', (typed, deal) => {
    expect(readDeal(typed)).toEqual({ ok: true, value: deal });
  });

  it('reads a typed deck code in any accepted spelling into its canonical form', () => {
    const spaced = dealStock(9).map(makeCard).join(', ').toLowerCase().replaceAll('t', '10');
    expect(readDeal(spaced)).toEqual({ ok: true, value: code });
  });

  it.each([
    ['', /Type a deal number/],
    ['abc', /"abc" is not a deal number/],
    ['-5', /"-5" is not a deal number/],
    ['99999999999', /out of range/],
    ['AS'.repeat(30), /AS appears twice/],
    [code.slice(0, 102), /51 cards of 52; missing card/]
  ])('names the problem with %j', (typed, message) => {
    const read = readDeal(typed);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(message);
  });

  it('gives each deal its query, its title, its stock and its statistics number', () => {
    expect(dealQuery(25)).toBe('?deal=25');
    expect(dealQuery(code)).toBe(`?deck=${code}`);
    expect(dealTitle(25)).toBe('Deal 25');
    // Today's deal by its day, not by a number that looks like a date (issue 19).
    expect(dealTitle(20261202, 20261202)).toBe("Today's deal, 2 December");
    expect(dealTitle(20261129, 20261202)).toBe('Deal 20261129');
    expect(dealTitle(code)).toBe('Deal from a deck code');
    expect(stockOf(code)).toEqual(dealStock(9));
    expect(stockOf(25)).toEqual(dealStock(25));
    expect(dealNumberOf(25)).toBe(25);
    expect(dealNumberOf(code)).toBeNull();
    expect(checkDeckCode(code)).toBe(code);
    expect(checkDeckCode(code.toLowerCase())).toBeNull();
    expect(checkDeckCode(42)).toBeNull();
  });
});

describe('New game with winnable deals only', () => {
  /** 32-bit numbers that deal 1, 2, 3, … in turn. */
  const counting = () => {
    let next = 0;
    return () => next++;
  };

  it('deals the first random deal the solver can win, and says nothing', async () => {
    const asked: number[] = [];
    const found = await winnableNewGameDeal(counting(), null, async (deal) => (asked.push(deal), deal === 3));
    expect(found).toEqual({ deal: 3, problem: null });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('never deals the deal just played', async () => {
    const found = await winnableNewGameDeal(counting(), 1, async () => true);
    expect(found.deal).toBe(2);
  });

  it('after every try misses, deals a random deal and says so', async () => {
    let asked = 0;
    const found = await winnableNewGameDeal(counting(), null, async () => (asked++, false));
    expect(asked).toBe(WINNABLE_TRIES);
    expect(found).toEqual({ deal: WINNABLE_TRIES + 1, problem: `No winnable deal turned up in ${WINNABLE_TRIES} tries; New game dealt a random deal instead.` });
  });

  it('when the solver fails, deals a random deal and says why', async () => {
    const found = await winnableNewGameDeal(counting(), null, async () => {
      throw new Error('the engine worker failed');
    });
    expect(found).toEqual({ deal: 2, problem: 'The solver could not run (the engine worker failed); New game dealt a random deal.' });
  });
});
