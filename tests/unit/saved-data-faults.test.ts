// Saved data that cannot be used, and storage that is off or full: every read says in one line
// what it could not restore, and the saved game and the statistics stand or fall apart.
import { describe, expect, it, vi } from 'vitest';
import { validateSavedGame, SAVED_GAME_VERSION } from '$lib/patience/saved-game';
import { emptyStats, updateStats, type Stats } from '$lib/patience/stats';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { MAX_STORED_CHARS, readStored, writeStored } from '$lib/storage/local';
import { loadGame, loadStats, saveGame, savedStats, saveStats } from '$lib/storage/patience';
import { DEAL_1_LOST } from './helpers.ts';
import { useMemoryStorage } from './memory-storage.ts';

const goodGame = { version: SAVED_GAME_VERSION, id: 'game-1', deal: 1, moves: DEAL_1_LOST };
const goodStats: Stats = updateStats(emptyStats(), {
  id: 'game-0', deal: 25, dealKey: '25', started: true, phase: 'won', removed: 40, date: '2026-11-29'
});

/** A board no legal play reaches: deal 1's first card is the 9♠, so it cannot be removed alone. */
const tampered = { ...goodGame, moves: 'p5 r5' };

// Each fault, as text put in the store, with the words the player's line must hold.
const faults = (good: object) =>
  [
    ['corrupt JSON', JSON.stringify(good).slice(0, -3), /was damaged and could not be read\./],
    ['an unknown version', JSON.stringify({ ...good, version: 99 }), /format this version does not know/],
    ['an oversized value', JSON.stringify({ ...good, padding: 'x'.repeat(MAX_STORED_CHARS) }), /too large to be real/],
    ['not an object', '"hello"', /was not valid and could not be restored\./]
  ] as const;

const memory = useMemoryStorage();

describe('a saved game that cannot be restored', () => {
  it.each(faults(goodGame))('is set aside with one line when it is %s, and the statistics survive', (_name, text, words) => {
    memory.current().setItem(STORAGE_KEYS.game, text);
    memory.current().setItem(STORAGE_KEYS.stats, JSON.stringify(goodStats));
    const game = loadGame();
    expect(game.value).toBeNull();
    expect(game.problem).toMatch(/^The saved game /);
    expect(game.problem).toMatch(words);
    expect(game.problem).not.toContain('\n');
    expect(loadStats()).toEqual({ stats: goodStats, problem: null });
  });

  it('is refused when its moves reach a board no legal play could produce', () => {
    expect(validateSavedGame(tampered)).toBeNull();
    memory.current().setItem(STORAGE_KEYS.game, JSON.stringify(tampered));
    expect(loadGame()).toEqual({ value: null, problem: 'The saved game was not valid and could not be restored.' });
  });

  it('is refused when its deal was changed under its moves', () => {
    // Deal 1's line played on deal 25's cards: the moves no longer fit the cards.
    memory.current().setItem(STORAGE_KEYS.game, JSON.stringify({ ...goodGame, deal: 25 }));
    expect(loadGame().value).toBeNull();
  });

  it('comes back whole when it is sound, even beside damaged statistics', () => {
    memory.current().setItem(STORAGE_KEYS.game, JSON.stringify(goodGame));
    memory.current().setItem(STORAGE_KEYS.stats, '{"version":1,"played":');
    expect(loadGame().value?.history.actions).toHaveLength(DEAL_1_LOST.split(' ').length);
    expect(loadStats().problem).toMatch(/record of your games was damaged.*start again from zero/);
  });
});

describe('statistics that cannot be restored', () => {
  it.each(faults(goodStats))('start again from zero with one line when they are %s, and the game survives', (_name, text, words) => {
    memory.current().setItem(STORAGE_KEYS.stats, text);
    memory.current().setItem(STORAGE_KEYS.game, JSON.stringify(goodGame));
    const { stats, problem } = loadStats();
    expect(stats).toEqual(emptyStats());
    expect(problem).toMatch(/^The saved record of your games /);
    expect(problem).toMatch(words);
    expect(problem).toMatch(/Statistics start again from zero\.$/);
    expect(savedStats()).toBeNull();
    expect(loadGame().value?.id).toBe('game-1');
  });

  it('are refused when their figures contradict each other', () => {
    memory.current().setItem(STORAGE_KEYS.stats, JSON.stringify({ ...goodStats, won: 5 }));
    expect(loadStats().problem).toMatch(/not valid/);
  });
});

describe('storage that is switched off or full', () => {
  const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

  it('reads as nothing saved, without a problem line, when reading throws', () => {
    memory.current().setItem(STORAGE_KEYS.game, JSON.stringify(goodGame));
    memory.current().readFault = securityError();
    expect(loadGame()).toEqual({ value: null, problem: null });
    expect(loadStats()).toEqual({ stats: emptyStats(), problem: null });
  });

  it('reads as nothing saved when the localStorage property itself throws', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw securityError(); } });
    expect(loadGame()).toEqual({ value: null, problem: null });
    expect(writeStored(STORAGE_KEYS.stats, emptyStats())).toBe('unavailable');
  });

  it('reports a refused write as unavailable and a quota error as full, and never throws', () => {
    const game = validateSavedGame(goodGame)!;
    memory.current().writeFault = securityError();
    expect(saveGame(game)).toBe('unavailable');
    expect(saveStats(goodStats)).toBe('unavailable');
    memory.current().writeFault = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(saveGame(game)).toBe('full');
    expect(saveStats(goodStats)).toBe('full');
    // Anything else a broken store might throw is still no crash.
    memory.current().writeFault = new TypeError('broken');
    expect(saveStats(goodStats)).toBe('unavailable');
  });

  it('never parses more than the size limit', () => {
    const parse = vi.spyOn(JSON, 'parse');
    memory.current().setItem(STORAGE_KEYS.stats, 'x'.repeat(MAX_STORED_CHARS + 1));
    expect(readStored(STORAGE_KEYS.stats, 'record', () => ({})).problem).toMatch(/too large/);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
