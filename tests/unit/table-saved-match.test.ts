// The table match's save: what goes in comes back with its undo, and a save no legal play
// could produce is refused.
import { describe, expect, it } from 'vitest';
import { createMatch, current, record, seatView, startHistory, DEFAULT_OPTIONS, type History } from '$lib/table/engine';
import { decide } from '$lib/table/engine/players';
import { toSavedMatchData, validateSavedMatch } from '$lib/table/saved-match';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { loadMatch, saveMatch } from '$lib/storage/table';
import { useMemoryStorage } from './memory-storage.ts';
import { soloSeating, type Seating } from '$lib/table/seating';

/** Deal 8127 with `n` actions played by Standard players in every seat. */
function played(n: number, options = DEFAULT_OPTIONS): History {
  let h = startHistory(createMatch('8127', options));
  for (let i = 0; i < n; i++) {
    const state = current(h);
    const action = decide('standard', seatView(state, state.turn));
    if (action === null) break;
    const r = record(h, action);
    if (!r.ok) throw new Error(r.error.message);
    h = r.value;
  }
  return h;
}

const roundTrip = (h: History, seating: Seating = soloSeating(h.start.options.players)) =>
  validateSavedMatch(JSON.parse(JSON.stringify(toSavedMatchData({ id: 'm-1', history: h, seenHand: 0, day: null, seating }))));

describe('saved table match', () => {
  it('comes back exactly, the undo of the turn in progress included', () => {
    for (const n of [0, 1, 7, 40, 120]) {
      const h = played(n, { ...DEFAULT_OPTIONS, players: 3, draw: 'end' });
      const back = roundTrip(h);
      expect(back?.history.actions).toEqual(h.actions);
      expect(back?.history.turn).toEqual(h.turn);
    }
  });

  it('keeps who plays each seat, and writes nothing extra for the player against computers', () => {
    const h = played(12, { ...DEFAULT_OPTIONS, players: 3 });
    const seating: Seating = [{ kind: 'person', name: 'Ann' }, { kind: 'computer' }, { kind: 'person', name: '' }];
    expect(roundTrip(h, seating)?.seating).toEqual(seating);
    expect(toSavedMatchData({ id: 'm-1', history: h, seenHand: 0, day: null, seating: soloSeating(3) })).not.toHaveProperty('seats');
    expect(roundTrip(h)?.seating).toEqual(soloSeating(3));
  });

  it('refuses a tampered or damaged save', () => {
    const good = toSavedMatchData({ id: 'm-1', history: played(30), seenHand: 0, day: null, seating: soloSeating(2) });
    const bad: unknown[] = [
      { ...good, moves: good.moves + ' KS>NE KS>NE' },
      { ...good, key: '0' },
      { ...good, options: { ...good.options, players: 5 } },
      { ...good, options: { ...good.options, level: 'grandmaster' } },
      { ...good, version: 2 },
      { ...good, seenHand: 99 },
      { ...good, day: 'yesterday' },
      { ...good, id: '<script>' },
      // Seats: one per player, seat 0 a person, names clean and short.
      { ...good, seats: [{ kind: 'person', name: '' }] },
      { ...good, seats: [{ kind: 'computer' }, { kind: 'person', name: '' }] },
      { ...good, seats: [{ kind: 'person', name: '' }, { kind: 'person', name: 'x'.repeat(21) }] },
      { ...good, seats: [{ kind: 'person', name: '' }, { kind: 'person', name: 'a,b' }] },
      { ...good, seats: [{ kind: 'person', name: '' }, { kind: 'robot' }] },
      null,
      []
    ];
    for (const data of bad) expect(validateSavedMatch(data)).toBeNull();
  });

  const memory = useMemoryStorage();
  it('is kept under its own key and read back through the guard', () => {
    const h = played(25);
    expect(saveMatch({ id: 'm-2', history: h, seenHand: 0, day: '2026-12-02', seating: soloSeating(2) })).toBe('saved');
    expect(loadMatch().value?.history.actions).toEqual(h.actions);
    memory.current().setItem(STORAGE_KEYS.tableMatch, '{"version":1,');
    expect(loadMatch()).toEqual({ value: null, problem: 'The saved table match was damaged and could not be read.' });
  });
});
