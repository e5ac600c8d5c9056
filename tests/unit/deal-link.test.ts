import { describe, expect, it } from 'vitest';
import { chooseOpening, newGameDeal, NEW_GAME_DEALS } from '$lib/deal-link';

const today = new Date(2026, 10, 29, 9, 30);

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
