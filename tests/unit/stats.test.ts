// The statistics: how games count, what saved data is accepted, and loading and saving.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  abandonGame, averageProgress, emptyStats, markLineShown, updateStats, winRate,
  LINES_SHOWN_LIMIT, RECENT_LIMIT, type GameRecord, type GameSnapshot, type Stats
} from '$lib/patience/stats';
import { migrateStats, validateStats } from '$lib/patience/saved-stats';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { loadStats, resetStats, saveStats } from '$lib/storage/patience';
import { useMemoryStorage } from './memory-storage.ts';

const DAY = '2026-03-01';

/**
 * One step, written as the controller would report it:
 * "g1 place 3"   a snapshot of game g1, started, placing, 3 cards removed
 * "g1 unstarted" a snapshot of game g1 at its deal, before any placement
 * "abandon g1"   the player left game g1 (new game or restart)
 * "line"         the player was shown a winning line for the deal (deal 7, as every step's)
 * "g1 lost! 5"   a phase ending in "!": the action that led there was Watch's, not the player's
 */
type Step = string;

function snapshot(step: Step): GameSnapshot {
  const [id, written, removed] = step.split(' ');
  if (written === 'unstarted') return { id, deal: 7, dealKey: '7', started: false, phase: 'place', removed: 0, date: DAY };
  const byWatch = written.endsWith('!');
  const phase = written.replace('!', '') as GameSnapshot['phase'];
  return { id, deal: 7, dealKey: '7', started: true, phase, removed: Number(removed), date: DAY, byWatch };
}

function apply(stats: Stats, step: Step): Stats {
  const [word, id] = step.split(' ');
  if (word === 'line') return markLineShown(stats, '7');
  return word === 'abandon' ? abandonGame(stats, id) : updateStats(stats, snapshot(step));
}

const run = (steps: readonly Step[], from: Stats = emptyStats()): Stats => steps.reduce(apply, from);

/** A whole game won or lost in one go, for building sequences. */
const wonGame = (id: string): Step[] => [`${id} place 0`, `${id} won 40`];
const lostGame = (id: string, removed = 0): Step[] => [`${id} place 0`, `${id} lost ${removed}`];

/** The recent list in short: "id:result:progress", newest first. */
const recentOf = (stats: Stats): string[] => stats.recent.map((r) => `${r.id}:${r.result}:${r.progress}`);

interface Row {
  readonly name: string;
  readonly steps: readonly Step[];
  readonly expected: Partial<Omit<Stats, 'recent'>>;
  readonly recent: readonly string[];
}

const rows: Row[] = [
  {
    name: 'a deal with no card placed is not a game played',
    steps: ['g1 unstarted', 'g1 unstarted'],
    expected: { played: 0, won: 0 },
    recent: []
  },
  {
    name: 'the first placement counts the game, still playing',
    steps: ['g1 unstarted', 'g1 place 0'],
    expected: { played: 1, won: 0, currentStreak: 0, progressSum: 0 },
    recent: ['g1:playing:0']
  },
  {
    name: 'many snapshots of one game count it once',
    steps: ['g1 place 0', 'g1 place 0', 'g1 remove 0', 'g1 remove 2', 'g1 place 2', 'g1 unstarted'],
    expected: { played: 1, progressSum: 2, bestProgress: 2 },
    recent: ['g1:playing:2']
  },
  {
    name: 'progress is the most ever removed, also after undoing removals',
    steps: ['g1 remove 6', 'g1 place 4', 'g1 remove 5', 'g1 lost 5'],
    expected: { played: 1, progressSum: 6, bestProgress: 6 },
    recent: ['g1:lost:6']
  },
  {
    name: 'progress adds up over games; best progress is the highest',
    steps: [...lostGame('g1', 12), ...lostGame('g2', 30), ...lostGame('g3', 3)],
    expected: { played: 3, progressSum: 45, bestProgress: 30 },
    recent: ['g3:lost:3', 'g2:lost:30', 'g1:lost:12']
  },
  {
    name: 'a win counts once, however often it is reported',
    steps: ['g1 place 0', 'g1 won 40', 'g1 won 40', 'g1 remove 38', 'g1 won 40'],
    expected: { played: 1, won: 1, currentStreak: 1, bestStreak: 1, progressSum: 40, bestProgress: 40 },
    recent: ['g1:won:40']
  },
  {
    name: 'a loss undone and then won is one game and one win, and the streak comes back',
    steps: [...wonGame('g1'), 'g2 place 0', 'g2 lost 12', 'g2 remove 12', 'g2 won 40'],
    expected: { played: 2, won: 2, currentStreak: 2, bestStreak: 2, progressSum: 80 },
    recent: ['g2:won:40', 'g1:won:40']
  },
  {
    name: 'a win undone and then lost stays a win',
    steps: ['g1 place 0', 'g1 won 40', 'g1 remove 38', 'g1 lost 38'],
    expected: { played: 1, won: 1, currentStreak: 1, bestStreak: 1 },
    recent: ['g1:won:40']
  },
  {
    name: 'leaving an unfinished game counts it lost and ends the streak',
    steps: [...wonGame('g1'), 'g2 remove 4', 'abandon g2'],
    expected: { played: 2, won: 1, currentStreak: 0, bestStreak: 1 },
    recent: ['g2:lost:4', 'g1:won:40']
  },
  {
    name: 'a game left before any number card came off is set apart, not lost: the streak stands',
    steps: [...wonGame('g1'), 'g2 place 0', 'g2 remove 0', 'abandon g2'],
    expected: { played: 1, won: 1, currentStreak: 1, leftUnplayed: 1, watched: 0 },
    recent: ['g1:won:40']
  },
  {
    name: 'a game Watch lost is set apart: not played, its progress not counted, the streak as before',
    steps: [...wonGame('g1'), 'g2 remove 4', 'g2 lost! 6'],
    expected: { played: 1, won: 1, currentStreak: 1, watched: 1, progressSum: 40, leftUnplayed: 0 },
    recent: ['g2:watched:4', 'g1:won:40']
  },
  {
    name: 'a game Watch won is set apart, not won',
    steps: ['g1 remove 4', 'g1 won! 40'],
    expected: { played: 0, won: 0, currentStreak: 0, bestStreak: 0, watched: 1, progressSum: 0 },
    recent: ['g1:watched:4']
  },
  {
    name: 'a loss by hand, undone, then finished by Watch is set apart and the streak restored',
    steps: [...wonGame('g1'), ...lostGame('g2', 5), 'g2 place 5', 'g2 won! 40', 'g2 lost 5', 'abandon g2'],
    expected: { played: 1, won: 1, currentStreak: 1, watched: 1, progressSum: 40 },
    recent: ['g2:watched:5', 'g1:won:40']
  },
  {
    name: "a win by the player's own hand is theirs, whatever Watch played before it",
    steps: ['g1 remove! 4', 'g1 place! 4', 'g1 won 40'],
    expected: { played: 1, won: 1, currentStreak: 1, watched: 0 },
    recent: ['g1:won:40']
  },
  {
    name: 'leaving a won game changes nothing',
    steps: [...wonGame('g1'), 'abandon g1'],
    expected: { played: 1, won: 1, currentStreak: 1 },
    recent: ['g1:won:40']
  },
  {
    name: 'leaving a game before its first placement counts nothing',
    steps: [...wonGame('g1'), 'g2 unstarted', 'abandon g2'],
    expected: { played: 1, won: 1, currentStreak: 1 },
    recent: ['g1:won:40']
  },
  {
    name: 'a restart is a loss and the replayed deal a new game',
    steps: ['g1 remove 3', 'abandon g1', 'g2 unstarted', 'g2 place 0'],
    expected: { played: 2, won: 0, currentStreak: 0 },
    recent: ['g2:playing:0', 'g1:lost:3']
  },
  {
    name: 'a lost game reported lost again after undo and resume stays one loss',
    steps: [...lostGame('g1', 5), 'g1 place 5', 'g1 lost 5', 'abandon g1'],
    expected: { played: 1, won: 0, progressSum: 5 },
    recent: ['g1:lost:5']
  },
  {
    name: 'streaks: won, won, lost, won, won, won',
    steps: [...wonGame('a'), ...wonGame('b'), ...lostGame('c'), ...wonGame('d'), ...wonGame('e'), ...wonGame('f')],
    expected: { played: 6, won: 5, currentStreak: 3, bestStreak: 3 },
    recent: ['f:won:40', 'e:won:40', 'd:won:40', 'c:lost:0', 'b:won:40', 'a:won:40']
  },
  {
    name: 'streaks: won, won, won, lost, won',
    steps: [...wonGame('a'), ...wonGame('b'), ...wonGame('c'), ...lostGame('d'), ...wonGame('e')],
    expected: { played: 5, won: 4, currentStreak: 1, bestStreak: 3 },
    recent: ['e:won:40', 'd:lost:0', 'c:won:40', 'b:won:40', 'a:won:40']
  },
  {
    name: 'a game won in another tab after a newer one started counts but leaves the streak alone',
    steps: ['g1 place 0', 'g2 place 0', 'g1 won 40'],
    expected: { played: 2, won: 1, currentStreak: 0, bestStreak: 0 },
    recent: ['g2:playing:0', 'g1:won:40']
  },
  {
    name: 'a game lost in another tab after a newer one won leaves the streak alone',
    steps: ['g1 place 0', ...wonGame('g2'), 'g1 lost 9', 'abandon g1'],
    expected: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, progressSum: 49 },
    recent: ['g2:won:40', 'g1:lost:9']
  }
];

describe('how games count', () => {
  it.each(rows)('$name', ({ steps, expected, recent }) => {
    const stats = run(steps);
    expect(stats).toMatchObject(expected);
    expect(recentOf(stats)).toEqual(recent);
    expect(validateStats(stats)).toEqual(stats);
  });

  it('records the deal, the date it was counted and the streak before it', () => {
    const before = run([...wonGame('a'), ...wonGame('b')]);
    const counted = updateStats(before, { id: 'c', deal: null, dealKey: 'x', started: true, phase: 'place', removed: 0, date: '2026-03-01' });
    const later = updateStats(counted, { id: 'c', deal: null, dealKey: 'x', started: true, phase: 'won', removed: 40, date: '2026-03-02' });
    expect(later.recent[0]).toEqual<GameRecord>({
      id: 'c', deal: null, result: 'won', progress: 40, date: '2026-03-01', streakBefore: 2
    });
    expect(later.currentStreak).toBe(3);
  });

  it('keeps the newest 20 games, newest first, and counts them all', () => {
    const steps = Array.from({ length: 25 }, (_, i) => lostGame(`g${i + 1}`, i + 1)).flat();
    const stats = run(steps);
    expect(stats.recent).toHaveLength(RECENT_LIMIT);
    expect(stats.recent.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => `g${25 - i}`));
    expect(stats.played).toBe(25);
    expect(stats.progressSum).toBe((25 * 26) / 2);
    expect(stats.bestProgress).toBe(25);
  });

  it('returns the same object for a snapshot that changes nothing', () => {
    const steps = ['g1 place 0', 'g1 remove 4', 'g1 place 2', 'g1 lost 4', 'g1 won 40', 'g1 lost 38', 'abandon g1'];
    let stats = emptyStats();
    for (const step of steps) {
      stats = apply(stats, step);
      expect(apply(stats, step)).toBe(stats);
    }
    expect(updateStats(stats, snapshot('g9 unstarted'))).toBe(stats);
    expect(abandonGame(stats, 'nobody')).toBe(stats);
  });

  it('never changes the statistics it is given', () => {
    const stats = Object.freeze(run(['g1 place 0']));
    const copy = structuredClone(stats);
    updateStats(stats, snapshot('g1 won 40'));
    abandonGame(stats, 'g1');
    expect(stats).toEqual(copy);
  });
});

describe('assisted wins', () => {
  it('a win after the winning line was shown is assisted: played, not won, and the streak ends', () => {
    const stats = run([...wonGame('a'), ...lostGame('b', 10), 'line', 'abandon b', ...wonGame('c')]);
    expect(stats).toMatchObject({ played: 3, won: 1, assisted: 1, currentStreak: 0, bestStreak: 1 });
    expect(recentOf(stats)).toEqual(['c:assisted:40', 'b:lost:10', 'a:won:40']);
  });

  it('a lost game undone and won after its line was shown is assisted, and does not restore the streak', () => {
    const stats = run([...wonGame('a'), ...lostGame('b', 10), 'line', 'b won 40']);
    expect(stats).toMatchObject({ played: 2, won: 1, assisted: 1, currentStreak: 0 });
    expect(recentOf(stats)).toEqual(['b:assisted:40', 'a:won:40']);
  });

  it('a plain win stays plain when a line is shown afterwards, and marking twice changes nothing', () => {
    const stats = run([...wonGame('a'), 'line', 'a won 40']);
    expect(stats).toMatchObject({ won: 1, assisted: 0, currentStreak: 1 });
    expect(markLineShown(stats, '7')).toBe(stats);
  });

  it('other deals are not assisted', () => {
    const stats = updateStats(updateStats(markLineShown(emptyStats(), '8'), snapshot('g place 0')), snapshot('g won 40'));
    expect(stats).toMatchObject({ won: 1, assisted: 0 });
  });

  it('remembers the last LINES_SHOWN_LIMIT deals', () => {
    let stats = emptyStats();
    for (let deal = 1; deal <= LINES_SHOWN_LIMIT + 5; deal++) stats = markLineShown(stats, String(deal));
    expect(stats.linesShown).toHaveLength(LINES_SHOWN_LIMIT);
    expect(stats.linesShown[0]).toBe('6');
    expect(validateStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it('loads statistics saved before assisted wins were told apart', () => {
    const { assisted: _a, linesShown: _l, ...old } = run([...wonGame('a'), ...lostGame('b', 10)]);
    expect(validateStats(JSON.parse(JSON.stringify(old)))).toEqual({ ...old, assisted: 0, linesShown: [] });
  });
});

describe('figures', () => {
  it('has no win rate or average before any game', () => {
    expect(winRate(emptyStats())).toBeNull();
    expect(averageProgress(emptyStats())).toBeNull();
  });

  it('divides by games played', () => {
    const stats = run([...wonGame('a'), ...lostGame('b', 10), ...lostGame('c', 4)]);
    expect(winRate(stats)).toBeCloseTo(1 / 3);
    expect(averageProgress(stats)).toBeCloseTo(18);
  });
});

describe('checking saved statistics', () => {
  const sample = (): Stats => run([...wonGame('a'), ...lostGame('b', 10), 'c place 3']);
  const record = (over: Partial<GameRecord> = {}): GameRecord => ({ ...sample().recent[0], ...over });

  it('accepts what emptyStats and updateStats make, also after a JSON round trip', () => {
    for (const stats of [emptyStats(), sample()]) {
      expect(validateStats(stats)).toEqual(stats);
      expect(validateStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
    }
  });

  it('drops fields it does not know', () => {
    expect(validateStats({ ...sample(), extra: 1 })).toEqual(sample());
  });

  const withoutField = (key: keyof Stats) => {
    const { [key]: _gone, ...rest } = sample();
    return rest;
  };
  const recordWithout = (key: keyof GameRecord) => {
    const { [key]: _gone, ...rest } = record();
    return { ...sample(), recent: [rest] };
  };

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['a string', 'stats'],
    ['a number', 5],
    ['a missing version', withoutField('version')],
    ['version 3', { ...sample(), version: 3 }],
    ['version 1 (it is migrated, not read as it is)', { ...sample(), version: 1 }],
    ['a missing count of games set apart', (({ watched: _w, ...rest }) => rest)(sample())],
    ['more watched games listed than counted', { ...sample(), watched: 0, recent: [{ ...sample().recent[0], result: 'watched' }] }],
    ["version '1'", { ...sample(), version: '1' }],
    ['a missing count', withoutField('progressSum')],
    ['missing recent games', withoutField('recent')],
    ['a negative count', { ...sample(), played: -1 }],
    ['a fractional count', { ...sample(), won: 0.5 }],
    ['a count written as text', { ...sample(), played: '3' }],
    ['more won than played', { ...sample(), won: 4 }],
    ['a current streak above the best', { ...sample(), currentStreak: 2 }],
    ['a best streak above the wins', { ...sample(), bestStreak: 2, currentStreak: 0 }],
    ['best progress 41', { ...sample(), bestProgress: 41 }],
    ['more progress than 40 a game', { ...sample(), progressSum: 121 }],
    ['recent games not a list', { ...sample(), recent: {} }],
    ['more recent games than played', { ...sample(), played: 2 }],
    ['21 recent games', { ...sample(), played: 30, recent: Array.from({ length: 21 }, (_, i) => record({ id: `r${i}`, result: 'lost' })) }],
    ['a record that is not an object', { ...sample(), recent: ['c'] }],
    ['a record without a date', recordWithout('date')],
    ['a record without an id', recordWithout('id')],
    ['a record with an empty id', { ...sample(), recent: [record({ id: '' })] }],
    ['a record with an unknown result', { ...sample(), recent: [record({ result: 'draw' as never })] }],
    ['a record with progress 41', { ...sample(), bestProgress: 40, recent: [record({ progress: 41 })] }],
    ['a record beyond the best progress', { ...sample(), bestProgress: 10, recent: [record({ progress: 39 })] }],
    ['a record with a negative progress', { ...sample(), recent: [record({ progress: -1 })] }],
    ['a record with deal 0', { ...sample(), recent: [record({ deal: 0 })] }],
    ['a record with a fractional deal', { ...sample(), recent: [record({ deal: 1.5 })] }],
    ['a record with a date that is no day', { ...sample(), recent: [record({ date: '2026-02-30' })] }],
    ['a record with a date in another format', { ...sample(), recent: [record({ date: '01/03/2026' })] }],
    ['a record with a fractional streak', { ...sample(), recent: [record({ streakBefore: 0.5 })] }],
    ['two records of one game', { ...sample(), recent: [record(), record()] }],
    ['more won records than wins', { ...sample(), won: 0, bestStreak: 0, currentStreak: 0 }],
    ['more assisted records than assisted wins', { ...sample(), recent: [record({ result: 'assisted' })] }],
    ['more wins and assisted wins than games', { ...sample(), assisted: 3 }],
    ['lines shown not a list', { ...sample(), linesShown: '7' }],
    ['a line shown twice', { ...sample(), linesShown: ['7', '7'] }],
    ['a line shown for no deal', { ...sample(), linesShown: [''] }]
  ])('rejects %s', (_name, data) => {
    expect(validateStats(data)).toBeNull();
  });
});

describe('loading and saving', () => {
  const memory = useMemoryStorage();

  it('starts empty, with no problem, when nothing is saved', () => {
    expect(loadStats()).toEqual({ stats: emptyStats(), problem: null });
  });

  it('reads back what it saved', () => {
    const stats = run([...wonGame('a'), ...lostGame('b', 10)]);
    expect(saveStats(stats)).toBe('saved');
    expect(memory.current().getItem(STORAGE_KEYS.stats)).not.toBeNull();
    expect(loadStats()).toEqual({ stats, problem: null });
  });

  it('resets to empty statistics', () => {
    saveStats(run(wonGame('a')));
    expect(resetStats()).toBe('saved');
    expect(loadStats()).toEqual({ stats: emptyStats(), problem: null });
  });

  /** Statistics as a version-1 build saved them: no games set apart, version 1. */
  const versionOne = () => {
    const { watched: _w, leftUnplayed: _l, ...rest } = run([...wonGame('a'), ...lostGame('b', 10), 'c place 0']);
    return { ...rest, version: 1 };
  };

  it('migrates the statistics a version-1 build saved: the same figures, none set apart, nothing wiped', () => {
    const old = versionOne();
    memory.current().setItem(STORAGE_KEYS.statsV1, JSON.stringify(old));
    const { stats, problem } = loadStats();
    expect(problem).toBeNull();
    expect(stats).toEqual({ ...old, version: 2, watched: 0, leftUnplayed: 0 });
    expect(stats).toMatchObject({ played: 3, won: 1, progressSum: 50, bestProgress: 40 });
    expect(migrateStats(JSON.parse(JSON.stringify(old)))).toEqual(stats);
  });

  it('writes migrated statistics under the new key and leaves the old one as it was', () => {
    const old = JSON.stringify(versionOne());
    memory.current().setItem(STORAGE_KEYS.statsV1, old);
    const next = updateStats(loadStats().stats, { id: 'd', deal: 7, dealKey: '7', started: true, phase: 'place', removed: 0, date: DAY });
    expect(saveStats(next)).toBe('saved');
    expect(JSON.parse(memory.current().getItem(STORAGE_KEYS.stats)!)).toMatchObject({ version: 2, played: 4 });
    expect(memory.current().getItem(STORAGE_KEYS.statsV1)).toBe(old);
    expect(loadStats().stats.played).toBe(4);
  });

  it('prefers the new key to the old one, and says why when old statistics cannot be migrated', () => {
    memory.current().setItem(STORAGE_KEYS.statsV1, JSON.stringify({ ...versionOne(), won: 9 }));
    expect(loadStats()).toEqual({ stats: emptyStats(), problem: expect.stringMatching(/not valid.*start again from zero/) });
    saveStats(run(wonGame('x')));
    expect(loadStats()).toEqual({ stats: run(wonGame('x')), problem: null });
  });

  it('refuses to migrate what is not version 1', () => {
    expect(migrateStats({ ...versionOne(), version: 2 })).toBeNull();
    expect(migrateStats(null)).toBeNull();
  });

  it('starts empty and says why when the saved text is not JSON', () => {
    memory.current().setItem(STORAGE_KEYS.stats, '{"version":1,');
    const { stats, problem } = loadStats();
    expect(stats).toEqual(emptyStats());
    expect(problem).toMatch(/^The saved record of your games was damaged .*\.$/);
  });

  it('starts empty and says why when the saved data is not valid', () => {
    memory.current().setItem(STORAGE_KEYS.stats, JSON.stringify({ ...emptyStats(), won: 3 }));
    const { stats, problem } = loadStats();
    expect(stats).toEqual(emptyStats());
    expect(problem).toMatch(/not valid/);
  });

  it('reports a full storage', () => {
    memory.current().writeFault = new DOMException('full', 'QuotaExceededError');
    expect(saveStats(emptyStats())).toBe('full');
  });

  it('reports missing storage and still loads empty statistics', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(saveStats(emptyStats())).toBe('unavailable');
    expect(resetStats()).toBe('unavailable');
    expect(loadStats()).toEqual({ stats: emptyStats(), problem: null });
  });
});

describe('properties over random play', () => {
  const phase = fc.constantFrom<GameSnapshot['phase']>('place', 'remove', 'won', 'lost');
  type RandomStep = GameSnapshot | { abandon: string } | { line: string };
  const stepOf = (ids: fc.Arbitrary<string>): fc.Arbitrary<RandomStep> =>
    fc.oneof(
      fc.record<GameSnapshot>({
        id: ids,
        deal: fc.option(fc.integer({ min: 1, max: 99 })),
        dealKey: fc.constantFrom('1', '2'),
        started: fc.boolean(),
        phase,
        removed: fc.integer({ min: 0, max: 40 }),
        date: fc.constantFrom('2026-03-01', '2026-03-02')
      }),
      ids.map((id) => ({ abandon: id })),
      fc.constantFrom('1', '2').map((line) => ({ line }))
    );
  const applyRandom = (stats: Stats, step: RandomStep): Stats =>
    'abandon' in step ? abandonGame(stats, step.abandon) : 'line' in step ? markLineShown(stats, step.line) : updateStats(stats, step);

  function checkInvariants(stats: Stats) {
    expect(stats.won + stats.assisted).toBeLessThanOrEqual(stats.played);
    expect(stats.recent.length).toBeLessThanOrEqual(RECENT_LIMIT);
    expect(stats.recent.length).toBeLessThanOrEqual(stats.played);
    expect(stats.currentStreak).toBeLessThanOrEqual(stats.bestStreak);
    expect(validateStats(stats)).toEqual(stats);
  }

  it('keeps every invariant and is idempotent, with many games dropping off the list', () => {
    const ids = fc.integer({ min: 1, max: 40 }).map((n) => `g${n}`);
    fc.assert(
      fc.property(fc.array(stepOf(ids), { maxLength: 120 }), (steps) => {
        let stats = emptyStats();
        for (const step of steps) {
          stats = applyRandom(stats, step);
          checkInvariants(stats);
          expect(applyRandom(stats, step)).toBe(stats);
        }
      }),
      { numRuns: 300 }
    );
  });

  it('agrees with the records while every game is still listed', () => {
    // Few ids, so nothing drops off the list and the totals can be recomputed from it.
    const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.array(stepOf(ids), { maxLength: 60 }), (steps) => {
        const stats = steps.reduce(applyRandom, emptyStats());
        const started = new Set(steps.filter((s): s is GameSnapshot => 'started' in s && s.started).map((s) => s.id));
        // Every game started is played, or was set apart (left at 0/40, or finished by Watch);
        // a game left at 0/40 is out of the list, so its id may be counted afresh later.
        const counted = stats.recent.filter((r) => r.result !== 'watched');
        expect(stats.played).toBe(counted.length);
        expect(stats.watched).toBe(stats.recent.length - counted.length);
        expect(stats.played + stats.leftUnplayed + stats.watched).toBeGreaterThanOrEqual(started.size);
        expect(new Set(stats.recent.map((r) => r.id)).size).toBe(stats.recent.length);
        expect(stats.won).toBe(stats.recent.filter((r) => r.result === 'won').length);
        expect(stats.assisted).toBe(stats.recent.filter((r) => r.result === 'assisted').length);
        expect(stats.progressSum).toBe(counted.reduce((sum, r) => sum + r.progress, 0));
        expect(stats.bestProgress).toBe(Math.max(0, ...stats.recent.map((r) => r.progress)));
        checkInvariants(stats);
      }),
      { numRuns: 300 }
    );
  });
});

describe("today's deal, remembered per day", () => {
  const today = (id: string, phase: GameSnapshot['phase'], removed: number, date = '2026-11-29', deal = 20261129): GameSnapshot => ({
    id, deal, dealKey: String(deal), started: true, phase, removed, date
  });

  it('keeps the best result of the day: a win beats a loss, then the most removed', () => {
    let stats = updateStats(emptyStats(), today('a', 'place', 0));
    expect(stats.daily).toEqual({ '2026-11-29': { result: 'playing', progress: 0 } });
    stats = updateStats(stats, today('a', 'lost', 12));
    expect(stats.daily['2026-11-29']).toEqual({ result: 'lost', progress: 12 });
    stats = updateStats(abandonGame(stats, 'a'), today('b', 'lost', 4));
    expect(stats.daily['2026-11-29']).toEqual({ result: 'lost', progress: 12 });
    stats = updateStats(stats, today('b', 'won', 40));
    expect(stats.daily['2026-11-29']).toEqual({ result: 'won', progress: 40 });
    stats = updateStats(abandonGame(stats, 'c'), today('c', 'lost', 2));
    expect(stats.daily['2026-11-29']).toEqual({ result: 'won', progress: 40 });
  });

  it('a win after the line was shown is the day\'s assisted win; a plain win beats it', () => {
    let stats = updateStats(emptyStats(), today('a', 'lost', 12));
    stats = updateStats(updateStats(markLineShown(abandonGame(stats, 'a'), '20261129'), today('b', 'place', 0)), today('b', 'won', 40));
    expect(stats.daily['2026-11-29']).toEqual({ result: 'assisted', progress: 40 });
    expect(stats.recent[0].result).toBe('assisted');
  });

  it('ignores other deals and an old date played later', () => {
    const stats = updateStats(updateStats(emptyStats(), today('a', 'won', 40, '2026-11-29', 7)), today('b', 'won', 40, '2026-11-30', 20261129));
    expect(stats.daily).toEqual({});
  });

  it('is idempotent, and survives saving and checking', () => {
    const stats = updateStats(emptyStats(), today('a', 'lost', 9));
    expect(updateStats(stats, today('a', 'lost', 9))).toBe(stats);
    expect(validateStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it('keeps at most a year and a day', () => {
    let stats = emptyStats();
    const start = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 400; day++) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      stats = updateStats(stats, today(`g${day}`, 'lost', 1, date, Number(date.replaceAll('-', ''))));
    }
    const days = Object.keys(stats.daily).sort();
    expect(days).toHaveLength(366);
    expect(days.at(-1)).toBe(new Date(start + 399 * 86_400_000).toISOString().slice(0, 10));
  });

  it('accepts statistics saved before days were kept, and refuses damaged days', () => {
    const { daily: _ignored, ...old } = emptyStats();
    expect(validateStats(old)).toEqual(emptyStats());
    expect(validateStats({ ...emptyStats(), daily: { 'not-a-day': { result: 'won', progress: 40 } } })).toBeNull();
    expect(validateStats({ ...emptyStats(), daily: { '2026-11-29': { result: 'won', progress: 41 } } })).toBeNull();
    expect(validateStats({ ...emptyStats(), daily: [] })).toBeNull();
  });
});
