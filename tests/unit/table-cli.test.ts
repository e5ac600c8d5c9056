// `sim table replay|play|bench` (docs/table-notation.md, "Command line").
import { describe, expect, it } from 'vitest';
import { runSim } from '../../scripts/sim-cli';

const run = (...args: string[]) => runSim(['table', ...args]);
const json = (...args: string[]) => {
  const r = run(...args);
  expect(r.stderr).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout[0]);
};

describe('sim table replay', () => {
  it('prints the state of a fixture deal', () => {
    const s = json('replay', '--deal', '25', '--players', '2', '--draw', 'end');
    expect(s.legal).toEqual(['3S>W', '5H>E', 'N>NE', 'N>NW', 'N>SE', 'N>SW', 'QC>N', 'e']);
    expect(s.piles.N).toEqual(['KH']);
  });

  it('accepts case, 10 for the ten and | anywhere; --deck and --qj2', () => {
    expect(json('replay', '--deal', '025', '--moves', 'D | e').turn).toBe(1);
    const deck = 'KSQH2C9DTS3H4C8D7SJH5C6DASKHQC2D9STH3C4D8S7HJC5D6SAHKCQD2S9HTC3D4S8H7CJD5S6HACKDQS2H9CTD3S4H8C7DJS5H6CAD';
    expect(json('replay', '--deck', deck.toLowerCase(), '--qj2', '--moves', 'd KS>NE').piles.NE).toEqual(['KS']);
  });

  it('exit 2 names a malformed or illegal move and its place, | counted', () => {
    const bad = run('replay', '--deal', '25', '--moves', 'd | 9X>N');
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^sim table replay: move 3 "9X>N" is malformed/);
    const illegal = run('replay', '--deal', '25', '--moves', 'd e 2C>N');
    expect(illegal.code).toBe(2);
    expect(illegal.stderr[0]).toBe('sim table replay: move 3 "2C>N" is illegal: Ruth must draw from the stock first');
  });

  it('exit 1 for other bad input', () => {
    for (const args of [
      ['replay', '--deal', '0'],
      ['replay'],
      ['replay', '--deal', '1', '--players', '5'],
      ['replay', '--deal', '1', '--target', '20'],
      ['replay', '--deal', '1', '--draw', 'middle'],
      ['replay', '--deal', '1', '--level', 'hard'],
      ['replay', '--deck', 'KSQH'],
      ['replay', '--deal', '1', '--colour', 'red'],
      ['nonsense'],
      []
    ]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr[0]).toMatch(/^sim table/);
    }
  });
});

describe('sim table play and bench', () => {
  it('plays a whole match whose moves replay to the same state', () => {
    const played = json('play', '--deal', '8127', '--players', '3', '--level', 'easy', '--you', 'standard');
    expect(played.phase).toBe('over');
    const { moves, ...state } = played;
    expect(moves).toContain(' | ');
    expect(json('replay', '--deal', '8127', '--players', '3', '--moves', moves)).toEqual(state);
    expect(json('play', '--deal', '8127', '--players', '3', '--level', 'easy', '--you', 'standard')).toEqual(played);
  });

  it('benches every arrangement of the seats', () => {
    const b = json('bench', '--deals', '1..2', '--players', '2', '--seats', 'expert,standard', '--target', '10');
    expect(b.matches).toBe(4);
    expect(b.levels.expert.matches).toBe(4);
    expect(b.levels.expert.won + b.levels.standard.won).toBe(4);
    expect(b.levels.expert.winRate95).toHaveLength(2);
    expect(run('bench', '--deals', '1..2', '--players', '3', '--seats', 'expert,standard').code).toBe(1);
  });
});

describe('sim table names the input and never echoes a long one', () => {
  it('reads --deck as a deck code, even forty digits', () => {
    const r = run('replay', '--deck', '1'.repeat(40));
    expect(r.code).toBe(1);
    expect(r.stderr[0]).toMatch(/--deck: Deck code: /);
    expect(r.stderr[0]).not.toMatch(/out of range/);
  });

  it('shortens a 100 kB --deal or --moves in its message', () => {
    for (const args of [['replay', '--deal', '9'.repeat(100_000)], ['replay', '--deal', 'x'.repeat(100_000)], ['replay', '--deal', '1', '--moves', 'q'.repeat(100_000)]]) {
      const r = run(...args);
      expect(r.code).toBeGreaterThan(0);
      expect(r.stderr.join('\n').length).toBeLessThan(300);
      expect(r.stderr[0]).toContain('(100,000 characters)');
    }
  });

  it('suggests only a fix that can work when --seats and --players disagree', () => {
    const r = run('bench', '--deals', '1..2', '--players', '2', '--seats', 'expert');
    expect(r.code).toBe(1);
    expect(r.stderr[0]).not.toContain('--players 1');
    expect(r.stderr[0]).toContain('--seats expert,expert');
    expect(run('bench', '--deals', '1..2', '--players', '2', '--seats', 'expert,easy,easy').stderr[0]).toContain('give --players 3');
  });
});

describe('sim table verdict', () => {
  it('prints the verdict on the hand the moves finish, its line replaying to that hand end', () => {
    const played = json('play', '--deal', '5', '--you', 'standard');
    const hand1 = played.moves.split(' | ')[0];
    const v = json('verdict', '--deal', '5', '--moves', hand1);
    expect(v).toMatchObject({ hand: 1, settled: true, fewestPoints: 0, couldGoOut: true, goOutTurn: 3, playedPoints: 0, playedOutTurn: 3 });
    const after = json('replay', '--deal', '5', '--moves', v.line.join(' '));
    expect(after.hand).toBe(2);
  });

  it('a budget of 1 is not settled', () => {
    const v = json('verdict', '--deal', '5', '--moves', 'd', '--budget', '1');
    expect(v).toMatchObject({ settled: false, nodes: 1, playedPoints: null });
  });

  it('exit 2 for a malformed or illegal move, exit 1 for other bad input', () => {
    const illegal = run('verdict', '--deal', '25', '--moves', 'd e 2C>N');
    expect(illegal.code).toBe(2);
    expect(illegal.stderr[0]).toBe('sim table verdict: move 3 "2C>N" is illegal: Ruth must draw from the stock first');
    expect(run('verdict', '--deal', '25', '--moves', 'd 9X>N').code).toBe(2);
    for (const args of [
      ['verdict', '--deal', '25'],
      ['verdict', '--deal', '25', '--moves', 'd', '--budget', '0'],
      ['verdict', '--deal', '25', '--moves', 'd', '--budget', 'lots'],
      ['verdict', '--moves', 'd'],
      ['verdict-bench', '--deals', '3..1']
    ]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr[0]).toMatch(/^sim table verdict/);
    }
  });

  it('verdict-bench tallies the hands it judged', () => {
    const b = json('verdict-bench', '--deals', '5..6', '--budget', '300');
    expect(b).toMatchObject({ hands: 2, budget: 300 });
    expect(b.settled).toBeLessThanOrEqual(2);
    expect(b.msP95).toBeGreaterThanOrEqual(0);
  });
});
