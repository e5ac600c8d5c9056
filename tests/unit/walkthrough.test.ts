// The walk-through both games use (ui/walkthrough.svelte.ts): when it opens by itself, how it
// steps, what it remembers; each game's places, words and targets; and where its dialog stands
// (over the patience's board, or beside what each table step points at, covering none of it).
import { describe, expect, it } from 'vitest';
import { Walkthrough } from '$lib/ui/walkthrough.svelte';
import { placeDialog, placeOver, roomOver, type Box } from '$lib/ui/walk-place';
import { validateWalkthrough, type WalkthroughRecord } from '$lib/storage/walkthrough';
import type { WriteStatus } from '$lib/storage/local';
import { WALKTHROUGH_PLACES } from '$lib/patience/walkthrough';
import { WALKTHROUGH_GUIDE } from '$lib/patience/walkthrough-steps';
import { TABLE_WALK_PLACES } from '$lib/table/walkthrough';
import { TABLE_WALK_GUIDE } from '$lib/table/walkthrough-steps';

function store(saved: WalkthroughRecord | null, status: WriteStatus = 'saved') {
  const writes: WalkthroughRecord[] = [];
  return { writes, load: () => saved, save: (record: WalkthroughRecord) => (writes.push(record), status) };
}

describe('the walk-through', () => {
  it("opens on a first visit, steps through the game's places, and is remembered once closed", () => {
    for (const places of [WALKTHROUGH_PLACES, TABLE_WALK_PLACES]) {
      const saved = store(null);
      const tour = new Walkthrough(places, saved);
      tour.openIfFirstVisit();
      expect(tour.step).toBe(0);
      expect(saved.writes).toEqual([{ version: 1, done: false }]);
      tour.back();
      expect(tour.step).toBe(0);
      const seen = [tour.place];
      for (let i = 1; i < tour.count; i++) {
        tour.next();
        seen.push(tour.place);
      }
      expect(seen).toEqual([...places]);
      tour.back();
      expect(tour.place).toBe(places.at(-2));
      tour.next();
      tour.next();
      expect(tour.step).toBeNull();
      expect(tour.place).toBeNull();
      expect(saved.writes.at(-1)).toEqual({ version: 1, done: true });
    }
    expect(WALKTHROUGH_PLACES).toEqual(['numbers', 'seats', 'pairs', 'end']);
    expect(TABLE_WALK_PLACES).toEqual(['hand', 'piles', 'stock', 'end', 'seats']);
  });

  it('asks once a page: a later game on the same page does not reopen it', () => {
    const saved = store(null);
    const tour = new Walkthrough(TABLE_WALK_PLACES, saved);
    tour.openIfFirstVisit();
    tour.close();
    tour.openIfFirstVisit();
    expect(tour.step).toBeNull();
    expect(saved.writes).toHaveLength(2);
  });

  it('does not open by itself once closed, nor where storage cannot remember it; the player can open it', () => {
    const seen = new Walkthrough(WALKTHROUGH_PLACES, store({ version: 1, done: true }));
    seen.openIfFirstVisit();
    expect(seen.step).toBeNull();
    seen.open();
    expect(seen.step).toBe(0);
    const off = new Walkthrough(WALKTHROUGH_PLACES, store(null, 'unavailable'));
    off.openIfFirstVisit();
    expect(off.step).toBeNull();
    // Opened by the player before the first visit's question: it stays on its first step.
    const asked = new Walkthrough(TABLE_WALK_PLACES, store(null));
    asked.open();
    asked.next();
    asked.openIfFirstVisit();
    expect(asked.step).toBe(1);
  });

  it('opens again after a visit that left it unread', () => {
    const tour = new Walkthrough(WALKTHROUGH_PLACES, store({ version: 1, done: false }));
    tour.openIfFirstVisit();
    expect(tour.step).toBe(0);
  });

  it('reads only what it writes (the format both games have always saved)', () => {
    expect(validateWalkthrough({ version: 1, done: true })).toEqual({ version: 1, done: true });
    expect(validateWalkthrough({ version: 1, done: false })).toEqual({ version: 1, done: false });
    for (const bad of [null, [], { version: 2, done: true }, { version: 1, done: 'yes' }, { version: 1 }]) {
      expect(validateWalkthrough(bad)).toBeNull();
    }
  });

  it('has words and targets for every place of each game', () => {
    for (const [places, guide] of [
      [WALKTHROUGH_PLACES, WALKTHROUGH_GUIDE],
      [TABLE_WALK_PLACES, TABLE_WALK_GUIDE]
    ] as const) {
      expect(Object.keys(guide.steps).sort()).toEqual([...places].sort());
      for (const step of Object.values(guide.steps)) {
        expect(step.title.length).toBeGreaterThan(3);
        expect(step.text.length).toBeGreaterThan(20);
        expect(step.targets).toMatch(/\[data-|^\.[a-z]/);
      }
    }
    expect(WALKTHROUGH_GUIDE.steps.pairs.text).toContain('A+9, 2+8, 3+7, 4+6, 5+5, and a 10 alone');
    // The patience's stands over its board; the table's beside what it points at.
    expect(WALKTHROUGH_GUIDE.over).toBeDefined();
    expect(TABLE_WALK_GUIDE.over).toBeUndefined();
  });
});

describe('where the dialog stands', () => {
  const covers = (at: { x: number; y: number }, size: { width: number; height: number }, t: Box) =>
    at.x < t.x + t.width && t.x < at.x + size.width && at.y < t.y + t.height && t.y < at.y + size.height;
  const size = { width: 300, height: 180 };

  it('beside a target at the bottom (the hand), inside the window and not over it', () => {
    const view = { width: 390, height: 844 };
    const hand = { x: 10, y: 620, width: 370, height: 120 };
    const at = placeDialog(size, [hand], view);
    expect(covers(at, size, hand)).toBe(false);
    expect(at.y + size.height).toBeLessThanOrEqual(hand.y);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + size.width).toBeLessThanOrEqual(view.width);
  });

  it('clear of targets at the top and the bottom at once (the seats)', () => {
    const view = { width: 1366, height: 768 };
    const seats = [
      { x: 600, y: 10, width: 160, height: 60 },
      { x: 20, y: 700, width: 160, height: 50 }
    ];
    const at = placeDialog(size, seats, view);
    for (const seat of seats) expect(covers(at, size, seat)).toBe(false);
  });

  it('ignores targets not on show', () => {
    const at = placeDialog(size, [{ x: 0, y: 0, width: 0, height: 0 }], { width: 800, height: 600 });
    expect(at).toEqual({ x: 250, y: 210 });
  });

  it('over the middle of the board, inside it, with a margin; inside the window when the board is partly off it', () => {
    const board = { x: 12, y: 115, width: 366, height: 390 };
    const room = roomOver(board);
    expect(room).toEqual({ width: 350, height: 382 });
    const fitted = { width: Math.min(336, room.width), height: 220 };
    const at = placeOver(fitted, board, { width: 390, height: 844 });
    expect(at).toEqual({ x: 27, y: 200 });
    expect(at.x).toBeGreaterThanOrEqual(board.x);
    expect(at.x + fitted.width).toBeLessThanOrEqual(board.x + board.width);
    // Scrolled so that the board's top is above the window: the dialog stays in sight.
    expect(placeOver(fitted, { ...board, y: -300 }, { width: 390, height: 480 }).y).toBe(8);
    expect(roomOver({ x: 0, y: 0, width: 4, height: 4 })).toEqual({ width: 0, height: 0 });
  });
});
