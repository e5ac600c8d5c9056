// The table game's statistics: how matches count (src/lib/table/stats.ts) and how they are
// kept (src/lib/storage/table-stats.ts), apart from the patience's.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_OPTIONS, type MatchOptions } from '$lib/table/engine';
import {
  comboKey, comboLabel, comboOptions, emptyTableStats, recordTableMatch, summarise, validateTableStats,
  RECENT_LIMIT, type TableMatchRecord, type TableStats
} from '$lib/table/stats';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { addTableMatch, loadTableStats, resetTableStats, saveTableStats, startTableStatsAfresh } from '$lib/storage/table-stats';
import { loadStats } from '$lib/storage/patience';
import { useMemoryStorage } from './memory-storage.ts';

let ids = 0;
/** A finished match; each call is another match (another id) unless `over` names one. */
const match = (won: boolean, over: Partial<TableMatchRecord> = {}): TableMatchRecord => ({
  id: `m-${++ids}`,
  key: '8127',
  options: DEFAULT_OPTIONS,
  won,
  hands: 3,
  handsWon: won ? 2 : 1,
  penalties: won ? [0, 0, 4] : [0, 9, 12],
  totals: won ? [4, 17] : [21, 6],
  day: null,
  ...over
});

const options = fc.record({
  players: fc.constantFrom(2, 3, 4),
  level: fc.constantFrom('easy', 'standard', 'expert'),
  draw: fc.constantFrom('start', 'end'),
  target: fc.constantFrom(10, 15, 25, 50),
  qj2: fc.boolean()
}) as fc.Arbitrary<MatchOptions>;

const record = options.chain((o) =>
  fc.record({
    key: fc.integer({ min: 1, max: 99999 }).map(String),
    options: fc.constant(o),
    won: fc.boolean(),
    hands: fc.integer({ min: 1, max: 12 }),
    day: fc.option(fc.constantFrom('2026-12-01', '2026-12-02'), { nil: null })
  }).chain((r) =>
    fc.record({
      handsWon: fc.integer({ min: 0, max: r.hands }),
      penalties: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: r.hands, maxLength: r.hands }),
      totals: fc.array(fc.integer({ min: 0, max: 200 }), { minLength: o.players, maxLength: o.players })
    }).map((rest) => ({ ...r, ...rest }) as Omit<TableMatchRecord, 'id'>)
  )
);

describe('counting table matches', () => {
  it('keeps each combination of options apart', () => {
    let s = recordTableMatch(emptyTableStats(), match(true));
    s = recordTableMatch(s, match(false, { options: { ...DEFAULT_OPTIONS, level: 'expert' } }));
    expect(Object.keys(s.combos).sort()).toEqual(['2p expert start 15', '2p standard start 15']);
    expect(s.combos['2p standard start 15']).toEqual({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, hands: 3, handsWon: 2, penalty: 4 });
    expect(s.combos['2p expert start 15'].won).toBe(0);
  });

  it('counts streaks, and a loss ends one without losing the best', () => {
    let s = emptyTableStats();
    for (const won of [true, true, false, true]) s = recordTableMatch(s, match(won));
    expect(s.combos['2p standard start 15']).toMatchObject({ played: 4, won: 3, currentStreak: 1, bestStreak: 2 });
  });

  it('keeps the best result of the day’s match: a win beats a loss, then the lower total', () => {
    let s = recordTableMatch(emptyTableStats(), match(false, { day: '2026-12-02' }));
    s = recordTableMatch(s, match(true, { day: '2026-12-02', totals: [9, 20] }));
    s = recordTableMatch(s, match(true, { day: '2026-12-02', totals: [12, 20] }));
    expect(s.daily['2026-12-02']).toEqual({ won: true, total: 9 });
  });

  it('summarises win rate and mean penalty per hand, in words', () => {
    const s = recordTableMatch(recordTableMatch(emptyTableStats(), match(true)), match(false));
    const [row] = summarise(s);
    expect(row.winRate).toBe(0.5);
    expect(row.meanPenalty).toBeCloseTo(25 / 6);
    expect(row.label).toBe('1 opponent, Standard, draw at the start, to 15');
    expect(comboLabel('4p expert end 25 qj2')).toBe('3 opponents, Expert, draw at the end, to 25, Q and J count 2');
  });

  it('counts a match once, by its id, however often its end is recorded', () => {
    const once = recordTableMatch(emptyTableStats(), match(true, { id: 'm-abc' }));
    expect(recordTableMatch(once, match(true, { id: 'm-abc' }))).toBe(once);
    expect(recordTableMatch(once, match(false, { id: 'm-abd' })).combos['2p standard start 15'].played).toBe(2);
    expect(once.recent[0].id).toBe('m-abc');
  });

  it('reads recent matches saved before ids were kept, and refuses a malformed id', () => {
    const old = { ...emptyTableStats(), recent: [{ key: '8127', combo: '2p standard start 15', won: true, totals: [4, 17] }] };
    expect(validateTableStats(old)?.recent).toEqual(old.recent);
    expect(validateTableStats({ ...old, recent: [{ ...old.recent[0], id: 'M <b>' }] })).toBeNull();
    expect(validateTableStats({ ...old, recent: [{ ...old.recent[0], id: 7 }] })).toBeNull();
  });

  it('names every combination by a key it can read back', () => {
    fc.assert(fc.property(options, (o) => {
      expect(comboOptions(comboKey(o))).toEqual(o);
    }));
  });

  it('adds up over any run of matches and stays valid', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (unnamed) => {
        const records = unnamed.map((r, i) => ({ ...r, id: `m-${i}` }));
        const s = records.reduce(recordTableMatch, emptyTableStats());
        const combos = Object.values(s.combos);
        expect(combos.reduce((n, c) => n + c.played, 0)).toBe(records.length);
        expect(combos.reduce((n, c) => n + c.won, 0)).toBe(records.filter((r) => r.won).length);
        expect(combos.reduce((n, c) => n + c.hands, 0)).toBe(records.reduce((n, r) => n + r.hands, 0));
        expect(s.recent.length).toBe(Math.min(RECENT_LIMIT, records.length));
        for (const c of combos) expect(c.currentStreak).toBeLessThanOrEqual(c.bestStreak);
        expect(validateTableStats(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
      { numRuns: 300 }
    );
  });
});

describe('table statistics in storage', () => {
  const memory = useMemoryStorage();
  const some = (): TableStats => recordTableMatch(emptyTableStats(), match(true, { id: 'm-some' }));

  it('saves and loads, apart from the patience’s', () => {
    expect(saveTableStats(some())).toBe('saved');
    expect(loadTableStats()).toEqual({ stats: some(), problem: null });
    expect(memory.current().getItem(STORAGE_KEYS.stats)).toBeNull();
    expect(loadStats().stats.played).toBe(0);
  });

  it('refuses damaged, tampered or future data with a message, and keeps it as it is', () => {
    const cases: [string, RegExp][] = [
      ['{"version":1,"combos":', /damaged/],
      [JSON.stringify({ ...some(), combos: { '2p standard start 15': { ...some().combos['2p standard start 15'], won: 5 } } }), /not valid/],
      [JSON.stringify({ ...some(), combos: { 'nine players': some().combos['2p standard start 15'] } }), /not valid/],
      [JSON.stringify({ ...some(), version: 2 }), /format this version does not know/]
    ];
    for (const [text, why] of cases) {
      memory.current().setItem(STORAGE_KEYS.tableStats, text);
      const { stats, problem } = loadTableStats();
      expect(stats).toEqual(emptyTableStats());
      expect(problem).toMatch(why);
      expect(problem).toMatch(/It is kept as it is until you start the table statistics afresh\./);
      expect(memory.current().getItem(STORAGE_KEYS.tableStats)).toBe(text);
    }
  });

  it('says when storage is off or full instead of throwing', () => {
    memory.current().writeFault = new DOMException('full', 'QuotaExceededError');
    expect(saveTableStats(some())).toBe('full');
    memory.current().writeFault = new DOMException('off', 'SecurityError');
    expect(resetTableStats()).toBe('unavailable');
  });

  it('a reset writes empty statistics and leaves the patience’s alone', () => {
    memory.current().setItem(STORAGE_KEYS.stats, 'patience data');
    saveTableStats(some());
    expect(resetTableStats()).toBe('saved');
    expect(loadTableStats().stats).toEqual(emptyTableStats());
    expect(memory.current().getItem(STORAGE_KEYS.stats)).toBe('patience data');
  });

  it('adds a finished match once, even when both tabs record its end', async () => {
    const end = match(true, { id: 'm-two-tabs' });
    expect(await addTableMatch(end)).toBe('saved');
    expect(await addTableMatch(end)).toBe('counted-already');
    expect(await addTableMatch(match(false))).toBe('saved');
    expect(loadTableStats().stats.combos['2p standard start 15'].played).toBe(2);
  });

  it('never writes over damaged statistics: the match waits until the player starts them afresh', async () => {
    memory.current().setItem(STORAGE_KEYS.tableStats, '{"version":1,"combos":');
    const waiting = match(true);
    expect(await addTableMatch(waiting)).toBe('damaged');
    expect(memory.current().getItem(STORAGE_KEYS.tableStats)).toBe('{"version":1,"combos":');
    expect(await startTableStatsAfresh([waiting])).toBe('saved');
    expect(loadTableStats()).toEqual({ stats: recordTableMatch(emptyTableStats(), waiting), problem: null });
  });

  it('says when a match could not be recorded because storage is full or off', async () => {
    memory.current().writeFault = new DOMException('full', 'QuotaExceededError');
    expect(await addTableMatch(match(true))).toBe('full');
    memory.current().writeFault = new DOMException('off', 'SecurityError');
    expect(await addTableMatch(match(true))).toBe('unavailable');
  });
});
