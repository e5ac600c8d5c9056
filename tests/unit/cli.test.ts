// The command line of docs/notation.md: JSON on standard output, errors on standard error.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, EXIT_BAD_MOVE, runSim, wilson95 } from '../../scripts/sim-cli.ts';

const deals: Record<string, string> = JSON.parse(
  readFileSync(new URL('../fixtures/deals.json', import.meta.url), 'utf8')
);

const json = (argv: string[]) => {
  const r = runSim(argv);
  expect(r.stderr).toEqual([]);
  expect(r.code).toBe(0);
  expect(r.stdout).toHaveLength(1);
  return JSON.parse(r.stdout[0]);
};

describe('sim replay', () => {
  it('prints the state after the moves', () => {
    expect(json(['replay', '--deal', '1', '--moves', 'p5 p1 p6 p9 p4 p7 p10'])).toEqual({
      phase: 'place', reason: null, inPlay: '4D', stock: 45,
      board: [null, 'QC', null, null, 'JH', '9S', '3H', 'JC', null, '7D', '8C', null, null, null, null, null],
      removed: 0, legal: ['p0', 'p2', 'p3', 'p8', 'p11', 'p12', 'p13', 'p14', 'p15']
    });
  });

  it('prints the deal itself without --moves', () => {
    const v = json(['replay', '--deal', '1']);
    expect(v).toMatchObject({ phase: 'place', inPlay: '9S', stock: 52, removed: 0 });
    expect(v.legal).toHaveLength(16);
  });

  it('takes a deck code, with the same result as its deal number', () => {
    expect(json(['replay', '--deck', deals['42'], '--moves', 'p5 p6'])).toEqual(json(['replay', '--deal', '42', '--moves', 'p5 p6']));
  });

  it('stops at an illegal move with status 2, naming the move, its position and why', () => {
    const r = runSim(['replay', '--deal', '1', '--moves', 'p5 p1 p5']);
    expect(r.code).toBe(EXIT_BAD_MOVE);
    expect(r.stdout).toEqual([]);
    expect(r.stderr.join('\n')).toMatch(/move 3 "p5" is illegal: Slot 5 is taken by the 9 of spades/);
  });

  it('explains a royal on the wrong seat', () => {
    const r = runSim(['replay', '--deal', '1', '--moves', 'p5 p0']);
    expect(r.code).toBe(EXIT_BAD_MOVE);
    expect(r.stderr.join('\n')).toMatch(/move 2 "p0" is illegal: A Queen goes only/);
  });

  it('rejects a malformed move with status 2, naming it and its position', () => {
    const r = runSim(['replay', '--deal', '1', '--moves', 'p5 x9']);
    expect(r.code).toBe(EXIT_BAD_MOVE);
    expect(r.stderr.join('\n')).toMatch(/Move 2: "x9" is not an action/);
  });
});

describe('sim play', () => {
  it('plays the rule-book hint to the end and prints its moves', () => {
    const v = json(['play', '--deal', '25', '--policy', 'classic']);
    expect(v.phase).toBe('won');
    expect(v.removed).toBe(40);
    expect(v.moves.split(' ')).toHaveLength(81);
    // The printed moves replay to the printed state.
    const { moves, ...state } = v;
    expect(json(['replay', '--deal', '25', '--moves', moves])).toEqual(state);
  });
});

describe('sim bench', () => {
  it('summarises a range of deals', () => {
    const v = json(['bench', '--policy', 'classic', '--deals', '1..200']);
    expect(v).toMatchObject({ policy: 'classic', deals: '1..200', games: 200 });
    expect(v.wins + v.losses.blocked + v.losses['board-full'] + v.losses.stuck).toBe(200);
    expect(v.losses.stuck).toBe(0);
    expect(v.winRate95[0]).toBeLessThanOrEqual(v.winRate);
    expect(v.winRate95[1]).toBeGreaterThanOrEqual(v.winRate);
    expect(v.gamesPerSecond).toBeGreaterThan(0);
    expect(v.meanRemoved).toBeGreaterThan(0);
  });

  it('matches the fixture wins among deals 1..100 (25 and 86 are wins of the rule-book hint)', () => {
    const v = json(['bench', '--policy', 'classic', '--deals', '25..25']);
    expect(v.wins).toBe(1);
    expect(json(['bench', '--policy', 'classic', '--deals', '39..39']).losses['board-full']).toBe(1);
  });

  it('computes a Wilson interval', () => {
    const [lo, hi] = wilson95(2, 100);
    expect(lo).toBeCloseTo(0.0055, 3);
    expect(hi).toBeCloseTo(0.0700, 3);
    expect(wilson95(0, 0)).toEqual([0, 1]);
  });
});

describe('sim solve', () => {
  it('prints exactly one line: winnable and a line that wins', () => {
    const r = runSim(['solve', '--deal', '101']);
    expect(r.code).toBe(0);
    expect(r.stdout).toHaveLength(1);
    expect(r.stdout[0]).toMatch(/^\{"winnable":true,"moves":"(p\d+|r\d+(\+\d+)?|d)( (p\d+|r\d+(\+\d+)?|d))*"\}$/);
    const { moves } = JSON.parse(r.stdout[0]);
    expect(json(['replay', '--deal', '101', '--moves', moves])).toMatchObject({ phase: 'won', removed: 40 });
  });

  it('prints an empty line of moves for a deal nobody can win', () => {
    expect(runSim(['solve', '--deal', '2']).stdout).toEqual(['{"winnable":false,"moves":""}']);
  });

  it('takes a deck code, with the same answer as its deal number', () => {
    expect(json(['solve', '--deck', deals['1000']])).toEqual(json(['solve', '--deal', '1000']));
  });
});

describe('the solver as a policy', () => {
  it('play --policy solver plays the winning line', () => {
    const v = json(['play', '--deal', '101', '--policy', 'solver']);
    expect(v.phase).toBe('won');
    expect(v.moves).toBe(json(['solve', '--deal', '101']).moves);
  });

  it('play --policy solver on a deal nobody wins plays the classic hint', () => {
    expect(json(['play', '--deal', '2', '--policy', 'solver'])).toEqual(json(['play', '--deal', '2', '--policy', 'classic']));
  });

  it('bench --policy solver counts winnable deals and times the solver', () => {
    const v = json(['bench', '--policy', 'solver', '--deals', '1..100']);
    expect(v).toMatchObject({ policy: 'solver', deals: '1..100', games: 100 });
    // Every deal the classic hint wins is winnable.
    expect(v.wins).toBeGreaterThanOrEqual(json(['bench', '--policy', 'classic', '--deals', '1..100']).wins);
    expect(v.wins + v.losses.blocked + v.losses['board-full'] + v.losses.stuck).toBe(100);
    const { mean, p99, max } = v.solverMs;
    expect(0 < mean && mean <= max && p99 <= max).toBe(true);
  });

  it('the classic bench has no solver times', () => {
    expect(json(['bench', '--policy', 'classic', '--deals', '1..3'])).not.toHaveProperty('solverMs');
  });
});

describe('bad input gets a clear message and a non-zero exit', () => {
  it.each([
    [['replay', '--deal', 'abc'], /"abc" is not a deal number/],
    [['replay', '--deal', '0'], /out of range/],
    [['replay', '--deal', '-5'], /"-5" is not a deal number/],
    [['replay', '--deal', '99999999999'], /out of range/],
    [['replay', '--deck', 'AS2S'], /missing cards/],
    [['replay', '--deck', 'ASAS'], /AS appears twice/],
    [['replay', '--deck', 'AS1X'], /"1X" at card 2/],
    [['replay'], /exactly one of --deal N or --deck CODE/],
    [['replay', '--deal', '1', '--deck', deals['1']], /exactly one of/],
    [['replay', '--deal'], /--deal needs a value/],
    [['replay', '--deal', '1', '--deal', '2'], /given twice/],
    [['replay', '--bogus', '1'], /unknown option "--bogus"/],
    [['play', '--deal', '1'], /--policy is required/],
    [['play', '--deal', '1', '--policy', 'psychic'], /unknown policy "psychic"/],
    [['bench', '--policy', 'classic'], /--deals A..B is required/],
    [['bench', '--policy', 'classic', '--deals', '5'], /not a range/],
    [['bench', '--policy', 'classic', '--deals', '9..3'], /backwards/],
    [['bench', '--policy', 'classic', '--deals', '0..3'], /out of range/],
    [['solve'], /exactly one of --deal N or --deck CODE/],
    [['solve', '--deal', 'x7'], /"x7" is not a deal number/],
    [['solve', '--deck', 'ASAS'], /AS appears twice/],
    [['solve', '--deal', '1', '--policy', 'classic'], /unknown option "--policy"/],
    [['bench', '--policy', 'psychic', '--deals', '1..2'], /unknown policy "psychic": one of classic, expert, solver/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/]
  ])('%j', (argv, message) => {
    const r = runSim(argv);
    expect(r.code).toBe(EXIT_BAD_INPUT);
    expect(r.stdout).toEqual([]);
    expect(r.stderr.join('\n')).toMatch(message);
  });
});

describe('npm run --silent sim, as a process', () => {
  const run = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'sim', '--', ...args], { encoding: 'utf8', cwd: new URL('../..', import.meta.url) });

  it('prints one JSON line and exits 0', () => {
    const r = run('replay', '--deal', '1', '--moves', 'p5');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ inPlay: 'QC', stock: 51 });
  });

  it('exits 2 on an illegal move with the reason on standard error', () => {
    const r = run('replay', '--deal', '1', '--moves', 'p5 p5');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/move 2 "p5" is illegal/);
  });

  it('exits 1 on a bad deal number', () => {
    const r = run('replay', '--deal', 'abc');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not a deal number/);
  });
}, 30_000);
