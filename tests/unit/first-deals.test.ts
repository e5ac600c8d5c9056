// A newcomer's starter deals (first-deals.svelte.ts): every listed deal is proved winnable by the
// solver (its line replayed to a win) and won by both hint policies; the command line that made
// the list makes it again; and the rules of when they are dealt and when they end.
import { describe, expect, it } from 'vitest';
import { current, dealStock, newGame, playOut, replay } from '$lib/patience/engine';
import { POLICIES } from '$lib/patience/engine/hints';
import { solveStock } from '$lib/patience/engine/solver';
import {
  firstDealsFor, isOver, isStarterGame, nextStarterDeal, STARTER_DEALS, STARTER_GAMES, validateFirstDeals, type FirstDeals
} from '$lib/patience/first-deals.svelte';
import { emptyStats, type Stats } from '$lib/patience/stats';
import { runSim } from '../../scripts/sim-cli.ts';

const record = (next: number, done = false): FirstDeals => ({ version: 1, next, done });
const played = (n: number, extra: Partial<Stats> = {}): Stats => ({ ...emptyStats(), played: n, ...extra });

describe('the starter deals', () => {
  it.each(STARTER_DEALS.map((deal) => [deal]))('deal %i is proved winnable by the solver, whose line wins it', (deal) => {
    const stock = dealStock(deal);
    const solved = solveStock(stock);
    expect(solved.winnable).toBe(true);
    const line = replay(newGame(stock), solved.moves);
    expect(line.ok).toBe(true);
    if (line.ok) expect(current(line.value).phase).toBe('won');
  });

  it.each(STARTER_DEALS.map((deal) => [deal]))('deal %i is won by the rule book and by the Expert, playing every move', (deal) => {
    for (const policy of Object.values(POLICIES)) expect(playOut(newGame(dealStock(deal)), policy).final.phase).toBe('won');
  });

  it('are the list `sim starters` makes: the first twelve such deals from 1', () => {
    const result = runSim(['starters', '--deals', '1..3000', '--count', String(STARTER_DEALS.length)]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout[0])).toEqual({ deals: [...STARTER_DEALS], tried: STARTER_DEALS.at(-1) });
    // About 1 s alone; several times that on a busy machine (1724 deals solved and played twice).
  }, 30_000);

  it('are more than the games they last, so a deal left untouched does not use them up at once', () => {
    expect(STARTER_DEALS.length).toBeGreaterThan(STARTER_GAMES * 2);
    expect(new Set(STARTER_DEALS).size).toBe(STARTER_DEALS.length);
  });
});

describe('who gets them, and when they end', () => {
  it('a newcomer (nothing saved, no game in the statistics) gets them; a player an older build counted does not', () => {
    expect(firstDealsFor(null, emptyStats())).toEqual(record(0));
    expect(firstDealsFor(null, played(1))).toEqual(record(0, true));
    expect(firstDealsFor(null, { ...emptyStats(), leftUnplayed: 1 })).toEqual(record(0, true));
    expect(firstDealsFor(null, { ...emptyStats(), watched: 1 })).toEqual(record(0, true));
    // Once saved, the record decides: statistics reset later do not make a newcomer again.
    expect(firstDealsFor(record(2, true), emptyStats())).toEqual(record(2, true));
  });

  it('deals them in order, one each time, while the player has played fewer than three games', () => {
    let saved = record(0);
    const dealt: (number | null)[] = [];
    for (let games = 0; games < STARTER_GAMES; games++) {
      const next = nextStarterDeal(saved, played(games), null);
      dealt.push(next.deal);
      saved = next.record;
    }
    expect(dealt).toEqual(STARTER_DEALS.slice(0, STARTER_GAMES));
    expect(saved).toEqual(record(STARTER_GAMES));
    // The third game played: they are over, for good.
    expect(nextStarterDeal(saved, played(STARTER_GAMES), null)).toEqual({ deal: null, record: record(STARTER_GAMES, true) });
  });

  it('a deal left untouched moves on to the next starter deal without counting as a game', () => {
    const next = nextStarterDeal(record(5), played(0), STARTER_DEALS[4]);
    expect(next).toEqual({ deal: STARTER_DEALS[5], record: record(6) });
  });

  it('never deals the deal on the board again', () => {
    expect(nextStarterDeal(record(1), played(1), STARTER_DEALS[1])).toEqual({ deal: STARTER_DEALS[2], record: record(3) });
  });

  it('end at the first win, assisted or not', () => {
    expect(isOver(record(1), played(1, { won: 1 }))).toBe(true);
    expect(isOver(record(1), played(1, { assisted: 1 }))).toBe(true);
    expect(nextStarterDeal(record(1), played(1, { won: 1 }), null)).toEqual({ deal: null, record: record(1, true) });
  });

  it('end when the list runs out', () => {
    expect(nextStarterDeal(record(STARTER_DEALS.length), played(0), null).deal).toBeNull();
    expect(nextStarterDeal(record(STARTER_DEALS.length - 1), played(0), STARTER_DEALS.at(-1)!)).toEqual({
      deal: null,
      record: record(STARTER_DEALS.length, true)
    });
  });

  it('a starter deal is said so only while they last', () => {
    expect(isStarterGame(record(1), STARTER_DEALS[0])).toBe(true);
    expect(isStarterGame(record(1, true), STARTER_DEALS[0])).toBe(false);
    expect(isStarterGame(record(1), 7)).toBe(false);
    expect(isStarterGame(record(1), 'AAAA')).toBe(false);
  });

  it('what was saved is checked', () => {
    expect(validateFirstDeals({ version: 1, next: 3, done: false })).toEqual(record(3));
    for (const bad of [null, [], { version: 2, next: 0, done: true }, { version: 1, next: -1, done: true }, { version: 1, next: 1.5, done: true },
      { version: 1, next: STARTER_DEALS.length + 1, done: true }, { version: 1, next: 0, done: 'yes' }]) {
      expect(validateFirstDeals(bad)).toBeNull();
    }
  });
});
